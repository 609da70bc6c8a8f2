// The player's limits: a new limit or a decrease takes effect at once; an increase or a removal
// waits 24 hours (cooling-off) and then the player's confirmation. Each change writes history.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { withRequestKey } from '../wallet';
import { recordHistory } from './history';
import {
  COOLING_OFF_MS,
  blockInForce,
  blockRefusal,
  lockPlayer,
  rgError,
  type LimitPeriod,
  type LimitType,
} from './state';
import { rgLimits, rgPlayers, type RgLimitRow } from './tables';

export interface SetLimitInput {
  userId: string;
  type: LimitType;
  period: LimitPeriod;
  /** null removes */
  amount: bigint | null;
  now: Date;
  actor?: string;
  requestKey?: string | null;
}

export interface LimitChange {
  row: RgLimitRow;
  applied: boolean;
}

const SESSION_MINUTES = { min: 5, max: 1440 };

function checkShape(type: LimitType, period: LimitPeriod, amount: bigint | null): void {
  const money = type === 'DEPOSIT' || type === 'LOSS' || type === 'WAGER';
  if (money && !['DAY', 'WEEK', 'MONTH'].includes(period)) {
    throw validationError('A deposit, loss or wager limit is per DAY, WEEK or MONTH.');
  }
  if (type === 'SESSION' && period !== 'SESSION') {
    throw validationError('The session limit has the period SESSION.');
  }
  if (!money && type !== 'SESSION') throw validationError('Unknown limit type.');
  if (amount === null) return;
  if (type === 'SESSION') {
    if (amount < BigInt(SESSION_MINUTES.min) || amount > BigInt(SESSION_MINUTES.max)) {
      throw validationError('The session limit is 5 to 1440 minutes.');
    }
  } else if (amount <= 0n || amount > 9_000_000_000_000_000n) {
    throw validationError('The limit must be a positive amount.');
  }
}

async function lockedLimit(tx: Db, userId: string, type: LimitType, period: LimitPeriod) {
  await tx.insert(rgLimits).values({ userId, type, period }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.userId, userId), eq(rgLimits.type, type), eq(rgLimits.period, period)))
    .for('update');
  return row!;
}

const str = (v: bigint | null | undefined) => (v === null || v === undefined ? null : v.toString());

/** Sets or removes a limit (see the file's head). Refused while the account is blocked. */
export async function setLimit(db: Db, input: SetLimitInput): Promise<LimitChange> {
  const { userId, type, period, amount, now } = input;
  checkShape(type, period, amount);
  const actor = input.actor ?? 'player';
  const run = async (tx: Db) => {
    const player = await lockPlayer(tx, userId);
    if (blockInForce(player, now)) throw blockRefusal(player, now)!;
    const row = await lockedLimit(tx, userId, type, period);
    const current = row.amount;
    const tighter = amount !== null && (current === null || amount <= current);
    let updated: RgLimitRow;
    if (tighter) {
      [updated] = (await tx
        .update(rgLimits)
        .set({
          amount,
          updatedAt: now,
          pending: false,
          pendingAmount: null,
          pendingRequestedAt: null,
          pendingEffectiveAt: null,
        })
        .where(
          and(eq(rgLimits.userId, userId), eq(rgLimits.type, type), eq(rgLimits.period, period)),
        )
        .returning()) as [RgLimitRow];
      await recordHistory(tx, {
        userId,
        at: now,
        actor,
        action: 'LIMIT_SET',
        limitType: type,
        period,
        oldValue: str(current),
        newValue: str(amount),
      });
      if (type === 'DEPOSIT' && !player.limitPromptAnsweredAt) {
        await tx
          .update(rgPlayers)
          .set({ limitPromptAnsweredAt: now })
          .where(eq(rgPlayers.userId, userId));
      }
    } else if (amount === null && current === null) {
      updated = row;
    } else {
      [updated] = (await tx
        .update(rgLimits)
        .set({
          pending: true,
          pendingAmount: amount,
          pendingRequestedAt: now,
          pendingEffectiveAt: new Date(now.getTime() + COOLING_OFF_MS),
        })
        .where(
          and(eq(rgLimits.userId, userId), eq(rgLimits.type, type), eq(rgLimits.period, period)),
        )
        .returning()) as [RgLimitRow];
      await recordHistory(tx, {
        userId,
        at: now,
        actor,
        action: 'LIMIT_PENDING',
        limitType: type,
        period,
        oldValue: str(current),
        newValue: str(amount),
        details: { effectiveAt: updated.pendingEffectiveAt!.toISOString() },
      });
    }
    return { row: updated, applied: tighter || (amount === null && current === null) };
  };
  if (!input.requestKey) return db.transaction(run);
  const result = await withRequestKey(
    db,
    {
      userId,
      requestKey: input.requestKey,
      operation: 'rg.setLimit',
      input: { type, period, amount: str(amount) },
    },
    async ({ claim, settle }) =>
      db.transaction(async (tx) => {
        await claim(tx);
        const change = await run(tx);
        const stored = { applied: change.applied };
        await settle(tx, stored);
        return stored;
      }),
    async (stored) => ({ applied: stored.applied === true }),
  );
  const [row] = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.userId, userId), eq(rgLimits.type, type), eq(rgLimits.period, period)));
  return { row: row!, applied: result.applied };
}

/** Applies a pending increase/removal after its cooling-off. */
export async function confirmLimitChange(
  db: Db,
  input: { userId: string; type: LimitType; period: LimitPeriod; now: Date },
): Promise<LimitChange> {
  const { userId, type, period, now } = input;
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const row = await lockedLimit(tx, userId, type, period);
    if (!row.pending) throw rgError('RG_NO_PENDING_CHANGE', 'There is no pending change.');
    if (row.pendingEffectiveAt! > now) {
      throw rgError('RG_LIMIT_CHANGE_NOT_READY', 'The cooling-off period has not passed.', {
        until: row.pendingEffectiveAt!.toISOString(),
      });
    }
    const [updated] = await tx
      .update(rgLimits)
      .set({
        amount: row.pendingAmount,
        updatedAt: now,
        pending: false,
        pendingAmount: null,
        pendingRequestedAt: null,
        pendingEffectiveAt: null,
      })
      .where(and(eq(rgLimits.userId, userId), eq(rgLimits.type, type), eq(rgLimits.period, period)))
      .returning();
    await recordHistory(tx, {
      userId,
      at: now,
      actor: 'player',
      action: 'LIMIT_CONFIRMED',
      limitType: type,
      period,
      oldValue: str(row.amount),
      newValue: str(row.pendingAmount),
    });
    return { row: updated!, applied: true };
  });
}

export async function cancelLimitChange(
  db: Db,
  input: { userId: string; type: LimitType; period: LimitPeriod; now: Date },
): Promise<LimitChange> {
  const { userId, type, period, now } = input;
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const row = await lockedLimit(tx, userId, type, period);
    if (!row.pending) throw rgError('RG_NO_PENDING_CHANGE', 'There is no pending change.');
    const [updated] = await tx
      .update(rgLimits)
      .set({
        pending: false,
        pendingAmount: null,
        pendingRequestedAt: null,
        pendingEffectiveAt: null,
      })
      .where(and(eq(rgLimits.userId, userId), eq(rgLimits.type, type), eq(rgLimits.period, period)))
      .returning();
    await recordHistory(tx, {
      userId,
      at: now,
      actor: 'player',
      action: 'LIMIT_CANCELLED',
      limitType: type,
      period,
      oldValue: str(row.amount),
      newValue: str(row.pendingAmount),
    });
    return { row: updated!, applied: false };
  });
}

export async function listLimits(db: Db, userId: string): Promise<RgLimitRow[]> {
  return db.select().from(rgLimits).where(eq(rgLimits.userId, userId));
}
