// Thin GraphQL resolvers of the reference data.
import type { GraphQLContext, ModuleResolvers } from '../types';
import { listCountries } from './list-countries';

export const resolvers: ModuleResolvers = {
  Query: {
    countries: (_parent: unknown, _args: unknown, ctx: GraphQLContext) =>
      listCountries({ db: ctx.db, lang: ctx.lang }),
  },
};
