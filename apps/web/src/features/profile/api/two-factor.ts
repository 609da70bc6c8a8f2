import { gql } from 'urql';
import { IDENTITY_RESULT_FIELDS, type IdentityActionResult } from '@/lib/api/identity-result';

export type TwoFactorSetupResult =
  | { __typename: 'TwoFactorSetup'; secret: string; otpauthUri: string }
  | { __typename: 'IdentityError'; code: string; message: string };

export const TWO_FACTOR_SETUP_MUTATION = gql<{ twoFactorSetup: TwoFactorSetupResult }>`
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
`;

export const TWO_FACTOR_ENABLE_MUTATION = gql<
  { twoFactorEnable: IdentityActionResult },
  { code: string }
>`
  mutation TwoFactorEnable($code: String!) {
    twoFactorEnable(code: $code) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;

export const TWO_FACTOR_DISABLE_MUTATION = gql<
  { twoFactorDisable: IdentityActionResult },
  { code: string }
>`
  mutation TwoFactorDisable($code: String!) {
    twoFactorDisable(code: $code) {
      ${IDENTITY_RESULT_FIELDS}
    }
  }
`;
