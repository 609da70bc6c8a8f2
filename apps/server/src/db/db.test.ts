import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import { getTestDatabase } from '../test/test-database';
import { createDatabase, executeRows, toBigInt, toNumber } from './client';
import { migrateDatabase, prepareDatabase } from './migrate';

const log = createLogger({ logLevel: 'silent', nodeEnv: 'test' });
const tmpDirs: string[] = [];
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite persistence', () => {
  it('keeps data in DATA_DIR across reopening', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-pglite-'));
    tmpDirs.push(dataDir);
    const first = await createDatabase({ databaseUrl: undefined, dataDir });
    expect(first.kind).toBe('pglite');
    await first.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await first.db.execute(sql`CREATE TABLE kept (id int PRIMARY KEY, note text NOT NULL)`);
    await first.db.execute(sql`INSERT INTO kept VALUES (1, 'still here')`);
    await first.close();

    const second = await createDatabase({ databaseUrl: undefined, dataDir });
    const rows = await executeRows<{ note: string }>(second.db, sql`SELECT note FROM kept`);
    expect(rows).toEqual([{ note: 'still here' }]);
    const [trgm] = await executeRows<{ s: number }>(
      second.db,
      sql`SELECT similarity('aurum', 'aurim') AS s`,
    );
    expect(trgm?.s).toBeGreaterThan(0);
    await second.close();
    // two PGlite boots from disk: ~3 s on a quiet machine, far more while other suites load the CPU
  }, 120_000);
});

describe('migrations', () => {
  it('are idempotent: migrating again changes nothing', async () => {
    const handle = await getTestDatabase(log);
    await migrateDatabase(handle, log);
    await migrateDatabase(handle, log);
    await prepareDatabase(handle, { log });
    const [ext] = await executeRows<{ n: unknown }>(
      handle.db,
      sql`SELECT count(*) AS n FROM pg_extension WHERE extname = 'pg_trgm'`,
    );
    expect(toNumber(ext?.n)).toBe(1);
  });

  it.runIf(process.env.DATABASE_URL)(
    'serialise concurrent instances on PostgreSQL (advisory lock)',
    async () => {
      const handle = await getTestDatabase(log);
      const order: string[] = [];
      const instance = (name: string) =>
        prepareDatabase(handle, {
          log,
          seed: async () => {
            order.push(`${name}:start`);
            await new Promise((resolve) => setTimeout(resolve, 100));
            order.push(`${name}:end`);
          },
        });
      await Promise.all([instance('a'), instance('b')]);
      expect(order).toHaveLength(4);
      expect(order[0]?.split(':')[0]).toBe(order[1]?.split(':')[0]);
      expect(order[2]?.split(':')[0]).toBe(order[3]?.split(':')[0]);
    },
  );
});

describe('PostgreSQL connection loss', () => {
  // Found by the chaos harness (bench/chaos): a PostgreSQL restart killed every instance, because
  // a checked-out pool client (a transaction between statements) emitted 'error' with no listener.
  it.runIf(process.env.DATABASE_URL)(
    'a transaction whose connection dies fails; the process and the pool live on',
    async () => {
      const shared = await getTestDatabase(log);
      const url = (shared.pool!.options as { connectionString: string }).connectionString;
      const errors: string[] = [];
      const handle = await createDatabase(
        { databaseUrl: url, dataDir: '' },
        { poolSize: 2, allowExitOnIdle: true, onPoolError: (e) => errors.push(e.message) },
      );
      try {
        const run = handle.db.transaction(async (tx) => {
          const [row] = await executeRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
          // another session cuts this one while it is between two statements
          await executeRows(shared.db, sql`SELECT pg_terminate_backend(${row!.pid})`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await executeRows(tx, sql`SELECT 1`);
        });
        await expect(run).rejects.toThrow();
        expect(errors.some((m) => /terminat/i.test(m))).toBe(true);
        const [after] = await executeRows<{ n: unknown }>(handle.db, sql`SELECT 1 AS n`);
        expect(toNumber(after?.n)).toBe(1);
      } finally {
        await handle.close();
      }
    },
  );
});

describe('int8 from raw SQL', () => {
  it('normalises across drivers', async () => {
    const handle = await getTestDatabase(log);
    const [row] = await executeRows<{ big: unknown; small: unknown }>(
      handle.db,
      sql`SELECT 9007199254740993::int8 AS big, 42::int8 AS small`,
    );
    expect(toBigInt(row?.big)).toBe(9007199254740993n);
    expect(toBigInt(row?.small)).toBe(42n);
    expect(toNumber(row?.small)).toBe(42);
    expect(() => toBigInt('1.5')).toThrow(TypeError);
  });
});
