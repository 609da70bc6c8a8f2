// Credit a deposit → the bonus system: the cashier's `deposit.credited` (written in the credit's
// transaction, once per deposit) grants the player's PENDING deposit bonus when the deposit
// qualifies (docs/bonuses-notes.md). The grant runs in the delivery's transaction: the row lock on
// the PENDING bonus, the unique `deposit_ref` and the ledger key `bonus:<id>:grant` keep it to one
// grant even if the same deposit were announced twice; BONUS_GRANTED (and FREE_SPINS_GRANTED) go
// to the outbox in that transaction (→ notifications).
import {
  applyDepositToPending,
  depositFromEvent,
  publishEffects,
  type DepositApplication,
} from '../modules/bonuses';
import type { OutboxConsumer } from '../outbox/relay';
import type { AppPubSub } from '../pubsub';

export interface DepositGrantOptions {
  /** told what each delivery did (tests) */
  onOutcome?: (depositId: string, outcome: DepositApplication | 'ignored') => void;
}

export function depositGrantConsumer(
  pubsub: AppPubSub,
  options: DepositGrantOptions = {},
): OutboxConsumer {
  return {
    name: 'bonuses.deposit-grant',
    handle: async (tx, event) => {
      if (event.type !== 'deposit.credited') return;
      const deposit = depositFromEvent(event.payload);
      if (!deposit) {
        options.onOutcome?.(event.payload.depositId, 'ignored');
        return;
      }
      const { fx, outcome } = await applyDepositToPending(tx, deposit);
      return () => {
        publishEffects(pubsub, fx);
        options.onOutcome?.(event.payload.depositId, outcome);
      };
    },
  };
}
