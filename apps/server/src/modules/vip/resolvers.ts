// Thin GraphQL resolvers of VIP applications.
import { AppError } from '../../errors';
import { generalFailure, toFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import { isOperatorToken } from '../../http/auth';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { setPlayerLevel } from './levels';
import { latestVipApplication, submitVipApplication } from './service';

function operatorActor(ctx: GraphQLContext): string {
  const header = ctx.req?.headers['x-operator-token'];
  if (!isOperatorToken(ctx.config.operatorToken, Array.isArray(header) ? header[0] : header)) {
    throw new AppError('FORBIDDEN', { message: 'Operator token required.', status: 403 });
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
        return generalFailure('UNAUTHORIZED', 'Sign in to continue.');
      }
      const outcome = await submitVipApplication(ctx.db, ctx.viewer.userId, args.input);
      return outcome.ok
        ? { __typename: 'SubmitVipApplicationSuccess' as const, ok: true }
        : generalFailure(outcome.code, outcome.message);
    },
    operatorSetVipLevel: async (_p, args, ctx) => {
      const actor = operatorActor(ctx);
      try {
        const result = await setPlayerLevel(ctx.db, { actor, ...args });
        return { __typename: 'OperatorSetVipLevelSuccess' as const, ...result };
      } catch (error) {
        return toFailure(error);
      }
    },
  },
};
