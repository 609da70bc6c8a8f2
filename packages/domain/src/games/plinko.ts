// Plinko: a ball falls through `rows` rows of pegs (8–16); at each row one float sends it left
// (f < 0.5) or right, so it lands in slot k = the number of rights (0 … rows), with the binomial
// chance C(rows, k) / 2^rows. Each slot pays a multiplier of the risk level's table (hundredths).
//
// Every table returns exactly 99 %: Σ C(rows, k) · m_k = 99 · 2^rows (m in hundredths) — tested.
// The tables were drawn from a smooth curve (centre → edge) and the rounding was absorbed
// symmetrically from the centre outwards, so they stay symmetric and increase towards the edges.
// The win is ⌊stake · m_k / 100⌋ minor units.
import type { FloatSource } from './fair';

export const PLINKO_RISKS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
/** Declared RTP, basis points: every table returns exactly 99.00 %. */
export const PLINKO_RTP_BP = 9900;

type Tables = Record<'low' | 'medium' | 'high', Record<number, readonly number[]>>;

/** Multipliers in hundredths, slot 0 … rows, per risk and rows. */
const TABLES: Tables = {
  low: {
    8: [558, 305, 147, 68, 50, 68, 147, 305, 558],
    9: [633, 369, 194, 92, 53, 53, 92, 194, 369, 633],
    10: [883, 506, 257, 119, 60, 50, 60, 119, 257, 506, 883],
    11: [913, 564, 317, 162, 79, 52, 52, 79, 162, 317, 564, 913],
    12: [994, 645, 385, 209, 106, 60, 49, 60, 106, 209, 385, 645, 994],
    13: [1100, 733, 459, 264, 141, 74, 51, 51, 74, 141, 264, 459, 733, 1100],
    14: [1198, 820, 532, 323, 180, 96, 58, 50, 58, 96, 180, 323, 532, 820, 1198],
    15: [1389, 970, 642, 399, 228, 124, 69, 51, 51, 69, 124, 228, 399, 642, 970, 1389],
    16: [1590, 1125, 758, 482, 287, 158, 86, 56, 50, 56, 86, 158, 287, 482, 758, 1125, 1590],
  },
  medium: {
    8: [1300, 459, 131, 47, 40, 47, 131, 459, 1300],
    9: [1797, 675, 203, 61, 40, 40, 61, 203, 675, 1797],
    10: [2198, 913, 314, 93, 43, 40, 43, 93, 314, 913, 2198],
    11: [2398, 1128, 449, 151, 56, 40, 40, 56, 151, 449, 1128, 2398],
    12: [3294, 1568, 648, 225, 74, 42, 40, 42, 74, 225, 648, 1568, 3294],
    13: [4298, 2110, 909, 333, 108, 48, 40, 40, 48, 108, 333, 909, 2110, 4298],
    14: [5800, 2887, 1280, 487, 161, 59, 41, 40, 41, 59, 161, 487, 1280, 2887, 5800],
    15: [8798, 4328, 1896, 723, 234, 76, 43, 40, 40, 43, 76, 234, 723, 1896, 4328, 8798],
    16: [10996, 5575, 2559, 1040, 359, 113, 49, 40, 40, 40, 49, 113, 359, 1040, 2559, 5575, 10996],
  },
  high: {
    8: [2900, 651, 94, 22, 20, 22, 94, 651, 2900],
    9: [4296, 1068, 180, 29, 20, 20, 29, 180, 1068, 4296],
    10: [7598, 1807, 300, 40, 20, 20, 20, 40, 300, 1807, 7598],
    11: [11990, 2966, 531, 69, 21, 20, 20, 21, 69, 531, 2966, 11990],
    12: [16996, 4608, 945, 137, 26, 20, 20, 20, 26, 137, 945, 4608, 16996],
    13: [25995, 7295, 1600, 254, 38, 20, 20, 20, 20, 38, 254, 1600, 7295, 25995],
    14: [41996, 11879, 2680, 446, 60, 21, 20, 20, 20, 21, 60, 446, 2680, 11879, 41996],
    15: [61991, 18256, 4398, 808, 112, 25, 20, 20, 20, 20, 25, 112, 808, 4398, 18256, 61991],
    16: [99992, 29556, 7249, 1388, 199, 33, 20, 20, 20, 20, 20, 33, 199, 1388, 7249, 29556, 99992],
  },
};

export interface PlinkoParams {
  rows: number;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  rows: number;
  risk: PlinkoRisk;
  /** the bounces, one per row: 0 = left, 1 = right */
  path: number[];
  /** the slot the ball landed in, 0 … rows */
  slot: number;
  /** the slot's multiplier, hundredths */
  multiplier: number;
}

/** The multipliers (hundredths) of a table, slot 0 … rows. */
export function plinkoTable(rows: number, risk: PlinkoRisk): readonly number[] {
  const table = TABLES[risk.toLowerCase() as keyof Tables]?.[rows];
  if (!table) throw new Error(`No plinko table for ${rows} rows, ${risk}.`);
  return table;
}

export function validatePlinko(params: PlinkoParams): string | null {
  if (
    !Number.isInteger(params.rows) ||
    params.rows < PLINKO_MIN_ROWS ||
    params.rows > PLINKO_MAX_ROWS
  ) {
    return 'Rows must be a whole number from 8 to 16.';
  }
  if (!PLINKO_RISKS.includes(params.risk)) return 'The risk must be LOW, MEDIUM or HIGH.';
  return null;
}

/** A bounce of one float: 0 = left, 1 = right. */
export const plinkoBounce = (float: number) => (float < 0.5 ? 0 : 1);

export function dropPlinko(params: PlinkoParams, floats: FloatSource): PlinkoOutcome {
  const path: number[] = [];
  for (let i = 0; i < params.rows; i++) path.push(plinkoBounce(floats.next()));
  const slot = path.reduce((n, b) => n + b, 0);
  return {
    rows: params.rows,
    risk: params.risk,
    path,
    slot,
    multiplier: plinkoTable(params.rows, params.risk)[slot]!,
  };
}

export const plinkoWin = (outcome: { multiplier: number }, stake: bigint): bigint =>
  (stake * BigInt(outcome.multiplier)) / 100n;
