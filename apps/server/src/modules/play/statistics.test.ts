// The fair stream passes uniformity, runs and serial-correlation tests at 99 % (CI: 1M floats;
// `npm run fairness`: 10M), and the tests do reject streams that are not random.
import { describe, expect, it } from 'vitest';
import { fairFloats } from './fairness';
import { chiSquareCritical99, testStream } from './statistics';

/** Floats of consecutive bets (nonce 0, 1, …), 8 per bet, as a player's bets consume them. */
function fairStream(server: string, client: string) {
  let nonce = 0;
  let source = fairFloats(server, client, nonce);
  let taken = 0;
  return () => {
    if (taken === 8) {
      nonce += 1;
      source = fairFloats(server, client, nonce);
      taken = 0;
    }
    taken += 1;
    return source.next();
  };
}

describe('fair stream statistics', () => {
  it('chi-square critical values match the tables', () => {
    expect(chiSquareCritical99(99)).toBeCloseTo(134.64, 0);
    expect(chiSquareCritical99(999)).toBeCloseTo(1105.9, 0);
  });

  it('1M floats pass chi-square, runs and serial correlation at 99 %', () => {
    const result = testStream(fairStream('ci-server-seed', 'ci-client-seed'), 1_000_000);
    expect(result.chiSquare.pass).toBe(true);
    expect(result.runs.pass).toBe(true);
    expect(result.serial.pass).toBe(true);
  }, 120_000);

  it('rejects streams that are not random', () => {
    let i = 0;
    const sawtooth = () => (i++ % 1000) / 1000; // uniform but perfectly serial
    const t = testStream(sawtooth, 100_000);
    expect(t.serial.pass).toBe(false);
    expect(t.runs.pass).toBe(false);
    let j = 0;
    const skewed = () => ((j++ * 0.6180339887) % 1) ** 2; // not uniform
    expect(testStream(skewed, 100_000).chiSquare.pass).toBe(false);
  });
});
