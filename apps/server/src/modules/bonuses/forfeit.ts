// Bonus money back to the pool (cancel and expiry).
import type { Db } from '../../db/client';
import { account, accountBalance, postTransfers } from '../wallet';
import type { Effects } from './effects';
import type { UserBonusRow } from './tables';

/** Bonus money back to the pool: everything in the player's BONUS account of the currency. */
export async function forfeit(
  tx: Db,
  row: UserBonusRow,
  key: string,
  bonusName: string,
  fx: Effects,
): Promise<bigint> {
  if (!row.grantedAt) return 0n;
  const currency = row.currencyCode;
  const held = await accountBalance(tx, account.bonus(row.userId, currency));
  if (held <= 0n) return 0n;
  const posted = await postTransfers(tx, [
    {
      idempotencyKey: `bonus:${row.id}:${key}`,
      debit: account.bonus(row.userId, currency),
      credit: account.bonusPool(currency),
      amount: held,
      currency,
      kind: 'BONUS_FORFEIT',
      metadata: { userBonusId: row.id, bonus: bonusName, reason: key },
    },
  ]);
  fx.changes.push(...posted.changes);
  return held;
}
