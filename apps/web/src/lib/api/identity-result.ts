// The shared result of identity actions (IdentityActionResult = ActionSuccess | IdentityError).
import type { IdentityResultFragment } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export const IDENTITY_RESULT = graphql(`
  fragment IdentityResult on IdentityActionResult {
    __typename
    ... on ActionSuccess {
      ok
    }
    ... on IdentityError {
      code
      message
      field
      retryAfterSeconds
    }
  }
`);

export type IdentityActionResult = IdentityResultFragment;
export type IdentityError = Extract<IdentityActionResult, { __typename: 'IdentityError' }>;
