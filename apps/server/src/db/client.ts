// The database: embedded PGlite (default, persisted under DATA_DIR) or PostgreSQL (DATABASE_URL).
// Services receive `Db`, the common Drizzle supertype of both drivers, so they never know which
// one runs. Both speak the same SQL dialect; raw `execute` results differ (see `executeRows`).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;

/** What services get: a Drizzle database over either driver (transactions included). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbKind = 'pglite' | 'pg';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  /** PostgreSQL only: the pool, for session-level work such as advisory locks */
  pool: pg.Pool | undefined;
  /** PGlite only: the embedded instance */
  pglite: PGlite | undefined;
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** an in-memory PGlite (`memory://`), ignoring DATA_DIR: tests */
  inMemory?: boolean;
  /** PostgreSQL pool size (default 10) */
  poolSize?: number;
  /** let the process exit while idle pool clients remain (tests) */
  allowExitOnIdle?: boolean;
  /** told when an idle PostgreSQL connection fails (the pool replaces it) */
  onPoolError?: (error: Error) => void;
  /**
   * PostgreSQL: longest wait for a connection, new or from the pool (default 2 s). With the
   * database down or unreachable a request fails within this bound instead of hanging.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL: longest a statement runs, enforced by the server (default 15 s) */
  queryTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 2_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 15_000;

export const PGLITE_EXTENSIONS = { pg_trgm };

export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: options.poolSize ?? 10,
      allowExitOnIdle: options.allowExitOnIdle ?? false,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // the server cancels a statement that runs longer (the migration lock lifts it for itself)
      statement_timeout: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      // notice a half-open connection (a database host that vanished) instead of waiting on it
      keepAlive: true,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => options.onPoolError?.(error));
    // Neither may a checked-out one (a transaction between two statements, the migration's lock
    // session) when PostgreSQL restarts: pg-pool listens for errors only on idle clients, and
    // an 'error' event without a listener kills the process. The statement in flight (or the
    // next one) fails, the caller rolls back, and the pool drops the client on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error));
    });
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'pg',
      pool,
      pglite: undefined,
      close: () => pool.end(),
    };
  }

  let dataDir = 'memory://';
  if (!options.inMemory) {
    dataDir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(config.dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    pool: undefined,
    pglite: client,
    close: () => client.close(),
  };
}

/**
 * Runs raw SQL and returns its rows on either driver. Prefer Drizzle queries; when raw SQL is
 * needed, read int8/numeric columns through `toBigInt`/`toNumber`: PGlite returns int8 as a
 * number or bigint, node-postgres as a string.
 */
export async function executeRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Normalises an int8 value from either driver into a bigint. */
export function toBigInt(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new TypeError(`Not an integer value: ${String(value)}`);
}

/** Normalises an int8/numeric value from either driver into a number (counts, not money). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) {
    return Number(value);
  }
  throw new TypeError(`Not a numeric value: ${String(value)}`);
}
