import { describe, expect, it } from 'vitest';
import { loginFailure } from './login-failure';

describe('loginFailure', () => {
  it('maps the spec codes to their toasts', () => {
    expect(loginFailure('INVALID_CREDENTIALS').toast).toBe('INVALID_CREDENTIALS');
    expect(loginFailure('USER_BANNED').toast).toBe('USER_BANNED');
    expect(loginFailure('USER_SUSPENDED').toast).toBe('ERROR_DEFAULT');
    expect(loginFailure('SOMETHING_NEW')).toEqual({
      toast: 'ERROR_DEFAULT',
      text: 'signIn.failure.generic',
    });
  });

  it('carries the seconds to wait when throttled', () => {
    expect(loginFailure('TRY_AGAIN_LATER', 7.2)).toEqual({
      toast: 'TRY_AGAIN_LATER_SECONDS',
      text: 'signIn.failure.tryAgainLater',
      values: { seconds: 8 },
    });
    expect(loginFailure('TRY_AGAIN_LATER', null).values).toEqual({ seconds: 60 });
  });
});
