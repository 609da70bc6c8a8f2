// The player's bonuses in some statuses, oldest first.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userBonuses, type UserBonusRow } from './tables';

export async function listUserBonuses(
  db: Db,
  userId: string,
  statuses: readonly string[],
): Promise<UserBonusRow[]> {
  return db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.userId, userId), inArray(userBonuses.status, [...statuses])))
    .orderBy(asc(userBonuses.id));
}
