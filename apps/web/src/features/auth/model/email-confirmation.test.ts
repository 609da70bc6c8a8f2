import { describe, expect, it } from 'vitest';
import { confirmationFailureToast, confirmationRequest } from './email-confirmation';

describe('confirmationRequest', () => {
  it('reads the link code and the OTP from the home URL', () => {
    expect(confirmationRequest('?emailConfirmationCode=abc')).toEqual({
      kind: 'link',
      code: 'abc',
    });
    expect(confirmationRequest('?otpCode=123456')).toEqual({ kind: 'otp', code: '123456' });
    expect(confirmationRequest('?cid=x')).toBeNull();
    expect(confirmationRequest('?otpCode=%20')).toBeNull();
  });
});

describe('confirmationFailureToast', () => {
  it('keeps not-found and expired codes, anything else is try again later', () => {
    expect(confirmationFailureToast('OTP_CODE_EXPIRED')).toBe('OTP_CODE_EXPIRED');
    expect(confirmationFailureToast('CONFIRMATION_CODE_NOT_FOUND')).toBe(
      'CONFIRMATION_CODE_NOT_FOUND',
    );
    // walk issue item 21: a reused link says "already confirmed", not "code not found"
    expect(confirmationFailureToast('EMAIL_ALREADY_CONFIRMED')).toBe('EMAIL_ALREADY_CONFIRMED');
    expect(confirmationFailureToast(undefined)).toBe('TRY_AGAIN_LATER');
  });
});
