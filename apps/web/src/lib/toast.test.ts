import { describe, expect, it } from 'vitest';
import { resolveToastText, toastKindForCode } from './toast';

describe('notification texts', () => {
  it('maps a known code to its translated title and text', () => {
    expect(resolveToastText('DEPOSIT_REJECTED_BY_PROVIDER')).toEqual({
      title: 'Payment was declined',
      text: 'The payment provider declined the payment. Try another method.',
    });
  });

  it('interpolates values', () => {
    expect(resolveToastText('SUCCESS_DEPOSIT', { amount: '50', currency: 'USD' })).toEqual({
      title: '+50 USD',
      text: 'Balance successfully topped up.',
    });
  });

  it('shows an unknown code as the title', () => {
    expect(resolveToastText('SOMETHING_NEW')).toEqual({ title: 'SOMETHING_NEW' });
  });

  it('picks a kind by code', () => {
    expect(toastKindForCode('SUCCESS_DEPOSIT')).toBe('success');
    expect(toastKindForCode('WITHDRAWAL_REJECTED')).toBe('warning');
    expect(toastKindForCode('INVALID_CREDENTIALS')).toBe('error');
    expect(toastKindForCode('SOMETHING_NEW')).toBe('error');
  });
});
