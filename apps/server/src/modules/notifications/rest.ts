// Operator REST of the notification centre: a system notification for every player (on the staff
// audit chain, AppDeps.operatorAudit).
//   POST /api/operator/notifications  (x-operator-token)  { content, action?, message?, domain? }
import type { FastifyInstance } from 'fastify';
import { requireOperator } from '../../http/auth';
import { clientIp } from '../../http/client';
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
      // the announcement and its row on the staff audit chain commit together
      const view = await deps.db.transaction(async (tx) => {
        const created = await createNotification(tx, {
          userId: null,
          action: body.action ?? 'ANNOUNCEMENT',
          content: body.content,
          initiator: 'OPERATOR',
          data: { message: body.message ?? null, domain: body.domain ?? null },
        });
        if (created) {
          await deps.operatorAudit(tx, {
            actor,
            action: 'notification.system-create',
            targetType: 'notification',
            targetId: created.id,
            after: { content: body.content, action: created.action, message: body.message ?? null },
            ip: clientIp(request, deps.config.trustProxy),
          });
        }
        return created;
      });
      if (view) await publishCreated(deps.db, deps.pubsub, null, view);
      request.log.info({ actor, content: body.content }, 'system notification created');
      return restOk(reply, view);
    },
  );
}
