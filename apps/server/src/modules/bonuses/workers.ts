// Background work of the bonus module, started once per app by the module's `start` hook:
// - the `bet.settled` consumer (a subscription: wagering, cashback day totals, deposit turnover);
//   with Redis every instance receives every round and the handler is idempotent per round;
// - the deposit hook: a tap on this instance's `pubsub.publish` (as the notifications consumer
//   does) that sees `payment.notice` SUCCESS_DEPOSIT, published by the cashier after the credit
//   commits, on the instance that credited it; idempotent per deposit (`deposit_ref`);
// - the expiry job every 30 s (safe with several instances, see expireDueBonuses).
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import type { PaymentNoticeEvent } from '../payments/events';
import type { BetSettledEvent } from '../play/events';
import '../play/events';
import '../payments/events';
import './events';
import {
  applyQualifyingDeposit,
  applySettledBet,
  expireDueBonuses,
  noticeAmount,
  publishEffects,
  type DepositCredited,
} from './service';

export const EXPIRY_INTERVAL_MS = 30_000;

export interface BonusWorkers {
  /** resolves when every handler started so far has finished (tests) */
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

/**
 * A deposit notice as the bonus system reads it: the reference is the deposit id (fiat) or the
 * chain transaction id (crypto); only crypto notices carry the coin amount in `message`.
 */
export function depositFromNotice(
  userId: string,
  notice: PaymentNoticeEvent,
): DepositCredited | null {
  if (notice.content !== 'SUCCESS_DEPOSIT') return null;
  const amount = noticeAmount(notice.amount, notice.currency);
  if (amount === null || amount <= 0n) return null;
  const crypto = typeof notice.message === 'string' && notice.message !== '';
  return {
    userId,
    amount,
    currency: notice.currency,
    reference: `${crypto ? 'crypto' : 'fiat'}:${notice.reference}`,
    paymentType: crypto ? 'CRYPTO' : 'FIAT',
  };
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

  const original = deps.pubsub.publish;
  const tapped: AppPubSub['publish'] = (channel, ...args) => {
    original(channel, ...args);
    if (channel !== 'payment.notice' || stopped) return;
    const [userId, notice] = args as unknown as [string, PaymentNoticeEvent];
    const deposit = depositFromNotice(userId, notice);
    if (!deposit) return;
    track(applyQualifyingDeposit(deps.db, deposit).then((fx) => publishEffects(deps.pubsub, fx)));
  };
  deps.pubsub.publish = tapped;

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
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      registry.delete(deps.pubsub);
      if (deps.pubsub.publish === tapped) deps.pubsub.publish = original;
      await bets.return?.();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
  registry.set(deps.pubsub, workers);
  return workers;
}
