// The blackjack module: multi-request blackjack rounds (blackjack_rounds), their GraphQL and the
// timeout job. Settled rounds go to play's bet history; the rules are @aurum/domain's
// (games/blackjack.ts). docs/play-notes.md (Blackjack), docs/splits-notes.md.
import { readSdl } from '../../graphql/schema';
import { periodicJob } from '../periodic-job';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { standStaleBlackjackRounds } from './round';

/** How often each instance looks for rounds past the timeout. */
export const BLACKJACK_JOB_INTERVAL_MS = 5 * 60 * 1000;

const job = periodicJob('blackjack-auto-stand', BLACKJACK_JOB_INTERVAL_MS, (deps) =>
  standStaleBlackjackRounds(deps),
);

export const blackjackModule: AppModule = {
  name: 'blackjack',
  typeDefs: readSdl(import.meta.dirname, 'blackjack.graphql'),
  resolvers,
  start: (deps) => job.start(deps),
  stop: (deps) => job.stop(deps),
};

export { hasOpenRoundUnderSeed, standOpenBlackjackRounds } from './round';
