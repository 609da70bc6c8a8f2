// Test helpers: read the integration events written to the outbox.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { executeRows, type Db } from '../db/client';
import { serializer } from '../pubsub/serializer';
import type { OutboxEvents, OutboxEventType } from './events';
import { outboxEvents } from './tables';

/** The id of the latest event (0n when none): read events written after it with `since`. */
export async function outboxMark(db: Db): Promise<bigint> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select coalesce(max(id), 0)::text as id from outbox_events`,
  );
  return BigInt(rows[0]?.id ?? '0');
}

/** The payloads of the events of one type (written after `since`), matching `where`, in order. */
export async function outboxPayloads<K extends OutboxEventType>(
  db: Db,
  type: K,
  where: (payload: OutboxEvents[K]) => boolean = () => true,
  since = 0n,
): Promise<OutboxEvents[K][]> {
  const rows = await db
    .select({ payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, type), gt(outboxEvents.id, since)))
    .orderBy(asc(outboxEvents.id));
  return rows.map((r) => serializer.parse(r.payload) as OutboxEvents[K]).filter(where);
}
