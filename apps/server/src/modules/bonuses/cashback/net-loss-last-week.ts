// The unreturned net loss a cashback would pay for now (read-only).
import type { Db } from '../../../db/client';
import { bonusDailyResults } from '../tables';
import { dayColumns, lossWindow, unreturnedLoss } from './loss-days';

/**
 * Net losses (stakes − payouts, at least 0) of the last 7 UTC days in `currency` that no cashback
 * has paid for yet.
 */
export async function netLossLastWeek(db: Db, userId: string, currency: string): Promise<bigint> {
  const days = await db
    .select(dayColumns)
    .from(bonusDailyResults)
    .where(lossWindow(userId, currency));
  return unreturnedLoss(days);
}
