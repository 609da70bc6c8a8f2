import { describe, expect, it } from 'vitest';
import type { WithdrawRequest } from '../api/user-withdraw-requests';
import { depositEntry, groupEntries, withdrawEntry } from './entries';

const deposit = (id: string, iso: string, status = 'SUCCESS') =>
  depositEntry({
    id,
    timestamp: Date.parse(iso),
    status,
    amount: '25.00',
    currency: 'USD',
    method: 'Visa / Mastercard',
    network: null,
    exchange: null,
  });
const withdrawal = (id: number, iso: string, status: WithdrawRequest['status'] = 'PENDING') =>
  withdrawEntry({
    id,
    uuid: `u-${id}`,
    currency: 'USD',
    amount: '10.00',
    fee: '0.25',
    comment: null,
    date: iso,
    status,
    method: { title: 'Visa / Mastercard' },
  });

describe('payment history entries', () => {
  const entries = [
    deposit('a', '2026-11-20T10:00:00Z'),
    withdrawal(1, '2026-11-21T09:00:00Z'),
    deposit('b', '2026-11-21T12:00:00Z', 'DECLINED'),
    withdrawal(2, '2026-11-19T08:00:00Z', 'CANCELLED'),
  ];

  it('groups by date, newest day and newest entry first', () => {
    const groups = groupEntries(entries, 'all', 'UTC');
    expect(groups.map((g) => g.date)).toEqual(['2026-11-21', '2026-11-20', '2026-11-19']);
    expect(groups[0]?.items.map((e) => e.key)).toEqual(['d:b', 'w:1']);
  });

  it('filters by kind', () => {
    expect(
      groupEntries(entries, 'deposit', 'UTC').flatMap((g) => g.items.map((e) => e.key)),
    ).toEqual(['d:b', 'd:a']);
    expect(
      groupEntries(entries, 'withdraw', 'UTC').flatMap((g) => g.items.map((e) => e.key)),
    ).toEqual(['w:1', 'w:2']);
  });

  it('only pending withdrawals can be cancelled', () => {
    expect(entries.filter((e) => e.cancellable).map((e) => e.key)).toEqual(['w:1']);
  });
});
