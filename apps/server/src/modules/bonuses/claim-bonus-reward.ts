// READY_FOR_REWARD → CLAIMED: the reward to REAL.
import type { Db } from '../../db/client';
import { account, accountBalance, postTransfers, toMajor } from '../wallet';
import { type Effects, effects } from './effects';
import { inTransaction, lockUserBonus, refusal, requireBonus, updateUserBonus } from './rows';
import type { UserBonusRow } from './tables';

export interface ClaimOutcome {
  row: UserBonusRow;
  realMoney: bigint;
  fx: Effects;
}

/**
 * READY_FOR_REWARD → CLAIMED: the BONUS balance goes back to the pool and the pool pays the
 * reward (at most calculatedMaxRewardLimit) to REAL, in one batch.
 */
export async function claimBonusReward(
  db: Db,
  userId: string,
  userBonusId: number,
): Promise<ClaimOutcome> {
  const fx = effects(userId);
  const result = await inTransaction(db, fx, async (tx) => {
    const row = await lockUserBonus(tx, userId, userBonusId);
    if (row.status !== 'READY_FOR_REWARD') {
      throw refusal('BONUS_NOT_READY', `The bonus is ${row.status}; wagering is not complete.`);
    }
    const bonus = await requireBonus(tx, row.bonusId);
    const currency = row.currencyCode;
    const held = await accountBalance(tx, account.bonus(userId, currency));
    const cap = row.calculatedMaxRewardLimit;
    const reward = cap !== null && held > cap ? cap : held;
    const legs = [];
    if (held > 0n) {
      legs.push({
        idempotencyKey: `bonus:${row.id}:claim:return`,
        debit: account.bonus(userId, currency),
        credit: account.bonusPool(currency),
        amount: held,
        currency,
        kind: 'BONUS_CONVERT' as const,
        metadata: { userBonusId: row.id, bonus: bonus.name },
      });
    }
    if (reward > 0n) {
      legs.push({
        idempotencyKey: `bonus:${row.id}:claim:real`,
        debit: account.bonusPool(currency),
        credit: account.real(userId, currency),
        amount: reward,
        currency,
        kind: 'BONUS_CONVERT' as const,
        metadata: { userBonusId: row.id, bonus: bonus.name },
      });
    }
    if (legs.length) fx.changes.push(...(await postTransfers(tx, legs)).changes);
    const updated = await updateUserBonus(tx, row.id, {
      status: 'CLAIMED',
      claimedAt: new Date(),
      claimedReal: reward,
      forfeited: held - reward,
    });
    fx.updated.push(updated);
    fx.notices.push({
      content: 'BONUS_CLAIMED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: reward > 0n ? toMajor(reward, currency) : null,
      currency,
    });
    return { row: updated, realMoney: reward };
  });
  return { ...result, fx };
}
