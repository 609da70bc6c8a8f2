// The crash module: shared multiplayer crash rounds per crash game (a hash chain committed in
// advance, one driving instance per game by a lease, bets and cash-outs from any instance).
// The crash point rule and the chain hashing are play's (fairness, verification); settled bets
// go to play's bet history. docs/play-notes.md (Crash), docs/splits-notes.md.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { crashResolvers } from './resolvers';
import { DEFAULT_CRASH_TIMINGS, startCrashScheduler, stopCrashScheduler } from './scheduler';

export const crashModule: AppModule = {
  name: 'crash',
  typeDefs: readSdl(import.meta.dirname, 'crash.graphql'),
  resolvers: crashResolvers,
  // the shared rounds' scheduler (one per instance; drives only games somebody watches)
  start: (deps) => {
    startCrashScheduler(deps, {
      timings: { growthRate: DEFAULT_CRASH_TIMINGS.growthRate * deps.config.crashSpeed },
    });
  },
  stop: (deps) => stopCrashScheduler(deps.pubsub),
};

export { crashSchedulerFor, DEFAULT_CRASH_TIMINGS, type CrashTimings } from './scheduler';
export type { CrashRoundEvent } from './round-events';
export { settleBetsOfBlockedPlayer } from './rounds';
