// Settle a round → the bonus system: a real-money round's `bet.settled` (written by play in the
// settlement's transaction) adds to the cashback day totals and the deposit turnover once per
// round, and to the current bonus's wagering once per (bonus, round); a finished wagering writes
// its BONUS_WAGER_COMPLETED notice to the outbox in the same transaction (→ notifications).
import { applySettledBet, publishEffects } from '../modules/bonuses';
import type { OutboxConsumer } from '../outbox/relay';
import type { AppPubSub } from '../pubsub';

export function bonusWageringConsumer(pubsub: AppPubSub): OutboxConsumer {
  return {
    name: 'bonuses.wagering',
    handle: async (tx, event) => {
      if (event.type !== 'bet.settled') return;
      const fx = await applySettledBet(tx, event.payload);
      return () => publishEffects(pubsub, fx);
    },
  };
}
