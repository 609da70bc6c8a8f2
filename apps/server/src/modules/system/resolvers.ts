import type { Published } from '../../graphql/published';
import type { ModuleResolvers } from '../types';
import './events';

export const resolvers: ModuleResolvers = {
  Query: {
    serverTime: () => new Date(),
  },
  Subscription: {
    systemPing: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('system.ping'),
      resolve: (event: Published<'system.ping'>) => event,
    },
  },
};
