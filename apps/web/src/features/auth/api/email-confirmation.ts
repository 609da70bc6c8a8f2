import { graphql, withFragments } from '@/lib/graphql';
import { IDENTITY_RESULT } from '@/lib/api/identity-result';

export const CONFIRM_USER_EMAIL_MUTATION = withFragments(
  graphql(`
    mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) {
      confirmUserEmail(input: $input) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);

export const VERIFY_EMAIL_CONFIRMATION_OTP_MUTATION = withFragments(
  graphql(`
    mutation VerifyEmailConfirmationOtp($code: String!) {
      verifyEmailConfirmationOtp(code: $code) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);

export { RESEND_EMAIL_CONFIRMATION_OTP_MUTATION } from '@/lib/api/resend-email-confirmation-otp';
