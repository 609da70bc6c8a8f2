// The one-shot originals' (Plinko, Keno, Wheel) shared state and Play (no markup): real/demo, the
// stake, the round in flight, the last success, failures and a short history. `send` builds the
// game's mutation; a round without an answer is retried with the same round id.
import { currencyDecimals } from '@aurum/domain';
import { useRef, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import { useSession } from '@/lib/session';
import { settleFunRound, useDemoMode } from '../../model/demo-mode';
import type { GuestSeedInput } from '../../model/guest-seed';
import type { OriginalPlayResult, OriginalPlaySuccess } from '../../api/originals';
import type { GameEngineConfig } from '../../api/play';
import { stakeProblem } from '../../model/format';
import { playFailureKey, type PlayErrorKey } from '../../model/play-errors';
import { playSound } from '../../model/sound';

export function useOriginalPlay(config: GameEngineConfig) {
  const session = useSession();
  const decimals = currencyDecimals(config.currency);
  const { demo, setDemo, guest } = useDemoMode();
  const [amount, setAmount] = useState(config.minBet);
  const [last, setLast] = useState<OriginalPlaySuccess | null>(null);
  const [history, setHistory] = useState<OriginalPlaySuccess[]>([]);
  const [failure, setFailure] = useState<PlayErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<string | null>(null);
  const client = useClient();
  const problem = stakeProblem(amount, config.minBet, config.maxBet, decimals);

  const play = async (
    send: (
      roundId: string,
      /** spread into the input: a guest's committed demo seed pair, if any */
      seed: { demoSeed?: GuestSeedInput },
    ) => Promise<{
      value: OriginalPlayResult | undefined;
      error: CombinedError | undefined;
    }>,
  ): Promise<OriginalPlaySuccess | null> => {
    if (busy || problem) return null;
    setBusy(true);
    playSound('chip');
    const roundId = pending.current ?? crypto.randomUUID();
    pending.current = roundId;
    try {
      // a guest's demo round is played on the guest's committed seed pair (model/guest-seed.ts)
      const demoSeed =
        guest && demo ? await (await import('../../model/guest-seed')).nextGuestSeed(client) : null;
      const { value, error } = await send(roundId, demoSeed ? { demoSeed } : {});
      if (value) pending.current = null;
      const key = playFailureKey(value, error);
      if (key || value?.__typename !== 'PlaySuccess') {
        setFailure(key ?? 'ERROR_DEFAULT');
        return null;
      }
      setFailure(null);
      setLast(value);
      setHistory((h) => [value, ...h].slice(0, 12));
      if (!value.round.demo) session.refresh();
      settleFunRound(guest, value.round, config.currency);
      return value;
    } finally {
      setBusy(false);
    }
  };

  return { demo, setDemo, amount, setAmount, problem, last, history, failure, busy, play };
}

export type OriginalPlayModel = ReturnType<typeof useOriginalPlay>;
