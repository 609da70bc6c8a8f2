import { describe, expect, it } from 'vitest';
import {
  BONUS_CODES,
  confirmationErrorKind,
  isKnownCode,
  isNotificationTextCode,
  isUnauthorizedSignal,
  LOGIN_CODES,
  loginErrorKind,
  NOTIFICATION_CONTENT_CODES,
  NOTIFICATION_TEXT_CODES,
  PAYMENT_CODES,
  withdrawReasonToastKey,
} from './errors';

describe('error catalogue (spec §8)', () => {
  it('holds the spec codes', () => {
    expect(LOGIN_CODES).toEqual([
      'UNAUTHORIZED',
      'USER_SUSPENDED',
      'INVALID_CREDENTIALS',
      'USER_BANNED',
    ]);
    expect(NOTIFICATION_CONTENT_CODES).toEqual(
      expect.arrayContaining(['SUCCESS_DEPOSIT', 'EMAIL_CONFIRMED', 'BONUS_CANCELED']),
    );
    expect(new Set(NOTIFICATION_CONTENT_CODES).size).toBe(NOTIFICATION_CONTENT_CODES.length);
    expect(PAYMENT_CODES).toContain('WITHDRAWAL_REQUEST_WAGER_LIMIT');
    expect(BONUS_CODES).toContain('WARN_MIN_DEP_AMOUNT');
    expect(NOTIFICATION_TEXT_CODES).toHaveLength(21);
  });

  it('isKnownCode', () => {
    for (const code of [
      'INVALID_CREDENTIALS',
      'OTP_CODE_EXPIRED',
      'ERROR_TOKEN_EXPIRED',
      'ID_REQUIRED',
      'DOMAIN_BANNED',
      'CHAT_UNAVAILABLE',
      'SUCCESS_DEPOSIT',
    ]) {
      expect(isKnownCode(code)).toBe(true);
    }
    expect(isKnownCode('SOMETHING_NEW')).toBe(false);
    expect(isKnownCode(undefined)).toBe(false);
    expect(isKnownCode('invalid_credentials')).toBe(false);
  });

  it('isNotificationTextCode', () => {
    expect(isNotificationTextCode('TRY_AGAIN_LATER')).toBe(true);
    expect(isNotificationTextCode('INVALID_CREDENTIALS')).toBe(false);
  });

  it('maps login failures to their toasts', () => {
    expect(loginErrorKind('INVALID_CREDENTIALS')).toBe('invalid-credentials');
    expect(loginErrorKind('USER_BANNED')).toBe('suspended');
    expect(loginErrorKind('USER_SUSPENDED')).toBe('other');
    expect(loginErrorKind(undefined)).toBe('other');
  });

  it('maps confirmation failures to their toasts', () => {
    expect(confirmationErrorKind('CONFIRMATION_CODE_NOT_FOUND')).toBe('not-found');
    expect(confirmationErrorKind('OTP_CODE_NOT_FOUND')).toBe('not-found');
    expect(confirmationErrorKind('CONFIRMATION_CODE_EXPIRED')).toBe('expired');
    expect(confirmationErrorKind('OTP_CODE_EXPIRED')).toBe('expired');
    expect(confirmationErrorKind('WHATEVER')).toBe('try-again-later');
  });

  it('builds the withdraw reason toast key', () => {
    expect(withdrawReasonToastKey('WITHDRAWAL_REQUEST_WAGER_LIMIT')).toBe(
      'ERROR_TOAST_WITHDRAWAL_REQUEST_WAGER_LIMIT',
    );
  });

  it('recognises unauthorized signals', () => {
    expect(isUnauthorizedSignal({ code: 'UNAUTHORIZED' })).toBe(true);
    expect(isUnauthorizedSignal({ status: 401 })).toBe(true);
    expect(isUnauthorizedSignal({ status: 403 })).toBe(true);
    expect(isUnauthorizedSignal({ status: 500, code: 'X' })).toBe(false);
  });
});
