import { rouletteBetsProblem, rouletteCoveredNumbers } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import {
  findSpot,
  INSIDE_SPOTS,
  numberAt,
  OUTSIDE_SPOTS,
  spotAt,
  spotNumbers,
  type BetSpot,
} from './roulette-layout';

const EXACT = { edgeX: 0.1, edgeY: 0.2, aspect: 2 };
const ids = (s: BetSpot | null) => (s ? `${s.type} ${s.numbers.join('/')}` : null);

describe('the roulette board', () => {
  it('offers every inside bet exactly once, each one the server accepts', () => {
    const count = (type: string) => INSIDE_SPOTS.filter((s) => s.type === type).length;
    expect(count('STRAIGHT')).toBe(37);
    expect(count('SPLIT')).toBe(60);
    expect(count('STREET')).toBe(14);
    expect(count('CORNER')).toBe(23);
    expect(count('LINE')).toBe(11);
    expect(new Set(INSIDE_SPOTS.map((s) => s.key)).size).toBe(INSIDE_SPOTS.length);
    for (const s of [...INSIDE_SPOTS, ...OUTSIDE_SPOTS]) {
      // the same rule the engine settles with (packages/domain)
      expect(rouletteCoveredNumbers(s.type, s.numbers), s.key).not.toBeNull();
      expect(rouletteBetsProblem([s]), s.key).toBeNull();
    }
    expect(OUTSIDE_SPOTS).toHaveLength(12);
  });

  it('puts each chip where its numbers meet', () => {
    // 17 is the middle of row 6, 20 the middle of row 7: their split sits on the line between
    expect(findSpot('SPLIT', [20, 17])).toMatchObject({ x: 1.5, y: 7 });
    expect(findSpot('SPLIT', [17, 18])).toMatchObject({ x: 2, y: 6.5 });
    expect(findSpot('CORNER', [17, 18, 20, 21])).toMatchObject({ x: 2, y: 7 });
    expect(findSpot('STREET', [16, 17, 18])).toMatchObject({ x: 0, y: 6.5 });
    expect(findSpot('LINE', [13, 14, 15, 16, 17, 18])).toMatchObject({ x: 0, y: 6 });
    expect(findSpot('CORNER', [0, 1, 2, 3])).toMatchObject({ x: 0, y: 1 });
    expect(findSpot('STREET', [0, 2, 3])).toMatchObject({ x: 2, y: 1 });
    expect(findSpot('SPLIT', [3, 4])).toBeNull();
    // every chip point lies on the board
    for (const s of INSIDE_SPOTS) {
      expect(s.x >= 0 && s.x <= 3 && s.y >= 0 && s.y <= 13, s.key).toBe(true);
      // and its covered numbers are the cells around it
      for (const n of spotNumbers(s)) {
        const c = n === 0 ? null : { x: ((n - 1) % 3) + 0.5, y: Math.ceil(n / 3) + 0.5 };
        if (c && s.x > 0)
          expect(Math.abs(c.x - s.x) <= 0.5 && Math.abs(c.y - s.y) <= 0.5, s.key).toBe(true);
      }
    }
  });

  it('reads an exact click: number, edge = split, crossing = corner, outer edge = street/line', () => {
    expect(ids(spotAt(1.5, 6.5, 'ANY', EXACT))).toBe('STRAIGHT 17');
    expect(ids(spotAt(1.5, 7.05, 'ANY', EXACT))).toBe('SPLIT 17/20');
    expect(ids(spotAt(1.5, 6.9, 'ANY', EXACT))).toBe('SPLIT 17/20');
    expect(ids(spotAt(1.97, 6.5, 'ANY', EXACT))).toBe('SPLIT 17/18');
    expect(ids(spotAt(2.04, 6.95, 'ANY', EXACT))).toBe('CORNER 17/18/20/21');
    expect(ids(spotAt(-0.2, 6.5, 'ANY', EXACT))).toBe('STREET 16/17/18');
    expect(ids(spotAt(0.05, 6.5, 'ANY', EXACT))).toBe('STREET 16/17/18');
    expect(ids(spotAt(-0.2, 6.1, 'ANY', EXACT))).toBe('LINE 13/14/15/16/17/18');
    expect(ids(spotAt(-0.2, 1.05, 'ANY', EXACT))).toBe('CORNER 0/1/2/3');
    expect(ids(spotAt(1.5, 0.5, 'ANY', EXACT))).toBe('STRAIGHT 0');
    expect(ids(spotAt(0.5, 0.95, 'ANY', EXACT))).toBe('SPLIT 0/1');
    expect(ids(spotAt(2.5, 1.1, 'ANY', EXACT))).toBe('SPLIT 0/3');
    expect(ids(spotAt(1.02, 1.02, 'ANY', EXACT))).toBe('STREET 0/1/2');
    expect(ids(spotAt(2.02, 0.9, 'ANY', EXACT))).toBe('STREET 0/2/3');
    // the bottom and right outer edges hold no bets: the number itself
    expect(ids(spotAt(2.99, 12.99, 'ANY', EXACT))).toBe('STRAIGHT 36');
    expect(spotAt(-0.2, 0.5, 'ANY', EXACT)).toBeNull();
    expect(spotAt(1, 13.5, 'ANY', EXACT)).toBeNull();
    expect(spotAt(3.2, 5, 'ANY', EXACT)).toBeNull();
  });

  it('in a typed mode, any tap places the nearest bet of that type (big touch targets)', () => {
    expect(ids(spotAt(1.5, 6.5, 'STRAIGHT', EXACT))).toBe('STRAIGHT 17');
    expect(ids(spotAt(1.05, 6.5, 'STRAIGHT', EXACT))).toBe('STRAIGHT 17');
    expect(ids(spotAt(1.5, 6.8, 'SPLIT', EXACT))).toBe('SPLIT 17/20');
    expect(ids(spotAt(1.9, 6.5, 'SPLIT', EXACT))).toBe('SPLIT 17/18');
    expect(ids(spotAt(1.8, 6.8, 'CORNER', EXACT))).toBe('CORNER 17/18/20/21');
    expect(ids(spotAt(2.7, 6.5, 'STREET', EXACT))).toBe('STREET 16/17/18');
    expect(ids(spotAt(0.4, 0.5, 'STREET', EXACT))).toBe('STREET 0/1/2');
    expect(ids(spotAt(2.4, 0.5, 'STREET', EXACT))).toBe('STREET 0/2/3');
    expect(ids(spotAt(2, 6.8, 'LINE', EXACT))).toBe('LINE 16/17/18/19/20/21');
    expect(ids(spotAt(2, 6.2, 'LINE', EXACT))).toBe('LINE 13/14/15/16/17/18');
    expect(ids(spotAt(2, 1.2, 'LINE', EXACT))).toBe('LINE 1/2/3/4/5/6');
    expect(ids(spotAt(2, 12.8, 'LINE', EXACT))).toBe('LINE 31/32/33/34/35/36');
    expect(spotAt(2, 0.5, 'LINE', EXACT)).toBeNull();
  });

  it('maps every point of the numbers to a valid bet in every mode', () => {
    const wrong: string[] = [];
    for (const mode of ['ANY', 'STRAIGHT', 'SPLIT', 'STREET', 'CORNER', 'LINE'] as const) {
      for (let y = 0.01; y < 13; y += 0.11) {
        for (let x = -0.3; x < 3; x += 0.09) {
          const s = spotAt(x, y, mode, EXACT);
          if (s && !rouletteCoveredNumbers(s.type, s.numbers)) wrong.push(`${mode} ${x},${y}`);
          const cell = y < 1 ? 0 : numberAt(Math.min(2, Math.floor(x)), Math.floor(y));
          if (mode === 'STRAIGHT' && x >= 0 && s?.numbers[0] !== cell) wrong.push(`${x},${y}`);
          if (mode !== 'ANY' && mode !== 'LINE' && x >= 0 && !s) wrong.push(`${mode} ${x},${y}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
