// Boot-time database preparation: extensions, drizzle-kit migrations, then the seed.
// Migrations are generated with `npx drizzle-kit generate` (from apps/server) into
// src/db/migrations and applied here with the migrator of the running driver. With several
// instances on one PostgreSQL, a session-level advisory lock serialises migrate + seed so exactly
// one instance does the work and the others wait, then find nothing left to do.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Logger } from '../http/logger';
import type { DatabaseHandle, Db, Schema } from './client';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Key of the advisory lock held while migrating and seeding ("aurum:migrate"). */
export const MIGRATION_LOCK_KEY = 7_245_110_001;

/** Installs the extensions the schema needs and applies pending migrations (idempotent). */
export async function migrateDatabase(
  handle: DatabaseHandle,
  log?: Logger,
  migrationsFolder: string = MIGRATIONS_FOLDER,
): Promise<void> {
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  if (!fs.existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))) {
    log?.warn({ migrationsFolder }, 'no migrations generated yet; skipping');
    return;
  }
  if (handle.kind === 'pg') {
    await migrateNodePg(handle.db as NodePgDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
  }
}

/**
 * Runs `work` while holding the migration advisory lock (PostgreSQL), or directly (PGlite, which
 * is single-process by nature). The lock is session-level, so it is taken and released on one
 * dedicated pooled connection while `work` uses the pool freely.
 */
export async function withMigrationLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (!handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    // Another instance may hold the lock for a long migration or seed: wait without the pool's
    // statement timeout on this session (reset before the connection goes back to the pool).
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await client.query('RESET statement_timeout');
    }
  } finally {
    client.release();
  }
}

export interface PrepareDatabaseOptions {
  log: Logger;
  /** writes first-start data; must be idempotent (it runs on every boot) */
  seed?: (db: Db) => Promise<void>;
  migrationsFolder?: string;
}

/** Migrate and seed under the lock: what every instance does before it serves traffic. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: PrepareDatabaseOptions,
): Promise<void> {
  const { log, seed, migrationsFolder } = options;
  await withMigrationLock(handle, async () => {
    const started = performance.now();
    await migrateDatabase(handle, log, migrationsFolder);
    log.info(
      { ms: Math.round(performance.now() - started), db: handle.kind },
      'migrations applied',
    );
    if (seed) {
      const seeding = performance.now();
      await seed(handle.db);
      log.info({ ms: Math.round(performance.now() - seeding) }, 'seed checked');
    }
  });
}
