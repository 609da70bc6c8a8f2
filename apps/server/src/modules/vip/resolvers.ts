// Thin GraphQL resolvers of VIP applications.
import { generalFailure, orFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import type { ModuleResolvers } from '../types';
import { latestVipApplication, submitVipApplication } from './service';

export const resolvers: ModuleResolvers = {
  Query: {
    myVipApplication: async (_p, _a, ctx) => {
      const row = await latestVipApplication(ctx.db, requireViewer(ctx).userId);
      return row && { ...row, id: String(row.id) };
    },
  },
  Mutation: {
    submitVipApplication: async (_p, args, ctx) => {
      if (!ctx.viewer) {
        return generalFailure('UNAUTHORIZED', 'Sign in to continue.');
      }
      return orFailure(async () => {
        await submitVipApplication(ctx.db, ctx.viewer!.userId, args.input);
        return { __typename: 'SubmitVipApplicationSuccess' as const, ok: true };
      });
    },
  },
};
