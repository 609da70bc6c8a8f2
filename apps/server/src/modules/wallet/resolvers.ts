// Thin GraphQL resolvers of the wallet: User.balance, userBalanceUpdated, convertCurrency.
import { requireViewer } from '../../graphql/viewer';
import type { GraphQLContext, ModuleResolvers } from '../types';
import './events';
import { convertCurrency, type ConvertCurrencyRequest } from './fx';
import { listUserBalances, toMajor, type UserBalanceView } from './service';

export const resolvers: ModuleResolvers = {
  User: {
    balance: async (parent: { id: string }, _args: unknown, ctx: GraphQLContext) =>
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
    convertCurrency: (
      _parent: unknown,
      args: { request: ConvertCurrencyRequest },
      ctx: GraphQLContext,
    ) => convertCurrency(ctx.db, args.request),
  },
  Subscription: {
    userBalanceUpdated: {
      subscribe: (_parent: unknown, _args: unknown, ctx: GraphQLContext) =>
        ctx.pubsub.subscribe('balance.updated', requireViewer(ctx).userId),
      resolve: (event: unknown) => event,
    },
  },
};
