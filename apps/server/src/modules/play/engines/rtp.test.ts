// The CI smoke of the engines' RTP over the real fair stream: 20k rounds each (the 10M-round
// measurement at 99 % is `npm run fairness`, scripts/fairness.ts). Each asserts that the empirical
// RTP lies within z = 3.29 standard errors (99.9 % two-sided; ≤ 0.6 % family-wise for the six
// engines) of the exact theoretical RTP, the standard error being the per-round standard
// deviation / √n (exact for dice, roulette, crash and baccarat; the sample's for slots and
// blackjack, whose 20k-round sample sd agrees with the 10M one to 3 %). The interval scales with
// 1/√n: ±2.3 pp for dice at 20k, ±13.6 pp for a straight-up roulette bet. So this smoke catches
// a broken engine or a wrong paytable (an RTP shift of 5 pp is 7 standard errors for dice), not a
// fine miscalibration: that is the fairness run's job (10M rounds: ±0.1 pp for dice). The stream is seeded, so the smoke gives the same numbers on every run.
import { describe, expect, it } from 'vitest';
import { BLACKJACK_RTP } from '@aurum/domain';
import { simulateBlackjack } from './blackjack-sim';
import {
  simulateBaccarat,
  simulateCrash,
  simulateDice,
  simulateRoulette,
  simulateSlots,
  type SimulationResult,
} from './simulate';
import { simulateKeno, simulateMines, simulatePlinko, simulateWheel } from './simulate-originals';

const Z = 3.29;
/** Rounds per engine in CI. */
const N = 20_000;
/** Simulations are CPU-bound: generous per-test limits for loaded CI machines. */
const TIMEOUT = 60_000;
let dice: SimulationResult;

describe('RTP smoke (20k rounds per engine)', () => {
  it(
    'dice: 20k rounds',
    () => {
      const r = (dice = simulateDice(N));
      expect(r.theoretical).toBeCloseTo(0.99, 5);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'roulette: 20k spins',
    () => {
      const r = simulateRoulette(N);
      expect(r.theoretical).toBeCloseTo(36 / 37, 12);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'crash: 20k games',
    () => {
      const r = simulateCrash(N, 9750);
      expect(r.theoretical).toBeCloseTo(0.975, 12);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'baccarat: 20k coups',
    () => {
      const r = simulateBaccarat(N);
      expect(r.theoretical).toBeCloseTo(0.98936, 5);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'slots: 20k rounds',
    () => {
      const r = simulateSlots(N, 9450);
      expect(r.theoretical).toBeCloseTo(0.945, 8);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'blackjack (basic strategy): 20k rounds',
    () => {
      const r = simulateBlackjack(N);
      expect(r.theoretical).toBe(BLACKJACK_RTP);
      expect(r.sd).toBeGreaterThan(1.1);
      expect(r.sd).toBeLessThan(1.2);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'would notice a wrong engine (a 5 pp shift is far outside the interval)',
    () => {
      const r = dice;
      const shifted = Math.abs(r.empirical - (r.theoretical - 0.05)) / (r.sd / Math.sqrt(r.rounds));
      expect(shifted).toBeGreaterThan(Z);
    },
    TIMEOUT,
  );
});

describe('RTP smoke of the originals (20k rounds each)', () => {
  it(
    'mines, plinko, keno and wheel: within 3.29 standard errors of 99 %',
    () => {
      for (const r of [simulateMines(N), simulatePlinko(N), simulateKeno(N), simulateWheel(N)]) {
        expect(r.theoretical, r.engine).toBeCloseTo(0.99, 5);
        expect(r.z, r.engine).toBeLessThan(Z);
      }
    },
    TIMEOUT,
  );
});
