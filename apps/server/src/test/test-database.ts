// One database per vitest worker, created on first use, migrated and seeded once, shared by every
// test file the worker runs (vitest runs with isolate: false, so module state survives between
// files). Tests therefore never assume an empty database: they create their own rows with unique
// values and read what the seed wrote.
//
// - default: an in-memory PGlite (initialising one takes ~2.4 s, hence the sharing);
// - DATABASE_URL set: a PostgreSQL database of its own per worker (`aurum_test_<run>_<pid>`),
//   created through the DATABASE_URL connection and dropped by the global teardown, so parallel
//   workers and parallel runs never collide.
import { inject } from 'vitest';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/migrate';
import { runSeed } from '../db/seed';
import type { Logger } from '../http/logger';
import { TEST_DATABASE_PREFIX } from './global-setup';

/** Games the seed writes for tests: enough for lists and paging, small enough to be quick. */
export const TEST_SEED_GAMES = 200;

let shared: Promise<DatabaseHandle> | undefined;

/** A database name for this worker; only [a-z0-9_], so it needs no quoting. */
function workerDatabaseName(): string {
  const run = inject('aurumTestRun')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${TEST_DATABASE_PREFIX}${run}_${process.pid}`;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function createWorkerPostgres(adminUrl: string): Promise<string> {
  const name = workerDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, name);
}

async function openTestDatabase(log: Logger): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  const handle = adminUrl
    ? await createDatabase(
        { databaseUrl: await createWorkerPostgres(adminUrl), dataDir: '' },
        // the suite's deliberate bursts (100 parallel debits on a pool of 5) queue for a
        // connection longer than production's 2 s fail-fast on a loaded CI machine
        { poolSize: 5, allowExitOnIdle: true, connectTimeoutMs: 15_000 },
      )
    : await createDatabase({ databaseUrl: undefined, dataDir: '' }, { inMemory: true });
  await prepareDatabase(handle, {
    log,
    seed: (db) => runSeed(db, { games: TEST_SEED_GAMES, log }),
  });
  return handle;
}

/** The worker's database (created, migrated and seeded on first call). Never close it. */
export function getTestDatabase(log: Logger): Promise<DatabaseHandle> {
  shared ??= openTestDatabase(log).catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
