// The catalogue module: game categories, games, providers' art and promo banners. Other modules
// find games (by slug, id, ids), ask which categories a game is in, and where a player plays from
// (the region that restricts games).
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { registerCatalogueMedia } from './media';
import { resolvers } from './resolvers';
import { catalogueResponseCache } from './response-cache';
import { registerGamesRest } from './rest';
import { registerSitemap } from './sitemap';

export const catalogueModule: AppModule = {
  name: 'catalogue',
  typeDefs: readSdl(import.meta.dirname, 'catalogue.graphql'),
  resolvers,
  graphqlPlugins: (deps, schema) => [catalogueResponseCache(deps, schema)],
  rest: (app, deps) => {
    registerCatalogueMedia(app, deps);
    registerGamesRest(app, deps);
    registerSitemap(app, deps);
  },
};

export {
  findGame,
  findGameId,
  findGamesByIds,
  findGamesBySlugs,
  findGameSlugsMatching,
  findGameCategories,
  filterEnabledGameIds,
  GAME_NOT_FOUND,
} from './find-games';
export type { GameView } from './game-view';
export { categoryTitle } from './category-titles';
export { regionForRequest, regionForUser, type Region } from './region';

export { setGameEngineTheme, type EngineThemeChange } from './set-engine-theme';
