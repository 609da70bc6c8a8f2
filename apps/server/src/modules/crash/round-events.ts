// Events of the shared crash rounds, per game (topic `crash.round:<slug>`): phase changes, bets
// and cash-outs. With REDIS_URL they reach every instance, so a viewer on one instance sees the
// round driven by another. Payloads are JSON (ISO dates, bigint minor units).
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per crash game: topic `crash.round:<slug>` */
    'crash.round': [slug: string, event: CrashRoundEvent];
  }
}

export type CrashPhase = 'BETTING' | 'RUNNING' | 'CRASHED';
export type CrashBetStatus = 'ACTIVE' | 'CASHED_OUT' | 'LOST';

/** A round as everyone may see it: the hash and crash point only once it crashed. */
export interface PublicCrashRound {
  id: string;
  gameSlug: string;
  number: number;
  phase: CrashPhase;
  /** ISO instants */
  bettingEndsAt: string;
  startedAt: string | null;
  crashedAt: string | null;
  /** hundredths, once crashed */
  crashPoint: number | null;
  gameHash: string | null;
  chainId: number;
  gameIndex: number;
  terminalHash: string;
  salt: string;
  rtpBp: number;
  /** r per ms: the multiplier t ms after startedAt is ⌊100·e^(r·t)⌋ hundredths */
  growthRate: number;
}

/** A bet as the players list shows it (userId stays on the server: it only decides `mine`). */
export interface PublicCrashBet {
  id: string;
  roundId: string;
  userId: string;
  player: string;
  demo: boolean;
  currency: string;
  /** minor units */
  amount: bigint;
  win: bigint;
  status: CrashBetStatus;
  /** hundredths */
  cashedOutAt: number | null;
  autoCashOut: number | null;
}

export type CrashEventKind = 'PHASE' | 'BET' | 'CASH_OUT';

export interface CrashRoundEvent {
  kind: CrashEventKind;
  round: PublicCrashRound;
  bet: PublicCrashBet | null;
  /** ISO instant the event was raised (clients align their clock with it) */
  serverTime: string;
}

export const CRASH_ROUND = 'crash.round';
