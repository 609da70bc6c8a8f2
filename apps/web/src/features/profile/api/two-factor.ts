import type { TwoFactorSetupMutation } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { IDENTITY_RESULT } from '@/lib/api/identity-result';

export type TwoFactorSetupResult = TwoFactorSetupMutation['twoFactorSetup'];

export const TWO_FACTOR_SETUP_MUTATION = graphql(`
  mutation TwoFactorSetup {
    twoFactorSetup {
      __typename
      ... on TwoFactorSetup {
        secret
        otpauthUri
      }
      ... on IdentityError {
        code
        message
      }
    }
  }
`);

export const TWO_FACTOR_ENABLE_MUTATION = withFragments(
  graphql(`
    mutation TwoFactorEnable($code: String!) {
      twoFactorEnable(code: $code) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);

export const TWO_FACTOR_DISABLE_MUTATION = withFragments(
  graphql(`
    mutation TwoFactorDisable($code: String!) {
      twoFactorDisable(code: $code) {
        ...IdentityResult
      }
    }
  `),
  [IDENTITY_RESULT],
);
