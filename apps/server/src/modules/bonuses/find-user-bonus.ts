// One of the player's bonuses by id, if it is theirs.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userBonuses, type UserBonusRow } from './tables';

export async function findUserBonus(
  db: Db,
  userId: string,
  id: number,
): Promise<UserBonusRow | null> {
  const rows = await db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.id, id), eq(userBonuses.userId, userId)));
  return rows[0] ?? null;
}
