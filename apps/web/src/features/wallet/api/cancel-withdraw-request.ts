// cancelWithdrawRequest(input{id}) → the id, or FAILED_CANCEL_WITHDRAW (spec §7.2, §8).
import type { CancelWithdrawRequestMutation } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type CancelWithdrawRequestResult = CancelWithdrawRequestMutation['cancelWithdrawRequest'];

export const CANCEL_WITHDRAW_REQUEST_MUTATION = graphql(`
  mutation cancelWithdrawRequest($input: CancelWithdrawRequestInput!) {
    cancelWithdrawRequest(input: $input) {
      __typename
      ... on CancelWithdrawRequestSuccess {
        id
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);
