// Thin GraphQL resolvers of favourites and last played.
import { FAVOURITE_CODES } from '@aurum/domain';
import { generalFailure, type GeneralFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import { findGameId, GAME_NOT_FOUND } from '../catalogue';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { favoriteLoader } from './favorite-loader';
import {
  addFavorite,
  listFavoriteGames,
  listLastPlayedGames,
  recordGameOpened,
  removeFavorite,
} from './service';

const [ID_REQUIRED, GAME_ADDED, GAME_REMOVED] = FAVOURITE_CODES;

/** The signed-in user and the game an identifier names, or the failure to return. */
async function target(
  ctx: GraphQLContext,
  identifier: string | null | undefined,
): Promise<{ userId: string; gameId: number } | GeneralFailure> {
  if (!ctx.viewer) return generalFailure('UNAUTHORIZED', 'Sign in to continue.');
  if (identifier === null || identifier === undefined || identifier.trim() === '') {
    return generalFailure(ID_REQUIRED, 'A game id is required.');
  }
  const gameId = await findGameId(ctx.db, identifier);
  if (gameId === null) return generalFailure(GAME_NOT_FOUND, 'Game not found.');
  return { userId: ctx.viewer.userId, gameId };
}

export const resolvers: ModuleResolvers = {
  Query: {
    favoriteGames: (_p, args, ctx) =>
      listFavoriteGames({
        db: ctx.db,
        lang: ctx.lang,
        userId: requireViewer(ctx).userId,
        pagination: args.pagination,
      }),
    lastPlayedGames: (_p, args, ctx) =>
      listLastPlayedGames({
        db: ctx.db,
        lang: ctx.lang,
        userId: requireViewer(ctx).userId,
        pagination: args.pagination,
      }),
  },
  Mutation: {
    addGameToFavorites: async (_p, args, ctx) => {
      const t = await target(ctx, args.identifier);
      if ('code' in t) return t;
      await addFavorite(ctx.db, t.userId, t.gameId);
      return {
        __typename: 'FavoriteGameSuccess',
        ok: true,
        code: GAME_ADDED,
        gameId: String(t.gameId),
        isFavorite: true,
      };
    },
    removeGameFromFavorites: async (_p, args, ctx) => {
      const t = await target(ctx, args.identifier);
      if ('code' in t) return t;
      await removeFavorite(ctx.db, t.userId, t.gameId);
      return {
        __typename: 'FavoriteGameSuccess',
        ok: true,
        code: GAME_REMOVED,
        gameId: String(t.gameId),
        isFavorite: false,
      };
    },
    markGameOpened: async (_p, args, ctx) => {
      const t = await target(ctx, args.identifier);
      if ('code' in t) return t;
      await recordGameOpened(ctx.db, t.userId, t.gameId);
      return { __typename: 'MarkGameOpenedSuccess', ok: true };
    },
  },
  Game: {
    isFavorite: (game, _args, ctx) =>
      ctx.viewer ? favoriteLoader(ctx, ctx.db, ctx.viewer.userId).load(Number(game.id)) : false,
  },
};
