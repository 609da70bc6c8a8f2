// The play module: rounds and fairness — provably fair seeds, the in-house engines (slots,
// European roulette, dice, baccarat; the rules of every game, crash and blackjack included, for
// verification), bet settlement through the ledger, bet history and public verification. The
// crash and blackjack modules play their own rounds with what this index exports.
import { readSdl } from '../../graphql/schema';
import type { AppModule } from '../types';
import { playResolvers, type PlayHooks } from './resolvers';

/** The play module; `hooks` are wired by the module registry (modules/index.ts). */
export function createPlayModule(hooks: PlayHooks): AppModule {
  return {
    name: 'play',
    typeDefs: readSdl(import.meta.dirname, 'play.graphql'),
    resolvers: playResolvers(hooks),
  };
}

export type { PlayHooks };

export { placeBet, type PlaceBetInput, type PlaceBetResult } from './place-bet';
export { playSuccessView } from './success-view';
export { playGuestDemo, type GuestDemoSeedInput } from './guest-demo';
export { guestCurrency } from './resolvers';
export type { BetSettledEvent } from './events';
export { BET_SETTLED } from './events';

// shared with the crash and blackjack modules (docs/splits-notes.md)
export {
  CRASH_CHAIN_LENGTH,
  chainHash,
  crashPoint,
  gameHash,
  verifyGameHash,
} from './engines/crash';
export { fairFloats, hashServerSeed, newServerSeed } from './fairness';
export { isRoundIdTaken, recordRounds, revealCrashRounds, type NewPlayRound } from './history';
export { inRoundTransaction, playableGame, stakeLimits, type RoundView } from './place-bet';
export { advanceNonce, ensureSeeds, lockSeeds } from './seeds';
export { hundredths, major } from './views';
export { winLegs, type WinLegsInput } from './win-legs';
// shared with the live tables (modules/live): one outcome per round for every bet at the table
export { paramsJson, outcomeJson } from './place-bet';
export {
  runEngine,
  stakeOf,
  validateParams,
  type BetParams,
  type EngineOutcome,
} from './engines/run';
