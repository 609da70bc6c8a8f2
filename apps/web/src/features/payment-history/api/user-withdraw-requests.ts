// userWithdrawRequests(pagination) → the viewer's withdrawal requests, newest first (spec §7.2).
import { gql } from 'urql';

export interface WithdrawRequest {
  id: number;
  uuid: string;
  currency: string;
  amount: string;
  fee: string;
  comment: string | null;
  date: string;
  status: string;
  method: { title: string };
}

export const USER_WITHDRAW_REQUESTS_QUERY = gql<
  { userWithdrawRequests: WithdrawRequest[] },
  { pagination: { page: number; count: number } }
>`
  query userWithdrawRequests($pagination: PaymentPagination) {
    userWithdrawRequests(pagination: $pagination) {
      id
      uuid
      currency
      amount
      fee
      comment
      date
      status
      method {
        title
      }
    }
  }
`;
