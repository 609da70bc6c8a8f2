// Thin GraphQL resolvers of in-app support. The player's subscription listens on their own topic.
import { forbidden } from '../../errors';
import { toFailure } from '../../graphql/failure';
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import { isOperatorToken } from '../../http/auth';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { listConversations, playerConversation, replyAsStaff, sendSupportMessage } from './service';

function operatorActor(ctx: GraphQLContext): string {
  const header = ctx.req?.headers['x-operator-token'];
  if (!isOperatorToken(ctx.config.operatorToken, Array.isArray(header) ? header[0] : header)) {
    throw forbidden();
  }
  const name = ctx.req?.headers['x-operator-name'];
  return typeof name === 'string' && /^[\w .@-]{1,64}$/.test(name) ? `operator:${name}` : 'api';
}

export const resolvers: ModuleResolvers = {
  Query: {
    supportConversation: (_p, args, ctx) =>
      playerConversation(ctx.db, requireViewer(ctx).userId, args),
    operatorSupportConversations: (_p, args, ctx) => {
      operatorActor(ctx);
      return listConversations(ctx.db, args);
    },
  },
  Mutation: {
    sendSupportMessage: async (_p, args, ctx) => {
      if (!ctx.viewer) {
        return {
          __typename: 'SupportError' as const,
          code: 'UNAUTHORIZED',
          message: 'Sign in to continue.',
        };
      }
      try {
        const supportMessage = await sendSupportMessage(ctx, {
          userId: ctx.viewer.userId,
          text: args.text,
        });
        return { __typename: 'SendSupportMessageSuccess' as const, supportMessage };
      } catch (error) {
        return toFailure(error, {
          codes: '*',
          build: (failure) => {
            const wait = failure.details?.retryAfterSeconds;
            return {
              __typename: 'SupportError' as const,
              code: failure.code,
              message: failure.message,
              retryAfterSeconds: typeof wait === 'number' ? wait : null,
            };
          },
        });
      }
    },
    operatorReplySupportMessage: async (_p, args, ctx) => {
      const actor = operatorActor(ctx);
      try {
        const supportMessage = await replyAsStaff(ctx, actor, args.conversationId, args.text);
        return { __typename: 'OperatorReplySupportMessageSuccess' as const, supportMessage };
      } catch (error) {
        return toFailure(error);
      }
    },
  },
  Subscription: {
    supportMessageAdded: {
      subscribe: (_p, _args, ctx) =>
        ctx.pubsub.subscribe('support.message-added', requireViewer(ctx).userId),
      resolve: (event: Published<'support.message-added'>) => event,
    },
  },
  SupportMessage: {
    fromStaff: (message) => message.author === 'staff',
    mine: (message, _a, ctx) =>
      message.author === 'player' && ctx.viewer?.userId === message.userId,
  },
};
