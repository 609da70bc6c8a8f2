// userBalanceUpdated (spec §4.9): every event refetches the current user's balances.
import type { UserBalanceUpdatedSubscription } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type BalanceUpdateEvent = UserBalanceUpdatedSubscription['userBalanceUpdated'];

export const USER_BALANCE_UPDATED_SUBSCRIPTION = graphql(`
  subscription UserBalanceUpdated {
    userBalanceUpdated {
      source
      amount
      currency
      balanceType
    }
  }
`);
