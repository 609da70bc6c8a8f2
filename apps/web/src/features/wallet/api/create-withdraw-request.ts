// createWithdrawRequest(input) → uuid, or a reason (+ remaining), or a general error (spec §7.2).
import { gql } from 'urql';

export interface CreateWithdrawRequestInput {
  amount: string;
  methodId: string;
  currency: string;
  inputs: { inputId: string; value: string }[];
  dropdowns: { dropdownId: string; optionId: string }[];
}

export type CreateWithdrawRequestResult =
  | { __typename: 'CreateWithdrawRequestSuccess'; uuid: string; id: number }
  | { __typename: 'CreateWithdrawRequestRefused'; reason: string; remaining: string | null }
  | { __typename: 'GeneralAppError'; code: string; message: string };

export const CREATE_WITHDRAW_REQUEST_MUTATION = gql<
  { createWithdrawRequest: CreateWithdrawRequestResult },
  { input: CreateWithdrawRequestInput }
>`
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
      }
    }
  }
`;
