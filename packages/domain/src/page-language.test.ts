import { describe, expect, it } from 'vitest';
import { choosePageLanguage } from './constants';

// docs/architecture.md "Language in the address": ?lng= wins, then the stored choice (its
// cookie), then the browser's Accept-Language (first supported tag), then en.
describe('choosePageLanguage', () => {
  it('takes an explicit, supported ?lng= first', () => {
    expect(choosePageLanguage({ query: 'ar', stored: 'ru', acceptLanguage: 'tr' })).toBe('ar');
    expect(choosePageLanguage({ query: 'kk-KZ', stored: null, acceptLanguage: null })).toBe('kk');
  });

  it('falls back to the stored choice, then the browser, then en', () => {
    expect(choosePageLanguage({ query: 'xx', stored: 'ru', acceptLanguage: 'tr' })).toBe('ru');
    expect(choosePageLanguage({ query: null, stored: 'de', acceptLanguage: 'de, az;q=0.8' })).toBe(
      'az',
    );
    expect(choosePageLanguage({ query: null, stored: null, acceptLanguage: 'fr-FR' })).toBe('en');
  });
});
