// What a failed sign-in shows (spec §8 Login): a toast by code and a text under the form.

export interface LoginFailure {
  /** The code passed to notify (errors namespace). */
  toast: string;
  /** The key of the text under the form (auth namespace). */
  text: string;
  values?: Record<string, unknown>;
}

export function loginFailure(code: string, retryAfterSeconds?: number | null): LoginFailure {
  switch (code) {
    case 'INVALID_CREDENTIALS':
      return { toast: 'INVALID_CREDENTIALS', text: 'signIn.failure.invalidCredentials' };
    case 'USER_BANNED':
      return { toast: 'USER_BANNED', text: 'signIn.failure.banned' };
    case 'TRY_AGAIN_LATER': {
      const seconds = Math.max(1, Math.ceil(retryAfterSeconds ?? 60));
      return {
        toast: 'TRY_AGAIN_LATER_SECONDS',
        text: 'signIn.failure.tryAgainLater',
        values: { seconds },
      };
    }
    case 'INVALID_TWO_FACTOR_CODE':
      return { toast: 'INVALID_TWO_FACTOR_CODE', text: 'signIn.failure.invalidCode' };
    case 'TFA_CHALLENGE_EXPIRED':
    case 'TFA_CHALLENGE_NOT_FOUND':
      return { toast: 'ERROR_DEFAULT', text: 'signIn.failure.challengeExpired' };
    default:
      // Spec §8: any other code (USER_SUSPENDED included) → an Error toast, something went wrong.
      return { toast: 'ERROR_DEFAULT', text: 'signIn.failure.generic' };
  }
}
