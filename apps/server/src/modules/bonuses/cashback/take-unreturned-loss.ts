// The cashback grant's read-and-mark of the unreturned loss (docs/bonuses-notes.md, Cashback).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bonusDailyResults } from '../tables';
import { dayColumns, lossWindow, unreturnedLoss } from './loss-days';

/**
 * Inside the cashback's grant transaction: locks the window's day rows, answers their unreturned
 * net loss and marks exactly what it read as returned. A round settling meanwhile waits for the
 * lock and adds on top (for the next cashback); a day row created after the read is not touched.
 * So each loss is paid for once, however often cashback is activated, claimed or canceled.
 */
export async function takeUnreturnedLoss(
  tx: Db,
  userId: string,
  currency: string,
): Promise<bigint> {
  const days = await tx
    .select(dayColumns)
    .from(bonusDailyResults)
    .where(lossWindow(userId, currency))
    .for('update');
  for (const d of days) {
    if (d.staked === d.returnedStaked && d.won === d.returnedWon) continue;
    await tx
      .update(bonusDailyResults)
      .set({ returnedStaked: d.staked, returnedWon: d.won })
      .where(
        and(
          eq(bonusDailyResults.userId, userId),
          eq(bonusDailyResults.currency, currency),
          eq(bonusDailyResults.day, d.day),
        ),
      );
  }
  return unreturnedLoss(days);
}
