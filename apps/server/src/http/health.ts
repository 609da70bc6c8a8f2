// Health for load balancers and orchestrators:
//   GET /healthz/live  — the process is up and its event loop answers; touches no dependency (a
//                        failing database must not get a healthy process restarted);
//   GET /healthz/ready — it can serve: the database answers within READY_TIMEOUT_MS, Redis is
//                        connected when configured, and every migration has been applied;
//   GET /healthz       — the same as ready (kept: Playwright's webServer and older probes poll it).
// 200 when fine, 503 (with the failed checks) when not; never cached.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { executeRows, toNumber, type DatabaseHandle } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import type { PubSubHandle } from '../pubsub';

export const HEALTH_PATH = '/healthz';
export const LIVE_PATH = '/healthz/live';
export const READY_PATH = '/healthz/ready';

/** The health paths, logged at debug level when they succeed. */
export const HEALTH_PATHS: ReadonlySet<string> = new Set([HEALTH_PATH, LIVE_PATH, READY_PATH]);

/** How long one readiness check may take before it counts as failed. */
export const READY_TIMEOUT_MS = 1_500;

export interface HealthOptions {
  /** the migrations folder whose journal says how many migrations there are (tests) */
  migrationsFolder?: string;
  /** per-check timeout (default READY_TIMEOUT_MS) */
  timeoutMs?: number;
}

/** `work`, or a rejection after `ms` (its message starts with `what` when given). */
export function withTimeout<T>(work: Promise<T>, ms: number, what?: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const message = `timed out after ${ms} ms`;
    timer = setTimeout(() => reject(new Error(what ? `${what}: ${message}` : message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function expectedMigrations(folder: string): number {
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries?: unknown[] };
    return journal.entries?.length ?? 0;
  } catch {
    return 0;
  }
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

export function registerHealth(
  app: FastifyInstance,
  database: DatabaseHandle,
  pubsub: PubSubHandle,
  options: HealthOptions = {},
): void {
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  const expected = expectedMigrations(options.migrationsFolder ?? MIGRATIONS_FOLDER);
  // once every migration is applied it stays so: the check then costs nothing
  let migrated = expected === 0;

  const checkMigrations = async (): Promise<boolean> => {
    if (migrated) return true;
    const rows = await executeRows<{ n: unknown }>(
      database.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    migrated = toNumber(rows[0]?.n ?? 0) >= expected;
    return migrated;
  };

  const ready = async (request: FastifyRequest) => {
    const db = await withTimeout(database.db.execute(sql`select 1`), timeoutMs).then(
      () => true,
      (error: unknown) => {
        request.log.warn({ err: error }, 'readiness: database unavailable');
        return false;
      },
    );
    const migrations = db
      ? await withTimeout(checkMigrations(), timeoutMs).catch((error: unknown) => {
          request.log.warn({ err: error }, 'readiness: migrations unknown');
          return false;
        })
      : false;
    const redis = await withTimeout(pubsub.ping(), timeoutMs).catch(() => false);
    return { db, migrations, pubsub: redis };
  };

  app.get(LIVE_PATH, { logLevel: 'warn' }, async (_request, reply) =>
    noStore(reply).send({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }),
  );

  const readyHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const checks = await ready(request);
    const ok = checks.db && checks.migrations && checks.pubsub;
    return noStore(reply)
      .code(ok ? 200 : 503)
      .send({
        status: ok ? 'ok' : 'error',
        db: database.kind,
        pubsub: pubsub.kind,
        ...(ok ? {} : { checks }),
      });
  };
  app.get(READY_PATH, { logLevel: 'warn' }, readyHandler);
  app.get(HEALTH_PATH, { logLevel: 'warn' }, readyHandler);
}
