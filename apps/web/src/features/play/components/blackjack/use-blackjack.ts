// The blackjack table's state and actions (no markup): the open round (resumed when the game is
// reopened), the stake, Deal, the actions the server allows (also from the keyboard: H, S, D, P),
// failures and notices. Every action carries the round's step and a deal without an answer is
// retried with the same round id, so a retry never plays twice.
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useClient, useMutation, type CombinedError } from 'urql';
import { useSession } from '@/lib/session';
import {
  BLACKJACK_ACTION_MUTATION,
  BLACKJACK_ROUND_QUERY,
  BLACKJACK_START_MUTATION,
  type BlackjackActionKind,
  type BlackjackResult,
  type BlackjackRoundView,
  type BlackjackSuccess,
} from '../../api/blackjack';
import type { GameEngineConfig } from '../../api/play';
import { useDemoMode } from '../../model/demo-mode';
import { stakeProblem } from '../../model/format';
import { applyFunRound } from '../../model/fun-balance';
import {
  actGuestBlackjack,
  dealGuestBlackjack,
  guestBlackjackMoney,
  type GuestBlackjackRound,
} from '../../model/guest-blackjack';
import { playFailureKey, type PlayErrorKey } from '../../model/play-errors';
import { playSound } from '../../model/sound';
import { useLetterKeys } from '../use-body-key';

export const KEY_ACTIONS: Record<string, BlackjackActionKind> = {
  h: 'HIT',
  s: 'STAND',
  d: 'DOUBLE',
  p: 'SPLIT',
};

export function useBlackjack(config: GameEngineConfig) {
  const session = useSession();
  const client = useClient();
  const decimals = currencyDecimals(config.currency);
  const { demo, setDemo, guest } = useDemoMode();
  const guestRound = useRef<GuestBlackjackRound | null>(null);
  const [amount, setAmount] = useState(config.minBet);
  const [round, setRound] = useState<BlackjackRoundView | null>(null);
  const [balance, setBalance] = useState<BlackjackSuccess['balance'] | null>(null);
  const [notice, setNotice] = useState<'resumed' | 'openRound' | null>(null);
  const [failure, setFailure] = useState<PlayErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(session.status !== 'guest');
  const [, start] = useMutation(BLACKJACK_START_MUTATION);
  const [, act] = useMutation(BLACKJACK_ACTION_MUTATION);
  /** the round id of a deal that got no answer: a retry reuses it (never two deals) */
  const pendingDeal = useRef<string | null>(null);

  // reopening the game resumes an unfinished round
  const loadOpen = useCallback(async () => {
    const r = await client
      .query(BLACKJACK_ROUND_QUERY, { gameSlug: config.slug }, { requestPolicy: 'network-only' })
      .toPromise();
    const data = r.data?.blackjackRound;
    if (data?.__typename === 'BlackjackOpenRound' && data.round) {
      setRound(data.round);
      setDemo(data.round.demo);
      return true;
    }
    return false;
  }, [client, config.slug, setDemo]);

  useEffect(() => {
    if (session.status !== 'user') {
      setLoading(session.status === 'loading');
      return;
    }
    let live = true;
    setLoading(true);
    void loadOpen()
      .then((found) => {
        if (live && found) setNotice('resumed');
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [session.status, loadOpen]);

  const active = round?.status === 'ACTIVE';
  const problem = stakeProblem(amount, config.minBet, config.maxBet, decimals);

  /** `staked`: the request took money (a deal, a double or a split) */
  const apply = (
    value: BlackjackResult | undefined,
    error: CombinedError | undefined,
    staked: boolean,
  ): BlackjackSuccess | null => {
    const key = playFailureKey(value, error);
    if (key || value?.__typename !== 'BlackjackSuccess') {
      setFailure(key ?? 'ERROR_DEFAULT');
      return null;
    }
    setFailure(null);
    setRound(value.round);
    setBalance(value.balance);
    // the header balance: after money moved (it also follows the balance events)
    if (!value.round.demo && (staked || value.round.status === 'SETTLED')) session.refresh();
    if (value.round.status === 'SETTLED' && Number(value.round.win) > 0) playSound('win');
    return value;
  };

  // a guest's round moved on: `extra` more staked (double, split); once settled, the win goes to
  // the fun balance
  const showGuest = (next: GuestBlackjackRound, extra: bigint) => {
    guestRound.current = next;
    if (extra > 0n) applyFunRound(config.currency, extra, 0n);
    setFailure(null);
    setRound(next.view);
    if (next.state.finished) {
      const { win } = guestBlackjackMoney(next);
      applyFunRound(config.currency, 0n, win);
      if (win > 0n) playSound('win');
    }
  };

  const deal = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || active || problem) return;
    if (guest) {
      // a guest's round is dealt in the browser on the shared rules (model/guest-blackjack.ts)
      setBusy(true);
      setNotice(null);
      playSound('chip');
      try {
        const stake = parseMajorToMinor(amount, decimals) ?? 0n;
        applyFunRound(config.currency, stake, 0n);
        showGuest(
          await dealGuestBlackjack({ gameSlug: config.slug, currency: config.currency, stake }),
          0n,
        );
      } finally {
        setBusy(false);
      }
      return;
    }
    setBusy(true);
    setNotice(null);
    playSound('chip');
    const roundId = pendingDeal.current ?? crypto.randomUUID();
    pendingDeal.current = roundId;
    try {
      const r = await start({ input: { gameSlug: config.slug, amount, demo, roundId } });
      const value = r.data?.blackjackStart;
      if (value) pendingDeal.current = null;
      const done = apply(value, r.error, true);
      if (done?.resumed) {
        setDemo(done.round.demo);
        setNotice('openRound');
      }
    } finally {
      setBusy(false);
    }
  };

  const play = async (action: BlackjackActionKind) => {
    if (busy || !round || !round.legalActions.includes(action)) return;
    if (guest && guestRound.current) {
      playSound(action === 'STAND' ? 'roll' : 'chip');
      const before = guestBlackjackMoney(guestRound.current).staked;
      const next = actGuestBlackjack(guestRound.current, action);
      showGuest(next, guestBlackjackMoney(next).staked - before);
      return;
    }
    setBusy(true);
    setNotice(null);
    playSound(action === 'STAND' ? 'roll' : 'chip');
    try {
      const r = await act({ input: { roundId: round.id, action, step: round.step } });
      const value = r.data?.blackjackAction;
      const done = apply(value, r.error, action === 'DOUBLE' || action === 'SPLIT');
      // the round moved on elsewhere (another tab, the timeout): show it as it is
      if (!done && value?.__typename === 'GeneralAppError') {
        if (!(await loadOpen())) setRound((current) => current && { ...current, legalActions: [] });
      }
    } finally {
      setBusy(false);
    }
  };

  useLetterKeys(KEY_ACTIONS, (action) => void play(action));

  return {
    loading,
    round,
    /** a round is being played (actions, not Deal) */
    active,
    settled: round?.status === 'SETTLED',
    balance,
    notice,
    failure,
    busy,
    demo,
    setDemo,
    amount,
    setAmount,
    problem,
    deal,
    play,
  };
}

export type BlackjackModel = ReturnType<typeof useBlackjack>;
