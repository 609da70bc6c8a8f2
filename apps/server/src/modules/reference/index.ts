// The reference module: countries (with flags), currencies and interface languages.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { registerFlagRoutes } from './flags';
import { resolvers } from './resolvers';

export const referenceModule: AppModule = {
  name: 'reference',
  typeDefs: readSdl(import.meta.dirname, 'reference.graphql'),
  resolvers,
  rest: (app, deps) => registerFlagRoutes(app, deps),
};

export { listCurrencies, findCurrency, type CurrencyView } from './currencies';
export { listCountries, countryName, type CountryView } from './list-countries';
