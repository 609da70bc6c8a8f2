// The cashier's `deposit.credited` as the bonus system applies it (`applyDepositToPending`).
import type { DepositCreditedEvent } from '../payments';
import type { DepositCredited } from './apply-deposit';

/** `deposit_ref` is `<fiat|crypto>:<depositId>`; null for an event that cannot grant anything. */
export function depositFromEvent(event: DepositCreditedEvent): DepositCredited | null {
  if (typeof event.amount !== 'bigint' || event.amount <= 0n) return null;
  if (event.paymentType !== 'FIAT' && event.paymentType !== 'CRYPTO') return null;
  const creditedAt = new Date(event.creditedAt);
  return {
    userId: event.userId,
    amount: event.amount,
    currency: event.currency,
    reference: `${event.paymentType.toLowerCase()}:${event.depositId}`,
    paymentType: event.paymentType,
    ...(Number.isNaN(creditedAt.getTime()) ? {} : { creditedAt }),
  };
}
