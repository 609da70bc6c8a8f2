// The system module: the server's clock and platform-wide notices (systemPing).
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';
import { registerSystemRoutes } from './rest';

export const systemModule: AppModule = {
  name: 'system',
  typeDefs: readSdl(import.meta.dirname, 'system.graphql'),
  resolvers,
  rest: registerSystemRoutes,
};
