// Background work of the bonus module, started once per app by the module's `start` hook:
// - the `bet.settled` consumer (a subscription: wagering, cashback day totals, deposit turnover);
//   with Redis every instance receives every round and the handler is idempotent per round;
// - the `deposit.credited` consumer (a subscription to the cashier's typed event, published once
//   per deposit after the credit commits): with Redis every instance receives it and tries it; the
//   first transaction to lock the player's PENDING bonus grants it, the others find the bonus no
//   longer PENDING or the deposit's `deposit_ref` used and change nothing (docs/bonuses-notes.md);
// - the expiry job every 30 s (safe with several instances, see expireDueBonuses).
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import type { DepositCreditedEvent } from '../payments/events';
import type { BetSettledEvent } from '../play/events';
import '../play/events';
import '../payments/events';
import './events';
import {
  applyQualifyingDeposit,
  applySettledBet,
  BonusRefusal,
  expireDueBonuses,
  publishEffects,
  type DepositCredited,
} from './service';

export const EXPIRY_INTERVAL_MS = 30_000;

/**
 * What this instance's handling of a `deposit.credited` did: granted the PENDING bonus, nothing
 * (no PENDING bonus, not qualifying, or another instance or delivery granted it), or failed.
 */
export type DepositOutcome = 'granted' | 'none' | 'failed';

export interface BonusWorkers {
  /** resolves when every handler started so far has finished (tests) */
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

/** The cashier's event as the bonus system applies it; `deposit_ref` is `<fiat|crypto>:<id>`. */
export function depositFromEvent(event: DepositCreditedEvent): DepositCredited | null {
  if (typeof event.amount !== 'bigint' || event.amount <= 0n) return null;
  if (event.paymentType !== 'FIAT' && event.paymentType !== 'CRYPTO') return null;
  return {
    userId: event.userId,
    amount: event.amount,
    currency: event.currency,
    reference: `${event.paymentType.toLowerCase()}:${event.depositId}`,
    paymentType: event.paymentType,
  };
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
      if (error instanceof BonusRefusal) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return step();
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
      const deposit = depositFromEvent(event);
      if (!deposit) continue;
      track(
        withRetries(() => applyQualifyingDeposit(deps.db, deposit)).then(
          (fx) => {
            publishEffects(deps.pubsub, fx);
            // applyQualifyingDeposit changes a row only when it grants
            recordDeposit(event.depositId, fx.updated.length > 0 ? 'granted' : 'none');
          },
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

  const tick = () => {
    if (!stopped) track(expireDueBonuses(deps.db, deps.pubsub));
  };
  tick();
  const timer = setInterval(tick, EXPIRY_INTERVAL_MS);
  timer.unref();

  const workers: BonusWorkers = {
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
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
      registry.delete(deps.pubsub);
      await bets.return?.();
      await deposits.return?.();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  registry.set(deps.pubsub, workers);
  return workers;
}
