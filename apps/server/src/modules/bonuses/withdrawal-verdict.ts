// The withdrawal rule of bonuses (docs/bonuses-notes.md, Withdrawal gate).
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findCurrentBonus } from './find-current-bonus';
import { userBonuses } from './tables';

export type GateVerdict =
  { kind: 'clear' } | { kind: 'complete-bonus-first' } | { kind: 'wager-limit'; remaining: bigint };

/**
 * The withdrawal rule (docs/bonuses-notes.md): while a bonus holds bonus money (ACTIVE,
 * FREESPINS_PLAY, READY_FOR_REWARD) nothing can be withdrawn; afterwards, the deposit that took
 * the latest deposit bonus must have been staked once (any game) before a withdrawal in its
 * currency; `remaining` is what is left to stake.
 */
export async function withdrawalVerdict(
  db: Db,
  input: { userId: string; currency: string },
): Promise<GateVerdict> {
  const current = await findCurrentBonus(db, input.userId);
  if (current && current.status !== 'PENDING') return { kind: 'complete-bonus-first' };
  const rows = await db
    .select({ amount: userBonuses.depositAmount, turnover: userBonuses.depositTurnover })
    .from(userBonuses)
    .where(
      and(
        eq(userBonuses.userId, input.userId),
        eq(userBonuses.currencyCode, input.currency),
        isNotNull(userBonuses.depositAmount),
      ),
    )
    .orderBy(desc(userBonuses.grantedAt))
    .limit(1);
  const latest = rows[0];
  if (latest?.amount && latest.turnover < latest.amount) {
    return { kind: 'wager-limit', remaining: latest.amount - latest.turnover };
  }
  return { kind: 'clear' };
}
