// Counting one round towards a wagering bonus (paid rounds and free spins).
import type { Db } from '../../../db/client';
import { toMajor } from '../../wallet';
import type { Effects } from '../effects';
import { updateUserBonus } from '../rows';
import { type BonusRow, bonusWagerRounds, type UserBonusRow } from '../tables';
import { categoryMultiplier, termsIn, times } from '../terms';

/**
 * Counts a round towards a wagering bonus (the caller holds the row's lock): `amount × category
 * multiplier` when the stake is within the bonus's min/max wager bet, once per (bonus, round).
 * A free spin also uses one spin; the last one moves FREESPINS_PLAY on to ACTIVE. Returns the
 * updated row, or null when nothing changed (nothing to count, or the round was counted before).
 */
export async function countBonusRound(
  tx: Db,
  fx: Effects,
  row: UserBonusRow,
  bonus: BonusRow,
  round: { roundId: string; amount: bigint; gameCategory: string },
  freeSpin: boolean,
): Promise<UserBonusRow | null> {
  const terms = await termsIn(tx, bonus, row.currencyCode);
  const inLimits =
    (terms.minWagerBet === null || round.amount >= terms.minWagerBet) &&
    (terms.maxWagerBet === null || round.amount <= terms.maxWagerBet);
  const contribution = inLimits
    ? times(round.amount, categoryMultiplier(bonus, round.gameCategory), 'down')
    : 0n;
  if (contribution === 0n && !freeSpin) return null;
  const counted = await tx
    .insert(bonusWagerRounds)
    .values({ userBonusId: row.id, roundId: round.roundId, contribution, freeSpin })
    .onConflictDoNothing()
    .returning({ roundId: bonusWagerRounds.roundId });
  if (counted.length === 0) return null;
  const wagered = row.wageredAmount + contribution;
  const spinsLeft = freeSpin ? row.freeSpinsLeft - 1 : row.freeSpinsLeft;
  let status = row.status;
  if (status === 'FREESPINS_PLAY' && spinsLeft === 0) status = 'ACTIVE';
  if (status === 'ACTIVE' && wagered >= row.wagerGoal) status = 'READY_FOR_REWARD';
  const updated = await updateUserBonus(tx, row.id, {
    wageredAmount: wagered,
    freeSpinsLeft: spinsLeft,
    status,
  });
  fx.updated.push(updated);
  if (status === 'READY_FOR_REWARD') {
    fx.notices.push({
      content: 'BONUS_WAGER_COMPLETED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: toMajor(wagered, row.currencyCode),
      currency: row.currencyCode,
    });
  }
  return updated;
}
