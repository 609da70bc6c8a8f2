// userBalanceUpdated (spec §4.9): the bridge refetches the current user on every event. Same
// document as the balance chip's, so urql shares one subscription between them.
import { gql } from 'urql';

export const USER_BALANCE_UPDATED_SUBSCRIPTION = gql<{
  userBalanceUpdated: { source: string; amount: string; currency: string; balanceType: string };
}>`
  subscription UserBalanceUpdated {
    userBalanceUpdated {
      source
      amount
      currency
      balanceType
    }
  }
`;
