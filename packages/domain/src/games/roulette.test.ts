import { describe, expect, it } from 'vitest';
import {
  RED_NUMBERS,
  ROULETTE_BET_TYPES,
  ROULETTE_MAX_BETS,
  ROULETTE_PAYS,
  rouletteBetsProblem,
  rouletteBetWin,
  rouletteCoveredNumbers,
  roulettePocketColor,
  type RouletteBetType,
} from './roulette';

/** Every k-subset of 0–36 (k ≤ 4). */
function subsets(k: number): number[][] {
  const out: number[][] = [];
  const walk = (start: number, acc: number[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let n = start; n <= 36; n++) walk(n + 1, [...acc, n]);
  };
  walk(0, []);
  return out;
}

describe('roulette bets (shared by the engine and the board)', () => {
  it('knows exactly the inside bets of the European layout', () => {
    const valid = (type: RouletteBetType, k: number) =>
      subsets(k).filter((ns) => rouletteCoveredNumbers(type, ns) !== null);
    expect(valid('STRAIGHT', 1)).toHaveLength(37);
    // 24 side by side, 33 one above the other, 3 with the zero
    expect(valid('SPLIT', 2)).toHaveLength(60);
    // 12 rows and the trios 0-1-2, 0-2-3
    expect(valid('STREET', 3)).toHaveLength(14);
    // 22 crossings and the first four
    expect(valid('CORNER', 4)).toHaveLength(23);
    const lines = Array.from({ length: 37 }, (_, a) => Array.from({ length: 6 }, (_, i) => a + i));
    expect(lines.filter((ns) => rouletteCoveredNumbers('LINE', ns))).toHaveLength(11);
  });

  it('reads numbers in any order and refuses what is not on the layout', () => {
    expect(rouletteCoveredNumbers('SPLIT', [20, 17])).toEqual([17, 20]);
    expect(rouletteCoveredNumbers('SPLIT', [3, 4])).toBeNull();
    expect(rouletteCoveredNumbers('SPLIT', [0, 4])).toBeNull();
    expect(rouletteCoveredNumbers('CORNER', [3, 4, 6, 7])).toBeNull();
    expect(rouletteCoveredNumbers('STRAIGHT', [37])).toBeNull();
    expect(rouletteCoveredNumbers('STRAIGHT', [1.5])).toBeNull();
    expect(rouletteCoveredNumbers('SPLIT', [5, 5])).toBeNull();
    expect(rouletteCoveredNumbers('DOZEN', [4])).toBeNull();
    expect(rouletteCoveredNumbers('RED', [1])).toBeNull();
    expect(rouletteCoveredNumbers('COLUMN', [2])).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
  });

  it('returns 36/37 of the stake on average for every bet type (zero loses outside bets)', () => {
    const examples: Record<RouletteBetType, number[]> = {
      STRAIGHT: [17],
      SPLIT: [17, 20],
      STREET: [16, 17, 18],
      CORNER: [16, 17, 19, 20],
      LINE: [13, 14, 15, 16, 17, 18],
      DOZEN: [2],
      COLUMN: [3],
      RED: [],
      BLACK: [],
      ODD: [],
      EVEN: [],
      LOW: [],
      HIGH: [],
    };
    for (const type of ROULETTE_BET_TYPES) {
      let returned = 0n;
      for (let pocket = 0; pocket <= 36; pocket++) {
        returned += rouletteBetWin({ type, numbers: examples[type], amount: 100n }, pocket);
      }
      expect(returned, type).toBe(3600n);
      // none of the examples covers the zero
      expect(rouletteBetWin({ type, numbers: examples[type], amount: 100n }, 0), type).toBe(0n);
    }
    expect(ROULETTE_PAYS.SPLIT).toBe(17);
    expect(roulettePocketColor(0)).toBe('GREEN');
    expect(roulettePocketColor(RED_NUMBERS[0]!)).toBe('RED');
    expect(roulettePocketColor(2)).toBe('BLACK');
  });

  it('checks a spin: 1 to 50 bets of known types', () => {
    expect(rouletteBetsProblem([])).toMatch(/Between 1 and 50/);
    expect(rouletteBetsProblem([{ type: 'SPLIT', numbers: [17, 20] }])).toBeNull();
    expect(rouletteBetsProblem([{ type: 'SPLIT', numbers: [17, 21] }])).toMatch(/split/);
    expect(rouletteBetsProblem([{ type: 'SIXLINE', numbers: [] }])).toMatch(/Unknown bet type/);
    const many = Array.from({ length: ROULETTE_MAX_BETS + 1 }, () => ({
      type: 'RED',
      numbers: [] as number[],
    }));
    expect(rouletteBetsProblem(many)).toMatch(/Between 1 and 50/);
    expect(rouletteBetsProblem(many.slice(1))).toBeNull();
  });
});
