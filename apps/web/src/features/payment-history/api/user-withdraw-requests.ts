// userWithdrawRequests(pagination) → the viewer's withdrawal requests, newest first (spec §7.2).
import type { UserWithdrawRequestsQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type WithdrawRequest = UserWithdrawRequestsQuery['userWithdrawRequests'][number];

export const USER_WITHDRAW_REQUESTS_QUERY = graphql(`
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
`);
