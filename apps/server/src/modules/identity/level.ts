// The player's level (spec §3 User.level, §6: chat needs level 10). Identity stores it on the
// account; the VIP module decides what it means and is the way other modules read or change it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { operatorAudit, users } from './tables';

/** The player's level, or null for an unknown user. */
export async function getUserLevel(db: Db, userId: string): Promise<number | null> {
  const rows = await db
    .select({ level: users.level })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.level ?? null;
}

/** Sets the level and writes the operator audit row in one transaction. */
export async function setUserLevel(
  db: Db,
  input: { actor: string; userId: string; level: number; reason?: string | null },
): Promise<{ userId: string; level: number; previous: number }> {
  if (!/^[0-9a-f-]{36}$/i.test(input.userId)) {
    throw new AppError('USER_NOT_FOUND', { message: 'No such user.' });
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ level: users.level })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    const previous = rows[0]?.level;
    if (previous === undefined) {
      throw new AppError('USER_NOT_FOUND', { message: 'No such user.' });
    }
    await tx
      .update(users)
      .set({ level: input.level, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await tx.insert(operatorAudit).values({
      actor: input.actor,
      action: 'level.set',
      targetUserId: input.userId,
      reason: input.reason?.trim() || null,
      details: { from: previous, to: input.level },
    });
    return { userId: input.userId, level: input.level, previous };
  });
}
