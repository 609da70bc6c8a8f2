// Thin GraphQL resolvers of the players' chat. Subscriptions listen on one room's topic.
import { AppError } from '../../errors';
import { toFailure } from '../../graphql/failure';
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import { isOperatorToken } from '../../http/auth';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { deleteChatMessage, listChatMessages, requireRoom, sendChatMessage } from './service';

function operatorActor(ctx: GraphQLContext): string {
  const header = ctx.req?.headers['x-operator-token'];
  if (!isOperatorToken(ctx.config.operatorToken, Array.isArray(header) ? header[0] : header)) {
    throw new AppError('FORBIDDEN', { message: 'Operator token required.', status: 403 });
  }
  const name = ctx.req?.headers['x-operator-name'];
  return typeof name === 'string' && /^[\w .@-]{1,64}$/.test(name) ? `operator:${name}` : 'api';
}

export const resolvers: ModuleResolvers = {
  Query: {
    chatMessages: (_p, args, ctx) => {
      requireViewer(ctx);
      return listChatMessages(ctx.db, args);
    },
  },
  Mutation: {
    sendChatMessage: async (_p, args, ctx) => {
      if (!ctx.viewer) {
        return {
          __typename: 'ChatError' as const,
          code: 'UNAUTHORIZED',
          message: 'Sign in to continue.',
        };
      }
      const outcome = await sendChatMessage(ctx, { userId: ctx.viewer.userId, ...args });
      return outcome.ok
        ? { __typename: 'SendChatMessageSuccess' as const, chatMessage: outcome.message }
        : {
            __typename: 'ChatError' as const,
            code: outcome.code,
            message: outcome.message,
            retryAfterSeconds: outcome.retryAfterSeconds ?? null,
          };
    },
    operatorDeleteChatMessage: async (_p, args, ctx) => {
      const actor = operatorActor(ctx);
      try {
        const removed = await deleteChatMessage(ctx, { actor, ...args });
        return { __typename: 'OperatorDeleteChatMessageSuccess' as const, ...removed };
      } catch (error) {
        return toFailure(error);
      }
    },
  },
  Subscription: {
    chatMessageAdded: {
      subscribe: (_p, args, ctx) => {
        requireViewer(ctx);
        return ctx.pubsub.subscribe('chat.message-added', requireRoom(args.room));
      },
      resolve: (event: Published<'chat.message-added'>) => event,
    },
    chatMessageRemoved: {
      subscribe: (_p, args, ctx) => {
        requireViewer(ctx);
        return ctx.pubsub.subscribe('chat.message-removed', requireRoom(args.room));
      },
      resolve: (event: Published<'chat.message-removed'>) => event,
    },
  },
  ChatMessage: {
    mine: (message, _a, ctx) => ctx.viewer?.userId === message.userId,
  },
};
