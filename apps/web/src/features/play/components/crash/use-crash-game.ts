// The crash game's state and actions (no markup): the crashGame snapshot plus the crashRound
// subscription folded into one round state, the stake and auto cash-out inputs, the one action
// (bet, queue for the next round, cash out) with its mode, the failures, the screen-reader
// announcements of phase changes, and Space as the action key.
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery } from 'urql';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import {
  CASH_OUT_CRASH_MUTATION,
  CRASH_GAME_QUERY,
  CRASH_ROUND_SUBSCRIPTION,
  PLACE_CRASH_BET_MUTATION,
  type CrashBet,
  type CrashBetResult,
  type CrashGame as CrashGameData,
  type CrashRoundEvent,
} from '../../api/crash';
import type { GameEngineConfig } from '../../api/play';
import {
  EMPTY_CRASH,
  applyEvent,
  autoCashOutProblem,
  fromSnapshot,
  myBet,
  withBet,
  type CrashState,
} from '../../model/crash';
import { crashMode } from '../../model/crash-mode';
import { useDemoMode } from '../../model/demo-mode';
import { applyFunRound } from '../../model/fun-balance';
import {
  autoReached,
  cashOutGuestCrash,
  guestCrashBet,
  settleGuestCrash,
} from '../../model/guest-crash';
import { formatMoney, formatNumber, stakeProblem } from '../../model/format';
import { playErrorKey, type PlayErrorKey } from '../../model/play-errors';
import { playSound } from '../../model/sound';
import { useSpaceKey } from '../use-body-key';

type Action =
  | { type: 'snapshot'; game: CrashGameData }
  | { type: 'event'; event: CrashRoundEvent }
  | { type: 'bet'; bet: CrashBet };

function reducer(state: CrashState, action: Action): CrashState {
  switch (action.type) {
    case 'snapshot':
      return fromSnapshot(state, action.game);
    case 'event':
      return applyEvent(state, action.event);
    case 'bet':
      return withBet(state, action.bet);
  }
}

/** Crash-specific refusals have their own texts; the others are the play errors. */
const CRASH_CODES = new Set([
  'CRASH_BETTING_CLOSED',
  'CRASH_ALREADY_BET',
  'CRASH_NO_BET',
  'CRASH_NOT_RUNNING',
  'CRASH_TOO_LATE',
]);
export type CrashFailure = { crash: string } | { play: PlayErrorKey };

export function useCrashGame(config: GameEngineConfig) {
  const { t } = useTranslation(['crash', 'play']);
  const slug = config.slug;
  const client = useClient();
  const session = useSession();
  const locale = currentLanguage();
  const decimals = currencyDecimals(config.currency);
  const [state, dispatch] = useReducer(reducer, EMPTY_CRASH);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: CRASH_GAME_QUERY,
    variables: { slug },
    requestPolicy: 'network-only',
  });
  const { demo, setDemo, guest } = useDemoMode();
  const guestSettled = useRef(new Set<string>());
  const [amount, setAmount] = useState(config.minBet);
  const [auto, setAuto] = useState('');
  const [queued, setQueued] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CrashFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [, placeBet] = useMutation(PLACE_CRASH_BET_MUTATION);
  const [, cashOut] = useMutation(CASH_OUT_CRASH_MUTATION);

  const game = data?.crashGame;
  useEffect(() => {
    if (game?.__typename !== 'CrashGame') return;
    dispatch({ type: 'snapshot', game });
    // the game was idle: its first round is opening, ask again shortly
    if (game.round) return;
    const timer = setTimeout(() => refetch({ requestPolicy: 'network-only' }), 1500);
    return () => clearTimeout(timer);
  }, [game, refetch]);

  // the round's events; urql's client re-runs the snapshot query after a reconnect
  useEffect(() => {
    const { unsubscribe } = client
      .subscription(CRASH_ROUND_SUBSCRIPTION, { slug })
      .subscribe((result) => {
        const event = result.data?.crashRound;
        if (event) dispatch({ type: 'event', event });
      });
    return unsubscribe;
  }, [client, slug]);

  const round = state.round;
  const mine = myBet(state);
  const signedIn = session.status === 'user';
  const stakeIssue = stakeProblem(amount, config.minBet, config.maxBet, decimals);
  const autoIssue = autoCashOutProblem(auto);

  // phase changes for screen readers (the number itself is not announced)
  const phaseKey = round ? `${round.id}:${round.phase}` : '';
  useEffect(() => {
    if (!round) return;
    if (round.phase === 'RUNNING') setAnnouncement(t('live.running', { number: round.number }));
    else if (round.phase === 'CRASHED' && round.crashPoint) {
      setAnnouncement(t('live.crashed', { value: formatNumber(round.crashPoint, locale) }));
    } else if (round.phase === 'BETTING') setAnnouncement(t('live.betting'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phaseKey]);

  const handle = (result: CrashBetResult | undefined, failed: boolean, code?: string) => {
    if (result?.__typename === 'CrashBetSuccess') {
      dispatch({ type: 'bet', bet: result.bet });
      if (!result.bet.demo) session.refresh();
      return result;
    }
    const c = result?.__typename === 'GeneralAppError' ? result.code : code;
    if (c && CRASH_CODES.has(c)) setFailure({ crash: c });
    else
      setFailure({
        play:
          failed && !c
            ? 'NETWORK_ERROR'
            : playErrorKey(c ?? '', result?.__typename === 'GeneralAppError' ? result.rg : null),
      });
    return null;
  };

  const bet = async () => {
    if ((!signedIn && !guest) || busy || stakeIssue || autoIssue) return;
    if (guest) {
      // a guest's fun bet on the live round, in the browser only (model/guest-crash.ts)
      if (round?.phase !== 'BETTING') {
        setQueued(true);
        return;
      }
      const placed = guestCrashBet({
        round,
        currency: config.currency,
        amount,
        autoCashOut: auto.trim() === '' ? null : auto.trim(),
      });
      applyFunRound(config.currency, parseMajorToMinor(amount, decimals) ?? 0n, 0n);
      dispatch({ type: 'bet', bet: placed });
      playSound('chip');
      setQueued(false);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const r = await placeBet({
        input: {
          gameSlug: slug,
          amount,
          autoCashOut: auto.trim() === '' ? null : auto.trim(),
          demo,
          betId: crypto.randomUUID(),
        },
      });
      const result = r.data?.placeCrashBet;
      if (result?.__typename === 'GeneralAppError' && result.code === 'CRASH_BETTING_CLOSED') {
        // too late for this round: the bet waits for the next one
        setQueued(true);
        return;
      }
      if (handle(result, Boolean(r.error))) {
        playSound('chip');
        setQueued(false);
      }
    } finally {
      setBusy(false);
    }
  };

  const settleGuest = (settled: CrashBet) => {
    dispatch({ type: 'bet', bet: settled });
    if (settled.status === 'ACTIVE' || guestSettled.current.has(settled.id)) return;
    guestSettled.current.add(settled.id);
    applyFunRound(config.currency, 0n, parseMajorToMinor(settled.win, decimals) ?? 0n);
    if (settled.cashedOutAt) {
      playSound('win');
      setAnnouncement(
        t('live.cashedOut', {
          value: formatNumber(settled.cashedOutAt, locale),
          win: formatMoney(settled.win, settled.currency, locale),
        }),
      );
    }
  };

  // a guest's open bet when its round crashes: paid at its auto cash-out if reached, else lost
  const guestBet = guest && mine?.demo && mine.status === 'ACTIVE' ? mine : null;
  useEffect(() => {
    if (!guestBet || !round || round.id !== guestBet.roundId) return;
    if (round.phase === 'CRASHED' && round.crashPoint) {
      settleGuest(settleGuestCrash(guestBet, round.crashPoint));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestBet?.id, round?.phase]);

  // …and its auto cash-out while the round runs (checked every 100 ms on the server's clock)
  useEffect(() => {
    if (!guestBet?.autoCashOut || round?.phase !== 'RUNNING' || round.id !== guestBet.roundId)
      return;
    const timer = setInterval(() => {
      if (autoReached(guestBet, round, state.offset)) {
        settleGuest(settleGuestCrash(guestBet, guestBet.autoCashOut!));
      }
    }, 100);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [guestBet?.id, round?.phase]);

  const cash = async () => {
    if (!round || busy) return;
    if (guest) {
      if (mine?.status === 'ACTIVE' && round.phase === 'RUNNING') {
        settleGuest(cashOutGuestCrash(mine, round, state.offset));
      }
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const r = await cashOut({ roundId: round.id });
      const done = handle(r.data?.cashOutCrash, Boolean(r.error));
      if (done && done.bet.cashedOutAt) {
        playSound('win');
        setAnnouncement(
          t('live.cashedOut', {
            value: formatNumber(done.bet.cashedOutAt, locale),
            win: formatMoney(done.bet.win, done.bet.currency, locale),
          }),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const mode = crashMode({ signedIn: signedIn || guest, round, mine, queued });

  // a queued bet goes in as soon as the next round takes bets
  const betRef = useRef(bet);
  betRef.current = bet;
  useEffect(() => {
    if (queued && round?.phase === 'BETTING' && !mine) void betRef.current();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queued, round?.id, round?.phase]);

  /** The action button (and Space): bet, cash out, queue for the next round or unqueue. */
  const act = () => {
    if (mode === 'bet') void bet();
    else if (mode === 'cashOut') void cash();
    else if (mode === 'queue' && !stakeIssue && !autoIssue) setQueued(true);
    else if (mode === 'queued') setQueued(false);
  };
  useSpaceKey(act);

  return {
    /** the game cannot be played (not a crash game, or the first read failed) */
    unavailable: (game && game.__typename !== 'CrashGame') || (!game && Boolean(error)),
    loading: fetching && !round,
    state,
    round,
    mine,
    mode,
    busy,
    failure,
    announcement,
    demo,
    setDemo,
    amount,
    setAmount,
    auto,
    setAuto,
    stakeIssue,
    autoIssue,
    act,
  };
}

export type CrashGameModel = ReturnType<typeof useCrashGame>;
