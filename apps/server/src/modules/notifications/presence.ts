// Presence: a player is online while at least one `updateUserOnlineStatus` subscription of theirs
// is open on any instance. `connections` counts them across instances; each open subscription
// refreshes `last_seen_at` every HEARTBEAT_MS, so counts left behind by a crashed instance stop
// meaning "online" after STALE_MS.
import { sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import type { Db } from '../../db/client';
import type { OnlineStatusEvent } from './events';
import { userPresence } from './tables';

export const HEARTBEAT_MS = 30_000;
export const STALE_MS = 3 * HEARTBEAT_MS;

interface PresenceRow extends Record<string, unknown> {
  connections: number | string;
  last_seen_at: Date | string;
}

function toEvent(userId: string, row: PresenceRow | undefined): OnlineStatusEvent {
  const lastSeen = row ? new Date(row.last_seen_at) : new Date();
  const connections = row ? Number(row.connections) : 0;
  return {
    userId,
    online: connections > 0 && Date.now() - lastSeen.getTime() < STALE_MS,
    lastSeenAt: lastSeen.toISOString(),
  };
}

/** One more open connection of the player; answers the presence after it. */
export async function presenceConnect(db: Db, userId: string): Promise<OnlineStatusEvent> {
  // A count older than STALE_MS belongs to sockets nobody refreshed (a crashed instance): restart it.
  const rows = await executeRows<PresenceRow>(
    db,
    sql`insert into ${userPresence} (user_id, connections, last_seen_at) values (${userId}, 1, now())
        on conflict (user_id) do update set
          connections = case when ${userPresence.lastSeenAt} < now() - make_interval(secs => ${STALE_MS / 1000})
                             then 1 else ${userPresence.connections} + 1 end,
          last_seen_at = now()
        returning connections, last_seen_at`,
  );
  return toEvent(userId, rows[0]);
}

export async function presenceHeartbeat(db: Db, userId: string): Promise<OnlineStatusEvent> {
  const rows = await executeRows<PresenceRow>(
    db,
    sql`update ${userPresence} set last_seen_at = now() where user_id = ${userId}
        returning connections, last_seen_at`,
  );
  return toEvent(userId, rows[0]);
}

export async function presenceDisconnect(db: Db, userId: string): Promise<OnlineStatusEvent> {
  const rows = await executeRows<PresenceRow>(
    db,
    sql`update ${userPresence} set connections = greatest(connections - 1, 0), last_seen_at = now()
        where user_id = ${userId} returning connections, last_seen_at`,
  );
  return toEvent(userId, rows[0]);
}

export async function readPresence(db: Db, userId: string): Promise<OnlineStatusEvent> {
  const rows = await executeRows<PresenceRow>(
    db,
    sql`select connections, last_seen_at from ${userPresence} where user_id = ${userId}`,
  );
  return toEvent(userId, rows[0]);
}
