// Loads deposits and withdrawals page by page (spec §4.11: pages accumulate, duplicates by id are
// skipped); reload() starts over (after a cancellation, spec §4.9).
import { mergePages } from '@aurum/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { onWithdrawalsChanged } from '@/lib/cashier-events';
import { GET_USER_DEPOSIT_PAYMENTS_QUERY } from '@/lib/api/get-user-deposit-payments';
import { USER_WITHDRAW_REQUESTS_QUERY } from '../api/user-withdraw-requests';
import { depositEntry, withdrawEntry, type HistoryEntry } from './entries';

export const HISTORY_PAGE_SIZE = 20;

interface State {
  deposits: HistoryEntry[];
  withdrawals: HistoryEntry[];
  depositPage: number;
  withdrawPage: number;
  depositsMore: boolean;
  withdrawalsMore: boolean;
  loading: boolean;
  failed: boolean;
}

const INITIAL: State = {
  deposits: [],
  withdrawals: [],
  depositPage: 0,
  withdrawPage: 0,
  depositsMore: true,
  withdrawalsMore: true,
  loading: true,
  failed: false,
};

export function usePaymentHistory() {
  const client = useClient();
  const [state, setState] = useState<State>(INITIAL);
  const generation = useRef(0);

  const load = useCallback(
    async (base: State) => {
      const run = generation.current;
      setState({ ...base, loading: true, failed: false });
      const wantDeposits = base.depositsMore;
      const wantWithdrawals = base.withdrawalsMore;
      const [d, w] = await Promise.all([
        wantDeposits
          ? client
              .query(
                GET_USER_DEPOSIT_PAYMENTS_QUERY,
                { input: { pagination: { page: base.depositPage + 1, count: HISTORY_PAGE_SIZE } } },
                { requestPolicy: 'network-only' },
              )
              .toPromise()
          : null,
        wantWithdrawals
          ? client
              .query(
                USER_WITHDRAW_REQUESTS_QUERY,
                { pagination: { page: base.withdrawPage + 1, count: HISTORY_PAGE_SIZE } },
                { requestPolicy: 'network-only' },
              )
              .toPromise()
          : null,
      ]);
      if (run !== generation.current) return;
      if (d?.error || w?.error) {
        setState({ ...base, loading: false, failed: true });
        return;
      }
      const depositItems = d?.data?.getUserDepositPayments.items ?? [];
      const depositCount = d?.data?.getUserDepositPayments.count ?? 0;
      const withdrawItems = w?.data?.userWithdrawRequests ?? [];
      const deposits = wantDeposits
        ? mergePages(base.deposits, depositItems.map(depositEntry), (e) => e.key)
        : base.deposits;
      const withdrawals = wantWithdrawals
        ? mergePages(base.withdrawals, withdrawItems.map(withdrawEntry), (e) => e.key)
        : base.withdrawals;
      setState({
        deposits,
        withdrawals,
        depositPage: wantDeposits ? base.depositPage + 1 : base.depositPage,
        withdrawPage: wantWithdrawals ? base.withdrawPage + 1 : base.withdrawPage,
        depositsMore: wantDeposits ? deposits.length < depositCount : false,
        withdrawalsMore: wantWithdrawals ? withdrawItems.length === HISTORY_PAGE_SIZE : false,
        loading: false,
        failed: false,
      });
    },
    [client],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    void load(INITIAL);
  }, [load]);

  useEffect(() => {
    reload();
  }, [reload]);
  // A withdrawal requested from the cashier shows here at once (no page reload).
  useEffect(() => onWithdrawalsChanged(reload), [reload]);

  return {
    entries: [...state.deposits, ...state.withdrawals],
    loading: state.loading,
    initialLoading: state.loading && state.depositPage === 0 && state.withdrawPage === 0,
    failed: state.failed,
    hasMore: state.depositsMore || state.withdrawalsMore,
    showMore: () => void load(state),
    reload,
  };
}
