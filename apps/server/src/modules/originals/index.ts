// The originals module: Mines (multi-request rounds in mines_rounds), Plinko, Keno and Wheel
// (one request each, through play's placeBet). Rules: @aurum/domain games/. Settled rounds go to
// play's bet history. docs/games-engines-notes.md.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';

export const originalsModule: AppModule = {
  name: 'originals',
  typeDefs: readSdl(import.meta.dirname, 'originals.graphql'),
  resolvers,
};

export { hasOpenMinesRoundUnderSeed, settleOpenMinesRounds } from './round';
