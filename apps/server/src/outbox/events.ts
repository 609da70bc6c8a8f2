// The outbox's event catalogue (docs/outbox-notes.md, "Adding an event"). Each module declares
// the payloads of the integration events it raises by augmenting `OutboxEvents` from its own
// `events.ts`, e.g.
//
//   declare module '../../outbox/events' {
//     interface OutboxEvents {
//       /** a real-money round was settled */
//       'bet.settled': BetSettledEvent;
//     }
//   }
//
// and `OUTBOX_ROUTES` below names the consumers each type is delivered to (the type checker
// refuses an event type without its route). A consumer's handler lives in `workflows/`; a
// delivery row is written per routed consumer in the transaction that raises the event.
// Payloads are stored as JSON with bigint (the pub/sub's serializer): plain objects, strings,
// numbers, booleans, null, arrays and bigint; dates as ISO strings.
import type { ConsumerName } from './consumers';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OutboxEvents {}

export type OutboxEventType = keyof OutboxEvents;

/** One stored event as a consumer receives it. */
export type OutboxEvent = {
  [K in OutboxEventType]: {
    /** the outbox id: unique, increasing in commit-ish order (not a strict order) */
    id: bigint;
    type: K;
    payload: OutboxEvents[K];
    /** when it was written (database clock) */
    createdAt: Date;
  };
}[OutboxEventType];

/**
 * Which consumers receive each event type. A delivery per consumer is written with the event,
 * so a consumer added here later receives the events written from then on.
 */
export const OUTBOX_ROUTES: { readonly [K in OutboxEventType]: readonly ConsumerName[] } = {
  'bet.settled': ['bonuses.wagering'],
  'deposit.credited': ['bonuses.deposit-grant'],
  'payment.notice': ['notifications'],
  'withdraw.status-changed': ['notifications'],
  'bonus.notice': ['notifications'],
  'email.confirmed': ['notifications'],
  'kyc.status-changed': ['notifications'],
};
