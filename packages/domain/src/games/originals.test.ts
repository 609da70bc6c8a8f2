// The originals' rules: every payout table returns exactly the declared RTP (exact integer sums),
// the fair placement/draw functions and the mines state machine.
import { describe, expect, it } from 'vitest';
import {
  binomial,
  dropPlinko,
  floatsFrom,
  KENO_RISKS,
  kenoTable,
  minesMultiplier,
  minesWin,
  MinesMoveError,
  placeMines,
  playKeno,
  PLINKO_RISKS,
  plinkoTable,
  plinkoWin,
  replayMines,
  spinWheel,
  validateKeno,
  validateMines,
  validatePlinko,
  validateWheel,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  wheelLayout,
} from '../index';

describe('plinko', () => {
  it('every table returns exactly 99 % and is symmetric, rising to the edges', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows++) {
        const t = plinkoTable(rows, risk);
        expect(t).toHaveLength(rows + 1);
        const sum = t.reduce((n, m, k) => n + binomial(rows, k) * BigInt(m), 0n);
        expect(sum).toBe(99n * 2n ** BigInt(rows));
        expect([...t].reverse()).toEqual([...t]);
        for (let k = 1; k <= rows / 2; k++) expect(t[k - 1]!).toBeGreaterThanOrEqual(t[k]!);
        expect(t.every((m) => m > 0)).toBe(true);
      }
    }
  });

  it('bounces right on floats ≥ 0.5 and lands in the count of rights', () => {
    const o = dropPlinko(
      { rows: 8, risk: 'HIGH' },
      floatsFrom([0.5, 0.1, 0.9, 0.49, 0.7, 0, 0.99, 0.3]),
    );
    expect(o.path).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
    expect(o.slot).toBe(4);
    expect(o.multiplier).toBe(plinkoTable(8, 'HIGH')[4]);
    const edge = dropPlinko({ rows: 16, risk: 'HIGH' }, floatsFrom(Array(16).fill(0.9)));
    expect(edge.slot).toBe(16);
    expect(plinkoWin(edge, 100n)).toBe(99992n);
    expect(validatePlinko({ rows: 7, risk: 'LOW' })).toMatch(/Rows/);
    expect(validatePlinko({ rows: 17, risk: 'LOW' })).toMatch(/Rows/);
    expect(validatePlinko({ rows: 12, risk: 'WILD' as never })).toMatch(/risk/);
    expect(validatePlinko({ rows: 12, risk: 'MEDIUM' })).toBeNull();
  });
});

describe('keno', () => {
  it('every table returns exactly 99 % with no negative pay', () => {
    const all = binomial(40, 10);
    for (const risk of KENO_RISKS) {
      for (let s = 1; s <= 10; s++) {
        const t = kenoTable(s, risk);
        expect(t).toHaveLength(s + 1);
        const sum = t.reduce(
          (n, m, h) => n + binomial(s, h) * binomial(40 - s, 10 - h) * BigInt(m),
          0n,
        );
        expect(sum).toBe(99n * all);
        expect(t.every((m) => m >= 0)).toBe(true);
        expect(t[s]!).toBe(Math.max(...t));
      }
    }
  });

  it('draws ten distinct numbers by Fisher–Yates and counts the hits', () => {
    const o = playKeno({ picks: [1, 2, 3], risk: 'LOW' }, floatsFrom(Array(10).fill(0)));
    // j = i every time: the pool stays in order
    expect(o.drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(o.hits).toEqual([1, 2, 3]);
    expect(o.multiplier).toBe(kenoTable(3, 'LOW')[3]);
    const last = playKeno(
      { picks: [40], risk: 'HIGH' },
      floatsFrom([0.999999, ...Array(9).fill(0)]),
    );
    expect(last.drawn[0]).toBe(40);
    expect(last.hits).toEqual([40]);
    expect(validateKeno({ picks: [], risk: 'LOW' })).toMatch(/1 to 10/);
    expect(validateKeno({ picks: [0], risk: 'LOW' })).toMatch(/1 to 40/);
    expect(validateKeno({ picks: [5, 5], risk: 'LOW' })).toMatch(/once/);
    expect(
      validateKeno({ picks: Array.from({ length: 11 }, (_, i) => i + 1), risk: 'LOW' }),
    ).toBeTruthy();
    expect(validateKeno({ picks: [7, 40], risk: 'HIGH' })).toBeNull();
  });
});

describe('wheel', () => {
  it('every layout returns exactly 99 %', () => {
    for (const risk of WHEEL_RISKS) {
      for (const n of WHEEL_SEGMENTS) {
        const layout = wheelLayout(n, risk);
        expect(layout).toHaveLength(n);
        expect(layout.reduce((a, b) => a + b, 0)).toBe(99 * n);
        expect(layout.every((m) => m >= 0)).toBe(true);
      }
    }
    expect(wheelLayout(10, 'HIGH')[9]).toBe(990);
  });

  it('stops on ⌊f · N⌋', () => {
    expect(spinWheel({ segments: 20, risk: 'MEDIUM' }, floatsFrom([0.999])).segment).toBe(19);
    expect(spinWheel({ segments: 50, risk: 'LOW' }, floatsFrom([0.1])).segment).toBe(5);
    expect(validateWheel({ segments: 15, risk: 'LOW' })).toMatch(/Segments/);
    expect(validateWheel({ segments: 30, risk: 'HIGH' })).toBeNull();
  });
});

describe('mines', () => {
  it('pays the exact fair odds × 99 % for every mine count and step', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        // P(k safe) · multiplier = 0.99 exactly (before rounding the win)
        const p = Number(binomial(25 - m, k)) / Number(binomial(25, k));
        expect(p * minesMultiplier(m, k)).toBeCloseTo(0.99, 3);
      }
    }
    expect(minesMultiplier(1, 1)).toBe(1.0312); // 0.99 · 25/24
    expect(minesWin(10000n, 24, 1)).toBe(247500n); // 0.99 · 25
    expect(minesWin(100n, 3, 0)).toBe(0n);
  });

  it('places distinct mines from the floats and replays reveals', () => {
    const mines = placeMines(3, floatsFrom([0, 0, 0]));
    expect(mines).toEqual([0, 1, 2]);
    const spread = placeMines(24, floatsFrom(Array(24).fill(0.5)));
    expect(new Set(spread).size).toBe(24);
    expect(replayMines(mines, [5, 6], false)).toMatchObject({ status: 'ACTIVE', safe: 2 });
    expect(replayMines(mines, [5, 1], false)).toMatchObject({ status: 'BUSTED', safe: 1 });
    expect(replayMines(mines, [5], true).status).toBe('CASHED_OUT');
    expect(() => replayMines(mines, [5, 5], false)).toThrow(MinesMoveError);
    expect(() => replayMines(mines, [1, 5], false)).toThrow(MinesMoveError);
    expect(() => replayMines(mines, [], true)).toThrow(MinesMoveError);
    expect(() => replayMines(mines, [25], false)).toThrow(MinesMoveError);
    const all = Array.from({ length: 25 }, (_, i) => i).filter((t) => !mines.includes(t));
    expect(replayMines(mines, all, false).status).toBe('CASHED_OUT');
    expect(validateMines(0)).toBeTruthy();
    expect(validateMines(25)).toBeTruthy();
    expect(validateMines(24)).toBeNull();
  });
});
