// withdrawalStatus: what the player can withdraw now and what blocks it, asked before the
// withdraw form (issue 19 item 3).
import { useQuery } from 'urql';
import type { WithdrawalStatusQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type WithdrawalStatus = WithdrawalStatusQuery['withdrawalStatus'];

export const WITHDRAWAL_STATUS_QUERY = graphql(`
  query WithdrawalStatus {
    withdrawalStatus {
      currency
      realBalance
      withdrawable
      blockedBy
      wagerRemaining
    }
  }
`);

export function useWithdrawalStatus(pause = false) {
  const [result, refetch] = useQuery({
    query: WITHDRAWAL_STATUS_QUERY,
    pause,
    requestPolicy: 'network-only',
  });
  return {
    status: result.data?.withdrawalStatus ?? null,
    loading: result.fetching && !result.data,
    failed: Boolean(result.error) && !result.data,
    refetch: () => refetch({ requestPolicy: 'network-only' }),
  };
}
