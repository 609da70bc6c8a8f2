// GET /api/dev/outbox?to=<email>&limit=<n>: the mails the dev outbox holds, newest first.
// Enabled outside production, or anywhere with DEV_OUTBOX=1 (the end-to-end suite runs a
// production server and reads confirmation links here). Disabled → 404 like any unknown route.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import { restOk } from '../../rest/reply';
import type { AppDeps } from '../types';
import { listOutbox } from './list-outbox';

export function registerDevOutboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: { to?: string; limit?: string } }>(
    '/api/dev/outbox',
    async (request, reply) => {
      if (!deps.config.devOutbox) throw notFound();
      const limit = request.query.limit ? Number.parseInt(request.query.limit, 10) : undefined;
      const items = await listOutbox(deps.db, {
        to: request.query.to,
        ...(limit && Number.isFinite(limit) ? { limit } : {}),
      });
      return restOk(reply, { items });
    },
  );
}
