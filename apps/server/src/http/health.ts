// GET /healthz for load balancers: 200 when the database answers (and Redis, when used), else 503.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { PubSubHandle } from '../pubsub';

export const HEALTH_PATH = '/healthz';

export function registerHealth(
  app: FastifyInstance,
  database: DatabaseHandle,
  pubsub: PubSubHandle,
): void {
  app.get(HEALTH_PATH, { logLevel: 'warn' }, async (request, reply) => {
    let dbOk = true;
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      dbOk = false;
      request.log.error({ err: error }, 'health check: database unavailable');
    }
    const pubsubOk = await pubsub.ping();
    const ok = dbOk && pubsubOk;
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status: ok ? 'ok' : 'error',
        db: database.kind,
        pubsub: pubsub.kind,
        ...(ok ? {} : { checks: { db: dbOk, pubsub: pubsubOk } }),
      });
  });
}
