// GraphQL shapes of the originals: the rules (tables, layouts, field) and Mines rounds.
import {
  hundredthsText,
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_RISKS,
  kenoTable,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  minesMultiplier,
  minesWin,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoTable,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  wheelLayout,
} from '@aurum/domain';
import { major } from '../play';
import { mineTilesOf, type MinesRow } from './round';

const rows = Array.from(
  { length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 },
  (_, i) => PLINKO_MIN_ROWS + i,
);

export const PLINKO_CONFIG = {
  minRows: PLINKO_MIN_ROWS,
  maxRows: PLINKO_MAX_ROWS,
  tables: PLINKO_RISKS.flatMap((risk) =>
    rows.map((n) => ({ rows: n, risk, multipliers: plinkoTable(n, risk).map(hundredthsText) })),
  ),
};

export const KENO_CONFIG = {
  numbers: KENO_NUMBERS,
  drawn: KENO_DRAWN,
  maxPicks: KENO_MAX_PICKS,
  tables: KENO_RISKS.flatMap((risk) =>
    Array.from({ length: KENO_MAX_PICKS }, (_, i) => ({
      picks: i + 1,
      risk,
      multipliers: kenoTable(i + 1, risk).map(hundredthsText),
    })),
  ),
};

export const WHEEL_CONFIG = {
  segments: [...WHEEL_SEGMENTS],
  layouts: WHEEL_RISKS.flatMap((risk) =>
    WHEEL_SEGMENTS.map((segments) => ({
      segments,
      risk,
      multipliers: wheelLayout(segments, risk).map(hundredthsText),
    })),
  ),
};

export const MINES_CONFIG = { tiles: MINES_TILES, minMines: MINES_MIN, maxMines: MINES_MAX };

const mult4 = (m: number) => m.toFixed(4);

export function minesRoundView(row: MinesRow) {
  const busted = row.status === 'BUSTED';
  const safe = busted ? row.revealed.length - 1 : row.revealed.length;
  const active = row.status === 'ACTIVE';
  const left = 25 - row.mines - safe;
  const win = active ? minesWin(row.stake, row.mines, safe) : row.win;
  return {
    id: row.id,
    gameSlug: row.gameSlug,
    demo: row.demo,
    currency: row.currency,
    amount: major(row.stake, row.currency),
    mines: row.mines,
    revealed: row.revealed,
    safe,
    status: row.status,
    multiplier: busted || safe === 0 ? '0.0000' : mult4(minesMultiplier(row.mines, safe)),
    nextMultiplier: active && left > 0 ? mult4(minesMultiplier(row.mines, safe + 1)) : null,
    win: major(win, row.currency),
    mineTiles: active ? null : mineTilesOf(row),
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
  };
}
