// Thin GraphQL resolvers of in-app support. The player's subscription listens on their own topic.
import { toFailure } from '../../graphql/failure';
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import type { ModuleResolvers } from '../types';
import { playerConversation, sendSupportMessage } from './service';

export const resolvers: ModuleResolvers = {
  Query: {
    supportConversation: (_p, args, ctx) =>
      playerConversation(ctx.db, requireViewer(ctx).userId, args),
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
    staffName: (message) => (message.author === 'staff' ? message.staffName : null),
    mine: (message, _a, ctx) =>
      message.author === 'player' && ctx.viewer?.userId === message.userId,
  },
};
