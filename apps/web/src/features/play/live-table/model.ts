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

/** What the table shows at server time `now`: the betting countdown, the draw, the next round's. */
export function tableMoment(round: LiveRound | null, now: number): TableMoment {
  if (!round) return { kind: 'opening' };
  if (round.phase === 'BETTING') {
    const left = Date.parse(round.bettingEndsAt) - now;
    return left > 0 ? { kind: 'betting', seconds: Math.ceil(left / 1000) } : { kind: 'drawing' };
  }
  if (round.phase === 'DECIDING') {
    const left = Date.parse(round.decidingEndsAt ?? round.bettingEndsAt) - now;
    return left > 0 ? { kind: 'deciding', seconds: Math.ceil(left / 1000) } : { kind: 'drawing' };
  }
  const next = round.nextRoundAt ? Date.parse(round.nextRoundAt) - now : 0;
  return next > 0 ? { kind: 'result', seconds: Math.ceil(next / 1000) } : { kind: 'opening' };
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
  const deadline =
    round.phase === 'BETTING'
      ? Date.parse(round.bettingEndsAt)
      : round.phase === 'DECIDING'
        ? Date.parse(round.decidingEndsAt ?? round.bettingEndsAt)
        : round.nextRoundAt
          ? Date.parse(round.nextRoundAt)
          : Number.NaN;
  const left = deadline - now;
  if (!(left > 0)) return null;
  // the count is ceil(left / 1000): it next drops when `left` reaches a whole second
  return seconds ? left % 1000 || 1000 : left;
}
