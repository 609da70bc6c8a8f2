// Slots: 5 reels × 3 rows, 10 fixed paylines, 8 paying symbols, a wild and a scatter.
//
// - A spin takes 5 floats: reel i stops at ⌊f·Lᵢ⌋ of its strip; the window shows that stop and
//   the next two symbols (cyclically).
// - Lines pay left to right, 3–5 of a kind; the wild stands for every symbol but the scatter and
//   pays on its own (the better of the two counts). Line pays are in line bets (stake / 10).
// - Scatters pay anywhere, in total bets: 3 → 2, 4 → 10, 5 → 50; 3 or more also award 10 free
//   spins at ×2 on the same strips (free spins do not retrigger). Free spins take 5 floats each,
//   after the base spin's.
// - RTP: `theoreticalBaseRtp()` computes the exact return of the unscaled paytable (see
//   docs/play-notes.md); a game scales every pay by rtp / base so that its declared RTP equals
//   the catalogue's payout. The win is ⌊stake · units · scaleNum / (10 · SCALE_DEN)⌋ minor units.

export const REELS = 5;
export const ROWS = 3;
export const WILD = 8;
export const SCATTER = 9;
export const SYMBOL_COUNT = 10;
export const FREE_SPINS = 10;
export const FREE_SPIN_MULTIPLIER = 2;
export const SCALE_DEN = 1_000_000_000n;

/** Rows (0 top … 2 bottom) of each payline, reel by reel. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const LINES = PAYLINES.length;

/** Line pays for 3, 4, 5 of a kind, in line bets, by symbol (0 = highest … 7, 8 = wild). */
export const PAYTABLE: readonly (readonly [number, number, number])[] = [
  [40, 150, 750],
  [25, 100, 400],
  [20, 75, 250],
  [15, 50, 150],
  [10, 25, 100],
  [6, 20, 75],
  [5, 15, 50],
  [4, 10, 40],
  [60, 250, 1500],
];
/** Scatter pays by count (index = number of scatters), in total bets. */
export const SCATTER_PAYS: readonly number[] = [0, 0, 0, 2, 10, 50];

// Reel strips: symbol counts per reel, laid out so that scatters are at least 3 apart (one per
// window at most). Built deterministically from these counts.
const STRIP_COUNTS: readonly (readonly number[])[] = [
  // sym: 0  1  2  3  4  5  6  7  W  S
  [1, 2, 2, 3, 4, 5, 5, 6, 2, 1],
  [1, 2, 3, 3, 4, 4, 5, 6, 3, 1],
  [1, 2, 3, 3, 4, 4, 5, 6, 3, 1],
  [1, 2, 3, 3, 4, 4, 5, 6, 3, 1],
  [1, 2, 2, 3, 4, 5, 5, 6, 2, 1],
];

/** Interleaves the symbols evenly (largest counts spread first), deterministic. */
function buildStrip(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  const strip: number[] = new Array<number>(total).fill(-1);
  const order = counts
    .map((count, symbol) => ({ symbol, count }))
    .sort((a, b) => b.count - a.count || a.symbol - b.symbol);
  for (const { symbol, count } of order) {
    for (let k = 0; k < count; k++) {
      let pos = Math.floor(((k + 0.5) * total) / count) % total;
      while (strip[pos] !== -1) pos = (pos + 1) % total;
      strip[pos] = symbol;
    }
  }
  return strip;
}

export const STRIPS: readonly (readonly number[])[] = STRIP_COUNTS.map(buildStrip);

export type Grid = number[][]; // grid[reel][row]

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** in line bets, unscaled, before the free-spin multiplier */
  pay: number;
}

export interface SpinResult {
  stops: number[];
  grid: Grid;
  lineWins: LineWin[];
  scatters: number;
  /** in total bets, unscaled */
  scatterPay: number;
  /** line pays + scatter pay, in line bets, unscaled, before any multiplier */
  units: number;
}

export interface SlotsOutcome {
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Σ units (free spins × FREE_SPIN_MULTIPLIER), in line bets, unscaled */
  totalUnits: number;
}

export function gridAt(stops: readonly number[]): Grid {
  return stops.map((stop, reel) => {
    const strip = STRIPS[reel]!;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  });
}

/** Pay of one line's five symbols, in line bets (unscaled). */
export function linePay(symbols: readonly number[]): {
  symbol: number;
  count: number;
  pay: number;
} {
  let wildRun = 0;
  while (wildRun < REELS && symbols[wildRun] === WILD) wildRun++;
  const wildPay = wildRun >= 3 ? PAYTABLE[WILD]![wildRun - 3]! : 0;
  let best = { symbol: WILD, count: wildRun, pay: wildPay };
  if (wildRun < REELS) {
    const symbol = symbols[wildRun]!;
    if (symbol !== SCATTER) {
      let count = wildRun;
      while (count < REELS && (symbols[count] === symbol || symbols[count] === WILD)) count++;
      const pay = count >= 3 ? PAYTABLE[symbol]![count - 3]! : 0;
      if (pay > best.pay) best = { symbol, count, pay };
    }
  }
  return best.pay > 0 ? best : { symbol: best.symbol, count: best.count, pay: 0 };
}

export function evaluateSpin(stops: readonly number[]): SpinResult {
  const grid = gridAt(stops);
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = linePay(rows.map((row, reel) => grid[reel]![row]!));
    if (win.pay > 0) lineWins.push({ line, ...win });
  });
  const scatters = grid.reduce((n, reel) => n + reel.filter((s) => s === SCATTER).length, 0);
  const scatterPay = SCATTER_PAYS[Math.min(scatters, 5)]!;
  const units = lineWins.reduce((n, w) => n + w.pay, 0) + scatterPay * LINES;
  return { stops: [...stops], grid, lineWins, scatters, scatterPay, units };
}

function spinStops(next: () => number): number[] {
  return STRIPS.map((strip) => Math.floor(next() * strip.length));
}

/** A paid spin and its free spins. */
export function playSlots(floats: { next(): number }): SlotsOutcome {
  const base = evaluateSpin(spinStops(() => floats.next()));
  const freeSpins: SpinResult[] = [];
  if (base.scatters >= 3) {
    for (let i = 0; i < FREE_SPINS; i++) {
      freeSpins.push(evaluateSpin(spinStops(() => floats.next())));
    }
  }
  const totalUnits = base.units + FREE_SPIN_MULTIPLIER * freeSpins.reduce((n, s) => n + s.units, 0);
  return { base, freeSpins, totalUnits };
}

/** The win in minor units: ⌊stake · units · scaleNum / (LINES · SCALE_DEN)⌋. */
export function slotsWin(stake: bigint, totalUnits: number, scaleNum: bigint): bigint {
  return (stake * BigInt(totalUnits) * scaleNum) / (BigInt(LINES) * SCALE_DEN);
}

export interface SlotsMath {
  /** expected line pay of one line, in line bets */
  lineEv: number;
  /** P(k scatters visible), k = 0..5 */
  scatterDistribution: number[];
  /** expected units of one spin (all lines + scatter), in line bets */
  spinEv: number;
  /** P(free spins) */
  triggerProbability: number;
  /** exact RTP of the unscaled paytable */
  rtp: number;
}

let cachedMath: SlotsMath | undefined;

/**
 * Exact return of the unscaled paytable. Every payline position of reel i shows a symbol with
 * probability countᵢ(s)/Lᵢ (the stop is uniform) and the reels are independent, so one line's
 * expected pay is Σ over all 10⁵ symbol tuples of Π pᵢ(sᵢ) · pay(tuple); the 10 lines have the
 * same expectation. Scatters: reel i shows one with probability qᵢ = (stops whose window holds
 * one) / Lᵢ; the count is the convolution over reels. RTP = (10·lineEv + 10·E[scatter pay]) / 10
 * · (1 + FREE_SPINS · FREE_SPIN_MULTIPLIER · P(≥3 scatters)).
 */
export function slotsMath(): SlotsMath {
  if (cachedMath) return cachedMath;
  const p = STRIPS.map((strip) => {
    const probs = new Array<number>(SYMBOL_COUNT).fill(0);
    for (const s of strip) probs[s]! += 1 / strip.length;
    return probs;
  });
  let lineEv = 0;
  const tuple = [0, 0, 0, 0, 0];
  const walk = (reel: number, prob: number) => {
    if (prob === 0) return;
    if (reel === REELS) {
      lineEv += prob * linePay(tuple).pay;
      return;
    }
    for (let s = 0; s < SYMBOL_COUNT; s++) {
      tuple[reel] = s;
      walk(reel + 1, prob * p[reel]![s]!);
    }
  };
  walk(0, 1);
  let dist = [1];
  for (const strip of STRIPS) {
    let withScatter = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      const n = [0, 1, 2].filter((r) => strip[(stop + r) % strip.length] === SCATTER).length;
      if (n > 1) throw new Error('Scatters must be at least 3 apart on a strip.');
      withScatter += n;
    }
    const q = withScatter / strip.length;
    const nextDist = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((v, k) => {
      nextDist[k]! += v * (1 - q);
      nextDist[k + 1]! += v * q;
    });
    dist = nextDist;
  }
  const scatterEv = dist.reduce((n, v, k) => n + v * SCATTER_PAYS[k]!, 0);
  const spinEv = LINES * lineEv + LINES * scatterEv;
  const trigger = dist[3]! + dist[4]! + dist[5]!;
  const rtp = (spinEv / LINES) * (1 + FREE_SPINS * FREE_SPIN_MULTIPLIER * trigger);
  cachedMath = {
    lineEv,
    scatterDistribution: dist,
    spinEv,
    triggerProbability: trigger,
    rtp,
  };
  return cachedMath;
}

/** The scale numerator that makes the paytable return `rtpBp` basis points. */
export function scaleFor(rtpBp: number): bigint {
  return BigInt(Math.round((rtpBp / 10000 / slotsMath().rtp) * Number(SCALE_DEN)));
}

/** The declared RTP of a scale: base RTP · scale. */
export function declaredRtp(scaleNum: bigint): number {
  return (slotsMath().rtp * Number(scaleNum)) / Number(SCALE_DEN);
}
