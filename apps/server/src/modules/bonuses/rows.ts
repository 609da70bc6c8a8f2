// Row helpers every transition uses: lock the user bonus, read its catalogue row, update it, run
// the transition's transaction. Business refusals are AppErrors (status 409).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { recordNotices, type Effects } from './effects';
import { AppError, type AppErrorCode } from '../../errors';
import { type BonusRow, userBonuses, type UserBonusRow } from './tables';
import { findBonus } from './terms';

/** A business refusal of a transition (the resolvers map its code to the operation's error). */
export function refusal(code: AppErrorCode, message: string): AppError {
  return new AppError(code, { message, status: 409 });
}

export async function lockUserBonus(tx: Db, userId: string, id: number): Promise<UserBonusRow> {
  const rows = await tx
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.id, id), eq(userBonuses.userId, userId)))
    .for('update');
  const row = rows[0];
  if (!row) throw refusal('BONUS_UNAVAILABLE', 'No such bonus.');
  return row;
}

export async function requireBonus(tx: Db, bonusId: number): Promise<BonusRow> {
  const bonus = await findBonus(tx, bonusId);
  if (!bonus) throw refusal('BONUS_UNAVAILABLE', 'The bonus no longer exists.');
  return bonus;
}

export async function updateUserBonus(
  tx: Db,
  id: number,
  values: Partial<typeof userBonuses.$inferInsert>,
): Promise<UserBonusRow> {
  const [row] = await tx
    .update(userBonuses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(userBonuses.id, id))
    .returning();
  return row!;
}

export async function inTransaction<T>(
  db: Db,
  fx: Effects,
  run: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const result = await run(tx);
      await recordNotices(tx, fx);
      return result;
    });
  } catch (error) {
    fx.changes = [];
    fx.updated = [];
    fx.notices = [];
    if (uniqueViolation(error)) {
      throw refusal('COMPLETE_BONUS_FIRST', 'Finish or cancel your current bonus first.');
    }
    throw error;
  }
}
