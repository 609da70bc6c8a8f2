// Thin GraphQL resolvers of the catalogue: read the context, call the service.
import { generalFailure } from '../../graphql/failure';
import { clientIp } from '../../http/client';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { findHomeGames } from './find-home-games';
import { findGame, findGames, GAME_NOT_FOUND } from './find-games';
import type { GameView } from './game-view';
import { listBanners } from './list-banners';
import { countAllGames, listCategories } from './list-categories';
import { listProviders } from './list-providers';
import { regionForRequest, type Region } from './region';

const regions = new WeakMap<object, Promise<Region>>();

/** The viewer's region, looked up once per operation. */
export function contextRegion(ctx: GraphQLContext): Promise<Region> {
  let region = regions.get(ctx);
  if (!region) {
    const req = ctx.req;
    region = regionForRequest({
      db: ctx.db,
      userId: ctx.viewer?.userId ?? null,
      ip: req ? clientIp(req, ctx.config.trustProxy) : null,
    });
    regions.set(ctx, region);
  }
  return region;
}

function gameResult(game: GameView | null) {
  return game
    ? { __typename: 'GameBySlugSuccess' as const, game }
    : generalFailure(GAME_NOT_FOUND, 'Game not found.');
}

export const resolvers: ModuleResolvers = {
  Query: {
    gameCategoryList: async (_parent, _args, ctx) =>
      listCategories({ db: ctx.db, lang: ctx.lang, region: await contextRegion(ctx) }),
    gamesCount: async (_parent, _args, ctx) => countAllGames(ctx.db, await contextRegion(ctx)),
    gamesListByCategory: (_parent, args, ctx) =>
      findHomeGames({ db: ctx.db, lang: ctx.lang, count: args.count }),
    banners: (_parent, args, ctx) =>
      listBanners({ db: ctx.db, lang: ctx.lang, position: args.position }),
    gamesList: async (_parent, args, ctx) => {
      const page = await findGames({
        db: ctx.db,
        lang: ctx.lang,
        filter: args.input?.filter,
        sort: args.input?.sort,
        pagination: args.input?.pagination,
        region: await contextRegion(ctx),
      });
      return { items: page.items, count: page.count };
    },
    gameById: async (_parent, args, ctx) =>
      gameResult(await findGame(ctx.db, ctx.lang, { identifier: args.identifier })),
    gameBySlug: async (_parent, args, ctx) =>
      gameResult(await findGame(ctx.db, ctx.lang, { slug: args.slug })),
    providers: (_parent, args, ctx) =>
      listProviders({
        db: ctx.db,
        lang: ctx.lang,
        filter: args.input?.filter,
        pagination: args.input?.pagination,
      }),
  },
};
