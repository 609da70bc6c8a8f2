// Operator REST of the notification centre: a system notification for every player.
//   POST /api/operator/notifications  (x-operator-token)  { content, action?, message?, domain? }
import type { FastifyInstance } from 'fastify';
import { requireOperator } from '../../http/auth';
import { restOk } from '../../rest/reply';
import type { AppDeps } from '../types';
import { createNotification, publishCreated } from './service';

interface SystemNotificationBody {
  content: string;
  action?: string;
  message?: string;
  domain?: string;
}

export function registerNotificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: SystemNotificationBody }>(
    '/api/operator/notifications',
    {
      // the announcement's text may span lines (http/control-chars.ts)
      config: { multilineFields: ['message'] },
      schema: {
        body: {
          type: 'object',
          required: ['content'],
          additionalProperties: false,
          properties: {
            content: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,63}$' },
            action: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,31}$' },
            message: { type: 'string', maxLength: 500 },
            domain: { type: 'string', maxLength: 253 },
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireOperator(deps, request);
      const body = request.body;
      const view = await createNotification(deps.db, {
        userId: null,
        action: body.action ?? 'ANNOUNCEMENT',
        content: body.content,
        initiator: 'OPERATOR',
        data: { message: body.message ?? null, domain: body.domain ?? null },
      });
      if (view) await publishCreated(deps.db, deps.pubsub, null, view);
      request.log.info({ actor, content: body.content }, 'system notification created');
      return restOk(reply, view);
    },
  );
}
