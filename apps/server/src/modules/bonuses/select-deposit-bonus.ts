// The deposit modal's choice of a deposit bonus (or none).
import { isNoBonus } from '@aurum/domain';
import type { Db } from '../../db/client';
import { requireAccountCurrency } from '../wallet';
import { activateLocked } from './activate-bonus';
import { type Effects, effects } from './effects';
import { findCurrentBonus } from './find-current-bonus';
import { inTransaction, lockUserBonus, refusal, requireBonus, updateUserBonus } from './rows';
import type { UserBonusRow } from './tables';

/** PENDING → AVAILABLE: the deposit modal chose another bonus or none. */
export async function deselect(tx: Db, row: UserBonusRow, fx: Effects): Promise<void> {
  const updated = await updateUserBonus(tx, row.id, {
    status: 'AVAILABLE',
    activatedAt: null,
    expireAt: null,
  });
  fx.updated.push(updated);
}

/**
 * The deposit modal's choice (spec §2.8): the chosen deposit bonus becomes the PENDING one
 * (replacing another PENDING choice), or `NO_BONUS_ID` (0) clears a PENDING choice.
 */
export async function selectDepositBonus(
  db: Db,
  userId: string,
  userBonusId: number,
  currencyCode: string,
): Promise<{ selectedBonusId: number; fx: Effects }> {
  const currency = await requireAccountCurrency(db, userId);
  if (currencyCode.trim().toUpperCase() !== currency) {
    throw refusal('CURRENCY_MISMATCH', 'Deposits are made in the account currency.');
  }
  const fx = effects(userId);
  const selectedBonusId = await inTransaction(db, fx, async (tx) => {
    const current = await findCurrentBonus(tx, userId);
    if (current && current.status !== 'PENDING') {
      throw refusal('COMPLETE_BONUS_FIRST', 'Finish or cancel your current bonus first.');
    }
    if (current && current.id === userBonusId) return current.id;
    if (current) await deselect(tx, await lockUserBonus(tx, userId, current.id), fx);
    if (isNoBonus(userBonusId)) return 0;
    const row = await lockUserBonus(tx, userId, userBonusId);
    const bonus = await requireBonus(tx, row.bonusId);
    if (bonus.kind !== 'DEPOSIT') throw refusal('BONUS_UNAVAILABLE', 'Not a deposit bonus.');
    return (await activateLocked(tx, row, currency, fx, false)).id;
  });
  return { selectedBonusId, fx };
}
