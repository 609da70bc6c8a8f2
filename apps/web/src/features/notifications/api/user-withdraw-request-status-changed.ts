// userWithdrawRequestStatusChanged (spec §7.2, §8): REJECTED and FAILED warn the player.
import { gql } from 'urql';

export interface WithdrawRequestStatusChange {
  id: number;
  uuid: string;
  status: string;
  amount: string;
  currency: string;
  comment: string | null;
}

export const USER_WITHDRAW_REQUEST_STATUS_CHANGED_SUBSCRIPTION = gql<{
  userWithdrawRequestStatusChanged: WithdrawRequestStatusChange;
}>`
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
`;
