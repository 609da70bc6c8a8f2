// Thin GraphQL resolvers of the players' chat. Subscriptions listen on one room's topic.
import { forbidden } from '../../errors';
import { toFailure } from '../../graphql/failure';
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import { isOperatorToken } from '../../http/auth';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { deleteChatMessage, listChatMessages, requireRoom, sendChatMessage } from './service';

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
      try {
        const chatMessage = await sendChatMessage(ctx, { userId: ctx.viewer.userId, ...args });
        return { __typename: 'SendChatMessageSuccess' as const, chatMessage };
      } catch (error) {
        return toFailure(error, {
          codes: '*',
          build: (failure) => {
            const wait = failure.details?.retryAfterSeconds;
            return {
              __typename: 'ChatError' as const,
              code: failure.code,
              message: failure.message,
              retryAfterSeconds: typeof wait === 'number' ? wait : null,
            };
          },
        });
      }
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
