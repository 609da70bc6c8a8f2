// The cashier's read API of credited deposits, for other modules (the bonus module's
// reconciliation sweep): fiat payments that succeeded and chain transfers that were credited, in
// the shape of the `deposit.credited` event, so a deposit whose event was never handled can be
// applied exactly like a delivered one.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DepositCreditedEvent } from './events';
import { cryptoDeposits, depositPayments } from './tables';

export interface CreditedDepositsQuery {
  userId: string;
  /** account currency the deposit was credited in */
  currency: string;
  /** credited at or after this time */
  since: Date;
  /** credited at or before this time */
  until: Date;
  /** at most this many, the earliest first (1…200) */
  limit: number;
}

/**
 * A player's credited deposits in `currency` between `since` and `until` (the credit's commit
 * time), earliest first: fiat payments in SUCCESS (`completed_at`) and CREDITED chain transfers
 * (`confirmed_at`, amount as credited in the account currency).
 */
export async function listCreditedDeposits(
  db: Db,
  query: CreditedDepositsQuery,
): Promise<DepositCreditedEvent[]> {
  const limit = Math.min(Math.max(Math.trunc(query.limit), 1), 200);
  const fiat = await db
    .select({
      id: depositPayments.id,
      amount: depositPayments.amount,
      currency: depositPayments.currency,
      at: depositPayments.completedAt,
    })
    .from(depositPayments)
    .where(
      and(
        eq(depositPayments.userId, query.userId),
        eq(depositPayments.status, 'SUCCESS'),
        eq(depositPayments.currency, query.currency),
        gte(depositPayments.completedAt, query.since),
        lte(depositPayments.completedAt, query.until),
      ),
    )
    .orderBy(asc(depositPayments.completedAt))
    .limit(limit);
  const crypto = await db
    .select({
      id: cryptoDeposits.txId,
      amount: cryptoDeposits.creditedAmount,
      currency: cryptoDeposits.creditedCurrency,
      at: cryptoDeposits.confirmedAt,
    })
    .from(cryptoDeposits)
    .where(
      and(
        eq(cryptoDeposits.userId, query.userId),
        eq(cryptoDeposits.status, 'CREDITED'),
        eq(cryptoDeposits.creditedCurrency, query.currency),
        gte(cryptoDeposits.confirmedAt, query.since),
        lte(cryptoDeposits.confirmedAt, query.until),
      ),
    )
    .orderBy(asc(cryptoDeposits.confirmedAt))
    .limit(limit);
  const deposits: DepositCreditedEvent[] = [];
  for (const r of fiat) {
    if (!r.at) continue;
    deposits.push({
      userId: query.userId,
      depositId: r.id,
      amount: r.amount,
      currency: r.currency,
      paymentType: 'FIAT',
      creditedAt: r.at.toISOString(),
    });
  }
  for (const r of crypto) {
    if (!r.at || r.amount === null || !r.currency) continue;
    deposits.push({
      userId: query.userId,
      depositId: r.id,
      amount: r.amount,
      currency: r.currency,
      paymentType: 'CRYPTO',
      creditedAt: r.at.toISOString(),
    });
  }
  deposits.sort((a, b) => a.creditedAt.localeCompare(b.creditedAt));
  return deposits.slice(0, limit);
}
