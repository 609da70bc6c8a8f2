// The state and the Play action of a one-shot round (slots, dice, roulette, baccarat; no markup):
// real/demo, the stake, each engine's own inputs (dice target and direction, roulette chips and the
// last spin's, baccarat bets), the stake check, the round in flight (shown at least as long as its
// spin), the last result, failures, a slot's free spins and Space to play. After a real round the
// session re-reads the current user, so the balance chip updates too.
import { currencyDecimals } from '@aurum/domain';
import { useState, type FormEvent } from 'react';
import { useClient, useMutation, type CombinedError } from 'urql';
import { useSession } from '@/lib/session';
import { settleFunRound, useDemoMode } from '../../model/demo-mode';
import { prefersReducedMotion } from '@/lib/use-media-query';
import {
  PLAY_BACCARAT_MUTATION,
  PLAY_DICE_MUTATION,
  PLAY_ROULETTE_MUTATION,
  PLAY_SLOTS_MUTATION,
  type BaccaratBet,
  type DiceDirection,
  type GameEngineConfig,
  type PlayResult,
  type PlaySuccess,
} from '../../api/play';
import { instantStake } from '../../model/instant-stake';
import { playFailureKey, type PlayErrorKey } from '../../model/play-errors';
import { minimumRoundMs, waitRest } from '../../model/reveal';
import { betsInput, betsOf, type Chip } from '../../model/roulette-bets';
import { playSound } from '../../model/sound';
import { useFreeSpins } from '../free-spins-banner';
import { useSpaceKey } from '../use-body-key';

export interface InstantRoundOptions {
  /**
   * The game draws its own spin (the slot reels): no minimum hold before the answer shows and no
   * spin/win sounds from here — the game plays them in time with its animation.
   */
  ownPresentation?: boolean;
  /** no new round while true (the reels still turning, a free-spins feature on screen) */
  locked?: boolean;
}

export function useInstantRound(config: GameEngineConfig, options: InstantRoundOptions = {}) {
  const own = options.ownPresentation ?? false;
  const session = useSession();
  const decimals = currencyDecimals(config.currency);
  const { demo, setDemo, guest } = useDemoMode();
  const [amount, setAmount] = useState(config.minBet);
  const [diceTarget, setDiceTarget] = useState('50.00');
  const [direction, setDirection] = useState<DiceDirection>('UNDER');
  // roulette: the chips on the table, and the last spin's (for Rebet and its highlight)
  const [roulette, setRoulette] = useState<Chip[]>([]);
  const [lastRoulette, setLastRoulette] = useState<Chip[]>([]);
  const [baccarat, setBaccarat] = useState<BaccaratBet[]>(['BANKER']);
  const [last, setLast] = useState<PlaySuccess | null>(null);
  const [failure, setFailure] = useState<PlayErrorKey | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useClient();
  const [, playSlots] = useMutation(PLAY_SLOTS_MUTATION);
  const [, playRoulette] = useMutation(PLAY_ROULETTE_MUTATION);
  const [, playDice] = useMutation(PLAY_DICE_MUTATION);
  const [, playBaccarat] = useMutation(PLAY_BACCARAT_MUTATION);
  const freeSpins = useFreeSpins(
    config.slug,
    config.engine === 'SLOTS' && session.status === 'user',
  );

  const { betCount, total, problem } = instantStake({
    engine: config.engine,
    amount,
    chips: roulette,
    baccaratBets: baccarat.length,
    minBet: config.minBet,
    maxBet: config.maxBet,
    decimals,
  });

  // `free`: a free spin of the player's bonus (slots), at the bonus's stake
  const play = async (event?: FormEvent, free = false) => {
    event?.preventDefault();
    if (busy || options.locked || (problem && !free)) return;
    setBusy(true);
    setFailure(null);
    const startedAt = Date.now();
    if (!own)
      playSound(config.engine === 'SLOTS' || config.engine === 'ROULETTE' ? 'spin' : 'roll');
    let error: CombinedError | undefined;
    const roundId = crypto.randomUUID();
    let outcome: PlayResult | undefined;
    let failed = false;
    try {
      // a guest's demo round is played on the guest's committed seed pair (model/guest-seed.ts)
      const demoSeed =
        guest && demo ? await (await import('../../model/guest-seed')).nextGuestSeed(client) : null;
      const common = { gameSlug: config.slug, demo, roundId, ...(demoSeed ? { demoSeed } : {}) };
      switch (config.engine) {
        case 'SLOTS': {
          if (free) {
            const r = await freeSpins.spin(common.roundId);
            outcome = r.value;
            failed = Boolean(r.error);
            error = r.error;
            break;
          }
          const r = await playSlots({ input: { ...common, amount } });
          outcome = r.data?.playSlots;
          failed = Boolean(r.error);
          error = r.error;
          break;
        }
        case 'DICE': {
          const r = await playDice({ input: { ...common, amount, target: diceTarget, direction } });
          outcome = r.data?.playDice;
          failed = Boolean(r.error);
          error = r.error;
          break;
        }
        case 'ROULETTE': {
          const bets = betsInput(betsOf(roulette), decimals);
          const r = await playRoulette({ input: { ...common, bets } });
          outcome = r.data?.playRoulette;
          failed = Boolean(r.error);
          error = r.error;
          break;
        }
        case 'BACCARAT': {
          const bets = baccarat.map((type) => ({ type, amount }));
          const r = await playBaccarat({ input: { ...common, bets } });
          outcome = r.data?.playBaccarat;
          failed = Boolean(r.error);
          error = r.error;
          break;
        }
      }
      // let the spin show (not with reduced motion)
      if (outcome?.__typename === 'PlaySuccess' && !own) {
        await waitRest(
          minimumRoundMs(config.engine, prefersReducedMotion()),
          Date.now() - startedAt,
        );
      }
    } finally {
      setBusy(false);
    }
    if (outcome?.__typename === 'PlaySuccess') {
      setLast(outcome);
      if (config.engine === 'ROULETTE') {
        setLastRoulette(roulette);
        setRoulette([]);
      }
      if (Number(outcome.round.win) > 0 && !own) playSound('win');
      if (!outcome.round.demo) session.refresh();
      settleFunRound(guest, outcome.round, config.currency);
    } else {
      // the player's stake and bets stay as they were
      setFailure(playFailureKey(outcome, failed ? error : undefined) ?? 'ERROR_DEFAULT');
    }
  };

  // Space plays too when nothing else has the focus (Enter and Space on the button work natively).
  useSpaceKey(() => void play());

  const round = last?.round;
  return {
    demo,
    setDemo,
    amount,
    setAmount,
    dice: { target: diceTarget, direction, setTarget: setDiceTarget, setDirection },
    roulette: {
      chips: roulette,
      /** new chips on the table (clears a failure shown about the last ones) */
      setChips: (chips: Chip[]) => {
        setRoulette(chips);
        setFailure(null);
      },
      /** the last spin's chips and pocket, for Rebet and the highlight */
      last:
        lastRoulette.length && round?.outcome.__typename === 'RouletteOutcome'
          ? { chips: lastRoulette, pocket: round.outcome.pocket }
          : null,
    },
    baccarat: {
      bets: baccarat,
      toggle: (type: BaccaratBet) =>
        setBaccarat((list) =>
          list.includes(type) ? list.filter((b) => b !== type) : [...list, type],
        ),
    },
    betCount,
    total,
    problem,
    last,
    failure,
    busy,
    freeSpins,
    play,
  };
}

export type InstantRound = ReturnType<typeof useInstantRound>;
