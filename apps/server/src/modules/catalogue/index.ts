// The catalogue module: game categories, games, providers' art and promo banners.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { registerCatalogueMedia } from './media';
import { resolvers } from './resolvers';
import { registerGamesRest } from './rest';

export const catalogueModule: AppModule = {
  name: 'catalogue',
  typeDefs: readSdl(import.meta.dirname, 'catalogue.graphql'),
  resolvers,
  rest: (app, deps) => {
    registerCatalogueMedia(app, deps);
    registerGamesRest(app, deps);
  },
};
