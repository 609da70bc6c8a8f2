// The crash chart's scale and ticks (pure): the axes grow with the round — time never less than
// 8 s and 15 % ahead of the curve, the multiplier never less than 2× and 15 % above it — and the
// tick steps are picked so that about four labels fit on each axis.

export interface ChartScale {
  /** ms shown on the x axis */
  span: number;
  /** the multiplier at the top of the y axis */
  top: number;
}

export function chartScale(elapsedMs: number, rate: number): ChartScale {
  return {
    span: Math.max(8_000, elapsedMs * 1.15),
    top: Math.max(2, Math.exp(rate * elapsedMs) * 1.15),
  };
}

const NICE = [1, 2, 2.5, 5];

/** A "nice" step (1, 2, 2.5, 5 × 10ⁿ) so that `range` holds about `count` steps. */
export function niceStep(range: number, count = 4): number {
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const n of NICE) if (n * power >= raw) return n * power;
  return 10 * power;
}

/** Multiplier ticks above 1× (e.g. 1.5×, 2×, 2.5×) up to `top`. */
export function multiplierTicks(top: number): number[] {
  const step = niceStep(top - 1);
  const ticks: number[] = [];
  for (let v = 1 + step; v < top - 1e-9; v += step) ticks.push(Math.round(v * 100) / 100);
  return ticks;
}

/** Second ticks up to `span` ms. */
export function secondTicks(span: number): number[] {
  const step = niceStep(span / 1000);
  const ticks: number[] = [];
  for (let s = step; s * 1000 < span - 1e-6; s += step) ticks.push(Math.round(s * 100) / 100);
  return ticks;
}
