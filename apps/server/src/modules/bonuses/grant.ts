// Granting: bonus money from the pool to the player, wagering starts (activation and deposits).
import type { UserBonusStatus } from '@aurum/domain';
import type { Db } from '../../db/client';
import { account, postTransfers, toMajor } from '../wallet';
import type { Effects } from './effects';
import { updateUserBonus } from './rows';
import { HOUR_MS } from './statuses';
import type { BonusRow, UserBonusRow } from './tables';
import { termsIn, times } from './terms';

/** Moves `amount` of bonus money from the pool to the player and starts wagering. */
export async function grant(
  tx: Db,
  row: UserBonusRow,
  bonus: BonusRow,
  amount: bigint,
  freeSpins: number,
  fx: Effects,
  deposit: { ref: string; amount: bigint } | null,
): Promise<UserBonusRow> {
  const currency = row.currencyCode;
  if (amount > 0n) {
    const posted = await postTransfers(tx, [
      {
        idempotencyKey: `bonus:${row.id}:grant`,
        debit: account.bonusPool(currency),
        credit: account.bonus(row.userId, currency),
        amount,
        currency,
        kind: 'BONUS_GRANT',
        metadata: { userBonusId: row.id, bonus: bonus.name },
      },
    ]);
    fx.changes.push(...posted.changes);
  }
  const terms = await termsIn(tx, bonus, currency);
  const goal = times(amount, bonus.wagerMultiplier, 'up');
  const limits = [
    terms.maxRewardLimit,
    bonus.maxRewardLimitMultiplier === null
      ? null
      : times(amount, bonus.maxRewardLimitMultiplier, 'down'),
  ].filter((v): v is bigint => v !== null && v > 0n);
  const limit = limits.length ? limits.reduce((a, b) => (a < b ? a : b)) : null;
  const now = Date.now();
  const status: UserBonusStatus =
    freeSpins > 0 ? 'FREESPINS_PLAY' : goal === 0n ? 'READY_FOR_REWARD' : 'ACTIVE';
  const updated = await updateUserBonus(tx, row.id, {
    status,
    grantedAt: new Date(now),
    activatedAt: row.activatedAt ?? new Date(now),
    expireAt: new Date(now + bonus.wageringTime * HOUR_MS),
    depositRef: deposit?.ref ?? null,
    depositAmount: deposit?.amount ?? null,
    bonusAmount: amount,
    wagerGoal: goal,
    freeSpinsTotal: freeSpins,
    freeSpinsLeft: freeSpins,
    calculatedMaxRewardLimit: limit,
  });
  fx.updated.push(updated);
  const about = { bonusId: row.id, bonusName: bonus.name };
  if (amount > 0n) {
    fx.notices.push({
      content: 'BONUS_GRANTED',
      ...about,
      amount: toMajor(amount, currency),
      currency,
    });
  }
  if (freeSpins > 0) {
    fx.notices.push({
      content: 'FREE_SPINS_GRANTED',
      ...about,
      amount: String(freeSpins),
      currency: null,
      game: bonus.freespinsGame ?? bonus.freespinsGameSlug,
    });
  }
  if (status === 'READY_FOR_REWARD') {
    fx.notices.push({
      content: 'BONUS_WAGER_COMPLETED',
      ...about,
      amount: toMajor(0n, currency),
      currency,
    });
  }
  return updated;
}
