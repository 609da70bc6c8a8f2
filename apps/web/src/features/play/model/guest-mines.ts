// Mines for a guest (issue 18, demo play): a multi-step round the server would have to keep, so
// the browser plays it — with the SAME rules (@aurum/domain games/mines.ts: placeMines,
// revealTile, minesMultiplier, minesWin) on the SAME fair stream (HMAC-SHA256 floats, fair.ts),
// on a throwaway seed pair drawn here. Nothing reaches the server and nothing can touch money:
// the win only moves the fun balance (fun-balance.ts). The view has the server's MinesRound shape.
import {
  currencyDecimals,
  formatMinor,
  MINES_TILES,
  minesMultiplier,
  minesWin,
  placeMines,
  floatsFrom,
  revealTile,
  type MinesState,
} from '@aurum/domain';
import type { MinesRoundView } from '../api/originals';
import { fairFloats, sha256Hex } from './fair';

export interface GuestMinesRound {
  view: MinesRoundView;
  state: MinesState;
  mineTiles: number[];
  stake: bigint;
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

const mult4 = (m: number) => m.toFixed(4);

function viewOf(
  base: Omit<
    MinesRoundView,
    'revealed' | 'safe' | 'status' | 'multiplier' | 'nextMultiplier' | 'win' | 'mineTiles'
  >,
  state: MinesState,
  mineTiles: number[],
  stake: bigint,
): MinesRoundView {
  const active = state.status === 'ACTIVE';
  const busted = state.status === 'BUSTED';
  const left = MINES_TILES - state.mines - state.safe;
  const win = busted ? 0n : minesWin(stake, state.mines, state.safe);
  return {
    ...base,
    revealed: [...state.revealed],
    safe: state.safe,
    status: state.status,
    multiplier:
      busted || state.safe === 0 ? '0.0000' : mult4(minesMultiplier(state.mines, state.safe)),
    nextMultiplier: active && left > 0 ? mult4(minesMultiplier(state.mines, state.safe + 1)) : null,
    win: formatMinor(win, { decimals: currencyDecimals(base.currency) }),
    mineTiles: active ? null : mineTiles,
  };
}

export async function startGuestMines(input: {
  gameSlug: string;
  currency: string;
  stake: bigint;
  mines: number;
}): Promise<GuestMinesRound> {
  const serverSeed = randomHex(32);
  const clientSeed = randomHex(8);
  const mineTiles = placeMines(
    input.mines,
    floatsFrom(await fairFloats(serverSeed, clientSeed, 0, input.mines)),
  );
  const state: MinesState = { mines: input.mines, revealed: [], status: 'ACTIVE', safe: 0 };
  const base = {
    __typename: 'MinesRound' as const,
    id: crypto.randomUUID(),
    gameSlug: input.gameSlug,
    demo: true,
    currency: input.currency,
    amount: formatMinor(input.stake, { decimals: currencyDecimals(input.currency) }),
    mines: input.mines,
    serverSeedHash: await sha256Hex(serverSeed),
    clientSeed,
    nonce: 0,
  };
  return {
    view: viewOf(base, state, mineTiles, input.stake),
    state,
    mineTiles,
    stake: input.stake,
  };
}

/** Opens a tile (throws MinesMoveError like the server refuses it). */
export function revealGuestMines(round: GuestMinesRound, tile: number): GuestMinesRound {
  const state: MinesState = { ...round.state, revealed: [...round.state.revealed] };
  revealTile(state, new Set(round.mineTiles), tile);
  return { ...round, state, view: viewOf(round.view, state, round.mineTiles, round.stake) };
}

export function cashOutGuestMines(round: GuestMinesRound): GuestMinesRound {
  const state: MinesState = { ...round.state, status: 'CASHED_OUT' };
  return { ...round, state, view: viewOf(round.view, state, round.mineTiles, round.stake) };
}

/** The round's payout once over, minor units (0 while active or busted). */
export const guestMinesWin = (round: GuestMinesRound): bigint =>
  round.state.status === 'CASHED_OUT'
    ? minesWin(round.stake, round.state.mines, round.state.safe)
    : 0n;
