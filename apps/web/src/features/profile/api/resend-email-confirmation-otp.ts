import { gql } from 'urql';
import { IDENTITY_RESULT_FIELDS, type IdentityActionResult } from '@/lib/api/identity-result';

export const RESEND_EMAIL_CONFIRMATION_OTP_MUTATION = gql<{
  resendEmailConfirmationOtp: IdentityActionResult;
}>`
  mutation ResendEmailConfirmationOtp {
    resendEmailConfirmationOtp {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;
