// Thin GraphQL resolvers of VIP applications.
import { forbidden, isAppError } from '../../errors';
import { requireViewer } from '../../graphql/viewer';
import { isOperatorToken } from '../../http/auth';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { setPlayerLevel } from './levels';
import { latestVipApplication, submitVipApplication } from './service';

function operatorActor(ctx: GraphQLContext): string {
  const header = ctx.req?.headers['x-operator-token'];
  if (!isOperatorToken(ctx.config.operatorToken, Array.isArray(header) ? header[0] : header)) {
    throw forbidden();
  }
  return 'api';
}

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
        return {
          __typename: 'GeneralAppError' as const,
          code: 'UNAUTHORIZED',
          message: 'Sign in to continue.',
        };
      }
      try {
        await submitVipApplication(ctx.db, ctx.viewer.userId, args.input);
        return { __typename: 'SubmitVipApplicationSuccess' as const, ok: true };
      } catch (error) {
        if (!isAppError(error)) throw error;
        return { __typename: 'GeneralAppError' as const, code: error.code, message: error.message };
      }
    },
    operatorSetVipLevel: async (_p, args, ctx) => {
      const actor = operatorActor(ctx);
      try {
        const result = await setPlayerLevel(ctx.db, { actor, ...args });
        return { __typename: 'OperatorSetVipLevelSuccess' as const, ...result };
      } catch (error) {
        if (!isAppError(error)) throw error;
        return { __typename: 'GeneralAppError' as const, code: error.code, message: error.message };
      }
    },
  },
};
