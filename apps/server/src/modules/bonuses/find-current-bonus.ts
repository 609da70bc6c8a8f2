// The player's one current bonus (PENDING, ACTIVE, FREESPINS_PLAY, READY_FOR_REWARD), if any.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CURRENT_STATUSES } from './statuses';
import { userBonuses, type UserBonusRow } from './tables';

export async function findCurrentBonus(db: Db, userId: string): Promise<UserBonusRow | null> {
  const rows = await db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.userId, userId), inArray(userBonuses.status, [...CURRENT_STATUSES])));
  return rows[0] ?? null;
}
