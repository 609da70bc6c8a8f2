// Thin GraphQL resolvers of the players' chat. Subscriptions listen on one room's topic.
import { toFailure } from '../../graphql/failure';
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import type { ModuleResolvers } from '../types';
import { listChatMessages, requireRoom, sendChatMessage } from './service';

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
