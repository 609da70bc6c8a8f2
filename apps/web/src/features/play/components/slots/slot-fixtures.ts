// Test fixtures of the slot page: the engine's real configuration (10 paylines, egypt theme) and
// rounds the server's engine produced (apps/server/src/modules/play/engines/slots.ts `playSlots`
// on fixed floats), copied with their grids and line wins as the API returns them.
import type { GameEngineConfig, PlaySuccess, SlotsSpin } from '../../api/play';

export const PAYLINES = [
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

const NAMES = [
  'Pharaoh',
  'Cleopatra',
  'Anubis',
  'Sphinx',
  'A',
  'K',
  'Q',
  'J',
  'Pharaoh Wild',
  'Scatter',
];

export const SLOT_CONFIG: GameEngineConfig = {
  __typename: 'GameEngineConfig',
  slug: 'golden-pharaoh',
  engine: 'SLOTS',
  rtp: '96.00',
  currency: 'USD',
  minBet: '0.20',
  maxBet: '100.00',
  slots: {
    theme: 'egypt',
    lines: PAYLINES,
    strips: [],
    scatterPays: ['2.0000', '10.0000', '50.0000'],
    symbols: NAMES.map((name, id) => ({
      id,
      name,
      kind: id === 8 ? 'WILD' : id === 9 ? 'SCATTER' : 'REGULAR',
      pays: id === 9 ? [] : ['10.0000', '25.0000', '100.0000'],
    })),
    freeSpins: 10,
    freeSpinMultiplier: 2,
  },
  roulette: null,
  dice: null,
  crash: null,
};

/** Three line wins: the bottom line (4 × Q with wilds), line 5 (3 × K), line 7 (3 × Q). */
export const THREE_LINES: SlotsSpin = {
  grid: [
    [7, 2, 8],
    [4, 5, 6],
    [5, 6, 8],
    [3, 7, 6],
    [4, 3, 7],
  ],
  lineWins: [
    { line: 2, symbol: 6, count: 4 },
    { line: 4, symbol: 5, count: 3 },
    { line: 6, symbol: 6, count: 3 },
  ],
  scatters: 0,
};

/** Three scatters: ten free spins (the first two shown here). */
export const SCATTERS: SlotsSpin = {
  grid: [
    [9, 7, 5],
    [7, 3, 4],
    [6, 4, 5],
    [5, 9, 6],
    [9, 7, 5],
  ],
  lineWins: [],
  scatters: 3,
};
/** Three scatters and a line win (3 × K on the middle line): free spins after a drawn line. */
export const SCATTERS_AND_A_LINE: SlotsSpin = {
  grid: [
    [9, 5, 7],
    [7, 5, 4],
    [6, 5, 5],
    [5, 9, 6],
    [9, 7, 5],
  ],
  lineWins: [{ line: 0, symbol: 5, count: 3 }],
  scatters: 3,
};
export const FREE_SPINS: SlotsSpin[] = [
  {
    grid: [
      [7, 6, 4],
      [4, 5, 2],
      [8, 1, 4],
      [6, 4, 5],
      [4, 8, 9],
    ],
    lineWins: [],
    scatters: 1,
  },
  {
    grid: [
      [7, 1, 3],
      [8, 0, 7],
      [5, 9, 6],
      [2, 3, 6],
      [4, 3, 7],
    ],
    lineWins: [],
    scatters: 1,
  },
];

export function slotRound(
  base: SlotsSpin,
  win: string,
  opts: { id?: string; amount?: string; freeSpins?: SlotsSpin[] } = {},
): PlaySuccess {
  return {
    __typename: 'PlaySuccess',
    replayed: false,
    balance: { currency: 'USD', real: '20.00', bonus: '0.00', total: '20.00' },
    round: {
      id: opts.id ?? 'r1',
      gameSlug: 'golden-pharaoh',
      engine: 'SLOTS',
      demo: false,
      currency: 'USD',
      amount: opts.amount ?? '1.00',
      win,
      multiplier: '0.0000',
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: 0,
      createdAt: '2026-11-21T05:00:00.000Z',
      outcome: {
        __typename: 'SlotsOutcome',
        base,
        freeSpins: opts.freeSpins ?? [],
        freeSpinMultiplier: 2,
      },
    },
  };
}
