// The geometry of the roulette board (the vertical layout phones and the game panel use): where
// every inside bet sits and which bet a click at a point means.
//
// Coordinates are in cells: x from 0 to 3 across the three columns (1 | 2 | 3 on the first row),
// y from 0 to 13 down the board — the zero spans y 0–1 over all three columns, row r (1–12) spans
// y r to r+1 and holds 3r−2, 3r−1, 3r. The rail (x < 0) is the outer edge left of the rows.
//   straight   the middle of a number
//   split      the edge between two numbers (also between 0 and 1, 2 or 3)
//   street     the outer edge of a row (the rail); trios 0-1-2 and 0-2-3 where the zero's edge
//              meets a column line
//   corner     the point where four numbers meet; the first four 0-1-2-3 at the rail's corner
//              under the zero
//   line       the rail at the edge between two rows
// Every spot is a bet the server accepts: `rouletteCoveredNumbers` of @aurum/domain (the rule the
// engine settles with) says so, and the tests check each one.
import {
  rouletteCoveredNumbers,
  type ROULETTE_INSIDE_BET_TYPES,
  type RouletteBetType,
} from '@aurum/domain';

export type InsideBetType = (typeof ROULETTE_INSIDE_BET_TYPES)[number];

export const BOARD_COLUMNS = 3;
/** the zero row and twelve number rows */
export const BOARD_ROWS = 13;

export interface BetSpot {
  /** `${type}:${numbers joined by '-'}`, unique per bet */
  key: string;
  type: RouletteBetType;
  /** inside bets: the covered numbers, ascending; dozen/column: [index]; even-money: [] */
  numbers: number[];
  /** where its chip sits, in cells (inside bets only) */
  x: number;
  y: number;
}

export function spotKey(type: RouletteBetType, numbers: readonly number[]): string {
  return `${type}:${numbers.join('-')}`;
}

function spot(type: RouletteBetType, numbers: number[], x: number, y: number): BetSpot {
  const sorted = [...numbers].sort((a, b) => a - b);
  return { key: spotKey(type, sorted), type, numbers: sorted, x, y };
}

/** The number at column c (0–2), row r (1–12). */
export const numberAt = (c: number, r: number) => (r - 1) * 3 + c + 1;
/** The cell of a number: column 0–2 and row 1–12 (0: row 0, spanning the columns). */
export const cellOf = (n: number) =>
  n === 0 ? { c: 1, r: 0 } : { c: (n - 1) % 3, r: Math.ceil(n / 3) };

function buildSpots(): BetSpot[] {
  const spots: BetSpot[] = [spot('STRAIGHT', [0], 1.5, 0.5)];
  for (let n = 1; n <= 36; n++) {
    const { c, r } = cellOf(n);
    spots.push(spot('STRAIGHT', [n], c + 0.5, r + 0.5));
  }
  // splits: zero with the first row, side by side in a row, one above the other
  for (let c = 0; c < 3; c++) spots.push(spot('SPLIT', [0, numberAt(c, 1)], c + 0.5, 1));
  for (let r = 1; r <= 12; r++) {
    for (let c = 0; c < 2; c++) {
      spots.push(spot('SPLIT', [numberAt(c, r), numberAt(c + 1, r)], c + 1, r + 0.5));
    }
  }
  for (let r = 1; r < 12; r++) {
    for (let c = 0; c < 3; c++) {
      spots.push(spot('SPLIT', [numberAt(c, r), numberAt(c, r + 1)], c + 0.5, r + 1));
    }
  }
  // streets: the trios, then each row on the rail
  spots.push(spot('STREET', [0, 1, 2], 1, 1), spot('STREET', [0, 2, 3], 2, 1));
  for (let r = 1; r <= 12; r++) {
    spots.push(spot('STREET', [numberAt(0, r), numberAt(1, r), numberAt(2, r)], 0, r + 0.5));
  }
  // corners: the first four, then every inner crossing
  spots.push(spot('CORNER', [0, 1, 2, 3], 0, 1));
  for (let r = 1; r < 12; r++) {
    for (let c = 0; c < 2; c++) {
      const n = numberAt(c, r);
      spots.push(spot('CORNER', [n, n + 1, n + 3, n + 4], c + 1, r + 1));
    }
  }
  // lines: the rail between two rows
  for (let r = 1; r < 12; r++) {
    const n = numberAt(0, r);
    spots.push(
      spot(
        'LINE',
        Array.from({ length: 6 }, (_, i) => n + i),
        0,
        r + 1,
      ),
    );
  }
  return spots;
}

/** Every inside bet of the board: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines. */
export const INSIDE_SPOTS: readonly BetSpot[] = buildSpots();

const BY_KEY = new Map(INSIDE_SPOTS.map((s) => [s.key, s]));

export function findSpot(type: RouletteBetType, numbers: readonly number[]): BetSpot | null {
  return (
    BY_KEY.get(
      spotKey(
        type,
        [...numbers].sort((a, b) => a - b),
      ),
    ) ?? null
  );
}

/** The outside bets, in the order the board shows them. */
export const OUTSIDE_SPOTS: readonly BetSpot[] = [
  ...[1, 2, 3].map((i) => spot('DOZEN', [i], 0, 0)),
  ...[1, 2, 3].map((i) => spot('COLUMN', [i], 0, 0)),
  ...(['LOW', 'EVEN', 'RED', 'BLACK', 'ODD', 'HIGH'] as const).map((t) => spot(t, [], 0, 0)),
];

/** What a click means: "any" reads the exact point; the others pick the nearest bet of a type. */
export type BoardMode = 'ANY' | InsideBetType;
export const BOARD_MODES: readonly BoardMode[] = [
  'ANY',
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'CORNER',
  'LINE',
];

export interface HitOptions {
  /** how close to an edge or a point counts as on it, in cells, across and down */
  edgeX: number;
  edgeY: number;
  /** cell width ÷ cell height, for "nearest" in the typed modes (distances as on the screen) */
  aspect?: number;
}

const straight = (n: number) => findSpot('STRAIGHT', [n]);

/** The bet a click at (x, y) places in `mode`, or null (outside the numbers, or no such bet). */
export function spotAt(x: number, y: number, mode: BoardMode, hit: HitOptions): BetSpot | null {
  if (!(y >= 0 && y < BOARD_ROWS && x < BOARD_COLUMNS)) return null;
  const row = Math.floor(y);
  const col = Math.min(2, Math.max(0, Math.floor(x)));
  switch (mode) {
    case 'ANY':
      return exactSpot(x, y, hit);
    case 'STRAIGHT':
      return x < 0 ? null : straight(row === 0 ? 0 : numberAt(col, row));
    case 'STREET':
      if (row === 0) return findSpot('STREET', x < 1.5 ? [0, 1, 2] : [0, 2, 3]);
      return findSpot('STREET', [numberAt(0, row), numberAt(1, row), numberAt(2, row)]);
    case 'LINE': {
      if (row === 0) return null;
      // the row and its nearer neighbour (the first and last rows have one neighbour)
      const upper = Math.min(11, Math.max(1, y - row < 0.5 ? row - 1 : row));
      return findSpot(
        'LINE',
        Array.from({ length: 6 }, (_, i) => numberAt(0, upper) + i),
      );
    }
    default:
      return nearest(x, y, mode, hit.aspect ?? 1);
  }
}

function nearest(x: number, y: number, type: InsideBetType, aspect: number): BetSpot | null {
  let best: BetSpot | null = null;
  let bestDistance = Infinity;
  for (const s of INSIDE_SPOTS) {
    if (s.type !== type) continue;
    const dx = (s.x - x) * aspect;
    const dy = s.y - y;
    const d = dx * dx + dy * dy;
    if (d < bestDistance) {
      best = s;
      bestDistance = d;
    }
  }
  return best;
}

function exactSpot(x: number, y: number, { edgeX, edgeY }: HitOptions): BetSpot | null {
  const lineY = Math.round(y);
  // a horizontal line bets can sit on: the zero's edge (1) and the lines between rows (2–12)
  const onLineY = lineY >= 1 && lineY <= 12 && Math.abs(y - lineY) <= edgeY;
  // the rail and the outer edge of the rows: streets, lines, the first four
  if (x < edgeX) {
    if (onLineY) {
      if (lineY === 1) return findSpot('CORNER', [0, 1, 2, 3]);
      const n = numberAt(0, lineY - 1);
      return findSpot(
        'LINE',
        Array.from({ length: 6 }, (_, i) => n + i),
      );
    }
    if (y < 1) return x < 0 ? null : straight(0);
    const row = Math.floor(y);
    return findSpot('STREET', [numberAt(0, row), numberAt(1, row), numberAt(2, row)]);
  }
  const lineX = Math.round(x);
  // the vertical lines between the columns (the zero has none: it spans the row)
  const onLineX = (lineX === 1 || lineX === 2) && Math.abs(x - lineX) <= edgeX;
  const col = Math.min(2, Math.floor(x));
  if (onLineY && onLineX) {
    if (lineY === 1) return findSpot('STREET', lineX === 1 ? [0, 1, 2] : [0, 2, 3]);
    const n = numberAt(lineX - 1, lineY - 1);
    return findSpot('CORNER', [n, n + 1, n + 3, n + 4]);
  }
  if (onLineY) {
    if (lineY === 1) return findSpot('SPLIT', [0, numberAt(col, 1)]);
    const n = numberAt(col, lineY - 1);
    return findSpot('SPLIT', [n, n + 3]);
  }
  const row = Math.floor(y);
  if (row === 0) return straight(0);
  if (onLineX) {
    const n = numberAt(lineX - 1, row);
    return findSpot('SPLIT', [n, n + 1]);
  }
  return straight(numberAt(col, row));
}

/** The numbers a bet covers (for highlighting), [] when it is not a valid bet. */
export function spotNumbers(s: Pick<BetSpot, 'type' | 'numbers'>): number[] {
  return rouletteCoveredNumbers(s.type, s.numbers) ?? [];
}
