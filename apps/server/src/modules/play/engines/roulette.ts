// European roulette: 37 pockets (0–36), one float per spin: pocket = ⌊f·37⌋.
// Every standard bet, paid "to one" on top of the returned stake:
//   STRAIGHT 35, SPLIT 17, STREET 11 (also the trios 0-1-2 and 0-2-3), CORNER 8 (also the first
//   four 0-1-2-3), LINE 5, DOZEN 2, COLUMN 2, RED/BLACK/ODD/EVEN/LOW/HIGH 1. Zero loses every
//   outside bet (no la partage). Every bet returns 36/37 = 97.297 % of its stake on average.
import type { FloatSource } from '../fairness';

export const ROULETTE_BET_TYPES = [
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'CORNER',
  'LINE',
  'DOZEN',
  'COLUMN',
  'RED',
  'BLACK',
  'ODD',
  'EVEN',
  'LOW',
  'HIGH',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** "to one" payouts */
export const ROULETTE_PAYS: Record<RouletteBetType, number> = {
  STRAIGHT: 35,
  SPLIT: 17,
  STREET: 11,
  CORNER: 8,
  LINE: 5,
  DOZEN: 2,
  COLUMN: 2,
  RED: 1,
  BLACK: 1,
  ODD: 1,
  EVEN: 1,
  LOW: 1,
  HIGH: 1,
};

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
const RED = new Set(RED_NUMBERS);

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

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** The numbers a bet covers, or null when the bet is not a valid one of its type. */
export function coveredNumbers(type: RouletteBetType, numbers: readonly number[]): number[] | null {
  if (!numbers.every((n) => Number.isInteger(n))) return null;
  const ns = sorted(numbers);
  const inRange = ns.every((n) => n >= 0 && n <= 36) && new Set(ns).size === ns.length;
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (type) {
    case 'STRAIGHT':
      return ns.length === 1 && inRange ? ns : null;
    case 'SPLIT': {
      if (ns.length !== 2 || !inRange) return null;
      const [a, b] = ns as [number, number];
      if (a === 0) return b >= 1 && b <= 3 ? ns : null;
      if (b - a === 3) return ns;
      if (b - a === 1 && a % 3 !== 0) return ns;
      return null;
    }
    case 'STREET': {
      if (ns.length !== 3 || !inRange) return null;
      if (same(ns, [0, 1, 2]) || same(ns, [0, 2, 3])) return ns;
      const a = ns[0]!;
      return a % 3 === 1 && same(ns, [a, a + 1, a + 2]) ? ns : null;
    }
    case 'CORNER': {
      if (ns.length !== 4 || !inRange) return null;
      if (same(ns, [0, 1, 2, 3])) return ns;
      const a = ns[0]!;
      return a >= 1 && a % 3 !== 0 && a <= 32 && same(ns, [a, a + 1, a + 3, a + 4]) ? ns : null;
    }
    case 'LINE': {
      if (ns.length !== 6 || !inRange) return null;
      const a = ns[0]!;
      return a % 3 === 1 && a <= 31 && same(ns, [a, a + 1, a + 2, a + 3, a + 4, a + 5]) ? ns : null;
    }
    case 'DOZEN': {
      if (ns.length !== 1 || ns[0]! < 1 || ns[0]! > 3) return null;
      const d = ns[0]!;
      return all.filter((n) => n > (d - 1) * 12 && n <= d * 12);
    }
    case 'COLUMN': {
      if (ns.length !== 1 || ns[0]! < 1 || ns[0]! > 3) return null;
      const c = ns[0]!;
      return all.filter((n) => (n - 1) % 3 === c - 1);
    }
    case 'RED':
      return ns.length === 0 ? all.filter((n) => RED.has(n)) : null;
    case 'BLACK':
      return ns.length === 0 ? all.filter((n) => !RED.has(n)) : null;
    case 'ODD':
      return ns.length === 0 ? all.filter((n) => n % 2 === 1) : null;
    case 'EVEN':
      return ns.length === 0 ? all.filter((n) => n % 2 === 0) : null;
    case 'LOW':
      return ns.length === 0 ? all.filter((n) => n <= 18) : null;
    case 'HIGH':
      return ns.length === 0 ? all.filter((n) => n >= 19) : null;
    default:
      return null;
  }
}

/** Null when every bet is valid, else the reason. */
export function validateRouletteBets(bets: readonly RouletteBet[]): string | null {
  if (bets.length === 0 || bets.length > 50) return 'Between 1 and 50 bets are required.';
  for (const bet of bets) {
    if (!(ROULETTE_BET_TYPES as readonly string[]).includes(bet.type)) {
      return `Unknown bet type: ${String(bet.type)}.`;
    }
    if (!coveredNumbers(bet.type, bet.numbers)) {
      return `The numbers do not form a ${bet.type.toLowerCase()} bet.`;
    }
    if (bet.amount <= 0n) return 'Every bet needs a positive amount.';
  }
  return null;
}

export function pocketColor(pocket: number): 'RED' | 'BLACK' | 'GREEN' {
  return pocket === 0 ? 'GREEN' : RED.has(pocket) ? 'RED' : 'BLACK';
}

/** Spins the wheel and settles the (validated) bets. */
export function spinRoulette(bets: readonly RouletteBet[], floats: FloatSource): RouletteOutcome {
  const pocket = Math.floor(floats.next() * 37);
  return settleRoulette(bets, pocket);
}

export function settleRoulette(bets: readonly RouletteBet[], pocket: number): RouletteOutcome {
  const wins = bets.map((bet) => {
    const covered = coveredNumbers(bet.type, bet.numbers) ?? [];
    return covered.includes(pocket) ? bet.amount * BigInt(ROULETTE_PAYS[bet.type] + 1) : 0n;
  });
  return { pocket, color: pocketColor(pocket), wins };
}
