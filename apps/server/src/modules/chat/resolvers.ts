// Thin GraphQL resolvers of the players' chat. Subscriptions listen on one room's topic.
import type { FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../errors';
import { requireViewer } from '../../graphql/viewer';
import { isOperatorToken } from '../../http/auth';
import type { GraphQLContext, ModuleResolvers } from '../types';
import type { ChatMessageEvent } from './events';
import { deleteChatMessage, listChatMessages, requireRoom, sendChatMessage } from './service';

type Ctx = GraphQLContext & { req?: FastifyRequest };

function operatorActor(ctx: Ctx): string {
  const header = ctx.req?.headers['x-operator-token'];
  if (!isOperatorToken(ctx.config.operatorToken, Array.isArray(header) ? header[0] : header)) {
    throw new AppError('FORBIDDEN', { message: 'Operator token required.', status: 403 });
  }
  const name = ctx.req?.headers['x-operator-name'];
  return typeof name === 'string' && /^[\w .@-]{1,64}$/.test(name) ? `operator:${name}` : 'api';
}

export const resolvers: ModuleResolvers = {
  Query: {
    chatMessages: (
      _p: unknown,
      args: { room: string; before?: string | null; limit?: number | null },
      ctx: Ctx,
    ) => {
      requireViewer(ctx);
      return listChatMessages(ctx.db, args);
    },
  },
  Mutation: {
    sendChatMessage: async (_p: unknown, args: { room: string; text: string }, ctx: Ctx) => {
      if (!ctx.viewer) {
        return { __typename: 'ChatError', code: 'UNAUTHORIZED', message: 'Sign in to continue.' };
      }
      const outcome = await sendChatMessage(ctx, { userId: ctx.viewer.userId, ...args });
      return outcome.ok
        ? { __typename: 'SendChatMessageSuccess', chatMessage: outcome.message }
        : {
            __typename: 'ChatError',
            code: outcome.code,
            message: outcome.message,
            retryAfterSeconds: outcome.retryAfterSeconds ?? null,
          };
    },
    operatorDeleteChatMessage: async (
      _p: unknown,
      args: { id: string; reason?: string | null },
      ctx: Ctx,
    ) => {
      const actor = operatorActor(ctx);
      try {
        const removed = await deleteChatMessage(ctx, { actor, ...args });
        return { __typename: 'OperatorDeleteChatMessageSuccess', ...removed };
      } catch (error) {
        if (!isAppError(error)) throw error;
        return { __typename: 'GeneralAppError', code: error.code, message: error.message };
      }
    },
  },
  Subscription: {
    chatMessageAdded: {
      subscribe: (_p: unknown, args: { room: string }, ctx: Ctx) => {
        requireViewer(ctx);
        return ctx.pubsub.subscribe('chat.message-added', requireRoom(args.room));
      },
      resolve: (event: unknown) => event,
    },
    chatMessageRemoved: {
      subscribe: (_p: unknown, args: { room: string }, ctx: Ctx) => {
        requireViewer(ctx);
        return ctx.pubsub.subscribe('chat.message-removed', requireRoom(args.room));
      },
      resolve: (event: unknown) => event,
    },
  },
  ChatMessage: {
    mine: (message: ChatMessageEvent, _a: unknown, ctx: Ctx) =>
      ctx.viewer?.userId === message.userId,
  },
};
