// Engine unit tests: rules, payouts and exact theoretical returns.
import { describe, expect, it } from 'vitest';
import { floatsFrom, simulationFloats } from '../fairness';
import {
  baccaratMath,
  baccaratPayout,
  bankerDraws,
  dealBaccarat,
  validateBaccaratBets,
} from './baccarat';
import { chainHash, crashPoint, gameHash, verifyGameHash } from './crash';
import { crashPointFromUniform, crashWin, validateCrashTarget } from '@aurum/domain';
import { diceChanceBp, diceWin, rollDice, validateDice } from '@aurum/domain';
import { engineKindOf, engineSpecOf } from './registry';
import {
  coveredNumbers,
  ROULETTE_BET_TYPES,
  ROULETTE_PAYS,
  settleRoulette,
  spinRoulette,
  validateRouletteBets,
  type RouletteBet,
} from './roulette';
import {
  evaluateSpin,
  LINES,
  linePay,
  playSlots,
  SCATTER,
  scaleFor,
  declaredRtp,
  slotsMath,
  slotsWin,
  STRIPS,
  WILD,
} from './slots';
import { engineThemeOf } from '../../../db/seed/engine-theme';
import { GAME_CATEGORIES } from '@aurum/domain';

describe('dice', () => {
  it('rolls ⌊f·10000⌋ and wins under/over the target', () => {
    const under = rollDice({ target: 5000, direction: 'UNDER' }, floatsFrom([0.4999]));
    expect(under).toMatchObject({ roll: 4999, won: true, chanceBp: 5000 });
    expect(rollDice({ target: 5000, direction: 'UNDER' }, floatsFrom([0.5])).won).toBe(false);
    const over = rollDice({ target: 5000, direction: 'OVER' }, floatsFrom([0.5001]));
    expect(over).toMatchObject({ roll: 5001, won: true, chanceBp: 4999 });
    expect(rollDice({ target: 5000, direction: 'OVER' }, floatsFrom([0.5])).won).toBe(false);
  });

  it('pays rtp / chance, rounded down to the minor unit', () => {
    const o = rollDice({ target: 5000, direction: 'UNDER' }, floatsFrom([0.1]));
    expect(diceWin(o, 10000n, 9900)).toBe(19800n); // 1.98×
    const lose = rollDice({ target: 5000, direction: 'UNDER' }, floatsFrom([0.9]));
    expect(diceWin(lose, 10000n, 9900)).toBe(0n);
  });

  it('has an exact RTP of rtp for any target (before rounding)', () => {
    for (const [target, direction] of [
      [5000, 'UNDER'],
      [1234, 'OVER'],
      [9800, 'UNDER'],
    ] as const) {
      const chance = diceChanceBp({ target, direction });
      let wins = 0;
      for (let roll = 0; roll < 10000; roll++) {
        if (direction === 'UNDER' ? roll < target : roll > target) wins++;
      }
      expect(wins).toBe(chance);
      // Σ over the 10,000 rolls of win / stake / 10,000 = chance/10000 · rtp/chance = rtp
      expect((wins / 10000) * (9750 / chance)).toBeCloseTo(0.975, 12);
    }
  });

  it('refuses targets outside 1–98 % chance', () => {
    expect(validateDice({ target: 99, direction: 'UNDER' })).not.toBeNull();
    expect(validateDice({ target: 9801, direction: 'UNDER' })).not.toBeNull();
    expect(validateDice({ target: 5000, direction: 'UNDER' })).toBeNull();
    expect(validateDice({ target: 10000, direction: 'OVER' })).not.toBeNull();
  });
});

describe('roulette', () => {
  const bet = (type: RouletteBet['type'], numbers: number[], amount = 100n): RouletteBet => ({
    type,
    numbers,
    amount,
  });

  it('knows every standard bet shape', () => {
    expect(coveredNumbers('STRAIGHT', [17])).toEqual([17]);
    expect(coveredNumbers('SPLIT', [1, 2])).toEqual([1, 2]);
    expect(coveredNumbers('SPLIT', [3, 4])).toBeNull(); // not adjacent on the layout
    expect(coveredNumbers('SPLIT', [5, 8])).toEqual([5, 8]);
    expect(coveredNumbers('SPLIT', [0, 2])).toEqual([0, 2]);
    expect(coveredNumbers('STREET', [4, 5, 6])).toEqual([4, 5, 6]);
    expect(coveredNumbers('STREET', [5, 6, 7])).toBeNull();
    expect(coveredNumbers('STREET', [0, 1, 2])).toEqual([0, 1, 2]);
    expect(coveredNumbers('CORNER', [1, 2, 4, 5])).toEqual([1, 2, 4, 5]);
    expect(coveredNumbers('CORNER', [2, 3, 5, 6])).toEqual([2, 3, 5, 6]);
    expect(coveredNumbers('CORNER', [3, 4, 6, 7])).toBeNull();
    expect(coveredNumbers('CORNER', [0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
    expect(coveredNumbers('LINE', [31, 32, 33, 34, 35, 36])).toHaveLength(6);
    expect(coveredNumbers('LINE', [34, 35, 36, 37, 38, 39])).toBeNull();
    expect(coveredNumbers('DOZEN', [2])).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(coveredNumbers('COLUMN', [1])).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredNumbers('RED', [])).toHaveLength(18);
    expect(coveredNumbers('RED', [1])).toBeNull();
    expect(validateRouletteBets([bet('STRAIGHT', [37])])).not.toBeNull();
    expect(validateRouletteBets([bet('STRAIGHT', [1], 0n)])).not.toBeNull();
  });

  it('pays "to one" plus the stake; zero loses outside bets', () => {
    const bets = [bet('STRAIGHT', [0]), bet('RED', []), bet('DOZEN', [1]), bet('SPLIT', [0, 1])];
    expect(settleRoulette(bets, 0).wins).toEqual([3600n, 0n, 0n, 1800n]);
    expect(settleRoulette(bets, 1).wins).toEqual([0n, 200n, 300n, 1800n]);
    expect(settleRoulette(bets, 1).color).toBe('RED');
    expect(spinRoulette(bets, floatsFrom([0.999999])).pocket).toBe(36);
  });

  it('returns exactly 36/37 on every bet type over all 37 pockets', () => {
    const samples: Record<string, number[]> = {
      STRAIGHT: [7],
      SPLIT: [8, 11],
      STREET: [0, 2, 3],
      CORNER: [0, 1, 2, 3],
      LINE: [1, 2, 3, 4, 5, 6],
      DOZEN: [3],
      COLUMN: [2],
    };
    for (const type of ROULETTE_BET_TYPES) {
      const b = [bet(type, samples[type] ?? [], 1n)];
      let total = 0n;
      for (let pocket = 0; pocket <= 36; pocket++) total += settleRoulette(b, pocket).wins[0]!;
      expect(total, type).toBe(36n);
      expect(ROULETTE_PAYS[type]).toBeGreaterThan(0);
    }
  });
});

describe('crash', () => {
  it('matches known answers computed with Python hmac/hashlib', () => {
    const seed = '00'.repeat(32);
    expect(chainHash(seed, 5)).toBe(
      '74e28f4be99caf2180ed3724cfd20120ca6558db2fe7fe7b94a94078fd60afbc',
    );
    const g1 = gameHash(seed, 5, 1);
    expect(g1).toBe('9ec3061edcc690afd3cf98f217406c80a5a5400b729eb904010c6198f718cff0');
    expect(verifyGameHash(g1, 1, chainHash(seed, 5))).toBe(true);
    expect(verifyGameHash(gameHash(seed, 5, 3), 3, chainHash(seed, 5))).toBe(true);
    expect(verifyGameHash(g1, 2, chainHash(seed, 5))).toBe(false);
    expect(crashPoint(g1, 'salt', 9900)).toBe(183);
    expect(crashPoint(g1, 'client', 9900)).toBe(138);
  });

  it('pays the target when reached', () => {
    expect(crashWin(1000n, 200, 199)).toBe(0n);
    expect(crashWin(1000n, 200, 200)).toBe(2000n);
    expect(crashWin(1000n, 101, 5000)).toBe(1010n);
    expect(validateCrashTarget(100)).not.toBeNull();
    expect(validateCrashTarget(101)).toBeNull();
  });

  it('has P(crash ≥ x) = rtp / x exactly on the uniform', () => {
    // crash ≥ x ⇔ u ≥ 1 − rtp/x (up to 2⁻⁵²): check both sides of the boundary
    for (const x of [101, 200, 1000, 12345]) {
      const edge = 1 - 9750 / 100 / x;
      expect(crashPointFromUniform(edge + 1e-9, 9750)).toBeGreaterThanOrEqual(x);
      expect(crashPointFromUniform(edge - 1e-9, 9750)).toBeLessThan(x);
    }
    expect(crashPointFromUniform(0, 9900)).toBe(100);
  });
});

describe('slots', () => {
  it('evaluates lines left to right with wilds', () => {
    expect(linePay([0, 0, 0, 1, 1])).toMatchObject({ symbol: 0, count: 3 });
    expect(linePay([WILD, 0, 0, 0, 1])).toMatchObject({ symbol: 0, count: 4 });
    expect(linePay([WILD, WILD, WILD, WILD, WILD])).toMatchObject({ symbol: WILD, count: 5 });
    // 3 wilds then a low symbol: the wilds' own pay is better
    const w = linePay([WILD, WILD, WILD, 7, 1]);
    expect(w.symbol).toBe(WILD);
    expect(linePay([SCATTER, 0, 0, 0, 0]).pay).toBe(0);
    expect(linePay([0, 1, 0, 0, 0]).pay).toBe(0);
  });

  it('has strips with at most one scatter per window', () => {
    for (const strip of STRIPS) {
      for (let stop = 0; stop < strip.length; stop++) {
        const n = [0, 1, 2].filter((r) => strip[(stop + r) % strip.length] === SCATTER).length;
        expect(n).toBeLessThanOrEqual(1);
      }
    }
  });

  it('awards free spins on 3+ scatters and takes 5 floats per spin', () => {
    const math = slotsMath();
    expect(math.triggerProbability).toBeGreaterThan(0);
    // find stops that show 3 scatters on reels 1–3
    const stopsWithScatter = STRIPS.map((s) => {
      const i = s.indexOf(SCATTER);
      return i;
    });
    const spin = evaluateSpin(stopsWithScatter);
    expect(spin.scatters).toBe(5);
    const floats = [
      ...stopsWithScatter.map((stop, reel) => (stop + 0.5) / STRIPS[reel]!.length),
      ...Array.from({ length: 50 }, () => 0.1),
    ];
    const source = floatsFrom(floats);
    const outcome = playSlots(source);
    expect(outcome.freeSpins).toHaveLength(10);
    expect(source.used).toBe(55);
  });

  it('scales the paytable to the declared RTP and pays ⌊stake · units · scale / lines⌋', () => {
    const scale = scaleFor(9650);
    expect(declaredRtp(scale)).toBeCloseTo(0.965, 8);
    expect(slotsWin(1000n, 0, scale)).toBe(0n);
    expect(slotsWin(1000n, LINES, 10n ** 9n)).toBe(1000n);
  });

  it('exact base RTP agrees with a 300k-spin simulation', () => {
    const math = slotsMath();
    const source = simulationFloats(11);
    const n = 300_000;
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i++) {
      const r = playSlots(source).totalUnits / LINES;
      sum += r;
      sumSq += r * r;
    }
    const mean = sum / n;
    const sd = Math.sqrt(sumSq / n - mean * mean);
    expect(Math.abs(mean - math.rtp)).toBeLessThan((4.5 * sd) / Math.sqrt(n));
  });
});

describe('baccarat', () => {
  // float for rank r: (r + 0.5) / 13; ranks 0 = ace … 8 = nine, 9–12 = ten to king
  const f = (rank: number) => (rank + 0.5) / 13;

  it('deals player, banker, player, banker and stops on a natural', () => {
    // player 8 (3 + 5), banker 7 (ace + 6): natural, no third card
    const o = dealBaccarat(
      [{ type: 'PLAYER', amount: 100n }],
      floatsFrom([f(2), f(0), f(4), f(5)]),
    );
    expect(o).toMatchObject({ playerTotal: 8, bankerTotal: 7, result: 'PLAYER', wins: [200n] });
    expect(o.playerCards).toHaveLength(2);
  });

  it('follows the tableau for third cards', () => {
    // player 2+3 = 5 draws a 9 → 4; banker 3 (ace+2) with player's third 9: draws, a king → 3
    const o = dealBaccarat(
      [
        { type: 'BANKER', amount: 100n },
        { type: 'TIE', amount: 100n },
      ],
      floatsFrom([f(1), f(0), f(2), f(1), f(8), f(12)]),
    );
    expect(o.playerCards).toEqual([1, 2, 8]);
    expect(o.bankerCards).toEqual([0, 1, 12]);
    expect(o).toMatchObject({ playerTotal: 4, bankerTotal: 3, result: 'PLAYER', wins: [0n, 0n] });
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, 7)).toBe(true);
  });

  it('pays banker 0.95 (rounded down), tie 8:1 and pushes player/banker on a tie', () => {
    expect(baccaratPayout({ type: 'BANKER', amount: 101n }, 'BANKER')).toBe(196n);
    expect(baccaratPayout({ type: 'TIE', amount: 10n }, 'TIE')).toBe(90n);
    expect(baccaratPayout({ type: 'PLAYER', amount: 10n }, 'TIE')).toBe(10n);
    expect(
      validateBaccaratBets([
        { type: 'TIE', amount: 1n },
        { type: 'TIE', amount: 1n },
      ]),
    ).not.toBeNull();
  });

  it('matches the exact infinite-shoe returns computed independently (Python, fractions)', () => {
    const m = baccaratMath();
    expect(m.player + m.banker + m.tie).toBeCloseTo(1, 10);
    expect(m.rtp.PLAYER).toBeCloseTo(0.9877185942099636, 10);
    expect(m.rtp.BANKER).toBeCloseTo(0.9893600098947358, 10);
    expect(m.rtp.TIE).toBeCloseTo(0.8588301298021115, 10);
  });
});

describe('registry', () => {
  it('maps every catalogue category to an engine', () => {
    for (const category of GAME_CATEGORIES) expect(engineKindOf(category)).toBeTruthy();
    expect(engineKindOf('slots')).toBe('SLOTS');
    expect(engineKindOf('fruit-game')).toBe('SLOTS');
    expect(engineKindOf('live-roulette')).toBe('ROULETTE');
    expect(engineKindOf('crash')).toBe('CRASH');
    expect(engineKindOf('live-baccarat')).toBe('BACCARAT');
  });

  it('declares the catalogue payout as the RTP of slots, dice and crash', () => {
    const slot = engineSpecOf({
      category: 'slots',
      name: 'Pharaoh Gold',
      engineTheme: 'egypt',
      info: { payout: 96.37, description: '', devices: [] },
    });
    expect(slot.rtpBp).toBe(9637);
    expect(slot.rtp).toBeCloseTo(0.9637, 8);
    expect(slot.theme!.key).toBe('egypt');
    expect(slot.theme!.symbols[0]).toBe('Pharaoh');
    expect(
      engineSpecOf({
        category: 'crash',
        name: 'Rocket',
        engineTheme: null,
        info: { payout: 97.1, description: '', devices: [] },
      }).rtpBp,
    ).toBe(9710);
    expect(
      engineSpecOf({
        category: 'roulette',
        name: 'R',
        engineTheme: null,
        info: { payout: 94.74, description: '', devices: [] },
      }).rtp,
    ).toBe(36 / 37);
    // the stored theme decides, whatever the name says; none: the category's default
    expect(
      engineSpecOf({
        category: 'slots',
        name: 'Pharaoh Gold',
        engineTheme: 'norse',
        info: { payout: 96, description: '', devices: [] },
      }).theme,
    ).toMatchObject({ key: 'norse', symbols: expect.arrayContaining(['Viking', 'Viking Wild']) });
    expect(
      engineSpecOf({
        category: 'fruit-game',
        name: 'Pharaoh Gold',
        engineTheme: null,
        info: { payout: 96, description: '', devices: [] },
      }).theme!.key,
    ).toBe('fruit');
    // the seed recognises a generated name's theme
    expect(engineThemeOf('Pharaoh Gold', 'slots')).toBe('egypt');
    expect(engineThemeOf('Cherry Bell Hot', 'fruit-game')).toBe('fruit');
    expect(engineThemeOf('Rocket', 'crash')).toBeNull();
  });
});
