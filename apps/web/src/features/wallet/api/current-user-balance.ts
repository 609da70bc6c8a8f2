// CurrentUser with the balances (spec §3 UserBalance): the chip shows the first entry; a balance
// update event refetches it (spec §4.9). Also the profile fields the deposit form prefills.
import type { CurrentUserBalanceQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useCallback } from 'react';
import { useQuery } from 'urql';

export type UserBalance = NonNullable<CurrentUserBalanceQuery['currentUser']>['balance'][number];

export type CurrentUserBalanceResult = CurrentUserBalanceQuery;

export const CURRENT_USER_BALANCE_QUERY = graphql(`
  query CurrentUserBalance {
    currentUser {
      id
      name
      phone
      kyc
      balance {
        id
        bonus
        real
        total
        depositWagered
        currency {
          code
        }
      }
    }
  }
`);

export function useCurrentUserBalance(pause = false) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: CURRENT_USER_BALANCE_QUERY,
    pause,
  });
  const user = data?.currentUser ?? null;
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    user,
    balance: user?.balance[0] ?? null,
    loading: fetching && !data,
    failed: Boolean(error && !data),
    refetch,
  };
}
