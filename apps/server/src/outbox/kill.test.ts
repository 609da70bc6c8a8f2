// Kill tests of the outbox (docs/outbox-notes.md): a real app in a child process (kill-child.ts)
// is killed with SIGKILL (1) after its deposit and rounds committed and before anything was
// delivered, and (2) while the relay holds a delivery whose consumer's work is done but not
// committed. A third process drains the relay. Afterwards the bonus grant, the wagering, the
// cashback day totals and the notifications each happened exactly once.
//
// PGlite: the children share a database directory (one process at a time). PostgreSQL (with
// DATABASE_URL): the children use this worker's test database; no relay runs in this process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase, executeRows, type DatabaseHandle, type Db } from '../db/client';
import { createLogger } from '../http/logger';
import { getTestDatabase, withDatabase } from '../test/test-database';

// node itself with tsx's loader (not the tsx CLI, which runs the script in a grandchild that a
// SIGKILL of its parent would leave running)
const TSX_LOADER = path.resolve(
  import.meta.dirname,
  '../../../../node_modules/tsx/dist/loader.mjs',
);
const CHILD = path.join(import.meta.dirname, 'kill-child.ts');
const log = createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }));

let env: Record<string, string>;
let dataDir: string | undefined;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const { db } = await getTestDatabase(log);
    const [row] = await executeRows<{ name: string }>(db, sql`SELECT current_database() AS name`);
    env = { DATABASE_URL: withDatabase(process.env.DATABASE_URL, row!.name) };
  } else {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'aurum-outbox-kill-'));
    env = { DATA_DIR: dataDir, SEED_GAMES: '60' };
  }
});
afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts a child; resolves with the first stdout line starting with `marker` (and the child). */
function startChild(
  mode: string,
  marker: string,
  extra: Record<string, string> = {},
): Promise<{ child: ChildProcess; line: string }> {
  const { DATABASE_URL: _url, REDIS_URL: _redis, ...inherited } = process.env;
  void _url;
  void _redis;
  const child = spawn(process.execPath, ['--import', pathToFileURL(TSX_LOADER).href, CHILD], {
    env: { ...inherited, ...env, ...extra, OUTBOX_CHILD_MODE: mode },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith(marker));
      if (line) resolve({ child, line });
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('exit', (code, signal) =>
      reject(new Error(`${mode} child exited (${code ?? signal}) before ${marker}:\n${err}`)),
    );
  });
}

async function kill9(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A handle on the children's database, opened while no child runs (PGlite: one process). */
async function withDb<T>(read: (db: Db) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return read((await getTestDatabase(log)).db);
  const handle: DatabaseHandle = await createDatabase({
    databaseUrl: undefined,
    dataDir: dataDir!,
  });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

interface Produced {
  userId: string;
  bonusId: number;
  paymentId: string;
  rounds: string[];
}

async function facts(db: Db, p: Produced) {
  const count = async (query: ReturnType<typeof sql>) =>
    (await executeRows<{ n: number }>(db, query))[0]!.n;
  const [bonus] = await executeRows<{ status: string; ref: string | null; wagered: string }>(
    db,
    sql`SELECT status, deposit_ref AS ref, wagered_amount::text AS wagered
        FROM user_bonuses WHERE id = ${p.bonusId}`,
  );
  const [wager] = await executeRows<{ sum: string; n: number }>(
    db,
    sql`SELECT coalesce(sum(contribution), 0)::text AS sum, count(*)::int AS n
        FROM bonus_wager_rounds WHERE user_bonus_id = ${p.bonusId}`,
  );
  const [days] = await executeRows<{ staked: string; won: string }>(
    db,
    sql`SELECT coalesce(sum(staked), 0)::text AS staked, coalesce(sum(won), 0)::text AS won
        FROM bonus_daily_results WHERE user_id = ${p.userId}`,
  );
  const [played] = await executeRows<{ staked: string; won: string }>(
    db,
    sql`SELECT coalesce(sum(amount), 0)::text AS staked, coalesce(sum(win), 0)::text AS won
        FROM play_rounds WHERE user_id = ${p.userId} AND NOT demo`,
  );
  return {
    bonus: bonus!,
    grants: await count(
      sql`SELECT count(*)::int AS n FROM ledger_transfers
          WHERE idempotency_key = ${`bonus:${p.bonusId}:grant`}`,
    ),
    wager: wager!,
    days: days!,
    played: played!,
    notifications: await executeRows<{ content: string; n: number }>(
      db,
      sql`SELECT content, count(*)::int AS n FROM notifications
          WHERE user_id = ${p.userId} GROUP BY content ORDER BY content`,
    ),
    pending: await count(
      sql`SELECT count(*)::int AS n FROM outbox_deliveries d JOIN outbox_events e
            ON e.id = d.event_id
          WHERE d.delivered_at IS NULL AND e.payload LIKE ${`%${p.userId}%`}`,
    ),
  };
}

describe('outbox kill tests', () => {
  it('after kill -9 between commit and delivery, and during deliveries, every effect happens once', async () => {
    // 1. commits, then dies before any delivery
    const produced = await startChild('produce', 'READY ');
    const p = JSON.parse(produced.line.slice('READY '.length)) as Produced;
    await kill9(produced.child);
    const before = await withDb((db) => facts(db, p));
    expect(before.bonus.status).toBe('PENDING');
    expect(before.grants).toBe(0);
    expect(before.days.staked).toBe('0');
    expect(before.notifications).toEqual([]);
    // payment.notice + deposit.credited + 3 × bet.settled, each with one consumer
    expect(before.pending).toBe(5);

    // 2. a relay dies holding a delivery whose work is done but not committed (the second one in
    //    write order: the deposit's grant; the first, the deposit's notice, is in the same claimed
    //    batch and rolls back with it)
    const hung = await startChild('hang', 'HANGING ', { OUTBOX_CHILD_HANG_AT: '2' });
    await kill9(hung.child);

    // 3. a relay drains what is left
    const drained = await startChild('drain', 'DRAINED');
    await new Promise((resolve) => drained.child.once('exit', resolve));

    const after = await withDb((db) => facts(db, p));
    expect(after.pending).toBe(0);
    expect(after.grants).toBe(1);
    expect(after.bonus).toMatchObject({ status: 'ACTIVE', ref: `fiat:${p.paymentId}` });
    // every round in the cashback day totals once
    expect(after.days).toEqual(after.played);
    expect(after.played.staked).toBe('1500');
    // the grant's event precedes the rounds', so each round counts towards the wagering, once
    expect(after.wager.n).toBe(3);
    expect(BigInt(after.wager.sum)).toBeGreaterThan(0n);
    expect(after.bonus.wagered).toBe(after.wager.sum);
    // one notification per fact
    expect(after.notifications).toEqual([
      { content: 'BONUS_GRANTED', n: 1 },
      { content: 'SUCCESS_DEPOSIT', n: 1 },
    ]);
  }, 300_000);
});
