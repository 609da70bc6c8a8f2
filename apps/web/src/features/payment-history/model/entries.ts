// Payment history entries (spec §2.8): deposits and withdrawals in one list, grouped by date,
// newest first, filtered by kind.
import { groupByDate, type DateGroup } from '@aurum/domain';
import type { DepositPayment } from '@/lib/api/get-user-deposit-payments';
import type { WithdrawRequest } from '../api/user-withdraw-requests';

export type HistoryFilter = 'all' | 'deposit' | 'withdraw';
export const HISTORY_FILTERS: readonly HistoryFilter[] = ['all', 'deposit', 'withdraw'];

export interface HistoryEntry {
  key: string;
  kind: 'deposit' | 'withdraw';
  /** The withdrawal's display id (for cancelling); the payment id for deposits. */
  id: string | number;
  timestamp: number;
  status: string;
  amount: string;
  currency: string;
  method: string;
  /** the chain network of a crypto deposit */
  network: string | null;
  cancellable: boolean;
}

export function depositEntry(p: DepositPayment): HistoryEntry {
  return {
    key: `d:${p.id}`,
    kind: 'deposit',
    id: p.id,
    timestamp: p.timestamp,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    method: p.method,
    network: p.network ?? null,
    cancellable: false,
  };
}

export function withdrawEntry(w: WithdrawRequest): HistoryEntry {
  return {
    key: `w:${w.id}`,
    kind: 'withdraw',
    id: w.id,
    timestamp: Date.parse(w.date),
    status: w.status,
    amount: w.amount,
    currency: w.currency,
    method: w.method.title,
    network: null,
    cancellable: w.status === 'PENDING',
  };
}

export function groupEntries(
  entries: readonly HistoryEntry[],
  filter: HistoryFilter,
  timeZone?: string,
): DateGroup<HistoryEntry>[] {
  const shown = filter === 'all' ? entries : entries.filter((e) => e.kind === filter);
  return groupByDate(shown, (e) => e.timestamp, timeZone);
}
