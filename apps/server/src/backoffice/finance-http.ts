// REST twins of finance and reports (files): the ledger transfers of a period as CSV, streamed
// page by page (FINANCE_EXPORT; every export is an audit row), and each report as CSV
// (REPORTS_READ). Staff auth as on /backoffice/graphql: bearer session token or operator token.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { RateLimiter } from '../http/rate-limit';
import type { AppDeps } from '../modules/types';
import { periodOf, transfersCsv } from './finance';
import { audit, checkAccess } from './guard';
import type { StaffContext } from './context';
import { GGR_DIMENSIONS, reportCsv, type GgrDimension } from './reports';

type ContextOf = (request: FastifyRequest) => Promise<StaffContext>;

function dateParam(value: unknown, field: string): Date | null {
  if (value === undefined || value === '') return null;
  const d = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(d.getTime())) {
    throw new AppError('VALIDATION_ERROR', {
      message: `${field} must be an ISO 8601 date.`,
      details: { field },
    });
  }
  return d;
}

function period(ctx: StaffContext, q: Record<string, unknown>) {
  return periodOf(dateParam(q.from, 'from'), dateParam(q.to, 'to'), ctx.clock.now());
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export function registerFinanceRoutes(
  app: FastifyInstance,
  _deps: AppDeps,
  _limiter: RateLimiter | null,
  contextOf: ContextOf,
): void {
  app.get('/backoffice/api/finance/transfers.csv', async (req, reply) => {
    const ctx = await contextOf(req);
    await checkAccess(
      ctx,
      { permission: 'FINANCE_EXPORT', action: 'finance.export-transfers' },
      {},
    );
    const q = (req.query ?? {}) as Record<string, unknown>;
    let range: { from: Date; to: Date };
    try {
      range = period(ctx, q);
    } catch (error) {
      await audit(ctx, 'finance.export-transfers', 'FAILED', {
        after: { code: 'VALIDATION_ERROR', from: q.from, to: q.to },
      });
      throw error;
    }
    await audit(ctx, 'finance.export-transfers', 'OK', {
      targetType: 'ledger',
      after: { from: range.from, to: range.to },
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="ledger-transfers-${day(range.from)}-${day(range.to)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(Readable.from(transfersCsv(ctx.db, range.from, range.to)));
  });

  app.get('/backoffice/api/reports/:name', async (req, reply) => {
    const { name } = req.params as { name: string };
    const report = /^(ggr|rtp|bonuses)\.csv$/.exec(name)?.[1] as
      'ggr' | 'rtp' | 'bonuses' | undefined;
    if (!report) throw new AppError('NOT_FOUND', { message: 'No such report.' });
    const ctx = await contextOf(req);
    await checkAccess(ctx, { permission: 'REPORTS_READ', action: `report.${report}-export` }, {});
    const q = (req.query ?? {}) as Record<string, unknown>;
    const dimension = typeof q.dimension === 'string' ? q.dimension.toUpperCase() : 'DAY';
    if (!(GGR_DIMENSIONS as readonly string[]).includes(dimension)) {
      throw new AppError('VALIDATION_ERROR', {
        message: `dimension is one of ${GGR_DIMENSIONS.join(', ')}.`,
        details: { field: 'dimension' },
      });
    }
    const range = period(ctx, q);
    const body = await reportCsv(ctx.db, report, range.from, range.to, dimension as GgrDimension);
    await audit(ctx, `report.${report}-export`, 'OK', {
      targetType: 'report',
      targetId: report,
      after: { from: range.from, to: range.to, dimension },
    });
    const suffix = report === 'ggr' ? `-${dimension.toLowerCase()}` : '';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${report}${suffix}-${day(range.from)}-${day(range.to)}.csv"`,
      )
      .header('cache-control', 'no-store')
      .send(body);
  });
}
