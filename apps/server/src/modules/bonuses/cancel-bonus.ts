// A current bonus → CANCELED by the player; its bonus money is forfeited.
import type { Db } from '../../db/client';
import { toMajor } from '../wallet';
import { type Effects, effects } from './effects';
import { forfeit } from './forfeit';
import { inTransaction, lockUserBonus, refusal, requireBonus, updateUserBonus } from './rows';
import { isCurrent } from './statuses';
import type { UserBonusRow } from './tables';

/** PENDING / ACTIVE / FREESPINS_PLAY / READY_FOR_REWARD → CANCELED; bonus money is forfeited. */
export async function cancelBonus(
  db: Db,
  userId: string,
  userBonusId: number,
  /** CANCELED_BY_PLAYER, or STAFF_FORFEIT when the back office forfeits it */
  discardReason: 'CANCELED_BY_PLAYER' | 'STAFF_FORFEIT' = 'CANCELED_BY_PLAYER',
): Promise<{ row: UserBonusRow; forfeited: bigint; fx: Effects }> {
  const fx = effects(userId);
  const result = await inTransaction(db, fx, async (tx) => {
    const row = await lockUserBonus(tx, userId, userBonusId);
    if (!isCurrent(row)) throw refusal('BONUS_UNAVAILABLE', `The bonus is ${row.status}.`);
    const bonus = await requireBonus(tx, row.bonusId);
    const forfeited = await forfeit(tx, row, 'cancel', bonus.name, fx);
    const updated = await updateUserBonus(tx, row.id, {
      status: 'CANCELED',
      discardedAt: new Date(),
      discardReason,
      forfeited,
    });
    fx.updated.push(updated);
    fx.notices.push({
      content: 'BONUS_CANCELED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: forfeited > 0n ? toMajor(forfeited, row.currencyCode) : null,
      currency: row.currencyCode,
    });
    return { row: updated, forfeited };
  });
  return { ...result, fx };
}
