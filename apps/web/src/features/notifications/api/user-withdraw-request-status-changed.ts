// userWithdrawRequestStatusChanged (spec §7.2, §8): REJECTED and FAILED warn the player.
import type { UserWithdrawRequestStatusChangedSubscription } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type WithdrawRequestStatusChange =
  UserWithdrawRequestStatusChangedSubscription['userWithdrawRequestStatusChanged'];

export const USER_WITHDRAW_REQUEST_STATUS_CHANGED_SUBSCRIPTION = graphql(`
  subscription UserWithdrawRequestStatusChanged {
    userWithdrawRequestStatusChanged {
      id
      uuid
      status
      amount
      currency
      comment
    }
  }
`);
