// The favourites module: favourite games, last played games (with `recordGamePlayed` for the
// Play issue), Game.isFavorite and the player's per-category statistics.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { registerFavouritesRest } from './rest';

export { recordGamePlayed } from './service';

export const favouritesModule: AppModule = {
  name: 'favourites',
  typeDefs: readSdl(import.meta.dirname, 'favourites.graphql'),
  resolvers,
  rest: registerFavouritesRest,
};
