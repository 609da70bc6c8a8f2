// The play module: provably fair in-house engines (slots, European roulette, dice, crash,
// baccarat), bet settlement through the ledger, bet history and public verification.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { withCrashResolvers } from './crash-resolvers';
import { startCrashScheduler, stopCrashScheduler } from './crash-scheduler';
import { resolvers } from './resolvers';

export const playModule: AppModule = {
  name: 'play',
  typeDefs: readSdl(import.meta.dirname, 'play.graphql'),
  resolvers: withCrashResolvers(resolvers),
  // the shared crash rounds' scheduler (one per instance; drives only games somebody watches)
  start: (deps) => {
    startCrashScheduler(deps);
  },
  stop: (deps) => stopCrashScheduler(deps.pubsub),
};

export { placeBet, type PlaceBetInput, type PlaceBetResult } from './place-bet';
export { blackjackModule } from './blackjack-module';
export { playSuccessView } from './success-view';
export type { BetSettledEvent } from './events';
export { BET_SETTLED } from './events';
