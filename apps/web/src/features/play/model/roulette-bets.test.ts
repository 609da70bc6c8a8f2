import { describe, expect, it } from 'vitest';
import {
  betsInput,
  betsOf,
  chipValues,
  placeRefusal,
  spotByKey,
  totalOf,
  winsFor,
  type Chip,
} from './roulette-bets';

const chip = (key: string, amount: bigint): Chip => ({ key, amount });

describe('roulette chips and bets', () => {
  it('offers chips from the table minimum up to its maximum', () => {
    expect(chipValues(100n, 100_000n)).toEqual([100n, 200n, 500n, 1000n, 2500n, 10_000n]);
    expect(chipValues(100n, 1000n)).toEqual([100n, 200n, 500n, 1000n]);
    expect(chipValues(500n, 100n)).toEqual([500n]);
    expect(chipValues(0n, 100n)).toEqual([]);
  });

  it('stacks chips on a spot into one bet, in the order the spots were first bet', () => {
    const chips = [
      chip('SPLIT:17-20', 100n),
      chip('RED:', 500n),
      chip('SPLIT:17-20', 200n),
      chip('NOT:A-SPOT', 100n),
    ];
    const bets = betsOf(chips);
    expect(bets.map((b) => [b.spot.key, b.amount])).toEqual([
      ['SPLIT:17-20', 300n],
      ['RED:', 500n],
    ]);
    expect(totalOf(chips.slice(0, 3))).toBe(800n);
    expect(betsInput(bets, 2)).toEqual([
      { type: 'SPLIT', numbers: [17, 20], amount: '3.00' },
      { type: 'RED', numbers: [], amount: '5.00' },
    ]);
    expect(spotByKey('DOZEN:2')?.numbers).toEqual([2]);
  });

  it('refuses a chip over the table maximum or a 51st bet', () => {
    const chips = [chip('STRAIGHT:1', 900n)];
    expect(placeRefusal(chips, 'STRAIGHT:1', 100n, 1000n)).toBeNull();
    expect(placeRefusal(chips, 'STRAIGHT:2', 200n, 1000n)).toBe('max');
    const fifty = Array.from({ length: 50 }, (_, i) => chip(`STRAIGHT:${i % 37}`, 1n)).concat(
      Array.from({ length: 13 }, (_, i) => chip(`SPLIT:${i * 3 + 1}-${i * 3 + 2}`, 1n)),
    );
    expect(new Set(fifty.map((c) => c.key)).size).toBe(50);
    expect(placeRefusal(fifty, 'RED:', 1n, 10_000n)).toBe('tooMany');
    expect(placeRefusal(fifty, 'STRAIGHT:5', 1n, 10_000n)).toBeNull();
  });

  it('knows which bets a pocket pays, stake included', () => {
    const bets = betsOf([chip('SPLIT:17-20', 100n), chip('RED:', 100n), chip('STRAIGHT:0', 100n)]);
    expect(winsFor(bets, 17)).toEqual(
      new Map([
        ['SPLIT:17-20', 1800n],
        ['RED:', 0n],
        ['STRAIGHT:0', 0n],
      ]),
    );
    expect(winsFor(bets, 0).get('STRAIGHT:0')).toBe(3600n);
  });
});
