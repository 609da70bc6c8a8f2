// Background work of the bonus module, started once per app by the module's `start` hook: the
// expiry job every 30 s and once at start — free spins past freespinsExpireTime
// (expireDueFreeSpins), then bonuses past expire_at (expireDueBonuses); both take one row per
// transaction with SKIP LOCKED, so every instance may run them.
//
// The events the bonus system consumes (`bet.settled` → wagering and cashback day totals,
// `deposit.credited` → the PENDING bonus's grant) are delivered by the outbox relay to the
// consumers in `workflows/` (docs/outbox-notes.md); the former pub/sub consumers and the deposit
// reconciliation sweep are gone: the relay delivers every committed event, also after a crash.
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import './events';
import { expireDueBonuses } from './expiry/expire-due-bonuses';
import { expireDueFreeSpins } from './expiry/expire-due-free-spins';
import { metrics } from '../../metrics';

export const EXPIRY_INTERVAL_MS = 30_000;

export interface BonusWorkers {
  /** resolves when the expiry run under way (if any) has finished */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface Deps {
  db: Db;
  pubsub: AppPubSub;
  log: Logger;
}

const registry = new WeakMap<AppPubSub, BonusWorkers>();

/** The workers started for this pub/sub (one app), if any. */
export function workersFor(pubsub: AppPubSub): BonusWorkers | undefined {
  return registry.get(pubsub);
}

export function startBonusWorkers(deps: Deps): BonusWorkers {
  const existing = registry.get(deps.pubsub);
  if (existing) return existing;
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  let expiring = false;
  const tick = () => {
    if (stopped || expiring) return;
    expiring = true;
    const run: Promise<unknown> = (async () => {
      await expireDueFreeSpins(deps.db, deps.pubsub);
      await expireDueBonuses(deps.db, deps.pubsub);
    })()
      .catch((error: unknown) => deps.log.error({ err: error }, 'bonus expiry failed'))
      .finally(() => {
        metrics.jobRan('bonus-expiry');
        expiring = false;
        inFlight.delete(run);
      });
    inFlight.add(run);
  };
  tick();
  const timer = setInterval(tick, EXPIRY_INTERVAL_MS);
  timer.unref();

  const workers: BonusWorkers = {
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      registry.delete(deps.pubsub);
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  registry.set(deps.pubsub, workers);
  return workers;
}
