// A module's periodic job (blackjack's auto-stand, Mines' inactivity cash-out): runs at start and
// then every `intervalMs` on every instance (the job itself claims rows FOR UPDATE SKIP LOCKED, so
// instances never settle a row twice); `stop` waits for a run in flight. One job per app.
import type { AppDeps } from './types';

interface Job {
  stop(): Promise<void>;
}

export function periodicJob(
  name: string,
  intervalMs: number,
  run: (deps: AppDeps) => Promise<unknown>,
): { start(deps: AppDeps): void; stop(deps: AppDeps): Promise<void> } {
  const jobs = new WeakMap<object, Job>();
  return {
    start(deps) {
      if (jobs.has(deps.pubsub)) return;
      const inFlight = new Set<Promise<unknown>>();
      const tick = () => {
        const running: Promise<unknown> = run(deps)
          .catch((error: unknown) => deps.log.error({ err: error }, `${name} job failed`))
          .finally(() => {
            deps.metrics.jobRan(name);
            inFlight.delete(running);
          });
        inFlight.add(running);
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      jobs.set(deps.pubsub, {
        stop: async () => {
          clearInterval(timer);
          jobs.delete(deps.pubsub);
          await Promise.allSettled([...inFlight]);
        },
      });
    },
    async stop(deps) {
      await jobs.get(deps.pubsub)?.stop();
    },
  };
}
