import { gql } from 'urql';
import { IDENTITY_RESULT_FIELDS, type IdentityActionResult } from '@/lib/api/identity-result';

export const CONFIRM_USER_EMAIL_MUTATION = gql<
  { confirmUserEmail: IdentityActionResult },
  { input: { code: string } }
>`
  mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) {
    confirmUserEmail(input: $input) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;

export const VERIFY_EMAIL_CONFIRMATION_OTP_MUTATION = gql<
  { verifyEmailConfirmationOtp: IdentityActionResult },
  { code: string }
>`
  mutation VerifyEmailConfirmationOtp($code: String!) {
    verifyEmailConfirmationOtp(code: $code) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;

export const RESEND_EMAIL_CONFIRMATION_OTP_MUTATION = gql<{
  resendEmailConfirmationOtp: IdentityActionResult;
}>`
  mutation ResendEmailConfirmationOtp {
    resendEmailConfirmationOtp {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;
