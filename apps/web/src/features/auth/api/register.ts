import type { UserRegisterByEmailInput, UserRegisterByEmailMutation } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type RegisterInput = UserRegisterByEmailInput;

export type RegisterResult = UserRegisterByEmailMutation['userRegisterByEmail'];

export const USER_REGISTER_BY_EMAIL_MUTATION = graphql(`
  mutation UserRegisterByEmail($input: UserRegisterByEmailInput!, $captcha: String) {
    userRegisterByEmail(input: $input, captcha: $captcha) {
      __typename
      ... on RegisterSuccess {
        token
      }
      ... on IdentityError {
        code
        message
        field
      }
    }
  }
`);
