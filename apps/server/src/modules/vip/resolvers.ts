// Thin GraphQL resolvers of VIP applications.
import { forbidden } from '../../errors';
import { generalFailure, orFailure, toFailure } from '../../graphql/failure';
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
        return generalFailure('UNAUTHORIZED', 'Sign in to continue.');
      }
      return orFailure(async () => {
        await submitVipApplication(ctx.db, ctx.viewer!.userId, args.input);
        return { __typename: 'SubmitVipApplicationSuccess' as const, ok: true };
      });
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
