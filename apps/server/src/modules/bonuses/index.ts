// The bonus module: catalogue (seeded, operator-editable), the user-bonus lifecycle, wagering from
// `bet.settled`, qualifying deposits from `deposit.credited`, expiry, and the withdrawal gate.
// docs/bonuses-notes.md.
import { readSdl } from '../../graphql/schema';
import { setWithdrawalBonusGate } from '../payments';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { withdrawalVerdict } from './withdrawal-verdict';
import { startBonusWorkers, workersFor, type DepositOutcome } from './workers';

export const bonusesModule: AppModule = {
  name: 'bonuses',
  typeDefs: readSdl(import.meta.dirname, 'bonuses.graphql'),
  resolvers,
  start: (deps) => {
    setWithdrawalBonusGate({
      check: (db, input) => withdrawalVerdict(db, input),
    });
    startBonusWorkers(deps);
  },
  stop: async (deps) => {
    await workersFor(deps.pubsub)?.stop();
  },
};

export { seedBonusCatalogue } from './terms';
// The lifecycle, one verb per file (docs/splits-notes.md).
export { activateBonus } from './activate-bonus';
export {
  applyDepositToPending,
  applyQualifyingDeposit,
  type DepositApplication,
  type DepositCredited,
} from './apply-deposit';
export { cancelBonus } from './cancel-bonus';
export { netLossLastWeek } from './cashback/net-loss-last-week';
export { claimBonusReward, type ClaimOutcome } from './claim-bonus-reward';
export { effects, publishEffects, type Effects } from './effects';
export { ensureOffers } from './ensure-offers';
export { expireDueBonuses } from './expiry/expire-due-bonuses';
export { expireDueFreeSpins } from './expiry/expire-due-free-spins';
export { freeSpinsExpireAt } from './expiry/free-spins-expire-at';
export { findCurrentBonus } from './find-current-bonus';
export { findUserBonus } from './find-user-bonus';
export { listUserBonuses } from './list-user-bonuses';
export { selectDepositBonus } from './select-deposit-bonus';
export { CURRENT_STATUSES, FINAL_STATUSES, isCurrent, WAGERING_STATUSES } from './statuses';
export { applySettledBet, type SettledBet } from './wagering/apply-settled-bet';
export { countBonusRound } from './wagering/count-bonus-round';
export { withdrawalVerdict, type GateVerdict } from './withdrawal-verdict';
export type { BonusNoticeEvent } from './events';

/** Waits until the bonus work raised so far on this app is done (tests). */
export async function bonusesIdle(pubsub: Parameters<typeof workersFor>[0]): Promise<void> {
  await workersFor(pubsub)?.idle();
}

/**
 * Waits until this app's bonus worker has handled `times` deliveries of `deposit.credited` for the
 * deposit (fiat payment id or chain transaction id) and answers its outcomes (tests).
 */
export async function bonusDepositHandled(
  pubsub: Parameters<typeof workersFor>[0],
  depositId: string,
  times = 1,
): Promise<DepositOutcome[]> {
  const workers = workersFor(pubsub);
  if (!workers) throw new Error('The bonus workers are not running on this app.');
  return workers.depositHandled(depositId, times);
}
