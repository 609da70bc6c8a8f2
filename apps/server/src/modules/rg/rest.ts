// REST of responsible gaming: the activity statement as CSV, and the e2e-only hook that makes the
// caller's reality check due (POST /api/dev/rg/reality-check, config.rgTestHooks: outside
// production, or RG_TEST_HOOKS=1 — the e2e server; otherwise 404 like any unknown route).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRestViewer } from '../../http/auth';
import { notFound } from '../../errors';
import { restOk } from '../../rest/reply';
import { validate } from '../../rest/validate';
import type { AppDeps } from '../types';
import { makeRealityCheckDue } from './reality-check-hook';
import { activityStatement, statementCsv } from './statement';

const query = z.object({
  period: z.enum(['DAY', 'WEEK', 'MONTH']).default('DAY'),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});

const hookBody = z.object({ dueInSeconds: z.number().int().min(0).max(86_400) });

export function registerRgRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post(
    '/api/dev/rg/reality-check',
    { preValidation: validate('body', hookBody) },
    async (request, reply) => {
      if (!deps.config.rgTestHooks) throw notFound();
      const viewer = await requireRestViewer(deps, request);
      const { dueInSeconds } = request.body as z.infer<typeof hookBody>;
      const at = await makeRealityCheckDue(deps.db, viewer.userId, dueInSeconds, deps.clock.now());
      return restOk(reply, { nextRealityCheckAt: at.toISOString() });
    },
  );

  app.get(
    '/api/rg/statement.csv',
    { preValidation: validate('query', query) },
    async (request, reply) => {
      const viewer = await requireRestViewer(deps, request);
      const q = request.query as z.infer<typeof query>;
      const statement = await activityStatement(deps.db, {
        userId: viewer.userId,
        period: q.period,
        from: q.from ? new Date(q.from) : null,
        to: q.to ? new Date(q.to) : null,
        now: deps.clock.now(),
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="activity-${q.period.toLowerCase()}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(statementCsv(statement));
    },
  );
}
