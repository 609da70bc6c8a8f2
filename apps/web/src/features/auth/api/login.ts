import type { LoginResultFieldsFragment } from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';

const RESULT_FIELDS = withFragments(
  graphql(`
    fragment LoginResultFields on LoginResult {
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
        rg {
          ...RgRefusalFields
        }
      }
    }
  `),
  [RG_REFUSAL_FIELDS],
);

export type LoginResult = LoginResultFieldsFragment;

export const LOGIN_MUTATION = withFragments(
  graphql(`
    mutation Login($input: LoginInput!) {
      login(input: $input) {
        ...LoginResultFields
      }
    }
  `),
  [RESULT_FIELDS],
);

export const LOGIN_WITH_TWO_FACTOR_MUTATION = withFragments(
  graphql(`
    mutation LoginWithTwoFactor($challenge: String!, $code: String!) {
      loginWithTwoFactor(challenge: $challenge, code: $code) {
        ...LoginResultFields
      }
    }
  `),
  [RESULT_FIELDS],
);
