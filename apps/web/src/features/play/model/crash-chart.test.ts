import { describe, expect, it } from 'vitest';
import { chartScale, multiplierTicks, niceStep, secondTicks } from './crash-chart';

const RATE = 0.00006;

describe('the crash chart', () => {
  it('starts at 8 s × 2× and rescales ahead of the curve as the round climbs', () => {
    expect(chartScale(0, RATE)).toEqual({ span: 8000, top: 2 });
    const later = chartScale(40_000, RATE);
    expect(later.span).toBeCloseTo(46_000);
    expect(later.top).toBeCloseTo(Math.exp(RATE * 40_000) * 1.15);
    // the curve's head always sits inside the box
    for (const ms of [1000, 9000, 30_000, 90_000]) {
      const { span, top } = chartScale(ms, RATE);
      expect(ms).toBeLessThan(span);
      expect(Math.exp(RATE * ms)).toBeLessThan(top);
    }
  });

  it('labels the axes with nice steps, at most four', () => {
    expect(niceStep(1)).toBe(0.25);
    expect(niceStep(8)).toBe(2);
    expect(multiplierTicks(2)).toEqual([1.25, 1.5, 1.75]);
    expect(multiplierTicks(12)).toEqual([6, 11]);
    expect(secondTicks(8000)).toEqual([2, 4, 6]);
    expect(secondTicks(46_000)).toEqual([20, 40]);
  });
});
