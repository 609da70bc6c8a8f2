// Thin GraphQL resolvers of the reference data.
import type { ModuleResolvers } from '../types';
import { listCountries } from './list-countries';

export const resolvers: ModuleResolvers = {
  Query: {
    countries: (_parent, _args, ctx) => listCountries({ db: ctx.db, lang: ctx.lang }),
  },
};
