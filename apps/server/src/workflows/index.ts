// Workflows: the flows that cross modules (docs/architecture.md, docs/outbox-notes.md). Modules
// never import each other's internals nor this folder; the app wires what is here:
//
// - settle a round    → bonus wagering, cashback day totals      (settle-round.ts, outbox consumer)
// - credit a deposit  → the PENDING deposit bonus's grant          (credit-deposit.ts, consumer)
// - notices           → the notification centre                    (notify.ts, consumer)
// - request a withdrawal → bonus rules (later: limits)             (request-withdrawal.ts, gate)
// - sign in / register   → responsible gaming's blocks             (player-access.ts, gate)
// - a block (exclusion)  → blackjack stood, crash cashed out, bonus forfeited (exclude-player.ts)
//
// The consumers run in the outbox relay (outbox/relay.ts), one per app instance.
import type { AppDeps } from '../modules/types';
import type { AppMetrics } from '../metrics';
import { OUTBOX_ROUTES, type OutboxEvent } from '../outbox/events';
import { relayFor, startOutboxRelay, type OutboxConsumer, type OutboxRelay } from '../outbox/relay';
import { depositGrantConsumer, type DepositGrantOptions } from './credit-deposit';
import { notificationsConsumer } from './notify';
import { bonusWageringConsumer } from './settle-round';

export { createWithdrawalGate } from './request-withdrawal';
export { createPlayerAccessGate } from './player-access';
export { createBlockEffects } from './exclude-player';

export interface WorkflowOptions extends DepositGrantOptions {
  /** relay polling period (ms) */
  pollMs?: number;
  /** test fault injection, see OutboxRelayOptions.beforeCommit */
  beforeCommit?: Parameters<typeof startOutboxRelay>[0]['beforeCommit'];
}

/** Every outbox consumer of the app. */
export function workflowConsumers(
  deps: Pick<AppDeps, 'db' | 'pubsub'>,
  options: WorkflowOptions = {},
): OutboxConsumer[] {
  return [
    bonusWageringConsumer(deps.pubsub),
    depositGrantConsumer(deps.pubsub, options),
    notificationsConsumer(deps.db, deps.pubsub),
  ];
}

/** Deposit notices → the deposits counter's status label. */
const DEPOSIT_STATUS: Record<string, string> = {
  SUCCESS_DEPOSIT: 'credited',
  DEPOSIT_REJECTED_BY_PROVIDER: 'declined',
  CRYPTO_DEPOSIT_BELOW_MINIMUM: 'below_minimum',
};

/**
 * Business counters from committed events: each event counted once, on the delivery to the first
 * consumer it is routed to (a delivery commits once, so a crash or a retry cannot count twice).
 */
export function countDeliveredEvent(
  metrics: Pick<AppMetrics, 'deposit' | 'withdrawal' | 'bet'>,
  delivery: { consumer: string; event: OutboxEvent },
): void {
  const { consumer, event } = delivery;
  if (OUTBOX_ROUTES[event.type]?.[0] !== consumer) return;
  const payload = event.payload as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'bet.settled':
      metrics.bet(String(payload.gameCategory ?? 'unknown'));
      break;
    case 'payment.notice': {
      const status = DEPOSIT_STATUS[String(payload.content)];
      if (status) metrics.deposit(status);
      break;
    }
    case 'withdraw.status-changed':
      metrics.withdrawal(String(payload.status ?? 'unknown'));
      break;
    default:
      break;
  }
}

/** Starts the app's outbox relay with every workflow's consumer (once per app). */
export function startWorkflows(deps: AppDeps, options: WorkflowOptions = {}): OutboxRelay {
  const existing = relayFor(deps.pubsub);
  if (existing) return existing;
  return startOutboxRelay({
    db: deps.db,
    log: deps.log,
    consumers: workflowConsumers(deps, options),
    key: deps.pubsub,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.beforeCommit ? { beforeCommit: options.beforeCommit } : {}),
    onDelivered: (delivery) => countDeliveredEvent(deps.metrics, delivery),
    onDrained: () => deps.metrics.jobRan('outbox-relay'),
  });
}
