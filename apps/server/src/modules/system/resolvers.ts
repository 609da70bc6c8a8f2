import type { GraphQLContext, ModuleResolvers } from '../types';
import './events';

export const resolvers: ModuleResolvers = {
  Query: {
    serverTime: () => new Date(),
  },
  Subscription: {
    systemPing: {
      subscribe: (_parent: unknown, _args: unknown, ctx: GraphQLContext) =>
        ctx.pubsub.subscribe('system.ping'),
      resolve: (event: unknown) => event,
    },
  },
};
