import { describe, expect, it } from 'vitest';
import { breadcrumbFromPath, breadcrumbKey } from './sections';

describe('profile breadcrumb', () => {
  it('maps path segments to breadcrumb keys', () => {
    expect(breadcrumbKey('personal-data')).toBe('PERSONAL_DATA');
    expect(breadcrumbKey('profile')).toBe('PROFILE');
  });

  it('builds the trail from the path', () => {
    expect(breadcrumbFromPath('/profile/payment-history')).toEqual({
      items: [{ text: 'PROFILE', to: '/profile' }],
      pageName: 'PAYMENT_HISTORY',
    });
  });
});
