// The player's rg row (the per-player lock) and the refusal a block or limit answers with.
import { currencyDecimals } from '@aurum/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, type AppErrorCode } from '../../errors';
import { rgPlayers, type RgPlayerRow } from './tables';

export type LimitType = 'DEPOSIT' | 'LOSS' | 'WAGER' | 'SESSION';
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH' | 'SESSION';
export type BlockKind = 'TIME_OUT' | 'SELF_EXCLUSION' | 'CLOSED';

export const MONEY_LIMIT_TYPES = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const MONEY_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const PERIOD_MS: Record<'DAY' | 'WEEK' | 'MONTH', number> = {
  DAY: 24 * 3600_000,
  WEEK: 7 * 24 * 3600_000,
  MONTH: 30 * 24 * 3600_000,
};
export const COOLING_OFF_MS = 24 * 3600_000;
/** An indefinite self-exclusion lasts at least this long before a return may be asked for. */
export const INDEFINITE_MINIMUM_MONTHS = 6;

/** The data of a refusal (GraphQL `RgRefusal`, `extensions.details`, REST `error.details`). */
export interface RgRefusalDetails {
  limitType?: LimitType;
  period?: LimitPeriod;
  limitMinor?: string;
  remainingMinor?: string;
  currency?: string;
  decimals?: number;
  maxStakeMinor?: string;
  until?: string | null;
  indefinite?: boolean;
}

export function rgError(code: AppErrorCode, message: string, details: RgRefusalDetails = {}) {
  return new AppError(code, { message, details: { indefinite: false, ...details } });
}

export function limitRefusal(
  type: 'DEPOSIT' | 'LOSS' | 'WAGER',
  period: LimitPeriod,
  limit: bigint,
  remaining: bigint,
  currency: string,
): AppError {
  const code = `RG_${type}_LIMIT` as const;
  const words = { DEPOSIT: 'deposit', LOSS: 'loss', WAGER: 'wager' }[type];
  return rgError(code, `This would exceed your ${words} limit.`, {
    limitType: type,
    period,
    limitMinor: limit.toString(),
    remainingMinor: (remaining > 0n ? remaining : 0n).toString(),
    currency,
    decimals: currencyDecimals(currency),
  });
}

/** The player's row, created on first use. */
export async function playerRow(db: Db, userId: string): Promise<RgPlayerRow> {
  const [row] = await db.select().from(rgPlayers).where(eq(rgPlayers.userId, userId));
  if (row) return row;
  await db.insert(rgPlayers).values({ userId }).onConflictDoNothing();
  const [created] = await db.select().from(rgPlayers).where(eq(rgPlayers.userId, userId));
  return created!;
}

/**
 * The player's row under `FOR UPDATE`: every stake, deposit check and limit change of one player
 * takes it first in its transaction, so they run one at a time and a check sees every debit
 * committed before it.
 */
export async function lockPlayer(tx: Db, userId: string): Promise<RgPlayerRow> {
  await tx.insert(rgPlayers).values({ userId }).onConflictDoNothing();
  const [row] = await tx.select().from(rgPlayers).where(eq(rgPlayers.userId, userId)).for('update');
  return row!;
}

/**
 * What a block means now: in force (the refusal to throw), ended but the player has not come
 * back yet (RG_RETURN_REQUIRED / RG_RETURN_PENDING), or open (null).
 */
export function blockRefusal(row: RgPlayerRow, now: Date): AppError | null {
  if (!row.blockKind) return null;
  const until = row.blockUntil;
  // an indefinite exclusion runs until the player asked to return (after its minimum period)
  const running =
    row.blockKind !== 'CLOSED' && (until === null ? row.returnAvailableAt === null : until > now);
  if (running) {
    if (row.blockKind === 'TIME_OUT') {
      return rgError('RG_TIME_OUT', 'You are taking a break.', { until: until!.toISOString() });
    }
    return rgError('RG_SELF_EXCLUDED', 'This account is self-excluded.', {
      until: until?.toISOString() ?? null,
      indefinite: until === null,
    });
  }
  if (row.returnAvailableAt && row.returnAvailableAt <= now) return null;
  if (row.returnAvailableAt) {
    return rgError('RG_RETURN_PENDING', 'Your account opens after the waiting period.', {
      until: row.returnAvailableAt.toISOString(),
    });
  }
  if (row.blockKind === 'CLOSED') return rgError('RG_ACCOUNT_CLOSED', 'This account is closed.');
  return rgError('RG_RETURN_REQUIRED', 'Ask to return to open the account.', {
    until: until?.toISOString() ?? null,
  });
}

/** True when the block is in force (not merely waiting for a return). */
export function blockInForce(row: RgPlayerRow, now: Date): boolean {
  if (!row.blockKind) return false;
  if (row.blockKind === 'CLOSED') return true;
  return row.blockUntil === null || row.blockUntil > now;
}
