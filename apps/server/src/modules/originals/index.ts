// The originals module: Mines (multi-request rounds in mines_rounds), Plinko, Keno and Wheel
// (one request each, through play's placeBet). Rules: @aurum/domain games/. Settled rounds go to
// play's bet history; an open Mines round without a move for MINES_TIMEOUT_MS is settled by the
// inactivity job (round.ts settleStaleMinesRounds). docs/games-engines-notes.md,
// docs/games-play-notes.md.
import { readSdl } from '../../graphql/schema';
import { periodicJob } from '../periodic-job';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { settleStaleMinesRounds } from './round';

/** How often each instance looks for Mines rounds past the inactivity timeout. */
export const MINES_JOB_INTERVAL_MS = 5 * 60 * 1000;

const job = periodicJob('mines-auto-cash-out', MINES_JOB_INTERVAL_MS, (deps) =>
  settleStaleMinesRounds(deps),
);

export const originalsModule: AppModule = {
  name: 'originals',
  typeDefs: readSdl(import.meta.dirname, 'originals.graphql'),
  resolvers,
  start: (deps) => job.start(deps),
  stop: (deps) => job.stop(deps),
};

export { hasOpenMinesRoundUnderSeed, settleOpenMinesRounds } from './round';
