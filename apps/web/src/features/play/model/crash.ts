// Shared crash rounds in the browser: the curve drawn from the shared multiplier rule
// (@aurum/domain multiplierAt, the server's own, so the number on screen is the one a cash-out
// gets), the clock offset to the server, and the round state kept from the crashGame snapshot plus
// the crashRound events.
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, parseHundredths } from '@aurum/domain';
import type {
  CrashBet,
  CrashGame,
  CrashHistoryPoint,
  CrashRound,
  CrashRoundEvent,
} from '../api/crash';

/** Colour band of a crash point in the history strip. */
export function band(crashPoint: string): 'low' | 'mid' | 'high' {
  const h = parseHundredths(crashPoint) ?? 100;
  return h >= 1000 ? 'high' : h >= 200 ? 'mid' : 'low';
}

/** Server time − local time (ms), from a server timestamp received now. */
export function clockOffset(serverTime: string, receivedAt = Date.now()): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Auto cash-out input: empty (off) or a multiplier 1.01–1,000,000.00 with up to 2 decimals. */
export function autoCashOutProblem(value: string): 'invalid' | null {
  if (value.trim() === '') return null;
  const h = parseHundredths(value);
  return h === null || h < CRASH_MIN_TARGET || h > CRASH_MAX_TARGET ? 'invalid' : null;
}

/** Points of the curve from 0 to `elapsedMs` in a `width`×`height` box (y up to `top`×). */
export function curvePath(elapsedMs: number, rate: number, width: number, height: number): string {
  const span = Math.max(8_000, elapsedMs * 1.15);
  const top = Math.max(2, Math.exp(rate * elapsedMs) * 1.15);
  const steps = 48;
  let d = '';
  for (let i = 0; i <= steps; i++) {
    const t = (elapsedMs * i) / steps;
    const m = Math.exp(rate * t);
    const x = (t / span) * width;
    const y = height - ((m - 1) / (top - 1)) * height;
    d += `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
  }
  return d;
}

export interface CrashState {
  round: CrashRound | null;
  bets: CrashBet[];
  history: CrashHistoryPoint[];
  /** server − local clock, ms */
  offset: number;
  bettingMs: number;
}

export const EMPTY_CRASH: CrashState = {
  round: null,
  bets: [],
  history: [],
  offset: 0,
  bettingMs: 6000,
};

const HISTORY = 20;

function upsert(bets: CrashBet[], bet: CrashBet): CrashBet[] {
  const i = bets.findIndex((b) => b.id === bet.id);
  if (i < 0) return [...bets, bet];
  const next = bets.slice();
  // the viewer's own auto cash-out is only in the snapshot: keep it
  next[i] = { ...bet, autoCashOut: bet.autoCashOut ?? bets[i]!.autoCashOut };
  return next;
}

function withCrashed(history: CrashHistoryPoint[], round: CrashRound): CrashHistoryPoint[] {
  if (round.phase !== 'CRASHED' || !round.crashPoint || !round.gameHash) return history;
  if (history.some((h) => h.roundId === round.id)) return history;
  const point: CrashHistoryPoint = {
    roundId: round.id,
    number: round.number,
    crashPoint: round.crashPoint,
    gameHash: round.gameHash,
    gameIndex: round.gameIndex,
    chainId: round.chainId,
    terminalHash: round.terminalHash,
    salt: round.salt,
  };
  return [point, ...history].slice(0, HISTORY);
}

/** The state after the crashGame snapshot (kept unless events already show a later round). */
export function fromSnapshot(
  state: CrashState,
  game: CrashGame,
  receivedAt = Date.now(),
): CrashState {
  const offset = clockOffset(game.serverTime, receivedAt);
  const newer = state.round && game.round && state.round.number > game.round.number;
  if (newer) return { ...state, offset, bettingMs: game.bettingMs };
  let bets = game.bets;
  if (game.myBet && !bets.some((b) => b.id === game.myBet!.id)) bets = [...bets, game.myBet];
  bets = bets.map((b) => (game.myBet && b.id === game.myBet.id ? game.myBet : b));
  return {
    round: game.round,
    bets,
    history: game.history.slice(0, HISTORY),
    offset,
    bettingMs: game.bettingMs,
  };
}

/** The state after a crashRound event. */
export function applyEvent(
  state: CrashState,
  event: CrashRoundEvent,
  receivedAt = Date.now(),
): CrashState {
  const offset = clockOffset(event.serverTime, receivedAt);
  const current = state.round;
  if (current && event.round.number < current.number) return { ...state, offset };
  const sameRound = current?.id === event.round.id;
  let bets = sameRound ? state.bets : [];
  if (event.bet) bets = upsert(bets, event.bet);
  return {
    ...state,
    round: event.round,
    bets,
    history: withCrashed(state.history, event.round),
    offset,
  };
}

/** The state with the viewer's bet as a mutation returned it (same round only). */
export function withBet(state: CrashState, bet: CrashBet): CrashState {
  if (!state.round || state.round.id !== bet.roundId) return state;
  return { ...state, bets: upsert(state.bets, bet) };
}

/** The viewer's bet in the current round, if any. */
export function myBet(state: CrashState): CrashBet | null {
  return state.bets.find((b) => b.mine) ?? null;
}
