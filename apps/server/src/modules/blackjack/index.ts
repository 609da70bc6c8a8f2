// The blackjack module: multi-request blackjack rounds (blackjack_rounds), their GraphQL and the
// timeout job. Settled rounds go to play's bet history; the rules are @aurum/domain's
// (games/blackjack.ts). docs/play-notes.md (Blackjack), docs/splits-notes.md.
import { readSdl } from '../../graphql/schema';
import type { AppDeps, AppModule } from '../types';
import { resolvers } from './resolvers';
import { standStaleBlackjackRounds } from './round';

/** How often each instance looks for rounds past the timeout. */
export const BLACKJACK_JOB_INTERVAL_MS = 5 * 60 * 1000;

interface Job {
  stop(): Promise<void>;
}
const jobs = new WeakMap<object, Job>();

/** Starts the timeout job on this app (once): every instance runs it; rows are claimed SKIP LOCKED. */
function startJob(deps: AppDeps): void {
  if (jobs.has(deps.pubsub)) return;
  const inFlight = new Set<Promise<unknown>>();
  const tick = () => {
    const run: Promise<unknown> = standStaleBlackjackRounds(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'blackjack timeout job failed'))
      .finally(() => {
        deps.metrics.jobRan('blackjack-auto-stand');
        inFlight.delete(run);
      });
    inFlight.add(run);
  };
  tick();
  const timer = setInterval(tick, BLACKJACK_JOB_INTERVAL_MS);
  timer.unref();
  jobs.set(deps.pubsub, {
    stop: async () => {
      clearInterval(timer);
      jobs.delete(deps.pubsub);
      await Promise.allSettled([...inFlight]);
    },
  });
}

export const blackjackModule: AppModule = {
  name: 'blackjack',
  typeDefs: readSdl(import.meta.dirname, 'blackjack.graphql'),
  resolvers,
  start: (deps) => startJob(deps),
  stop: async (deps) => {
    await jobs.get(deps.pubsub)?.stop();
  },
};

export { hasOpenRoundUnderSeed, standOpenBlackjackRounds } from './round';
