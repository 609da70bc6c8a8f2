// A live table's page state: the server's snapshot, its events by subscription, a clock aligned
// with the server for the countdowns, and placing the viewer's bet (roulette chips, baccarat
// sides, a dice target and direction, or a wheel risk). A bet is sent with a fresh id; a retry of the same click reuses it (no double debit).
import { currencyDecimals } from '@aurum/domain';
import { startTransition, useEffect, useReducer, useRef, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { useSession } from '@/lib/session';
import type { Risk } from '../api/originals';
import type { DiceDirection, GameEngineConfig } from '../api/play';
import { betsInput, betsOf, type Chip } from '../model/roulette-bets';
import { playErrorKey, type PlayErrorKey } from '../model/play-errors';
import { playSound } from '../model/sound';
import {
  LIVE_BLACKJACK_ACTION_MUTATION,
  LIVE_TABLE_QUERY,
  LIVE_TABLE_SUBSCRIPTION,
  PLACE_LIVE_BET_MUTATION,
  type LiveRound,
} from './api';
import { EMPTY_LIVE, liveReducer, momentChangeIn, tableMoment, type TableMoment } from './model';

export type LiveFailure =
  | { table: 'TABLE_BETTING_CLOSED' | 'TABLE_ALREADY_BET' | 'TABLE_DECISION_CLOSED' }
  | { play: PlayErrorKey };
export type LiveBlackjackMove = 'HIT' | 'STAND' | 'DOUBLE';
export type BaccaratSide = 'PLAYER' | 'BANKER' | 'TIE';

/**
 * What the table shows (`tableMoment`), re-rendered only when that changes: with `seconds` each
 * time its countdown's count drops, else only when its kind does. (A 250 ms tick here re-rendered
 * the whole table four times a second, issue 16.)
 */
export function useTableMoment(
  round: LiveRound | null,
  offset: number,
  seconds: boolean,
): TableMoment {
  // the time the moment was last worked out, and for which round (the offset moves by a few ms
  // with every event; it shifts the timer, it does not restart it)
  const [clock, setClock] = useState(() => ({ now: Date.now(), round }));
  const current = clock.round === round;
  useEffect(() => {
    const restart = () => setClock({ now: Date.now(), round });
    // a new round is timed from now, not from the last change
    if (!current) return restart();
    // from the time now: the effect runs again whenever the offset moves
    const wait = momentChangeIn(round, Date.now() + offset, seconds);
    if (wait === null) return;
    const timer = setTimeout(restart, wait + 1);
    return () => clearTimeout(timer);
  }, [round, offset, seconds, clock, current]);
  return tableMoment(round, clock.now + offset);
}

export function useLiveTable(config: GameEngineConfig) {
  const slug = config.slug;
  const client = useClient();
  const session = useSession();
  const decimals = currencyDecimals(config.currency);
  const [state, dispatch] = useReducer(liveReducer, EMPTY_LIVE);
  const [{ data, error }, refetch] = useQuery({
    query: LIVE_TABLE_QUERY,
    variables: { slug },
    requestPolicy: 'network-only',
  });
  const [, place] = useMutation(PLACE_LIVE_BET_MUTATION);
  const [, decide] = useMutation(LIVE_BLACKJACK_ACTION_MUTATION);
  const [demo, setDemo] = useState(false);
  const [chips, setChips] = useState<Chip[]>([]);
  const [sides, setSides] = useState<BaccaratSide[]>([]);
  const [amount, setAmount] = useState(config.minBet);
  const [target, setTarget] = useState('50.00');
  const [direction, setDirection] = useState<DiceDirection>('UNDER');
  const [risk, setRisk] = useState<Risk>('MEDIUM');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LiveFailure | null>(null);
  const pendingId = useRef<string | null>(null);

  const table = data?.liveTable;
  useEffect(() => {
    if (table?.__typename !== 'LiveTable') return;
    const receivedAt = Date.now();
    // the first snapshot fills the whole table: rendered in time slices (issue 16)
    startTransition(() => dispatch({ type: 'snapshot', table, receivedAt }));
    if (table.round) return;
    // the table was idle: its first round is opening, ask again shortly
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), 1500);
    return () => clearTimeout(timer);
  }, [table, refetch]);

  useEffect(() => {
    const { unsubscribe } = client
      .subscription(LIVE_TABLE_SUBSCRIPTION, { slug })
      .subscribe((result) => {
        const event = result.data?.liveTable;
        if (event) dispatch({ type: 'event', event, receivedAt: Date.now() });
      });
    return unsubscribe;
  }, [client, slug]);

  // the table needs the moment's kind; its clock ticks the seconds (LiveTableClock)
  const phase = useTableMoment(state.round, state.offset, false).kind;
  const mine = state.bets.find((b) => b.mine) ?? null;
  const signedIn = session.status === 'user';
  const engine = config.engine;
  const roulette = engine === 'ROULETTE';
  const hasSpots =
    engine === 'ROULETTE'
      ? chips.length > 0
      : engine === 'BACCARAT'
        ? sides.length > 0
        : Number(amount) > 0;
  const canBet = phase === 'betting' && !mine && !busy && hasSpots;

  // a new round: the last round's failure no longer applies
  const roundId = state.round?.id ?? null;
  useEffect(() => {
    setFailure(null);
    pendingId.current = null;
  }, [roundId]);

  const bet = async () => {
    if (!signedIn) {
      setFailure({ play: 'SIGN_IN_TO_PLAY' });
      return;
    }
    if (!canBet) return;
    setBusy(true);
    setFailure(null);
    pendingId.current ??= crypto.randomUUID();
    try {
      const input = {
        gameSlug: slug,
        demo,
        betId: pendingId.current,
        ...(roulette
          ? { roulette: betsInput(betsOf(chips), decimals) }
          : engine === 'DICE'
            ? { dice: { amount, target, direction } }
            : engine === 'WHEEL'
              ? { wheel: { amount, risk } }
              : engine === 'BLACKJACK'
                ? { blackjack: { amount } }
                : { baccarat: sides.map((type) => ({ type, amount })) }),
      };
      const r = await place({ input });
      const result = r.data?.placeLiveBet;
      if (result?.__typename === 'LiveBetSuccess') {
        dispatch({ type: 'bet', bet: result.bet });
        playSound('chip');
        if (!result.bet.demo) session.refresh();
        return;
      }
      const code = result?.__typename === 'GeneralAppError' ? result.code : undefined;
      pendingId.current = r.error && !code ? pendingId.current : null;
      if (code === 'TABLE_BETTING_CLOSED' || code === 'TABLE_ALREADY_BET') {
        setFailure({ table: code });
      } else {
        setFailure({
          play:
            r.error && !code
              ? 'NETWORK_ERROR'
              : playErrorKey(
                  code ?? '',
                  result?.__typename === 'GeneralAppError' ? result.rg : null,
                ),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  /** blackjack: a decision on the viewer's hand (a retry of the same step moves nothing twice) */
  const act = async (action: LiveBlackjackMove) => {
    if (!mine || mine.decided || phase !== 'deciding' || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await decide({
        input: { betId: mine.id, action, step: mine.actions?.length ?? 0 },
      });
      const result = r.data?.liveBlackjackAction;
      if (result?.__typename === 'LiveBlackjackActionSuccess') {
        dispatch({ type: 'bet', bet: result.bet });
        playSound('chip');
        if (action === 'DOUBLE' && !result.bet.demo) session.refresh();
        return;
      }
      const code = result?.__typename === 'GeneralAppError' ? result.code : undefined;
      if (code === 'TABLE_DECISION_CLOSED') setFailure({ table: code });
      else {
        setFailure({
          play:
            r.error && !code
              ? 'NETWORK_ERROR'
              : playErrorKey(
                  code ?? '',
                  result?.__typename === 'GeneralAppError' ? result.rg : null,
                ),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  const toggleSide = (side: BaccaratSide) =>
    setSides((s) => (s.includes(side) ? s.filter((x) => x !== side) : [...s, side]));

  return {
    state,
    phase,
    mine,
    signedIn,
    demo,
    setDemo,
    chips,
    setChips,
    sides,
    toggleSide,
    amount,
    setAmount,
    target,
    setTarget,
    direction,
    setDirection,
    risk,
    setRisk,
    busy,
    failure,
    canBet,
    bet,
    act,
    bettingSeconds: table?.__typename === 'LiveTable' ? Math.round(table.bettingMs / 1000) : 15,
    unavailable: Boolean(error && !data) || table?.__typename === 'GeneralAppError',
  };
}
