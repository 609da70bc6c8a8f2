// A block (time-out, self-exclusion, closure) → the other modules, right after it committed:
// the player's open blackjack hands are stood (settled by the rules as if the player stood), crash
// bets are cashed out at the current point (a running round) or refunded (a round still taking
// bets), and the current bonus is forfeited through the ledger (BONUS_FORFEIT). Pending
// withdrawals are left alone. Each step is idempotent and logged on failure; the blackjack
// timeout job and the crash settlement are the backstops if the process dies in between.
import { standOpenBlackjackRounds } from '../modules/blackjack';
import { cancelBonus, findCurrentBonus, publishEffects } from '../modules/bonuses';
import { settleBetsOfBlockedPlayer } from '../modules/crash';
import type { BlockEffects } from '../modules/rg';
import type { AppDeps } from '../modules/types';

export function createBlockEffects(deps: AppDeps): BlockEffects {
  return {
    async afterBlock(userId) {
      const steps: [string, () => Promise<unknown>][] = [
        ['blackjack', () => standOpenBlackjackRounds({ db: deps.db, pubsub: deps.pubsub }, userId)],
        ['crash', () => settleBetsOfBlockedPlayer({ db: deps.db, pubsub: deps.pubsub }, userId)],
        [
          'bonus',
          async () => {
            const current = await findCurrentBonus(deps.db, userId);
            if (!current) return;
            const { fx } = await cancelBonus(deps.db, userId, current.id);
            publishEffects(deps.pubsub, fx);
          },
        ],
      ];
      for (const [name, step] of steps) {
        await step().catch((error: unknown) =>
          deps.log.error({ err: error, userId, step: name }, 'block effect failed'),
        );
      }
    },
  };
}
