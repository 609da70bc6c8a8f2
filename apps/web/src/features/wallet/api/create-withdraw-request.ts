import type { CreateWithdrawRequestMutation } from '@/gql/graphql';
export type { CreateWithdrawRequestInput } from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';
// createWithdrawRequest(input) → uuid, or a reason (+ remaining), or a general error (spec §7.2).

export type CreateWithdrawRequestResult = CreateWithdrawRequestMutation['createWithdrawRequest'];

export const CREATE_WITHDRAW_REQUEST_MUTATION = withFragments(
  graphql(`
    mutation createWithdrawRequest($input: CreateWithdrawRequestInput!) {
      createWithdrawRequest(input: $input) {
        __typename
        ... on CreateWithdrawRequestSuccess {
          uuid
          id
        }
        ... on CreateWithdrawRequestRefused {
          reason
          remaining
        }
        ... on GeneralAppError {
          code
          message
          rg {
            ...RgRefusalFields
          }
        }
      }
    }
  `),
  [RG_REFUSAL_FIELDS],
);
