import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouletteWheel, WHEEL_ORDER, landingAngle, restAngle } from './roulette-wheel';

/** Distance between two angles on the circle, in degrees. */
function off(a: number, b: number): number {
  const d = (((a - b) % 360) + 360) % 360;
  return Math.min(d, 360 - d);
}

const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

describe('the roulette wheel', () => {
  it('has the 37 pockets of the European wheel, each once', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(WHEEL_ORDER.slice(0, 4)).toEqual([0, 32, 15, 19]);
  });

  it('rests with the drawn pocket under the ball at the top, after at least two turns', () => {
    for (const [index, pocket] of WHEEL_ORDER.entries()) {
      // the pocket drawn at index·step clockwise ends at 0° (the top)
      expect(off(restAngle(pocket) + (index * 360) / 37, 0)).toBeCloseTo(0, 6);
      for (const from of [0, 123.4, 359]) {
        const to = landingAngle(from, pocket);
        expect(to - from).toBeGreaterThanOrEqual(720);
        expect(to - from).toBeLessThan(1080);
        expect(off(to, restAngle(pocket))).toBeCloseTo(0, 6);
      }
    }
  });

  it('without motion shows the pocket at once and reports the landing', () => {
    const onLanded = vi.fn();
    const { rerender } = render(
      <RouletteWheel
        spinning
        pocket={null}
        roundId={null}
        redNumbers={RED}
        animate={false}
        onLanded={onLanded}
      />,
    );
    rerender(
      <RouletteWheel
        spinning={false}
        pocket={17}
        roundId="r1"
        redNumbers={RED}
        animate={false}
        onLanded={onLanded}
      />,
    );
    const wheel = screen.getByTestId('roulette-wheel');
    expect(wheel.getAttribute('data-pocket')).toBe('17');
    expect(wheel.getAttribute('aria-label')).toBe('The ball landed on 17');
    expect(onLanded).toHaveBeenCalledWith('r1');
  });
});
