// Mines: a 5×5 field (tiles 0–24, row by row) hides 1–24 mines. The player reveals tiles one at a
// time and may cash out after any safe tile; a mine loses the stake.
//
// Fair placement: the mines are the first `mines` tiles of a forward Fisher–Yates over 0…24 with
// the bet's floats in order (i = 0 … mines − 1: j = i + ⌊f_i · (25 − i)⌋, swap) — one float per
// mine, so a round is a pure function of (server seed, client seed, nonce, mines).
//
// Multiplier after k safe tiles: the exact fair odds × RTP,
//   m(k) = RTP · C(25, k) / C(25 − mines, k)
// (C(25 − mines, k) / C(25, k) is the chance that k tiles chosen in any order are all safe), so
// cashing out after any number of tiles returns exactly the RTP; the win is
// ⌊stake · rtpBp · C(25, k) / (10000 · C(25 − mines, k))⌋ minor units (rounded down).
import type { FloatSource } from './fair';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** Declared RTP, basis points: 99.00 % (1 % house edge) at every step. */
export const MINES_RTP_BP = 9900;

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** Null when the mine count is valid, else the reason. */
export function validateMines(mines: number): string | null {
  return Number.isInteger(mines) && mines >= MINES_MIN && mines <= MINES_MAX
    ? null
    : 'Mines must be a whole number from 1 to 24.';
}

/** The mine tiles (sorted) of a round: the first `mines` tiles of the fair shuffle. */
export function placeMines(mines: number, floats: FloatSource): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + Math.floor(floats.next() * (MINES_TILES - i));
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}

/** Safe tiles there are to reveal. */
export const minesSafeTiles = (mines: number) => MINES_TILES - mines;

/** The multiplier after `safe` safe tiles as a fraction num/den (RTP included). */
export function minesMultiplierFraction(
  mines: number,
  safe: number,
  rtpBp = MINES_RTP_BP,
): { num: bigint; den: bigint } {
  return {
    num: BigInt(rtpBp) * binomial(MINES_TILES, safe),
    den: 10000n * binomial(MINES_TILES - mines, safe),
  };
}

/** The multiplier after `safe` safe tiles, for display (4 decimals, rounded down). */
export function minesMultiplier(mines: number, safe: number, rtpBp = MINES_RTP_BP): number {
  const { num, den } = minesMultiplierFraction(mines, safe, rtpBp);
  return Number((num * 10000n) / den) / 10000;
}

/** What a cash-out after `safe` safe tiles pays (0 with no tile revealed: nothing to cash). */
export function minesWin(stake: bigint, mines: number, safe: number, rtpBp = MINES_RTP_BP): bigint {
  if (safe <= 0) return 0n;
  const { num, den } = minesMultiplierFraction(mines, safe, rtpBp);
  return (stake * num) / den;
}

export type MinesStatus = 'ACTIVE' | 'CASHED_OUT' | 'BUSTED';

export interface MinesState {
  mines: number;
  /** tiles revealed in order */
  revealed: number[];
  status: MinesStatus;
  /** safe tiles revealed */
  safe: number;
}

export class MinesMoveError extends Error {}

/** Replays a round: reveals in order, then an optional cash-out. Throws MinesMoveError. */
export function replayMines(
  mineTiles: readonly number[],
  reveals: readonly number[],
  cashOut: boolean,
): MinesState {
  const mineSet = new Set(mineTiles);
  const state: MinesState = {
    mines: mineTiles.length,
    revealed: [],
    status: 'ACTIVE',
    safe: 0,
  };
  for (const tile of reveals) revealTile(state, mineSet, tile);
  if (cashOut) {
    if (state.status !== 'ACTIVE') throw new MinesMoveError('The round is over.');
    if (state.safe === 0) throw new MinesMoveError('Reveal a tile before cashing out.');
    state.status = 'CASHED_OUT';
  }
  return state;
}

/** Reveals one tile in place; all safe tiles revealed cashes out by itself. */
export function revealTile(state: MinesState, mineSet: ReadonlySet<number>, tile: number): void {
  if (state.status !== 'ACTIVE') throw new MinesMoveError('The round is over.');
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new MinesMoveError('A tile is a whole number from 0 to 24.');
  }
  if (state.revealed.includes(tile)) throw new MinesMoveError('This tile is already open.');
  state.revealed.push(tile);
  if (mineSet.has(tile)) {
    state.status = 'BUSTED';
    return;
  }
  state.safe += 1;
  if (state.safe === minesSafeTiles(state.mines)) state.status = 'CASHED_OUT';
}
