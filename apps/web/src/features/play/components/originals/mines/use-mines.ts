// Mines' state and actions (no markup): the open round (resumed when the game is reopened), the
// stake and the mine count, Start, a tile's reveal (with the round's step, so a retry never opens
// two tiles) and Cash out. A start without an answer is retried with the same round id.
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useMutation, type CombinedError } from 'urql';
import { useSession } from '@/lib/session';
import {
  MINES_CASH_OUT_MUTATION,
  MINES_REVEAL_MUTATION,
  MINES_ROUND_QUERY,
  MINES_START_MUTATION,
  type MinesResult,
  type MinesRoundView,
} from '../../../api/originals';
import type { GameEngineConfig } from '../../../api/play';
import { useDemoMode } from '../../../model/demo-mode';
import { stakeProblem } from '../../../model/format';
import { applyFunRound } from '../../../model/fun-balance';
import {
  cashOutGuestMines,
  guestMinesWin,
  revealGuestMines,
  startGuestMines,
  type GuestMinesRound,
} from '../../../model/guest-mines';
import { playFailureKey, type PlayErrorKey } from '../../../model/play-errors';
import { playSound } from '../../../model/sound';

type Success = Extract<MinesResult, { __typename: 'MinesSuccess' }>;

export function useMines(config: GameEngineConfig) {
  const session = useSession();
  const client = useClient();
  const decimals = currencyDecimals(config.currency);
  const { demo, setDemo, guest } = useDemoMode();
  const guestRound = useRef<GuestMinesRound | null>(null);
  const [amount, setAmount] = useState(config.minBet);
  const [mines, setMines] = useState(3);
  const [round, setRound] = useState<MinesRoundView | null>(null);
  const [balance, setBalance] = useState<Success['balance'] | null>(null);
  const [failure, setFailure] = useState<PlayErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [resumed, setResumed] = useState(false);
  const [, start] = useMutation(MINES_START_MUTATION);
  const [, reveal] = useMutation(MINES_REVEAL_MUTATION);
  const [, cashOut] = useMutation(MINES_CASH_OUT_MUTATION);
  const pendingStart = useRef<string | null>(null);

  const loadOpen = useCallback(async () => {
    const r = await client
      .query(MINES_ROUND_QUERY, { gameSlug: config.slug }, { requestPolicy: 'network-only' })
      .toPromise();
    const data = r.data?.minesRound;
    if (data?.__typename === 'MinesOpenRound' && data.round) {
      setRound(data.round);
      setDemo(data.round.demo);
      setMines(data.round.mines);
      return true;
    }
    return false;
  }, [client, config.slug, setDemo]);

  useEffect(() => {
    if (session.status !== 'user') return;
    let live = true;
    void loadOpen().then((found) => {
      if (live && found) setResumed(true);
    });
    return () => {
      live = false;
    };
  }, [session.status, loadOpen]);

  const active = round?.status === 'ACTIVE';
  const problem = stakeProblem(amount, config.minBet, config.maxBet, decimals);

  const apply = (
    value: MinesResult | undefined,
    error: CombinedError | undefined,
    money: boolean,
  ) => {
    const key = playFailureKey(value, error);
    if (key || value?.__typename !== 'MinesSuccess') {
      setFailure(key ?? 'ERROR_DEFAULT');
      return null;
    }
    setFailure(null);
    setRound(value.round);
    setBalance(value.balance);
    if (!value.round.demo && (money || value.round.status !== 'ACTIVE')) session.refresh();
    if (value.round.status === 'CASHED_OUT') playSound('win');
    return value;
  };

  // a guest's round moved on: show it; once over, its win goes to the fun balance
  const showGuest = (next: GuestMinesRound) => {
    guestRound.current = next;
    setRound(next.view);
    if (next.state.status !== 'ACTIVE') {
      applyFunRound(config.currency, 0n, guestMinesWin(next));
      if (next.state.status === 'CASHED_OUT') playSound('win');
    }
  };

  const begin = async () => {
    if (busy || active || problem) return;
    if (guest) {
      // a guest's round is played in the browser on the shared rules (model/guest-mines.ts)
      const stake = parseMajorToMinor(amount, decimals) ?? 0n;
      playSound('chip');
      applyFunRound(config.currency, stake, 0n);
      const r = await startGuestMines({
        gameSlug: config.slug,
        currency: config.currency,
        stake,
        mines,
      });
      guestRound.current = r;
      setFailure(null);
      setResumed(false);
      setRound(r.view);
      return;
    }
    setBusy(true);
    setResumed(false);
    playSound('chip');
    const roundId = pendingStart.current ?? crypto.randomUUID();
    pendingStart.current = roundId;
    try {
      const r = await start({ input: { gameSlug: config.slug, amount, mines, demo, roundId } });
      if (r.data?.minesStart) pendingStart.current = null;
      const done = apply(r.data?.minesStart, r.error, true);
      if (done?.resumed) setResumed(true);
    } finally {
      setBusy(false);
    }
  };

  const open = async (tile: number) => {
    if (busy || !round || !active || round.revealed.includes(tile)) return;
    if (guest && guestRound.current) {
      playSound('roll');
      showGuest(revealGuestMines(guestRound.current, tile));
      return;
    }
    setBusy(true);
    playSound('roll');
    try {
      const r = await reveal({ input: { roundId: round.id, tile, step: round.revealed.length } });
      const done = apply(r.data?.minesReveal, r.error, false);
      if (!done && r.data?.minesReveal?.__typename === 'GeneralAppError') await loadOpen();
    } finally {
      setBusy(false);
    }
  };

  const collect = async () => {
    if (busy || !round || !active || round.safe === 0) return;
    if (guest && guestRound.current) {
      showGuest(cashOutGuestMines(guestRound.current));
      return;
    }
    setBusy(true);
    try {
      const r = await cashOut({ input: { roundId: round.id } });
      apply(r.data?.minesCashOut, r.error, true);
    } finally {
      setBusy(false);
    }
  };

  return {
    round,
    active,
    balance,
    failure,
    busy,
    resumed,
    demo,
    setDemo,
    amount,
    setAmount,
    mines,
    setMines,
    problem,
    begin,
    open,
    collect,
  };
}

export type MinesModel = ReturnType<typeof useMines>;
