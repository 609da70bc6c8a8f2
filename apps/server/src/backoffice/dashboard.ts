// Dashboard figures per currency: deposits (ledger DEPOSIT credits), paid withdrawals, stakes and
// wins of real-money rounds (GGR = stakes − wins), bonus cost (bonus money converted to REAL) and
// NGR = GGR − bonus cost; active and new players; pending queues.
import { sql } from 'drizzle-orm';
import { executeRows, toBigInt, type Db } from '../db/client';
import { money, type MoneyView } from './money';

export type DashboardPeriod = 'TODAY' | 'D7' | 'D30';

const DAY_MS = 86_400_000;

export function periodRange(period: DashboardPeriod, now: Date): { from: Date; to: Date } {
  const to = now;
  if (period === 'TODAY') {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return { from, to };
  }
  return { from: new Date(now.getTime() - (period === 'D7' ? 7 : 30) * DAY_MS), to };
}

export interface CurrencyFiguresView {
  currency: string;
  deposits: MoneyView;
  withdrawals: MoneyView;
  stakes: MoneyView;
  wins: MoneyView;
  ggr: MoneyView;
  bonusCost: MoneyView;
  ngr: MoneyView;
}

interface Sums {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  wins: bigint;
  bonusCost: bigint;
}

const zero = (): Sums => ({ deposits: 0n, withdrawals: 0n, stakes: 0n, wins: 0n, bonusCost: 0n });

/** Sums per (bucket, currency); bucket = a day (YYYY-MM-DD) or '' for the whole range. */
async function sums(
  db: Db,
  from: Date,
  to: Date,
  daily: boolean,
): Promise<Map<string, Map<string, Sums>>> {
  const bucket = (column: string) =>
    daily ? sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`) : sql.raw(`''`);
  const out = new Map<string, Map<string, Sums>>();
  const add = (b: string, currency: string, key: keyof Sums, value: unknown) => {
    const byCurrency = out.get(b) ?? new Map<string, Sums>();
    out.set(b, byCurrency);
    const s = byCurrency.get(currency) ?? zero();
    byCurrency.set(currency, s);
    s[key] += toBigInt(value ?? 0);
  };
  const transfers = await executeRows<{ b: string; currency: string; kind: string; total: string }>(
    db,
    sql`SELECT ${bucket('created_at')} AS b, currency, kind, sum(amount)::text AS total
        FROM ledger_transfers
        WHERE created_at >= ${from} AND created_at < ${to}
          AND (kind = 'DEPOSIT'
               OR (kind = 'BONUS_CONVERT' AND credit_account LIKE 'player:%'))
        GROUP BY 1, 2, 3`,
  );
  for (const r of transfers) {
    add(r.b, r.currency, r.kind === 'DEPOSIT' ? 'deposits' : 'bonusCost', r.total);
  }
  const paid = await executeRows<{ b: string; currency: string; total: string }>(
    db,
    sql`SELECT ${bucket('updated_at')} AS b, currency, sum(amount)::text AS total
        FROM withdraw_requests
        WHERE status = 'PAID' AND updated_at >= ${from} AND updated_at < ${to}
        GROUP BY 1, 2`,
  );
  for (const r of paid) add(r.b, r.currency, 'withdrawals', r.total);
  const rounds = await executeRows<{ b: string; currency: string; stakes: string; wins: string }>(
    db,
    sql`SELECT ${bucket('created_at')} AS b, currency,
               sum(amount)::text AS stakes, sum(win)::text AS wins
        FROM play_rounds
        WHERE NOT demo AND created_at >= ${from} AND created_at < ${to}
        GROUP BY 1, 2`,
  );
  for (const r of rounds) {
    add(r.b, r.currency, 'stakes', r.stakes);
    add(r.b, r.currency, 'wins', r.wins);
  }
  return out;
}

function figures(currency: string, s: Sums): CurrencyFiguresView {
  const ggr = s.stakes - s.wins;
  return {
    currency,
    deposits: money(s.deposits, currency),
    withdrawals: money(s.withdrawals, currency),
    stakes: money(s.stakes, currency),
    wins: money(s.wins, currency),
    ggr: money(ggr, currency),
    bonusCost: money(s.bonusCost, currency),
    ngr: money(ggr - s.bonusCost, currency),
  };
}

export type PeriodFiguresView = Awaited<ReturnType<typeof periodFigures>>;

export async function periodFigures(db: Db, period: DashboardPeriod, now: Date) {
  const { from, to } = periodRange(period, now);
  const byCurrency = (await sums(db, from, to, false)).get('') ?? new Map<string, Sums>();
  const [players] = await executeRows<{ active: number; fresh: number }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM (
             SELECT user_id FROM play_rounds
             WHERE NOT demo AND created_at >= ${from} AND created_at < ${to}
             UNION
             SELECT user_id::uuid FROM deposit_payments
             WHERE status = 'SUCCESS' AND created_at >= ${from} AND created_at < ${to}
          ) a) AS active,
          (SELECT count(*)::int FROM users WHERE created_at >= ${from} AND created_at < ${to}) AS fresh`,
  );
  return {
    period,
    from,
    to,
    currencies: [...byCurrency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, s]) => figures(currency, s)),
    activePlayers: Number(players?.active ?? 0),
    newPlayers: Number(players?.fresh ?? 0),
  };
}

export async function dailyFigures(db: Db, days: number, now: Date) {
  const n = Math.min(Math.max(Math.trunc(days), 1), 366);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (n - 1) * DAY_MS);
  const byDay = await sums(db, from, now, true);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([day, byCurrency]) =>
      [...byCurrency.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, s]) => {
          const f = figures(currency, s);
          return {
            day,
            currency,
            deposits: f.deposits,
            withdrawals: f.withdrawals,
            ggr: f.ggr,
            ngr: f.ngr,
          };
        }),
    );
}

export async function pendingCounts(db: Db) {
  const [row] = await executeRows<{
    withdrawals: number;
    second: number;
    kyc: number;
    adjustments: number;
  }>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM withdraw_requests WHERE status = 'PENDING') AS withdrawals,
          (SELECT count(*)::int FROM withdraw_requests w WHERE w.status = 'PENDING'
             AND (SELECT count(*) FROM staff_withdrawal_approvals a WHERE a.request_id = w.id) = 1) AS second,
          (SELECT count(*)::int FROM users WHERE kyc_status = 'PENDING') AS kyc,
          (SELECT count(*)::int FROM staff_balance_adjustments WHERE status = 'PENDING_APPROVAL') AS adjustments`,
  );
  return {
    withdrawals: Number(row?.withdrawals ?? 0),
    withdrawalsAwaitingSecondApproval: Number(row?.second ?? 0),
    kyc: Number(row?.kyc ?? 0),
    adjustments: Number(row?.adjustments ?? 0),
  };
}
