// The bonus module: catalogue (seeded, operator-editable), the user-bonus lifecycle, wagering and
// qualifying deposits (applied by the consumers in workflows/, fed by the outbox), expiry, and the
// withdrawal rule. docs/bonuses-notes.md.
import { readSdl } from '../../graphql/schema';
import { relayFor } from '../../outbox/relay';
import type { AppPubSub } from '../../pubsub';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { startBonusWorkers, workersFor } from './workers';

export const bonusesModule: AppModule = {
  name: 'bonuses',
  typeDefs: readSdl(import.meta.dirname, 'bonuses.graphql'),
  resolvers,
  start: (deps) => {
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
export { effects, publishEffects, recordNotices, type Effects } from './effects';
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
export { depositFromEvent } from './deposit-event';

/**
 * Waits until the bonus work raised so far on this app is done (tests): the outbox relay has
 * drained (wagering, grants, notices) and the expiry run under way, if any, has finished.
 */
export async function bonusesIdle(pubsub: AppPubSub): Promise<void> {
  await relayFor(pubsub)?.idle();
  await workersFor(pubsub)?.idle();
}
export { saveBonus, setBonusEnabled, type OperatorBonusInput } from './operator';
export { listCatalogue, findBonus } from './terms';
export type { BonusRow } from './tables';
