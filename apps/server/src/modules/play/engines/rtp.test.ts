// CI-sized RTP simulations over the real fair stream. Each asserts that the empirical RTP lies
// within z = 3.29 standard errors (99.9 %) of the exact theoretical RTP, the standard error
// being the engine's per-round standard deviation / √n (exact for dice, roulette and crash;
// the sample's for slots and blackjack). The interval scales with 1/√n, so it is as wide as the
// reduced n makes it: e.g. ±0.0074 for 200k dice rounds. `npm run fairness` runs 10M rounds at
// 99 %. Blackjack is measured against its declared RTP: basic strategy, per initial bet.
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

const Z = 3.29;
/** Simulations are CPU-bound: generous per-test limits for loaded CI machines. */
const TIMEOUT = 120_000;
let dice: SimulationResult;

describe('RTP simulation (CI size)', () => {
  it(
    'dice: 200k rounds',
    () => {
      const r = (dice = simulateDice(200_000));
      expect(r.theoretical).toBeCloseTo(0.99, 5);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'roulette: 200k spins',
    () => {
      const r = simulateRoulette(200_000);
      expect(r.theoretical).toBeCloseTo(36 / 37, 12);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'crash: 200k games',
    () => {
      const r = simulateCrash(200_000, 9750);
      expect(r.theoretical).toBeCloseTo(0.975, 12);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'baccarat: 200k coups',
    () => {
      const r = simulateBaccarat(200_000);
      expect(r.theoretical).toBeCloseTo(0.98936, 5);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'slots: 200k rounds',
    () => {
      const r = simulateSlots(200_000, 9450);
      expect(r.theoretical).toBeCloseTo(0.945, 8);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'blackjack (basic strategy): 200k rounds',
    () => {
      const r = simulateBlackjack(200_000);
      expect(r.theoretical).toBe(BLACKJACK_RTP);
      expect(r.sd).toBeGreaterThan(1.1);
      expect(r.sd).toBeLessThan(1.2);
      expect(r.z).toBeLessThan(Z);
    },
    TIMEOUT,
  );

  it(
    'would notice a wrong engine (a 1 % shift is far outside the interval)',
    () => {
      const r = dice;
      const shifted = Math.abs(r.empirical - (r.theoretical - 0.01)) / (r.sd / Math.sqrt(r.rounds));
      expect(shifted).toBeGreaterThan(Z);
    },
    TIMEOUT,
  );
});
