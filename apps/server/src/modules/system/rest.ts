// REST adapter of the system module.
import type { FastifyInstance } from 'fastify';
import { restOk } from '../../rest/reply';

export function registerSystemRoutes(app: FastifyInstance): void {
  app.get('/api/system/time', async (_request, reply) =>
    restOk(reply, { serverTime: new Date().toISOString() }),
  );
}
