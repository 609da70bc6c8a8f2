import { gql } from 'urql';

export type LoginResult =
  | { __typename: 'LoginSuccess'; token: string }
  | { __typename: 'LoginTwoFactorRequired'; type: string; challenge: string }
  | {
      __typename: 'LoginError';
      code: string;
      description: string;
      retryAfterSeconds: number | null;
    };

const RESULT_FIELDS = `
  __typename
  ... on LoginSuccess {
    token
  }
  ... on LoginTwoFactorRequired {
    type
    challenge
  }
  ... on LoginError {
    code
    description
    retryAfterSeconds
  }
`;

export const LOGIN_MUTATION = gql<
  { login: LoginResult },
  { input: { username: string; password: string } }
>`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      ${RESULT_FIELDS}
    }
  }
`;

export const LOGIN_WITH_TWO_FACTOR_MUTATION = gql<
  { loginWithTwoFactor: LoginResult },
  { challenge: string; code: string }
>`
  mutation LoginWithTwoFactor($challenge: String!, $code: String!) {
    loginWithTwoFactor(challenge: $challenge, code: $code) {
      ${RESULT_FIELDS}
    }
  }
`;
