// Thin GraphQL resolvers of the catalogue: read the context, call the service.
import type { GraphQLContext, ModuleResolvers } from '../types';
import { findHomeGames } from './find-home-games';
import { listBanners } from './list-banners';
import { listCategories } from './list-categories';

export const resolvers: ModuleResolvers = {
  Query: {
    gameCategoryList: (_parent: unknown, _args: unknown, ctx: GraphQLContext) =>
      listCategories({ db: ctx.db, lang: ctx.lang }),
    gamesListByCategory: (_parent: unknown, args: { count?: number | null }, ctx: GraphQLContext) =>
      findHomeGames({ db: ctx.db, lang: ctx.lang, count: args.count }),
    banners: (_parent: unknown, args: { position?: string | null }, ctx: GraphQLContext) =>
      listBanners({ db: ctx.db, lang: ctx.lang, position: args.position }),
  },
};
