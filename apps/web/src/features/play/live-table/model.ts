// A live table's state in the browser: the server's snapshot, then its events (a round opens, a
// bet is placed, the round settles). Pure; the hook feeds it. The clock offset aligns countdowns
// with the server's clock (serverTime − local time at receipt).
import type { LiveBet, LiveRound, LiveTable, LiveTableEvent } from './api';

export interface LiveState {
  round: LiveRound | null;
  bets: LiveBet[];
  history: LiveRound[];
  /** server clock − local clock, ms */
  offset: number;
}

export const EMPTY_LIVE: LiveState = { round: null, bets: [], history: [], offset: 0 };

export type LiveAction =
  | { type: 'snapshot'; table: LiveTable; receivedAt: number }
  | { type: 'event'; event: LiveTableEvent; receivedAt: number }
  | { type: 'bet'; bet: LiveBet };

const HISTORY = 20;

function upsert(bets: LiveBet[], bet: LiveBet): LiveBet[] {
  const i = bets.findIndex((b) => b.id === bet.id);
  if (i < 0) return [...bets, bet];
  const next = bets.slice();
  next[i] = bet;
  return next;
}

export function liveReducer(state: LiveState, action: LiveAction): LiveState {
  switch (action.type) {
    case 'snapshot':
      return {
        round: action.table.round ?? null,
        bets: action.table.bets,
        history: action.table.history,
        offset: Date.parse(action.table.serverTime) - action.receivedAt,
      };
    case 'bet':
      return action.bet.roundId === state.round?.id
        ? { ...state, bets: upsert(state.bets, action.bet) }
        : state;
    case 'event': {
      const { event } = action;
      const offset = Date.parse(event.serverTime) - action.receivedAt;
      // an older round's event (late delivery) never replaces a newer round
      if (state.round && event.round.number < state.round.number) return state;
      if (event.kind === 'DEAL' || event.kind === 'DECISION') {
        // blackjack: the common deal (bets with their hands), or one player's decision
        if (event.round.id !== state.round?.id) return { ...state, round: event.round, offset };
        return {
          ...state,
          round: event.round,
          offset,
          bets: event.bets.reduce(upsert, state.bets),
        };
      }
      if (event.kind === 'BET') {
        if (event.round.id !== state.round?.id) return { ...state, round: event.round, offset };
        return { ...state, offset, bets: event.bets.reduce(upsert, state.bets) };
      }
      if (event.kind === 'RESULT') {
        return {
          round: event.round,
          bets: event.bets.reduce(upsert, event.round.id === state.round?.id ? state.bets : []),
          history: [event.round, ...state.history.filter((r) => r.id !== event.round.id)].slice(
            0,
            HISTORY,
          ),
          offset,
        };
      }
      // ROUND: a new round takes bets
      return event.round.id === state.round?.id
        ? { ...state, round: event.round, offset }
        : { ...state, round: event.round, bets: [], offset };
    }
  }
}

export type TableMoment =
  | { kind: 'opening' }
  | { kind: 'betting'; seconds: number }
  | { kind: 'drawing' }
  /** blackjack: the common cards are out, players decide until the deadline */
  | { kind: 'deciding'; seconds: number }
  | { kind: 'result'; seconds: number };

/**
 * The deadline the table counts down to: betting's or the decision's end, then the next round's
 * start (NaN when the round has none).
 */
function deadlineOf(round: LiveRound): number {
  if (round.phase === 'BETTING') return Date.parse(round.bettingEndsAt);
  if (round.phase === 'DECIDING') return Date.parse(round.decidingEndsAt ?? round.bettingEndsAt);
  return round.nextRoundAt ? Date.parse(round.nextRoundAt) : Number.NaN;
}

/** What the table shows at server time `now`: the betting countdown, the draw, the next round's. */
export function tableMoment(round: LiveRound | null, now: number): TableMoment {
  if (!round) return { kind: 'opening' };
  const left = deadlineOf(round) - now;
  const seconds = Math.ceil(left / 1000);
  if (round.phase === 'BETTING') {
    return left > 0 ? { kind: 'betting', seconds } : { kind: 'drawing' };
  }
  if (round.phase === 'DECIDING') {
    return left > 0 ? { kind: 'deciding', seconds } : { kind: 'drawing' };
  }
  return left > 0 ? { kind: 'result', seconds } : { kind: 'opening' };
}

/**
 * Milliseconds from server time `now` until `tableMoment(round, ·)` changes: its kind, or with
 * `seconds` also its countdown's count. Null when only a server event can change it (no round, the
 * draw, the opening). A table re-renders when its moment changes, not on a fixed tick.
 */
export function momentChangeIn(
  round: LiveRound | null,
  now: number,
  seconds: boolean,
): number | null {
  if (!round) return null;
  const left = deadlineOf(round) - now;
  if (!(left > 0)) return null;
  // the count is ceil(left / 1000): it next drops when `left` reaches a whole second
  return seconds ? left % 1000 || 1000 : left;
}
