// Thin GraphQL resolvers of VIP applications.
import { requireViewer } from '../../graphql/viewer';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { latestVipApplication, submitVipApplication } from './service';

type SubmitArgs = { input: { message: string; contactPreference: string } };

export const resolvers: ModuleResolvers = {
  Query: {
    myVipApplication: async (_p: unknown, _a: unknown, ctx: GraphQLContext) => {
      const row = await latestVipApplication(ctx.db, requireViewer(ctx).userId);
      return row && { ...row, id: String(row.id) };
    },
  },
  Mutation: {
    submitVipApplication: async (_p: unknown, args: SubmitArgs, ctx: GraphQLContext) => {
      if (!ctx.viewer) {
        return {
          __typename: 'GeneralAppError',
          code: 'UNAUTHORIZED',
          message: 'Sign in to continue.',
        };
      }
      const outcome = await submitVipApplication(ctx.db, ctx.viewer.userId, args.input);
      return outcome.ok
        ? { __typename: 'SubmitVipApplicationSuccess', ok: true }
        : { __typename: 'GeneralAppError', code: outcome.code, message: outcome.message };
    },
  },
};
