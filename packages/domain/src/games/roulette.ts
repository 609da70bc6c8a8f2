// European roulette's bets, shared by the server's engine (which settles them) and the web's board
// (which lets players place them): one rule for which numbers a bet covers and whether a bet is a
// valid one of its type. Numbers 0–36 on the standard layout: three columns, row r (1–12) holds
// 3r−2, 3r−1, 3r; 0 sits above the first row.
//   STRAIGHT 35:1, SPLIT 17:1 (adjacent on the layout, or 0 with 1/2/3), STREET 11:1 (a row, or the
//   trios 0-1-2 and 0-2-3), CORNER 8:1 (four around a corner point, or the first four 0-1-2-3),
//   LINE 5:1 (two adjacent rows), DOZEN and COLUMN 2:1 (numbers [1|2|3]), RED/BLACK/ODD/EVEN/LOW/HIGH
//   1:1 (numbers []). Zero loses every outside bet.

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

/** Inside bets: placed on the numbers of the layout (the rest are outside bets). */
export const ROULETTE_INSIDE_BET_TYPES = ['STRAIGHT', 'SPLIT', 'STREET', 'CORNER', 'LINE'] as const;

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

/** Most bets in one spin. */
export const ROULETTE_MAX_BETS = 50;

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];
const RED = new Set(RED_NUMBERS);

export function isRouletteBetType(value: unknown): value is RouletteBetType {
  return (ROULETTE_BET_TYPES as readonly unknown[]).includes(value);
}

const sorted = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The numbers a bet covers (ascending), or null when `numbers` do not form a valid bet of `type`
 * (inside bets: the covered numbers in any order; dozen/column: the index 1–3; even-money: []).
 */
export function rouletteCoveredNumbers(
  type: RouletteBetType,
  numbers: readonly number[],
): number[] | null {
  if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return null;
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

/**
 * Null when the bets (types and numbers; amounts are the caller's business) make a valid spin:
 * 1 to ROULETTE_MAX_BETS bets, each a valid bet of a known type. Else the reason.
 */
export function rouletteBetsProblem(
  bets: readonly { type: unknown; numbers: readonly number[] }[],
): string | null {
  if (bets.length === 0 || bets.length > ROULETTE_MAX_BETS) {
    return `Between 1 and ${ROULETTE_MAX_BETS} bets are required.`;
  }
  for (const bet of bets) {
    if (!isRouletteBetType(bet.type)) return `Unknown bet type: ${String(bet.type)}.`;
    if (!rouletteCoveredNumbers(bet.type, bet.numbers)) {
      return `The numbers do not form a ${bet.type.toLowerCase()} bet.`;
    }
  }
  return null;
}

/** The pocket (0–36) of one float: ⌊f·37⌋. */
export const roulettePocketOf = (float: number) => Math.floor(float * 37);

export function roulettePocketColor(pocket: number): 'RED' | 'BLACK' | 'GREEN' {
  return pocket === 0 ? 'GREEN' : RED.has(pocket) ? 'RED' : 'BLACK';
}

/** What a bet returns (stake included) when `pocket` comes up, in the stake's minor units. */
export function rouletteBetWin(
  bet: { type: RouletteBetType; numbers: readonly number[]; amount: bigint },
  pocket: number,
): bigint {
  const covered = rouletteCoveredNumbers(bet.type, bet.numbers) ?? [];
  return covered.includes(pocket) ? bet.amount * BigInt(ROULETTE_PAYS[bet.type] + 1) : 0n;
}
