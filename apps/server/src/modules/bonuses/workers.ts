// Background work of the bonus module, started once per app by the module's `start` hook:
// - the `bet.settled` consumer (a subscription: wagering, cashback day totals, deposit turnover);
//   with Redis every instance receives every round and the handler is idempotent per round;
// - the `deposit.credited` consumer (a subscription to the cashier's typed event, published once
//   per deposit after the credit commits): with Redis every instance receives it and tries it; the
//   first transaction to lock the player's PENDING bonus grants it, the others find the bonus no
//   longer PENDING or the deposit's `deposit_ref` used and change nothing (docs/bonuses-notes.md);
// - the reconciliation sweep every 60 s and once at start (sweep.ts): deposits whose event was
//   never handled still grant the PENDING bonus, exactly once;
// - the expiry job every 30 s: free spins past freespinsExpireTime (expireDueFreeSpins), then
//   bonuses past expire_at (expireDueBonuses); both safe with several instances.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import type { DepositCreditedEvent } from '../payments';
import type { BetSettledEvent } from '../play';
import './events';
import { isAppError } from '../../errors';
import { applyQualifyingDeposit } from './apply-deposit';
import { publishEffects } from './effects';
import { expireDueBonuses } from './expiry/expire-due-bonuses';
import { expireDueFreeSpins } from './expiry/expire-due-free-spins';
import { applySettledBet } from './wagering/apply-settled-bet';
import { depositFromEvent, reconcilePendingDeposits, SWEEP_INTERVAL_MS } from './sweep';

export { depositFromEvent } from './sweep';

export const EXPIRY_INTERVAL_MS = 30_000;

/**
 * What this instance's handling of a `deposit.credited` did: granted the PENDING bonus, nothing
 * (no PENDING bonus, not qualifying, or another instance or delivery granted it), or failed.
 */
export type DepositOutcome = 'granted' | 'none' | 'failed';

export interface BonusWorkers {
  /**
   * Resolves when every event published before the call has reached this instance's handlers and
   * they have finished (tests). With Redis an event arrives a moment after its publish, so a
   * marker goes through the pub/sub first.
   */
  idle(): Promise<void>;
  /**
   * Resolves with this instance's outcomes once it has handled `times` deliveries of the deposit
   * (tests: with Redis the event reaches the instance a moment after the cashier's request ends).
   */
  depositHandled(depositId: string, times?: number, timeoutMs?: number): Promise<DepositOutcome[]>;
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

/** How many handled deposits each instance remembers for `depositHandled`. */
const REMEMBERED_DEPOSITS = 1000;

/** Waits before the 2nd and 3rd attempt of a deposit whose transaction failed (deadlock, …). */
export const DEPOSIT_RETRY_DELAYS_MS = [250, 1000];

/** Runs an idempotent step again after a failure (a retried grant moves nothing twice). */
async function withRetries<T>(step: () => Promise<T>): Promise<T> {
  for (const delay of DEPOSIT_RETRY_DELAYS_MS) {
    try {
      return await step();
    } catch (error) {
      if (isAppError(error)) throw error; // a refusal: retrying changes nothing
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return step();
}

/**
 * The `deposit.credited` consumer's handling of one delivery: the grant (retried after a failure)
 * and its events. Answers 'granted' when this delivery granted the PENDING bonus.
 */
export async function handleDepositEvent(
  deps: Pick<Deps, 'db' | 'pubsub'>,
  event: DepositCreditedEvent,
): Promise<DepositOutcome> {
  const deposit = depositFromEvent(event);
  if (!deposit) return 'none';
  const fx = await withRetries(() => applyQualifyingDeposit(deps.db, deposit));
  publishEffects(deps.pubsub, fx);
  // applyQualifyingDeposit changes a row only when it grants
  return fx.updated.length > 0 ? 'granted' : 'none';
}

export function startBonusWorkers(deps: Deps): BonusWorkers {
  const existing = registry.get(deps.pubsub);
  if (existing) return existing;
  /** handlers and job ticks under way */
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;

  const track = (p: Promise<unknown>) => {
    const done: Promise<unknown> = p
      .catch((error: unknown) => deps.log.error({ err: error }, 'bonus worker failed'))
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
  };

  const bets = deps.pubsub.subscribe('bet.settled') as AsyncIterableIterator<BetSettledEvent>;
  void (async () => {
    for await (const event of bets) {
      if (stopped) return;
      track(applySettledBet(deps.db, event).then((fx) => publishEffects(deps.pubsub, fx)));
    }
  })().catch((error: unknown) => deps.log.error({ err: error }, 'bet.settled consumer failed'));

  /** outcomes per deposit id handled here (bounded), and who waits for them */
  const handled = new Map<string, DepositOutcome[]>();
  const waiters = new Set<{ depositId: string; times: number; resolve: () => void }>();
  const recordDeposit = (depositId: string, outcome: DepositOutcome) => {
    const outcomes = handled.get(depositId) ?? [];
    handled.delete(depositId);
    handled.set(depositId, [...outcomes, outcome]);
    if (handled.size > REMEMBERED_DEPOSITS) handled.delete(handled.keys().next().value!);
    for (const waiter of waiters) {
      if (waiter.depositId === depositId && outcomes.length + 1 >= waiter.times) waiter.resolve();
    }
  };

  const deposits = deps.pubsub.subscribe(
    'deposit.credited',
  ) as AsyncIterableIterator<DepositCreditedEvent>;
  void (async () => {
    for await (const event of deposits) {
      if (stopped) return;
      if (!depositFromEvent(event)) continue;
      track(
        handleDepositEvent(deps, event).then(
          (outcome) => recordDeposit(event.depositId, outcome),
          (error: unknown) => {
            recordDeposit(event.depositId, 'failed');
            throw error;
          },
        ),
      );
    }
  })().catch((error: unknown) =>
    deps.log.error({ err: error }, 'deposit.credited consumer failed'),
  );

  let expiring = false;
  const tick = () => {
    if (stopped || expiring) return;
    expiring = true;
    track(
      (async () => {
        await expireDueFreeSpins(deps.db, deps.pubsub);
        await expireDueBonuses(deps.db, deps.pubsub);
      })().finally(() => {
        expiring = false;
      }),
    );
  };
  tick();
  const timer = setInterval(tick, EXPIRY_INTERVAL_MS);
  timer.unref();

  // one run at a time; the cursor walks the PENDING bonuses batch by batch across runs
  let sweeping = false;
  let cursor = 0;
  const sweep = () => {
    if (stopped || sweeping) return;
    sweeping = true;
    track(
      reconcilePendingDeposits(deps.db, deps.pubsub, { afterId: cursor, log: deps.log })
        .then((result) => {
          cursor = result.cursor;
        })
        .finally(() => {
          sweeping = false;
        }),
    );
  };
  sweep();
  const sweepTimer = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweepTimer.unref();

  /** markers published by idle() that have come back */
  const barriers = new Map<string, () => void>();
  const markers = deps.pubsub.subscribe('bonus.barrier') as AsyncIterableIterator<string>;
  void (async () => {
    for await (const token of markers) {
      if (stopped) return;
      barriers.get(token)?.();
    }
  })().catch((error: unknown) => deps.log.error({ err: error }, 'bonus.barrier consumer failed'));

  const workers: BonusWorkers = {
    idle: async () => {
      const token = randomUUID();
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, 5_000);
        barriers.set(token, () => {
          clearTimeout(timeout);
          resolve();
        });
        deps.pubsub.publish('bonus.barrier', token);
      });
      barriers.delete(token);
      // the consumers' loops start their handlers on the next turns of the event loop
      await new Promise((resolve) => setImmediate(resolve));
      while (inFlight.size > 0) {
        await Promise.allSettled([...inFlight]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    depositHandled: (depositId, times = 1, timeoutMs = 10_000) =>
      new Promise<DepositOutcome[]>((resolve, reject) => {
        const done = () => (handled.get(depositId)?.length ?? 0) >= times;
        if (done()) {
          resolve(handled.get(depositId)!);
          return;
        }
        const waiter = {
          depositId,
          times,
          resolve: () => {
            clearTimeout(timeout);
            waiters.delete(waiter);
            resolve(handled.get(depositId)!);
          },
        };
        const timeout = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`deposit ${depositId} not handled ${times}× within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      }),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearInterval(sweepTimer);
      registry.delete(deps.pubsub);
      await bets.return?.();
      await deposits.return?.();
      await markers.return?.();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  registry.set(deps.pubsub, workers);
  return workers;
}
