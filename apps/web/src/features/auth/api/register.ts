import { gql } from 'urql';

export interface RegisterInput {
  currency: { fiat: string };
  email: string;
  language: string;
  password: string;
  cid: string | null;
  onboarding: { country: string };
  tz: string | null;
}

export type RegisterResult =
  | { __typename: 'RegisterSuccess'; token: string }
  | { __typename: 'IdentityError'; code: string; message: string; field: string | null };

export const USER_REGISTER_BY_EMAIL_MUTATION = gql<
  { userRegisterByEmail: RegisterResult },
  { input: RegisterInput; captcha: string }
>`
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
`;
