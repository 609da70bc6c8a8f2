// PENDING → granted when a qualifying deposit is credited (the deposit.credited consumer and the
// reconciliation sweep).
import { previewBonus } from '@aurum/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Effects, effects } from './effects';
import { grant } from './grant';
import { inTransaction, requireBonus } from './rows';
import { userBonuses } from './tables';
import { previewRules, termsIn } from './terms';

export interface DepositCredited {
  userId: string;
  /** minor units of `currency` */
  amount: bigint;
  currency: string;
  /** unique per deposit */
  reference: string;
  paymentType: 'CRYPTO' | 'FIAT';
  /** when the credit committed (the cashier's clock); a deposit before the choice never grants */
  creditedAt?: Date;
}

/**
 * What applying a deposit did: granted the PENDING bonus; found no PENDING bonus to try (none, in
 * another currency, or locked by another transaction when `skipLocked`); found the deposit used
 * by a bonus already; or the deposit does not qualify for the PENDING bonus.
 */
export type DepositApplication = 'granted' | 'no-pending' | 'used' | 'not-qualifying';

/**
 * PENDING → ACTIVE / FREESPINS_PLAY when a qualifying deposit is credited: the same currency, the
 * bonus's payment type (crypto-only bonuses), at least the minimum, and credited at or after the
 * bonus was chosen (`activated_at`) when the credit time is known. A deposit that does not
 * qualify leaves the bonus PENDING. One deposit grants at most one bonus (unique `deposit_ref`);
 * a repeated notice changes nothing. `skipLocked`: do not wait for a transaction holding the
 * PENDING row (the reconciliation sweep; that transaction decides).
 */
export async function applyDepositToPending(
  db: Db,
  deposit: DepositCredited,
  opts: { skipLocked?: boolean } = {},
): Promise<{ fx: Effects; outcome: DepositApplication }> {
  const fx = effects(deposit.userId);
  const outcome = await inTransaction(db, fx, async (tx): Promise<DepositApplication> => {
    const rows = await tx
      .select()
      .from(userBonuses)
      .where(and(eq(userBonuses.userId, deposit.userId), eq(userBonuses.status, 'PENDING')))
      .for('update', opts.skipLocked ? { skipLocked: true } : {});
    const row = rows[0];
    if (!row || row.currencyCode !== deposit.currency) return 'no-pending';
    const used = await tx
      .select({ id: userBonuses.id })
      .from(userBonuses)
      .where(eq(userBonuses.depositRef, deposit.reference));
    if (used.length > 0) return 'used';
    if (deposit.creditedAt && row.activatedAt && deposit.creditedAt < row.activatedAt) {
      return 'not-qualifying';
    }
    const bonus = await requireBonus(tx, row.bonusId);
    if (bonus.kind !== 'DEPOSIT') return 'not-qualifying';
    if (bonus.depositPaymentType === 'CRYPTO' && deposit.paymentType !== 'CRYPTO') {
      return 'not-qualifying';
    }
    const preview = previewBonus(
      deposit.amount,
      previewRules(bonus, await termsIn(tx, bonus, row.currencyCode)),
    );
    if (preview.kind !== 'reward') return 'not-qualifying';
    await grant(tx, row, bonus, preview.bonus, preview.freeSpins, fx, {
      ref: deposit.reference,
      amount: deposit.amount,
    });
    return 'granted';
  });
  return { fx, outcome };
}

/** `applyDepositToPending` for the `deposit.credited` consumer: the effects to publish. */
export async function applyQualifyingDeposit(db: Db, deposit: DepositCredited): Promise<Effects> {
  return (await applyDepositToPending(db, deposit)).fx;
}
