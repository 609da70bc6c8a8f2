// cancelWithdrawRequest(input{id}) → the id, or FAILED_CANCEL_WITHDRAW (spec §7.2, §8).
import { gql } from 'urql';

export type CancelWithdrawRequestResult =
  | { __typename: 'CancelWithdrawRequestSuccess'; id: number }
  | { __typename: 'GeneralAppError'; code: string; message: string };

export const CANCEL_WITHDRAW_REQUEST_MUTATION = gql<
  { cancelWithdrawRequest: CancelWithdrawRequestResult },
  { input: { id: number } }
>`
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
`;
