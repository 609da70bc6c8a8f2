import { act, render, screen } from '@testing-library/react';
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

  it('with motion, the ball lands only when the landing animation ends (2.6 s, onto the pocket)', () => {
    // a WAAPI stand-in: records each animation; the test finishes them by hand
    const animations: {
      keyframes: Keyframe[];
      options: KeyframeAnimationOptions;
      anim: Animation;
    }[] = [];
    const original = (HTMLElement.prototype as { animate?: unknown }).animate;
    HTMLElement.prototype.animate = function (keyframes, options) {
      const anim = { cancel: vi.fn(), onfinish: null } as unknown as Animation;
      animations.push({
        keyframes: keyframes as Keyframe[],
        options: options as KeyframeAnimationOptions,
        anim,
      });
      return anim;
    };
    try {
      const onLanded = vi.fn();
      const props = { redNumbers: RED, animate: true, onLanded };
      const { rerender } = render(
        <RouletteWheel spinning pocket={null} roundId={null} {...props} />,
      );
      const wheel = screen.getByTestId('roulette-wheel');
      expect(wheel.getAttribute('data-state')).toBe('spinning');
      rerender(<RouletteWheel spinning={false} pocket={17} roundId="r1" {...props} />);
      // the answer is in: the wheel decelerates onto 17 — not at rest yet
      expect(wheel.getAttribute('data-state')).toBe('landing');
      expect(onLanded).not.toHaveBeenCalled();
      const landing = animations.find((a) => a.options.duration === 2600)!;
      expect(landing).toBeDefined();
      const to = String(landing.keyframes[1]!.transform);
      expect(Number(/rotate\(([-\d.]+)deg\)/.exec(to)![1]) % 360).toBeCloseTo(restAngle(17), 5);
      expect(landing.anim.cancel).not.toHaveBeenCalled();
      act(() => landing.anim.onfinish?.call(landing.anim, {} as AnimationPlaybackEvent));
      expect(wheel.getAttribute('data-state')).toBe('rest');
      expect(wheel.getAttribute('data-pocket')).toBe('17');
      expect(onLanded).toHaveBeenCalledWith('r1');
    } finally {
      (HTMLElement.prototype as { animate?: unknown }).animate = original;
    }
  });
});
