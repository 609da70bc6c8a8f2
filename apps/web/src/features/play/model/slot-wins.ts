// What a settled slot spin shows, from the server's answer only (the browser never re-evaluates
// a spin): the cells of each winning line, the win's size against the stake (the big-win moment)
// and whether the jurisdiction allows celebrating it. Pure, tested alone.

export interface LineWinLike {
  line: number;
  symbol: number;
  count: number;
}

export interface SpinLike {
  grid: number[][];
  lineWins: LineWinLike[];
  scatters: number;
}

/** `reel:row` keys of the cells a line win pays on: the first `count` reels of its payline. */
export function lineCells(win: LineWinLike, lines: readonly (readonly number[])[]): string[] {
  const rows = lines[win.line];
  if (!rows) return [];
  const cells: string[] = [];
  for (let reel = 0; reel < win.count && reel < rows.length; reel += 1) {
    cells.push(`${reel}:${rows[reel]}`);
  }
  return cells;
}

/**
 * The highlighted cells: every winning line's paying cells, plus the scatters when they pay
 * (3 or more anywhere). With `only`, the cells of that one line win (the cycled line).
 */
export function winningCells(
  spin: SpinLike,
  lines: readonly (readonly number[])[],
  scatterId: number | null,
  only?: number,
): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins) {
    if (only !== undefined && win.line !== only) continue;
    for (const cell of lineCells(win, lines)) cells.add(cell);
  }
  if (only === undefined && scatterId !== null && spin.scatters >= 3) {
    spin.grid.forEach((reel, r) =>
      reel.forEach((id, row) => {
        if (id === scatterId) cells.add(`${r}:${row}`);
      }),
    );
  }
  return cells;
}

export type WinTier = 'none' | 'win' | 'big' | 'mega' | 'epic';

/** Big win from 10× the stake, mega from 25×, epic from 50×. */
export const WIN_TIERS: readonly { tier: WinTier; from: number }[] = [
  { tier: 'epic', from: 50 },
  { tier: 'mega', from: 25 },
  { tier: 'big', from: 10 },
];

/** The size of a win against the total stake (decimal texts in major units). */
export function winTier(win: string, stake: string): WinTier {
  const w = Number(win);
  const s = Number(stake);
  if (!(w > 0)) return 'none';
  if (!(s > 0)) return 'win';
  const multiple = w / s;
  return WIN_TIERS.find((t) => multiple >= t.from)?.tier ?? 'win';
}

/**
 * Whether a win may be celebrated (sound, count-up glow, big-win moment): never a return at or
 * below the stake when the jurisdiction says so (UKGC: `noCelebrationAtOrBelowStake`).
 */
export function mayCelebrate(win: string, stake: string, noCelebrationAtOrBelowStake: boolean) {
  const w = Number(win);
  if (!(w > 0)) return false;
  return !(noCelebrationAtOrBelowStake && w <= Number(stake));
}

/** The count-up's length: longer for bigger wins, never more than 4 s. */
export function countUpMs(tier: WinTier, turbo: boolean): number {
  const ms = { none: 0, win: 700, big: 2200, mega: 3000, epic: 4000 }[tier];
  return turbo ? Math.round(ms / 2) : ms;
}

export interface ReelTiming {
  /** when the first reel starts to stop, ms after the spin started */
  firstStop: number;
  /** between two reels' stops */
  stagger: number;
  /** one reel's stopping motion */
  settle: number;
}

/**
 * When the reels stop (ms after the spin started), left to right: never before the answer
 * (`answeredAt`), never before the normal spin length, and the last reel settles no sooner than
 * the jurisdiction's minimum spin time. A quick stop drops the normal length and the stagger,
 * never the minimum.
 */
export function reelStops(opts: {
  answeredAt: number;
  minSpinMillis: number;
  turbo: boolean;
  quick: boolean;
  reels: number;
  /** ms since the spin started when the stop was asked for (quick) */
  now?: number;
}): { stops: number[]; settle: number } {
  const base: ReelTiming = opts.turbo
    ? { firstStop: 300, stagger: 90, settle: 240 }
    : { firstStop: 750, stagger: 210, settle: 460 };
  const timing: ReelTiming = opts.quick
    ? { firstStop: opts.now ?? 0, stagger: 0, settle: 160 }
    : base;
  const span = (opts.reels - 1) * timing.stagger + timing.settle;
  const first = Math.max(
    opts.answeredAt,
    timing.firstStop,
    opts.quick ? (opts.now ?? 0) : 0,
    opts.minSpinMillis - span,
  );
  return {
    stops: Array.from({ length: opts.reels }, (_, i) => first + i * timing.stagger),
    settle: timing.settle,
  };
}
