// The outbox relay (docs/outbox-notes.md): delivers each pending (event, consumer) pair at least
// once, and — because the consumer's work and the delivery mark commit in one transaction —
// exactly once in effect. Every instance runs one; they share the work through
// `FOR UPDATE SKIP LOCKED` on the delivery rows (the same on PGlite and PostgreSQL): a delivery
// being worked on by one relay is skipped by the others, and a relay that dies mid-delivery rolls
// its transaction back, so the delivery is pending again for whoever looks next. A relay claims
// up to `batchSize` deliveries per transaction and runs each in its own savepoint: one round trip
// of claim and commit per batch instead of per delivery, and a failing consumer still rolls back
// only its own work.
//
// It wakes when this process writes an event (outboxSignal; the rows become visible when the
// writer commits, so a wake is followed by two short re-checks), and polls every `pollMs` for
// events written by other instances or left over from a crash. A failed delivery is retried with
// backoff (250 ms, 1 s, 4 s … at most 10 min); it never blocks the deliveries behind it.
//
// One player's deliveries are worked on by one relay at a time: a batch takes a transaction-scoped
// advisory lock per player (`payload.userId`) before running their consumers and leaves the
// deliveries of a player another relay holds for a later claim. Without it, two relays whose
// batches held rows of two players in opposite order (a bonus day total, a user bonus) deadlocked:
// PostgreSQL detects that only after `deadlock_timeout` (1 s), and the chaos run's relays fell
// about a minute behind (docs/outbox-notes.md).
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, toBigInt, toNumber, type Db } from '../db/client';
import type { Logger } from '../http/logger';
import { serializer } from '../pubsub/serializer';
import type { ConsumerName } from './consumers';
import { outboxSignal } from './enqueue';
import type { OutboxEvent } from './events';

/** Work a consumer leaves for after its transaction commits (publishing to browsers). */
export type AfterCommit = () => void | Promise<void>;

export interface OutboxConsumer {
  /** a ConsumerName (consumers.ts) routed to by OUTBOX_ROUTES; any name for tests */
  name: ConsumerName | (string & {});
  /**
   * Handles one event inside the delivery's transaction (`tx`): everything it writes commits with
   * the delivery mark or not at all. It may write further events (`enqueueEvent(tx, …)`). A thrown
   * error rolls back and the delivery is retried later. Returns what to do after the commit.
   */
  handle(tx: Db, event: OutboxEvent): Promise<AfterCommit | void>;
}

export interface OutboxRelayOptions {
  db: Db;
  log: Logger;
  consumers: readonly OutboxConsumer[];
  /** fallback polling period; default 1 s */
  pollMs?: number;
  /** registers the relay for `relayFor(key)` (the app's pub/sub: one relay per app) */
  key?: object;
  /**
   * deliveries claimed per transaction (default 32); each runs in its own savepoint, so a failing
   * consumer rolls back only its own work
   */
  batchSize?: number;
  /** test fault injection: runs in the delivery's savepoint after the consumer, before commit */
  beforeCommit?: (delivery: { eventId: bigint; consumer: string }) => Promise<void>;
  /** told after a delivery committed (metrics); must not throw */
  onDelivered?: (delivery: { consumer: string; event: OutboxEvent }) => void;
  /** told after each drain pass, whatever it delivered (metrics: the relay is alive) */
  onDrained?: () => void;
}

export interface OutboxRelay {
  /** delivers until nothing is claimable; answers how many deliveries this call made */
  drain(): Promise<number>;
  /**
   * Resolves once every delivery that is pending for this relay's consumers (events committed
   * before the call, not in a long backoff) is delivered — by this relay or another — and this
   * relay's after-commit work is done (tests: "the relay has drained").
   */
  idle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export const OUTBOX_POLL_MS = 1000;
/** Deliveries one relay claims per transaction. */
export const OUTBOX_BATCH_SIZE = 32;
/** Delivered events are kept this long (inspection, replays), then pruned. */
export const OUTBOX_RETENTION_DAYS = 7;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes events older than `days` whose deliveries are all done (their delivery rows go with
 * them). Idempotent: every instance may run it. Answers how many events went.
 */
export async function pruneOutbox(db: Db, days = OUTBOX_RETENTION_DAYS): Promise<number> {
  const rows = await executeRows<{ id: unknown }>(
    db,
    sql`delete from outbox_events e
         where e.created_at < now() - make_interval(days => ${days})
           and not exists (select 1 from outbox_deliveries d
                            where d.event_id = e.id and d.delivered_at is null)
        returning e.id`,
  );
  return rows.length;
}
/** Re-checks after a local enqueue, for the writer's commit to land. */
const WAKE_FOLLOW_UPS_MS = [15, 100];

/** Backoff before the next attempt after `attempts` failures. */
export function retryDelayMs(attempts: number): number {
  return Math.min(250 * 4 ** Math.max(0, attempts - 1), 600_000);
}

const registry = new WeakMap<object, OutboxRelay>();

/** The advisory-lock namespace of the relays' per-player claims (the first key of the pair). */
const PLAYER_LOCK_SPACE = 0x0b7e;

/** The player an event concerns (every event type carries `userId`), if any. */
function playerOf(event: OutboxEvent): string | null {
  const userId = (event.payload as { userId?: unknown }).userId;
  return typeof userId === 'string' ? userId : null;
}

/**
 * Takes the batch's per-player locks (until its transaction ends) and answers the players this
 * transaction now holds; a player held by another relay's batch is left out.
 */
async function lockPlayers(tx: Db, players: ReadonlySet<string>): Promise<Set<string>> {
  if (players.size === 0) return new Set();
  const keys = sql.join(
    [...players].map((p) => sql`(${p}::text)`),
    sql`, `,
  );
  const rows = await executeRows<{ k: string; held: boolean }>(
    tx,
    sql`select x.k, pg_try_advisory_xact_lock(${PLAYER_LOCK_SPACE}, hashtext(x.k)) as held
          from (values ${keys}) as x(k)`,
  );
  return new Set(rows.filter((r) => r.held).map((r) => r.k));
}

/** The relay started for this key (the app's pub/sub), if any. */
export function relayFor(key: object): OutboxRelay | undefined {
  return registry.get(key);
}

interface Claimed {
  event_id: unknown;
  consumer: string;
  attempts: unknown;
  type: string;
  payload: string;
  created_at: unknown;
}

export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, log } = options;
  const consumers = new Map(options.consumers.map((c) => [c.name, c]));
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? OUTBOX_BATCH_SIZE));
  const names = sql.join(
    [...consumers.keys()].map((name) => sql`${name}`),
    sql`, `,
  );
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  const afterCommits = new Set<Promise<void>>();

  /**
   * Claims up to `batchSize` pending deliveries in one transaction (`FOR UPDATE SKIP LOCKED`, so
   * another relay takes other rows) and runs them one after another, each in its own savepoint:
   * a failing consumer rolls back only its own work (its failure is recorded in the batch's
   * transaction, which still holds its row), the others' work and delivery marks commit together.
   * Answers how many deliveries it worked on (delivered or failed); 0 when there was nothing, or
   * when every claimed delivery's player was held by another relay (then the next wake or poll
   * tries again).
   */
  const deliverBatch = async (): Promise<number> => {
    const delivered: { consumer: string; event: OutboxEvent; after: AfterCommit }[] = [];
    let worked = 0;
    await db.transaction(async (tx) => {
      const rows = await executeRows<Claimed & Record<string, unknown>>(
        tx,
        sql`select d.event_id, d.consumer, d.attempts, e.type, e.payload, e.created_at
              from outbox_deliveries d join outbox_events e on e.id = d.event_id
             where d.delivered_at is null and d.available_at <= now()
               and d.consumer in (${names})
             order by d.event_id
             limit ${batchSize}
             for update of d skip locked`,
      );
      // each claimed delivery with its event (or why its payload does not parse)
      const claims = rows.map((row) => {
        const consumer = consumers.get(row.consumer)!;
        const claimed = {
          eventId: toBigInt(row.event_id),
          consumer: consumer.name,
          attempts: toNumber(row.attempts),
        };
        try {
          const event = {
            id: claimed.eventId,
            type: row.type,
            payload: serializer.parse(row.payload),
            createdAt: new Date(row.created_at as string | Date),
          } as OutboxEvent;
          return { consumer, claimed, event, player: playerOf(event) };
        } catch (error) {
          return { consumer, claimed, error, player: null };
        }
      });
      const held = await lockPlayers(tx, new Set(claims.flatMap((c) => c.player ?? [])));
      const marks: SQL[] = [];
      for (const { consumer, claimed, event, error, player } of claims) {
        // another relay is working on this player: theirs to deliver, or ours next time
        if (player && !held.has(player)) continue;
        worked++;
        try {
          if (!event) throw error;
          // a savepoint: services that open their own transaction inside get a nested one
          const after = await tx.transaction(async (sp) => {
            const done = await consumer.handle(sp, event);
            await options.beforeCommit?.(claimed);
            return done ?? (() => {});
          });
          marks.push(sql`(${claimed.eventId}::bigint, ${claimed.consumer}::text)`);
          delivered.push({ consumer: consumer.name, event, after });
        } catch (failure) {
          const { eventId, consumer: name, attempts } = claimed;
          log.error(
            { err: failure, eventId: String(eventId), consumer: name },
            'outbox delivery failed',
          );
          const delay = retryDelayMs(attempts + 1);
          const message = failure instanceof Error ? failure.message : String(failure);
          await executeRows(
            tx,
            sql`update outbox_deliveries
                   set attempts = attempts + 1,
                       available_at = now() + make_interval(secs => ${delay / 1000}),
                       last_error = ${message.slice(0, 500)}
                 where event_id = ${eventId} and consumer = ${name} and delivered_at is null`,
          );
        }
      }
      if (marks.length) {
        await executeRows(
          tx,
          sql`update outbox_deliveries set delivered_at = now(), last_error = null
               where (event_id, consumer) in (${sql.join(marks, sql`, `)})`,
        );
      }
    });
    // committed: the hooks and the after-commit work (publishing to browsers)
    for (const { consumer, event, after } of delivered) {
      try {
        options.onDelivered?.({ consumer, event });
      } catch (error) {
        log.warn({ err: error }, 'outbox onDelivered hook failed');
      }
      const job = Promise.resolve()
        .then(after)
        .catch((error: unknown) => log.error({ err: error }, 'outbox after-commit work failed'));
      afterCommits.add(job);
      void job.finally(() => afterCommits.delete(job));
    }
    return worked;
  };

  const drainLoop = async (): Promise<number> => {
    let delivered = 0;
    do {
      again = false;
      for (let n = 1; !stopped && n > 0; delivered += n) n = await deliverBatch();
    } while (again && !stopped);
    options.onDrained?.();
    return delivered;
  };

  const drain = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = drainLoop()
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox relay failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) void drain();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const onEnqueued = () => {
    if (stopped) return;
    setImmediate(() => void (stopped ? undefined : drain()));
    for (const ms of WAKE_FOLLOW_UPS_MS) later(ms);
  };
  outboxSignal.addEventListener('enqueued', onEnqueued);
  const prune = setInterval(() => {
    pruneOutbox(db).catch((error: unknown) => log.warn({ err: error }, 'outbox prune failed'));
  }, PRUNE_INTERVAL_MS);
  prune.unref();
  const poll = setInterval(
    () => void (stopped ? undefined : drain()),
    options.pollMs ?? OUTBOX_POLL_MS,
  );
  poll.unref();
  void drain();

  const pendingCount = async (): Promise<number> => {
    const rows = await executeRows<{ n: unknown }>(
      db,
      sql`select count(*) as n from outbox_deliveries
           where delivered_at is null and consumer in (${names})
             and available_at <= now() + interval '5 seconds'`,
    );
    return toNumber(rows[0]?.n ?? 0);
  };

  const relay: OutboxRelay = {
    drain,
    idle: async (timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await drain();
        if ((await pendingCount()) === 0) break;
        if (Date.now() > deadline) throw new Error('the outbox relay did not drain in time');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      while (afterCommits.size > 0) await Promise.allSettled([...afterCommits]);
    },
    stop: async () => {
      stopped = true;
      outboxSignal.removeEventListener('enqueued', onEnqueued);
      clearInterval(poll);
      clearInterval(prune);
      for (const timer of timers) clearTimeout(timer);
      if (options.key && registry.get(options.key) === relay) registry.delete(options.key);
      if (running) await running;
      while (afterCommits.size > 0) await Promise.allSettled([...afterCommits]);
    },
  };
  if (options.key) registry.set(options.key, relay);
  return relay;
}
