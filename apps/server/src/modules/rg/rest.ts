// REST of responsible gaming: the activity statement as CSV.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRestViewer } from '../../http/auth';
import { validate } from '../../rest/validate';
import type { AppDeps } from '../types';
import { activityStatement, statementCsv } from './statement';

const query = z.object({
  period: z.enum(['DAY', 'WEEK', 'MONTH']).default('DAY'),
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});

export function registerRgRoutes(app: FastifyInstance, deps: AppDeps): void {
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
