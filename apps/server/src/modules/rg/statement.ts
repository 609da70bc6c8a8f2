// The activity statement: deposits, withdrawals, wagered, won and net per UTC day, ISO week
// (Monday) or calendar month, from rg_activity.
import { currencyDecimals, formatMinor } from '@aurum/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { getUserAccountCurrency } from '../identity';
import { rgActivity } from './tables';

export type StatementPeriod = 'DAY' | 'WEEK' | 'MONTH';

export interface StatementRow {
  start: Date;
  depositsMinor: bigint;
  withdrawalsMinor: bigint;
  wageredMinor: bigint;
  wonMinor: bigint;
  netMinor: bigint;
}

export interface Statement {
  period: StatementPeriod;
  currency: string;
  decimals: number;
  rows: StatementRow[];
  totals: Omit<StatementRow, 'start'>;
}

/** The start of the bucket holding `at` (UTC). */
export function bucketStart(period: StatementPeriod, at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (period === 'WEEK') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (period === 'MONTH') d.setUTCDate(1);
  return d;
}

const DEFAULT_SPAN: Record<StatementPeriod, number> = { DAY: 30, WEEK: 84, MONTH: 366 };

export async function activityStatement(
  db: Db,
  input: {
    userId: string;
    period: StatementPeriod;
    from?: Date | null;
    to?: Date | null;
    now: Date;
  },
): Promise<Statement> {
  const { userId, period } = input;
  if (!['DAY', 'WEEK', 'MONTH'].includes(period)) throw validationError('Unknown period.');
  const to = input.to ?? input.now;
  const from = input.from ?? new Date(to.getTime() - DEFAULT_SPAN[period] * 24 * 3600_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from > to) {
    throw validationError('`from` must be before `to`.');
  }
  const currency = (await getUserAccountCurrency(db, userId)) ?? 'USD';
  const rows = await db
    .select({ kind: rgActivity.kind, amount: rgActivity.amount, at: rgActivity.at })
    .from(rgActivity)
    .where(
      and(
        eq(rgActivity.userId, userId),
        sql`${rgActivity.at} >= ${from.toISOString()}::timestamptz`,
        sql`${rgActivity.at} <= ${to.toISOString()}::timestamptz`,
      ),
    );
  const buckets = new Map<number, StatementRow>();
  const zero = () => ({
    depositsMinor: 0n,
    withdrawalsMinor: 0n,
    wageredMinor: 0n,
    wonMinor: 0n,
    netMinor: 0n,
  });
  const totals = zero();
  for (const r of rows) {
    const start = bucketStart(period, r.at);
    let b = buckets.get(start.getTime());
    if (!b) {
      b = { start, ...zero() };
      buckets.set(start.getTime(), b);
    }
    for (const target of [b, totals]) {
      if (r.kind === 'DEPOSIT') target.depositsMinor += r.amount;
      if (r.kind === 'WITHDRAWAL') target.withdrawalsMinor += r.amount;
      if (r.kind === 'STAKE') target.wageredMinor += r.amount;
      if (r.kind === 'WIN' || r.kind === 'REFUND') target.wonMinor += r.amount;
      target.netMinor = target.wonMinor - target.wageredMinor;
    }
  }
  return {
    period,
    currency,
    decimals: currencyDecimals(currency),
    rows: [...buckets.values()].sort((a, b) => a.start.getTime() - b.start.getTime()),
    totals,
  };
}

/** The statement as CSV (amounts in major units). */
export function statementCsv(statement: Statement): string {
  const major = (v: bigint) => formatMinor(v, { decimals: statement.decimals });
  const lines = ['period_start,currency,deposits,withdrawals,wagered,won,net'];
  for (const r of statement.rows) {
    lines.push(
      [
        r.start.toISOString().slice(0, 10),
        statement.currency,
        major(r.depositsMinor),
        major(r.withdrawalsMinor),
        major(r.wageredMinor),
        major(r.wonMinor),
        major(r.netMinor),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
