// Resolvers of the finance and reports part of the staff schema (schema/finance.graphql,
// schema/reports.graphql); merged with the rest in schema.ts, guarded like every root field.
import { reconciliation, periodOf, reportingFigures } from './finance';
import type { Resolvers } from './generated/resolvers-types';
import { bonusReport, ggrReport, rtpReport } from './reports';

export const financeResolvers: Resolvers = {
  Query: {
    reconciliation: async (_p, args, ctx) => {
      const now = ctx.clock.now();
      const { from, to } = periodOf(args.from, args.to, now);
      return reconciliation(ctx.db, from, to, now);
    },
    ggrReport: async (_p, args, ctx) => {
      const { from, to } = periodOf(args.from, args.to, ctx.clock.now());
      return ggrReport(ctx.db, args.dimension, from, to);
    },
    rtpReport: async (_p, args, ctx) => {
      const { from, to } = periodOf(args.from, args.to, ctx.clock.now());
      return rtpReport(ctx.db, from, to);
    },
    bonusReport: async (_p, args, ctx) => {
      const { from, to } = periodOf(args.from, args.to, ctx.clock.now());
      return bonusReport(ctx.db, from, to);
    },
  },
  PeriodFigures: {
    reporting: (parent, _a, ctx) =>
      reportingFigures(ctx.db, ctx.config.backoffice.reportingCurrency, parent.currencies),
  },
};
