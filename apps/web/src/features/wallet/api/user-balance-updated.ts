// userBalanceUpdated (spec §4.9): every event refetches the current user's balances.
import { gql } from 'urql';

export interface BalanceUpdateEvent {
  source: string;
  amount: string;
  currency: string;
  balanceType: string;
}

export const USER_BALANCE_UPDATED_SUBSCRIPTION = gql<{ userBalanceUpdated: BalanceUpdateEvent }>`
  subscription UserBalanceUpdated {
    userBalanceUpdated {
      source
      amount
      currency
      balanceType
    }
  }
`;
