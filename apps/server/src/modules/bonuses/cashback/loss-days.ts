// The cashback window: the player's day totals of the last 7 UTC days and their unreturned loss.
import { and, eq, gte, sql } from 'drizzle-orm';
import { bonusDailyResults } from '../tables';

/** The day rows of the cashback window: the last 7 UTC days of the player in `currency`. */
export function lossWindow(userId: string, currency: string) {
  return and(
    eq(bonusDailyResults.userId, userId),
    eq(bonusDailyResults.currency, currency),
    gte(bonusDailyResults.day, sql`(now() at time zone 'utc')::date - 6`),
  );
}

export const dayColumns = {
  day: bonusDailyResults.day,
  staked: bonusDailyResults.staked,
  won: bonusDailyResults.won,
  returnedStaked: bonusDailyResults.returnedStaked,
  returnedWon: bonusDailyResults.returnedWon,
};

export type DayResult = {
  [K in keyof typeof dayColumns]: (typeof bonusDailyResults.$inferSelect)[K];
};

export function unreturnedLoss(days: DayResult[]): bigint {
  let loss = 0n;
  for (const d of days) loss += d.staked - d.returnedStaked - (d.won - d.returnedWon);
  return loss > 0n ? loss : 0n;
}
