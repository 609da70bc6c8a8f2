// Writing an integration event: inside the transaction of the change that causes it (`tx`), so
// the event exists exactly when the change committed. The relays of this process are nudged; they
// find the rows once the transaction commits (and every relay polls as a fallback).
import type { Db } from '../db/client';
import { serializer } from '../pubsub/serializer';
import { OUTBOX_ROUTES, type OutboxEvents, type OutboxEventType } from './events';
import { outboxDeliveries, outboxEvents } from './tables';

/** Relays of this process listen here (relay.ts). */
export const outboxSignal = new EventTarget();

/**
 * Adds an event (and one pending delivery per routed consumer) to the caller's transaction.
 * Call it with the transaction (`tx`), never with the root `db`: an event written outside the
 * change's transaction could exist without the change, or the change without it.
 */
export async function enqueueEvent<K extends OutboxEventType>(
  tx: Db,
  type: K,
  payload: OutboxEvents[K],
  options: {
    /** deliver to these consumers instead of the type's route (a replay to one consumer, tests) */
    consumers?: readonly string[];
  } = {},
): Promise<bigint> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ type, payload: serializer.stringify(payload) })
    .returning({ id: outboxEvents.id });
  const consumers = options.consumers ?? OUTBOX_ROUTES[type];
  if (consumers.length > 0) {
    await tx
      .insert(outboxDeliveries)
      .values(consumers.map((consumer) => ({ eventId: row!.id, consumer })));
  }
  outboxSignal.dispatchEvent(new Event('enqueued'));
  return row!.id;
}
