import { graphql, withFragments } from '@/lib/graphql';
import { IDENTITY_RESULT } from '@/lib/api/identity-result';

export const RESET_PASSWORD_BY_EMAIL_MUTATION = withFragments(
  graphql(`
    mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!, $captcha: String) {
      resetPasswordByEmail(input: $input, captcha: $captcha) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);

export const RESET_PASSWORD_WITH_TOKEN_MUTATION = graphql(`
  mutation ResetPasswordWithToken($password: String!, $token: String!) {
    resetPasswordWithToken(password: $password, token: $token)
  }
`);
