// Shared fixtures of the crash tests (crash-game, use-crash-game): the engine config, a round
// and a bet.
import type { CrashBet, CrashGame, CrashRound } from '../../api/crash';
import type { GameEngineConfig } from '../../api/play';

export const CONFIG: GameEngineConfig = {
  __typename: 'GameEngineConfig',
  slug: 'rocket',
  engine: 'CRASH',
  rtp: '97.00',
  currency: 'USD',
  minBet: '1.00',
  maxBet: '1000.00',
  slots: null,
  roulette: null,
  dice: null,
  crash: { minTarget: '1.01', maxTarget: '1000000.00', terminalHash: 't'.repeat(64) },
};

export const now = () => new Date().toISOString();
export const round = (over: Partial<CrashRound> = {}): CrashRound => ({
  id: 'r1',
  gameSlug: 'rocket',
  number: 3,
  phase: 'BETTING',
  bettingEndsAt: new Date(Date.now() + 5000).toISOString(),
  startedAt: null,
  crashedAt: null,
  crashPoint: null,
  gameHash: null,
  chainId: 1,
  gameIndex: 3,
  terminalHash: 't'.repeat(64),
  salt: 'salt',
  rtp: '97.00',
  growthRate: 0.00006,
  ...over,
});
export const bet = (over: Partial<CrashBet> = {}): CrashBet => ({
  id: 'b1',
  roundId: 'r1',
  player: 'A3F9',
  mine: true,
  demo: false,
  currency: 'USD',
  amount: '1.00',
  win: '0.00',
  status: 'ACTIVE',
  cashedOutAt: null,
  autoCashOut: null,
  ...over,
});

/** The crashGame snapshot of a round with no bets. */
export const snapshotOf = (r: CrashRound | null): CrashGame => ({
  __typename: 'CrashGame',
  slug: 'rocket',
  round: r,
  bets: [],
  myBet: null,
  history: [],
  bettingMs: 6000,
  growthRate: 0.00006,
  serverTime: now(),
});
