// The bet.settled consumer's step: cashback day totals, deposit turnover, wagering.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type Effects, effects } from '../effects';
import { inTransaction, requireBonus } from '../rows';
import { WAGERING_STATUSES } from '../statuses';
import { bonusDailyResults, bonusSeenRounds, userBonuses } from '../tables';
import { countBonusRound } from './count-bonus-round';

export interface SettledBet {
  roundId: string;
  userId: string;
  amount: bigint;
  win: bigint;
  gameCategory: string;
  gameSlug: string;
  currency: string;
}

/**
 * A settled round: adds to the cashback day totals and the deposit turnover once per round, and
 * to the current bonus's wagering once per (bonus, round): `amount × category multiplier` when
 * the stake is within the bonus's min/max wager bet, in its currency, and on its game if it is
 * tied to one (countBonusRound).
 */
export async function applySettledBet(db: Db, bet: SettledBet): Promise<Effects> {
  const fx = effects(bet.userId);
  await inTransaction(db, fx, async (tx) => {
    const seen = await tx
      .insert(bonusSeenRounds)
      .values({ roundId: bet.roundId })
      .onConflictDoNothing()
      .returning({ roundId: bonusSeenRounds.roundId });
    if (seen.length > 0) {
      await tx
        .insert(bonusDailyResults)
        .values({
          userId: bet.userId,
          currency: bet.currency,
          day: sql`(now() at time zone 'utc')::date`,
          staked: bet.amount,
          won: bet.win,
        })
        .onConflictDoUpdate({
          target: [bonusDailyResults.userId, bonusDailyResults.currency, bonusDailyResults.day],
          set: {
            staked: sql`${bonusDailyResults.staked} + ${bet.amount}`,
            won: sql`${bonusDailyResults.won} + ${bet.win}`,
          },
        });
      const latest = await tx
        .select({ id: userBonuses.id })
        .from(userBonuses)
        .where(
          and(
            eq(userBonuses.userId, bet.userId),
            eq(userBonuses.currencyCode, bet.currency),
            isNotNull(userBonuses.depositAmount),
          ),
        )
        .orderBy(desc(userBonuses.grantedAt))
        .limit(1);
      if (latest[0]) {
        await tx
          .update(userBonuses)
          .set({
            depositTurnover: sql`least(${userBonuses.depositAmount}, ${userBonuses.depositTurnover} + ${bet.amount})`,
          })
          .where(eq(userBonuses.id, latest[0].id));
      }
    }

    const rows = await tx
      .select()
      .from(userBonuses)
      .where(
        and(
          eq(userBonuses.userId, bet.userId),
          inArray(userBonuses.status, [...WAGERING_STATUSES]),
        ),
      )
      .for('update');
    const row = rows[0];
    if (!row || row.currencyCode !== bet.currency) return;
    const bonus = await requireBonus(tx, row.bonusId);
    if (bonus.availableForGameSlug && bonus.availableForGameSlug !== bet.gameSlug) return;
    // Paid rounds never use free spins: those are played through playFreeSpin (free-spins.ts),
    // which counts its round inside the round's own transaction, so here it is already counted.
    await countBonusRound(tx, fx, row, bonus, bet, false);
  });
  return fx;
}
