// The play module: provably fair in-house engines (slots, European roulette, dice, crash,
// baccarat), bet settlement through the ledger, bet history and public verification.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { resolvers } from './resolvers';

export const playModule: AppModule = {
  name: 'play',
  typeDefs: readSdl(import.meta.dirname, 'play.graphql'),
  resolvers,
};

export { placeBet, type PlaceBetInput, type PlaceBetResult } from './place-bet';
export type { BetSettledEvent } from './events';
export { BET_SETTLED } from './events';
