// Wheel: a wheel of 10, 20, 30, 40 or 50 equal segments; one float stops it on segment ⌊f · N⌋.
// Each segment pays a multiplier (hundredths) of the risk level's layout. Every layout returns
// exactly 99 %: the multipliers of its N segments sum to 99 · N hundredths — tested.
//   LOW    per ten segments: 1.50 and seven 1.20, two empty (1.5 + 8.4 = 9.9)
//   MEDIUM half the segments empty, the others 1.50 / 1.70 / 1.50 / 2.00 …, the last paying
//          segment takes what makes the sum exact (the top prize)
//   HIGH   one segment pays 0.99 · N (×9.90 … ×49.50), the others nothing
// The win is ⌊stake · m / 100⌋ minor units.
import type { FloatSource } from './fair';

export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export const WHEEL_RISKS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type WheelRisk = (typeof WHEEL_RISKS)[number];
/** Declared RTP, basis points: every layout returns exactly 99.00 %. */
export const WHEEL_RTP_BP = 9900;

export interface WheelParams {
  segments: number;
  risk: WheelRisk;
}

export interface WheelOutcome {
  segments: number;
  risk: WheelRisk;
  /** the segment the wheel stopped on, 0 … segments − 1 */
  segment: number;
  /** multiplier, hundredths */
  multiplier: number;
}

const LOW_TEN = [150, 120, 120, 120, 0, 120, 120, 120, 120, 0];
const MEDIUM_CYCLE = [150, 170, 150, 200];

/** The layout's multipliers (hundredths), segment 0 … N − 1 clockwise. */
export function wheelLayout(segments: number, risk: WheelRisk): number[] {
  if (!(WHEEL_SEGMENTS as readonly number[]).includes(segments)) {
    throw new Error(`No wheel of ${segments} segments.`);
  }
  const total = 99 * segments;
  switch (risk) {
    case 'LOW':
      return Array.from({ length: segments }, (_, i) => LOW_TEN[i % 10]!);
    case 'MEDIUM': {
      const out = Array.from({ length: segments }, (_, i) =>
        i % 2 === 0 ? 0 : MEDIUM_CYCLE[((i - 1) / 2) % MEDIUM_CYCLE.length]!,
      );
      const top = segments - 1;
      out[top] = 0;
      out[top] = total - out.reduce((n, m) => n + m, 0);
      return out;
    }
    case 'HIGH':
      return Array.from({ length: segments }, (_, i) => (i === segments - 1 ? total : 0));
  }
}

export function validateWheel(params: WheelParams): string | null {
  if (!(WHEEL_SEGMENTS as readonly number[]).includes(params.segments)) {
    return 'Segments must be 10, 20, 30, 40 or 50.';
  }
  if (!WHEEL_RISKS.includes(params.risk)) return 'The risk must be LOW, MEDIUM or HIGH.';
  return null;
}

export const wheelSegmentOf = (float: number, segments: number) => Math.floor(float * segments);

export function spinWheel(params: WheelParams, floats: FloatSource): WheelOutcome {
  const segment = wheelSegmentOf(floats.next(), params.segments);
  return {
    segments: params.segments,
    risk: params.risk,
    segment,
    multiplier: wheelLayout(params.segments, params.risk)[segment]!,
  };
}

export const wheelWin = (outcome: { multiplier: number }, stake: bigint): bigint =>
  (stake * BigInt(outcome.multiplier)) / 100n;
