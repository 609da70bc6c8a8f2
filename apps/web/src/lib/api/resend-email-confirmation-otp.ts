import { graphql, withFragments } from '@/lib/graphql';
import { IDENTITY_RESULT } from '@/lib/api/identity-result';

export const RESEND_EMAIL_CONFIRMATION_OTP_MUTATION = withFragments(
  graphql(`
    mutation ResendEmailConfirmationOtp {
      resendEmailConfirmationOtp {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);
