// The responsible-gaming module (issue 14): the player's limits, reality check, time-out,
// self-exclusion, closure, the jurisdiction profiles, the activity statement and the PGSI
// self-assessment. Other modules call its guards in the transaction that moves the money
// (docs/rg-server-notes.md).
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';

export const rgModule: AppModule = {
  name: 'rg',
  typeDefs: readSdl(import.meta.dirname, 'rg.graphql'),
  resolvers,
};
