// CurrentUser with the balances (spec §3 UserBalance): the chip shows the first entry; a balance
// update event refetches it (spec §4.9). Also the profile fields the deposit form prefills.
import type { CurrentUserBalanceQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useCallback, useEffect, useRef } from 'react';
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

let refreshes = 0;

export function useCurrentUserBalance(pause = false) {
  const [{ data, fetching, error, operation }, reexecute] = useQuery({
    query: CURRENT_USER_BALANCE_QUERY,
    pause,
  });
  const user = data?.currentUser ?? null;
  // Each refetch is numbered (across every reader) in its operation's context. urql sends no
  // request for a refetch while another reader's request for the same query is in flight (the
  // deposit modal's, say): the refetch gets that request's answer, which may predate the change
  // the refetch was asked for (a top-up's balance event came meanwhile, and the chip stayed at
  // $0.00). So until an answer to its own operation arrives, a reader that asked for a refetch
  // asks once more after each other answer.
  const pending = useRef(0);
  const askedAfter = useRef<unknown>(null);
  const refetch = useCallback(() => {
    pending.current = ++refreshes;
    reexecute({ requestPolicy: 'network-only', refresh: pending.current });
  }, [reexecute]);
  useEffect(() => {
    if (fetching || pending.current === 0 || !operation) return;
    if (operation.context.refresh === pending.current) pending.current = 0;
    else if (askedAfter.current !== operation) {
      askedAfter.current = operation;
      reexecute({ requestPolicy: 'network-only', refresh: pending.current });
    }
  }, [fetching, operation, reexecute]);
  return {
    user,
    balance: user?.balance[0] ?? null,
    loading: fetching && !data,
    failed: Boolean(error && !data),
    refetch,
  };
}
