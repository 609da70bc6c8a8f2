// Keno: 40 numbers (1–40); the player picks 1–10 of them, 10 are drawn. The pays depend on the
// risk level, the count of picks and the hits (picks among the drawn numbers).
//
// The draw: the first 10 of a forward Fisher–Yates over 1…40 with the bet's floats in order
// (i = 0 … 9: j = i + ⌊f_i · (40 − i)⌋, swap) — ten floats.
// P(h hits | s picks) = C(s, h) · C(40 − s, 10 − h) / C(40, 10). Every table returns exactly 99 %:
// Σ_h C(s, h) · C(40 − s, 10 − h) · m_h = 99 · C(40, 10) (m in hundredths) — tested. The tables
// were drawn from a shape per risk and scaled; the rounding was absorbed by the paying entries.
// The win is ⌊stake · m_hits / 100⌋ minor units.
import type { FloatSource } from './fair';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_RISKS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type KenoRisk = (typeof KENO_RISKS)[number];
/** Declared RTP, basis points: every table returns exactly 99.00 %. */
export const KENO_RTP_BP = 9900;

type Tables = Record<'low' | 'medium' | 'high', Record<number, readonly number[]>>;

/** Multipliers in hundredths by hits (0 … picks), per risk and count of picks. */
const TABLES: Tables = {
  low: {
    1: [70, 186],
    2: [0, 180, 516],
    3: [0, 110, 138, 2611],
    4: [0, 0, 200, 791, 10881],
    5: [0, 0, 150, 407, 1308, 32746],
    6: [0, 0, 110, 200, 620, 9996, 69991],
    7: [0, 0, 110, 160, 351, 1498, 22527, 72819],
    8: [0, 0, 110, 150, 200, 550, 3897, 9987, 79987],
    9: [0, 0, 110, 130, 170, 248, 745, 4986, 24983, 99879],
    10: [0, 0, 110, 120, 131, 181, 357, 1305, 5016, 25074, 100350],
  },
  medium: {
    1: [40, 276],
    2: [0, 150, 716],
    3: [0, 0, 280, 5001],
    4: [0, 0, 170, 1004, 10026],
    5: [0, 0, 140, 400, 1404, 39046],
    6: [0, 0, 0, 301, 899, 18029, 71093],
    7: [0, 0, 0, 200, 700, 3005, 40025, 80057],
    8: [0, 0, 0, 200, 400, 1105, 6707, 40031, 90137],
    9: [0, 0, 0, 200, 250, 502, 1501, 10022, 50029, 100185],
    10: [0, 0, 0, 160, 200, 400, 703, 2609, 10006, 50016, 100272],
  },
  high: {
    1: [0, 396],
    2: [0, 0, 1716],
    3: [0, 0, 0, 8151],
    4: [0, 0, 0, 832, 28821],
    5: [0, 0, 0, 442, 4802, 46896],
    6: [0, 0, 0, 0, 1100, 35000, 71022],
    7: [0, 0, 0, 0, 700, 9005, 40025, 80057],
    8: [0, 0, 0, 0, 500, 2002, 27012, 60042, 90115],
    9: [0, 0, 0, 0, 400, 1101, 5602, 50020, 80047, 100041],
    10: [0, 0, 0, 0, 350, 800, 1299, 6298, 49984, 79960, 99822],
  },
};

export interface KenoParams {
  /** the picked numbers, 1–40, distinct */
  picks: number[];
  risk: KenoRisk;
}

export interface KenoOutcome {
  picks: number[];
  risk: KenoRisk;
  /** the drawn numbers in draw order */
  drawn: number[];
  /** picks that were drawn, ascending */
  hits: number[];
  /** multiplier, hundredths */
  multiplier: number;
}

/** The multipliers (hundredths) by hits for `picks` numbers picked. */
export function kenoTable(picks: number, risk: KenoRisk): readonly number[] {
  const table = TABLES[risk.toLowerCase() as keyof Tables]?.[picks];
  if (!table) throw new Error(`No keno table for ${picks} picks, ${risk}.`);
  return table;
}

export function validateKeno(params: KenoParams): string | null {
  const { picks } = params;
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) {
    return 'Pick from 1 to 10 numbers.';
  }
  if (picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_NUMBERS)) {
    return 'Numbers are 1 to 40.';
  }
  if (new Set(picks).size !== picks.length) return 'Each number can be picked once.';
  if (!KENO_RISKS.includes(params.risk)) return 'The risk must be LOW, MEDIUM or HIGH.';
  return null;
}

/** The ten drawn numbers (in draw order) of ten floats. */
export function drawKeno(floats: FloatSource): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + Math.floor(floats.next() * (KENO_NUMBERS - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, KENO_DRAWN);
}

export function playKeno(params: KenoParams, floats: FloatSource): KenoOutcome {
  const drawn = drawKeno(floats);
  const set = new Set(drawn);
  const hits = params.picks.filter((n) => set.has(n)).sort((a, b) => a - b);
  return {
    picks: [...params.picks],
    risk: params.risk,
    drawn,
    hits,
    multiplier: kenoTable(params.picks.length, params.risk)[hits.length]!,
  };
}

export const kenoWin = (outcome: { multiplier: number }, stake: bigint): bigint =>
  (stake * BigInt(outcome.multiplier)) / 100n;
