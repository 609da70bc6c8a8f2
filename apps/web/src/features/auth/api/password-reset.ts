import { gql } from 'urql';
import { IDENTITY_RESULT_FIELDS, type IdentityActionResult } from '@/lib/api/identity-result';

export const RESET_PASSWORD_BY_EMAIL_MUTATION = gql<
  { resetPasswordByEmail: IdentityActionResult },
  { input: { email: string }; captcha: string }
>`
  mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!, $captcha: String) {
    resetPasswordByEmail(input: $input, captcha: $captcha) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;

export const RESET_PASSWORD_WITH_TOKEN_MUTATION = gql<
  { resetPasswordWithToken: boolean },
  { password: string; token: string }
>`
  mutation ResetPasswordWithToken($password: String!, $token: String!) {
    resetPasswordWithToken(password: $password, token: $token)
  }
`;
