// The transactional outbox (docs/outbox-notes.md): an integration event is a row of
// `outbox_events` written in the same transaction as the change that causes it, with one
// `outbox_deliveries` row per consumer the event type routes to (fanned out at write time). The
// relay claims a pending delivery (`FOR UPDATE SKIP LOCKED`), runs its consumer in that same
// transaction and marks it delivered: the consumer's work and its delivery record commit together,
// so every consumer sees every event exactly once in effect, on any number of instances.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** the event type: bet.settled, deposit.credited … (outbox/events.ts) */
    type: text('type').notNull(),
    /** the payload as JSON with bigint tagged (the pub/sub's serializer) */
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_created_idx').on(t.createdAt)],
);

export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    /** the consumer's stable name (outbox/events.ts routes) */
    consumer: text('consumer').notNull(),
    /** failed attempts so far */
    attempts: integer('attempts').notNull().default(0),
    /** not before this time (backoff after a failure) */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** set in the transaction that ran the consumer; null while pending */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.consumer] }),
    index('outbox_deliveries_pending_idx')
      .on(t.availableAt, t.eventId)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
