// European roulette: 37 pockets (0–36), one float per spin: pocket = ⌊f·37⌋.
// Every standard bet, paid "to one" on top of the returned stake:
//   STRAIGHT 35, SPLIT 17, STREET 11 (also the trios 0-1-2 and 0-2-3), CORNER 8 (also the first
//   four 0-1-2-3), LINE 5, DOZEN 2, COLUMN 2, RED/BLACK/ODD/EVEN/LOW/HIGH 1. Zero loses every
//   outside bet (no la partage). Every bet returns 36/37 = 97.297 % of its stake on average.
import {
  RED_NUMBERS,
  ROULETTE_BET_TYPES,
  ROULETTE_PAYS,
  rouletteBetsProblem,
  rouletteBetWin,
  rouletteCoveredNumbers,
  roulettePocketColor,
  roulettePocketOf,
  type FloatSource,
  type RouletteBetType,
} from '@aurum/domain';

// The bets and their rule live in @aurum/domain, so the web board places exactly what this
// engine accepts.
export { RED_NUMBERS, ROULETTE_BET_TYPES, ROULETTE_PAYS, type RouletteBetType };
export const coveredNumbers = rouletteCoveredNumbers;
export const pocketColor = roulettePocketColor;

export interface RouletteBet {
  type: RouletteBetType;
  /** the covered numbers (inside bets), the dozen/column index 1–3, or [] for even-money bets */
  numbers: number[];
  /** minor units */
  amount: bigint;
}

export interface RouletteOutcome {
  pocket: number;
  color: 'RED' | 'BLACK' | 'GREEN';
  /** per bet, in the order given: the win in minor units (stake included), 0 on a loss */
  wins: bigint[];
}

/** Null when every bet is valid, else the reason. */
export function validateRouletteBets(bets: readonly RouletteBet[]): string | null {
  const problem = rouletteBetsProblem(bets);
  if (problem) return problem;
  if (bets.some((bet) => bet.amount <= 0n)) return 'Every bet needs a positive amount.';
  return null;
}

/** Spins the wheel and settles the (validated) bets. */
export function spinRoulette(bets: readonly RouletteBet[], floats: FloatSource): RouletteOutcome {
  const pocket = roulettePocketOf(floats.next());
  return settleRoulette(bets, pocket);
}

export function settleRoulette(bets: readonly RouletteBet[], pocket: number): RouletteOutcome {
  const wins = bets.map((bet) => rouletteBetWin(bet, pocket));
  return { pocket, color: pocketColor(pocket), wins };
}
