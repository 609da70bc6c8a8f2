// The outbox relay's guarantees, with consumers of its own (routed explicitly, so the app's
// relays leave them alone): an event exists only if its transaction committed; a failing
// consumer is retried and its partial work never commits; two relays in parallel deliver each
// (event, consumer) exactly once in effect (on PostgreSQL, with DATABASE_URL, they are separate
// connections racing for the same rows).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, type Db } from '../db/client';
import { createLogger } from '../http/logger';
import { loadConfig } from '../config';
import { getTestDatabase } from '../test/test-database';
import { enqueueEvent } from './enqueue';
import {
  pruneOutbox,
  retryDelayMs,
  startOutboxRelay,
  type OutboxConsumer,
  type OutboxRelay,
} from './relay';

const log = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));
let db: Db;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  db = (await getTestDatabase(log)).db;
  // what the test consumers do: one row per (consumer, event) they handled, no uniqueness, so a
  // second effect would show as a second row; `seq` is the order they were written in (a row's
  // ctid is not: each connection fills its own page)
  await db.execute(sql`CREATE TABLE IF NOT EXISTS outbox_test_effects (
    run text NOT NULL, consumer text NOT NULL, event_id bigint NOT NULL, round text NOT NULL)`);
  await db.execute(sql`ALTER TABLE outbox_test_effects ADD COLUMN IF NOT EXISTS seq bigserial`);
});
afterAll(async () => {
  await Promise.all(relays.map((r) => r.stop()));
});

/** A consumer that records its effect in the delivery's transaction; `fail` decides failures. */
function recorder(run: string, name: string, fail?: (round: string) => boolean): OutboxConsumer {
  return {
    name,
    handle: async (tx, event) => {
      if (event.type !== 'bet.settled') return;
      await tx.execute(sql`INSERT INTO outbox_test_effects (run, consumer, event_id, round)
        VALUES (${run}, ${name}, ${event.id}, ${event.payload.roundId})`);
      if (fail?.(event.payload.roundId)) throw new Error(`consumer ${name} failed`);
    },
  };
}

function settled(roundId: string) {
  return {
    roundId,
    userId: randomUUID(),
    amount: 1_00n,
    win: 0n,
    realAmount: 1_00n,
    bonusAmount: 0n,
    gameCategory: 'other',
    gameSlug: 'dice',
    currency: 'USD',
  };
}

async function effects(run: string): Promise<{ consumer: string; round: string; n: number }[]> {
  return executeRows(
    db,
    sql`SELECT consumer, round, count(*)::int AS n FROM outbox_test_effects
        WHERE run = ${run} GROUP BY consumer, round ORDER BY consumer, round`,
  );
}

function relay(consumers: OutboxConsumer[]): OutboxRelay {
  const r = startOutboxRelay({ db, log, consumers, pollMs: 50 });
  relays.push(r);
  return r;
}

describe('outbox relay', () => {
  it('delivers an event only when its transaction committed, with its bigint payload', async () => {
    const run = randomUUID();
    const names = [`test.${run}.a`];
    const seen: unknown[] = [];
    const r = relay([
      {
        name: names[0]!,
        handle: async (_tx, event) => {
          seen.push(event.payload);
        },
      },
    ]);
    await expect(
      db.transaction(async (tx) => {
        await enqueueEvent(tx, 'bet.settled', settled('rolled-back'), { consumers: names });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await db.transaction((tx) =>
      enqueueEvent(tx, 'bet.settled', settled('committed'), { consumers: names }),
    );
    await r.idle();
    expect(seen).toEqual([expect.objectContaining({ roundId: 'committed', amount: 1_00n })]);
  });

  it('retries a failing consumer; its partial work never commits; other consumers go on', async () => {
    const run = randomUUID();
    const [a, b] = [`test.${run}.a`, `test.${run}.b`];
    let failures = 0;
    const r = relay([recorder(run, a, () => ++failures <= 2), recorder(run, b)]);
    await db.transaction((tx) =>
      enqueueEvent(tx, 'bet.settled', settled('r1'), { consumers: [a, b] }),
    );
    await r.idle();
    expect(failures).toBe(3);
    expect(await effects(run)).toEqual([
      { consumer: a, round: 'r1', n: 1 },
      { consumer: b, round: 'r1', n: 1 },
    ]);
    const [row] = await executeRows<{ attempts: number; delivered: boolean; last_error: unknown }>(
      db,
      sql`SELECT attempts, delivered_at IS NOT NULL AS delivered, last_error
          FROM outbox_deliveries WHERE consumer = ${a}`,
    );
    expect(row).toEqual({ attempts: 2, delivered: true, last_error: null });
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([250, 1000, 4000, 16000]);
  });

  it('two relays in parallel deliver each event to each consumer exactly once', async () => {
    const run = randomUUID();
    const names = [`test.${run}.a`, `test.${run}.b`];
    const consumers = () => names.map((name) => recorder(run, name));
    const [one, two] = [relay(consumers()), relay(consumers())];
    const rounds = Array.from({ length: 60 }, (_, i) => `r${String(i).padStart(2, '0')}`);
    // written from several transactions at once while both relays run
    await Promise.all(
      [0, 1, 2].map(async (part) => {
        for (const round of rounds.filter((_, i) => i % 3 === part)) {
          await db.transaction((tx) =>
            enqueueEvent(tx, 'bet.settled', settled(round), { consumers: names }),
          );
        }
      }),
    );
    await Promise.all([one.idle(), two.idle()]);
    const done = await effects(run);
    expect(done).toHaveLength(rounds.length * names.length);
    expect(done.every((e) => e.n === 1)).toBe(true);
    const [pending] = await executeRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM outbox_deliveries
          WHERE consumer IN (${names[0]}, ${names[1]}) AND delivered_at IS NULL`,
    );
    expect(pending!.n).toBe(0);
  });

  it('claims a batch in one transaction; a failing consumer rolls back only its own delivery', async () => {
    const run = randomUUID();
    const name = `test.${run}.batch`;
    const rounds = Array.from({ length: 10 }, (_, i) => `b${i}`);
    let failures = 0;
    // records its effect and the (top-level) transaction it ran in; b3 fails its first attempt
    // after writing
    const consumer: OutboxConsumer = {
      name,
      handle: async (tx, event) => {
        if (event.type !== 'bet.settled') return;
        const round = event.payload.roundId;
        await tx.execute(sql`INSERT INTO outbox_test_effects (run, consumer, event_id, round)
          VALUES (${run}, txid_current()::text, ${event.id}, ${round})`);
        if (round === 'b3' && failures++ === 0) throw new Error('b3 failed');
      },
    };
    // all ten pending before the relay starts, so its first claim takes them together
    await db.transaction(async (tx) => {
      for (const round of rounds)
        await enqueueEvent(tx, 'bet.settled', settled(round), { consumers: [name] });
    });
    const r = startOutboxRelay({ db, log, consumers: [consumer], pollMs: 50, batchSize: 32 });
    relays.push(r);
    await r.idle();
    const rows = await executeRows<{ consumer: string; round: string }>(
      db,
      sql`SELECT consumer, round FROM outbox_test_effects WHERE run = ${run} ORDER BY round`,
    );
    // every round once: the failed attempt's insert was rolled back with its savepoint
    expect(rows.map((x) => x.round)).toEqual(rounds);
    expect(failures).toBe(2);
    const txOf = new Map(rows.map((x) => [x.round, x.consumer])); // the top-level transaction id
    // the nine that did not fail committed together (one claim, one transaction) in spite of b3
    const first = new Set(rounds.filter((x) => x !== 'b3').map((x) => txOf.get(x)));
    expect(first.size).toBe(1);
    // b3 was retried later, in a transaction of its own
    expect(first.has(txOf.get('b3'))).toBe(false);
    const [row] = await executeRows<{ attempts: number; delivered: boolean }>(
      db,
      sql`SELECT d.attempts, d.delivered_at IS NOT NULL AS delivered FROM outbox_deliveries d
          JOIN outbox_events e ON e.id = d.event_id
          WHERE d.consumer = ${name} AND e.payload LIKE '%"b3"%'`,
    );
    expect(row).toEqual({ attempts: 1, delivered: true });
  });

  it('a failing consumer does not hold back the other deliveries of its batch', async () => {
    const run = randomUUID();
    const [bad, good] = [`test.${run}.bad`, `test.${run}.good`];
    // `bad` always fails: its deliveries back off while `good`'s, claimed beside them, commit
    const r = startOutboxRelay({
      db,
      log,
      consumers: [recorder(run, bad, () => true), recorder(run, good)],
      pollMs: 50,
      batchSize: 4,
    });
    relays.push(r);
    for (const round of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6']) {
      await db.transaction((tx) =>
        enqueueEvent(tx, 'bet.settled', settled(round), { consumers: [bad, good] }),
      );
    }
    const deadline = Date.now() + 10_000;
    while ((await effects(run)).length < 6 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await effects(run)).toEqual(
      ['g1', 'g2', 'g3', 'g4', 'g5', 'g6'].map((round) => ({ consumer: good, round, n: 1 })),
    );
    const failed = await executeRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM outbox_deliveries
          WHERE consumer = ${bad} AND delivered_at IS NULL AND attempts >= 1 AND last_error IS NOT NULL`,
    );
    expect(failed[0]!.n).toBe(6);
    await r.stop();
  });

  it('three relays claiming small batches deliver each event to each consumer exactly once', async () => {
    const run = randomUUID();
    const names = [`test.${run}.a`, `test.${run}.b`];
    const consumers = () => names.map((name) => recorder(run, name));
    const many = [1, 2, 3].map(() => {
      const r = startOutboxRelay({ db, log, consumers: consumers(), pollMs: 20, batchSize: 5 });
      relays.push(r);
      return r;
    });
    const rounds = Array.from({ length: 150 }, (_, i) => `m${String(i).padStart(3, '0')}`);
    await Promise.all(
      [0, 1, 2, 3].map(async (part) => {
        for (const round of rounds.filter((_, i) => i % 4 === part)) {
          await db.transaction((tx) =>
            enqueueEvent(tx, 'bet.settled', settled(round), { consumers: names }),
          );
        }
      }),
    );
    await Promise.all(many.map((r) => r.idle(30_000)));
    const done = await effects(run);
    expect(done).toHaveLength(rounds.length * names.length);
    expect(done.filter((e) => e.n !== 1)).toEqual([]);
  });

  // PostgreSQL only: on the embedded database the relays share one connection, so their
  // transactions never overlap in the first place
  it.runIf(process.env.DATABASE_URL)(
    "one player's deliveries go to one relay at a time; another relay delivers other players' meanwhile",
    async () => {
      const run = randomUUID();
      const name = `test.${run}.player`;
      const [x, y] = [randomUUID(), randomUUID()];
      await db.transaction(async (tx) => {
        for (const [round, userId] of [
          ['x1', x],
          ['y1', y],
          ['x2', x],
          ['y2', y],
        ] as const) {
          await enqueueEvent(
            tx,
            'bet.settled',
            { ...settled(round), userId },
            { consumers: [name] },
          );
        }
      });
      // relay A claims one delivery at a time and stops inside its first one (x1) until released
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let inside!: () => void;
      const holding = new Promise<void>((resolve) => (inside = resolve));
      let first = true;
      const a = startOutboxRelay({
        db,
        log,
        consumers: [recorder(run, name)],
        pollMs: 60_000,
        batchSize: 1,
        beforeCommit: async () => {
          if (!first) return;
          first = false;
          inside();
          await released;
        },
      });
      relays.push(a);
      await holding;
      // relay B, while A holds player x: delivers y's, leaves x2 to A (x1 is A's claim)
      const b = startOutboxRelay({ db, log, consumers: [recorder(run, name)], pollMs: 60_000 });
      relays.push(b);
      await b.drain();
      expect((await effects(run)).map((e) => e.round)).toEqual(['y1', 'y2']);
      release();
      await a.idle();
      await b.idle();
      expect(await effects(run)).toEqual(
        ['x1', 'x2', 'y1', 'y2'].map((round) => ({ consumer: name, round, n: 1 })),
      );
      const order = await executeRows<{ round: string }>(
        db,
        sql`SELECT o.round FROM outbox_test_effects o WHERE o.run = ${run} AND o.round LIKE 'x%'
            ORDER BY o.seq`,
      );
      expect(order.map((o) => o.round)).toEqual(['x1', 'x2']);
      await Promise.all([a.stop(), b.stop()]);
    },
  );

  it('prunes old events once every delivery is done, never a pending one', async () => {
    const run = randomUUID();
    const [done, waiting] = [`test.${run}.done`, `test.${run}.waiting`];
    const r = relay([recorder(run, done)]);
    const delivered = await db.transaction((tx) =>
      enqueueEvent(tx, 'bet.settled', settled('old-done'), { consumers: [done] }),
    );
    const pending = await db.transaction((tx) =>
      enqueueEvent(tx, 'bet.settled', settled('old-pending'), { consumers: [waiting] }),
    );
    await r.idle();
    await db.execute(sql`UPDATE outbox_events SET created_at = now() - interval '30 days'
      WHERE id IN (${delivered}, ${pending})`);
    expect(await pruneOutbox(db)).toBeGreaterThanOrEqual(1);
    const left = await executeRows<{ id: string }>(
      db,
      sql`SELECT id::text AS id FROM outbox_events WHERE id IN (${delivered}, ${pending})`,
    );
    expect(left).toEqual([{ id: String(pending) }]);
  });
});
