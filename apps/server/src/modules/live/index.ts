// The live module: shared real-time tables for the live roulette and baccarat games (one round
// for everyone at the table on a schedule, bets visible to the table). The engines, fair stream
// and bet history are play's. docs/games-live-notes.md.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { liveResolvers } from './resolvers';
import { startLiveScheduler, stopLiveScheduler } from './scheduler';

export const liveModule: AppModule = {
  name: 'live',
  typeDefs: readSdl(import.meta.dirname, 'live.graphql'),
  resolvers: liveResolvers,
  start: (deps) => {
    startLiveScheduler(deps, { timings: deps.config.liveTable });
  },
  stop: (deps) => stopLiveScheduler(deps.pubsub),
};

export { isLiveTable, LIVE_TABLE_ENGINES } from './rounds';
export { liveSchedulerFor, DEFAULT_LIVE_TIMINGS, type LiveTimings } from './scheduler';
export type { LiveTableEvent } from './events';
