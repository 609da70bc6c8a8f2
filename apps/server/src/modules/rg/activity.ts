// The activity responsible gaming counts (rg_activity), written in the transaction that moves the
// money, and the rolling-window sums the limits are checked against.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PERIOD_MS } from './state';
import { rgActivity } from './tables';

/**
 * DEPOSIT_HOLD: a fiat payment created and not yet final (it counts against the deposit limits
 * until the processor's answer: removed when it is credited — the DEPOSIT counts then — or
 * declined).
 */
export type ActivityKind = 'STAKE' | 'WIN' | 'REFUND' | 'DEPOSIT' | 'DEPOSIT_HOLD' | 'WITHDRAWAL';

export interface ActivityInput {
  userId: string;
  kind: ActivityKind;
  amount: bigint;
  currency: string;
  /** unique per money movement (`round:<id>:stake`), so a replay records nothing */
  ref: string;
  at: Date;
}

/** Records one movement; false when `ref` was recorded before. */
export async function recordActivity(db: Db, input: ActivityInput): Promise<boolean> {
  if (input.amount <= 0n) return false;
  const rows = await db
    .insert(rgActivity)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: rgActivity.id });
  return rows.length > 0;
}

export interface WindowSums {
  staked: bigint;
  won: bigint;
  refunded: bigint;
  deposited: bigint;
  /** pending fiat payments (DEPOSIT_HOLD) */
  held: bigint;
}

export type PeriodSums = Record<'DAY' | 'WEEK' | 'MONTH', WindowSums>;

const toBig = (v: unknown) => BigInt((v as string | number | bigint | null) ?? 0);

/** The player's sums over the last 24 h, 7 days and 30 days before `now` (a window is (now − d, now]). */
export async function periodSums(db: Db, userId: string, now: Date): Promise<PeriodSums> {
  const since = (p: 'DAY' | 'WEEK' | 'MONTH') => new Date(now.getTime() - PERIOD_MS[p]);
  const sum = (kind: ActivityKind, p: 'DAY' | 'WEEK' | 'MONTH') =>
    sql<string>`coalesce(sum(${rgActivity.amount}) filter (where ${rgActivity.kind} = ${kind} and ${rgActivity.at} > ${since(p).toISOString()}::timestamptz), 0)::text`;
  const periods = ['DAY', 'WEEK', 'MONTH'] as const;
  const kinds = ['STAKE', 'WIN', 'REFUND', 'DEPOSIT', 'DEPOSIT_HOLD'] as const;
  const fields: Record<string, ReturnType<typeof sum>> = {};
  for (const p of periods) for (const k of kinds) fields[`${k}_${p}`] = sum(k, p);
  const [row] = await db
    .select(fields)
    .from(rgActivity)
    .where(
      // no upper bound: a parallel request that took the player's lock first may carry a later
      // `now` than this one, and its stake must count (a bound at `now` let 50 parallel bets
      // overrun a loss limit on PostgreSQL)
      and(eq(rgActivity.userId, userId), gt(rgActivity.at, since('MONTH'))),
    );
  const out = {} as PeriodSums;
  for (const p of periods) {
    out[p] = {
      staked: toBig(row?.[`STAKE_${p}`]),
      won: toBig(row?.[`WIN_${p}`]),
      refunded: toBig(row?.[`REFUND_${p}`]),
      deposited: toBig(row?.[`DEPOSIT_${p}`]),
      held: toBig(row?.[`DEPOSIT_HOLD_${p}`]),
    };
  }
  return out;
}

/** What a limit counts in a window. */
export function usedOf(type: 'DEPOSIT' | 'LOSS' | 'WAGER', sums: WindowSums): bigint {
  if (type === 'DEPOSIT') return sums.deposited + sums.held;
  if (type === 'WAGER') return sums.staked - sums.refunded;
  return sums.staked - sums.won - sums.refunded;
}

/** Staked and won since `from` (the reality check's session figures). */
export async function sumsSince(
  db: Db,
  userId: string,
  from: Date,
  to: Date,
): Promise<{ staked: bigint; returned: bigint }> {
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(${rgActivity.amount}) filter (where ${rgActivity.kind} = 'STAKE'), 0)::text`,
      returned: sql<string>`coalesce(sum(${rgActivity.amount}) filter (where ${rgActivity.kind} in ('WIN', 'REFUND')), 0)::text`,
    })
    .from(rgActivity)
    .where(
      and(
        eq(rgActivity.userId, userId),
        sql`${rgActivity.at} >= ${from.toISOString()}::timestamptz`,
        sql`${rgActivity.at} <= ${to.toISOString()}::timestamptz`,
      ),
    );
  return { staked: toBig(row?.staked), returned: toBig(row?.returned) };
}
