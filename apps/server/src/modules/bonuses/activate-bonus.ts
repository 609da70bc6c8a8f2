// AVAILABLE → PENDING (deposit bonus) or → ACTIVE (cashback, granted at once).
import type { Db } from '../../db/client';
import { assertOpen } from '../rg';
import { requireAccountCurrency } from '../wallet';
import { takeUnreturnedLoss } from './cashback/take-unreturned-loss';
import { type Effects, effects } from './effects';
import { findCurrentBonus } from './find-current-bonus';
import { grant } from './grant';
import { inTransaction, lockUserBonus, refusal, requireBonus, updateUserBonus } from './rows';
import { HOUR_MS } from './statuses';
import type { UserBonusRow } from './tables';
import { offeredIn, termsIn, times } from './terms';

/**
 * AVAILABLE → PENDING (deposit bonus) or → ACTIVE (cashback, granted at once). `announce`: the
 * player activated it from their bonus list (BONUS_ACTIVATED); a choice in the deposit modal is
 * followed by the deposit and its BONUS_GRANTED, so it makes no notice of its own.
 */
export async function activateLocked(
  tx: Db,
  row: UserBonusRow,
  currency: string,
  fx: Effects,
  announce: boolean,
): Promise<UserBonusRow> {
  if (row.status !== 'AVAILABLE') throw refusal('BONUS_UNAVAILABLE', `The bonus is ${row.status}.`);
  const bonus = await requireBonus(tx, row.bonusId);
  if (!bonus.enabled || !offeredIn(bonus, currency)) {
    throw refusal('BONUS_UNAVAILABLE', 'The bonus is not offered in this currency.');
  }
  const current = await findCurrentBonus(tx, row.userId);
  if (current) throw refusal('COMPLETE_BONUS_FIRST', 'Finish or cancel your current bonus first.');
  if (bonus.kind === 'CASHBACK') {
    const terms = await termsIn(tx, bonus, currency);
    // a refusal below rolls the returned marks back with the rest of the transaction
    const loss = await takeUnreturnedLoss(tx, row.userId, currency);
    let amount = times(loss, bonus.rewardDepositMultiplier, 'down');
    if (terms.maxRewardLimit !== null && amount > terms.maxRewardLimit) {
      amount = terms.maxRewardLimit;
    }
    if (amount <= 0n) {
      throw refusal(
        'BONUS_UNAVAILABLE',
        'No net losses of the last 7 days that a cashback has not returned yet.',
      );
    }
    const pending = await updateUserBonus(tx, row.id, {
      currencyCode: currency,
      activatedAt: new Date(),
    });
    return grant(tx, pending, bonus, amount, 0, fx, null);
  }
  const now = Date.now();
  const updated = await updateUserBonus(tx, row.id, {
    status: 'PENDING',
    currencyCode: currency,
    activatedAt: new Date(now),
    expireAt: new Date(now + bonus.wageringTime * HOUR_MS),
  });
  fx.updated.push(updated);
  if (announce) {
    fx.notices.push({
      content: 'BONUS_ACTIVATED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: null,
      currency: null,
    });
  }
  return updated;
}

export async function activateBonus(
  db: Db,
  userId: string,
  userBonusId: number,
): Promise<{ row: UserBonusRow; fx: Effects }> {
  // responsible gaming: no bonus for a blocked player
  await assertOpen(db, userId, new Date());
  const currency = await requireAccountCurrency(db, userId);
  const fx = effects(userId);
  const row = await inTransaction(db, fx, async (tx) =>
    activateLocked(tx, await lockUserBonus(tx, userId, userBonusId), currency, fx, true),
  );
  return { row, fx };
}
