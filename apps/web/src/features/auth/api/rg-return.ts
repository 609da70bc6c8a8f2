// Asking to return after a time-out, self-exclusion or closure has ended (issue 14): no session
// needed, the e-mail and password prove the account.
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';

export const REQUEST_RG_RETURN_MUTATION = withFragments(
  graphql(`
    mutation RequestRgReturn($email: String!, $password: String!) {
      requestRgReturn(email: $email, password: $password) {
        __typename
        ... on RgReturnSuccess {
          availableAt
        }
        ... on GeneralAppError {
          code
          rg {
            ...RgRefusalFields
          }
        }
      }
    }
  `),
  [RG_REFUSAL_FIELDS],
);
