// Thin GraphQL resolvers of the wallet: User.balance, userBalanceUpdated, convertCurrency.
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import type { ModuleResolvers } from '../types';
import './events';
import { convertCurrency } from './fx';
import { listUserBalances, toMajor, type UserBalanceView } from './service';

export const resolvers: ModuleResolvers = {
  User: {
    balance: async (parent, _args, ctx) =>
      (await listUserBalances(ctx.db, parent.id)).map((b: UserBalanceView) => ({
        id: b.id,
        bonus: toMajor(b.bonus, b.currency),
        real: toMajor(b.real, b.currency),
        total: toMajor(b.total, b.currency),
        depositWagered: toMajor(b.depositWagered, b.currency),
        currency: { code: b.currency },
      })),
  },
  Query: {
    convertCurrency: (_parent, args, ctx) => convertCurrency(ctx.db, args.request),
  },
  Subscription: {
    userBalanceUpdated: {
      subscribe: (_parent, _args, ctx) =>
        ctx.pubsub.subscribe('balance.updated', requireViewer(ctx).userId),
      resolve: (event: Published<'balance.updated'>) => event,
    },
  },
};
