// The playable game on /game/{slug} (issue 6): real/demo switch, stake within the game's limits,
// the engine's own controls (dice target, roulette board, baccarat bets), Play
// (Enter or Space), the outcome, the win and the balance after it. After a real round the session
// re-reads the current user, so the balance chip updates too (it also listens to balance events).
import { currencyDecimals, formatMinor, normalizeNumberInput } from '@aurum/domain';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { prefersReducedMotion } from '@/lib/use-media-query';
import {
  GAME_ENGINE_QUERY,
  PLAY_BACCARAT_MUTATION,
  PLAY_DICE_MUTATION,
  PLAY_ROULETTE_MUTATION,
  PLAY_SLOTS_MUTATION,
  type BaccaratBet,
  type DiceDirection,
  type GameEngineConfig,
  type PlayResult,
  type PlaySuccess,
} from '../api/play';
import { formatMoney, formatNumber, stakeProblem, times } from '../model/format';
import { playFailureKey, type PlayErrorKey } from '../model/play-errors';
import { minimumRoundMs, waitRest } from '../model/reveal';
import { betsInput, betsOf, totalOf, type Chip } from '../model/roulette-bets';
import { playSound } from '../model/sound';
import { FreeSpinsBanner, useFreeSpins } from './free-spins-banner';
import BlackjackTable from './blackjack-table';
import CrashGame from './crash-game';
import { OutcomeView } from './outcome';
import { PlayErrorAlert } from './play-error';
import { RoundInProgress } from './round-in-progress';
import { RouletteTable } from './roulette-table';
import { PanelHeader } from './panel-header';
import { Stat } from './stat';

export default function PlayPanel({ slug }: { slug: string }) {
  const { t } = useTranslation('play');
  const [{ data, fetching, error }] = useQuery({ query: GAME_ENGINE_QUERY, variables: { slug } });
  const result = data?.gameEngine;
  if (result?.__typename === 'GameEngineConfig') {
    // blackjack is a multi-step round with its own table
    if (result.engine === 'BLACKJACK') return <BlackjackTable config={result} />;
    // crash plays the game's shared rounds, live
    if (result.engine === 'CRASH') return <CrashGame config={result} />;
    return <Panel config={result} />;
  }
  if (result || (error && !data)) {
    return (
      <p role="alert" className="rounded-xl bg-surface p-4 text-body-sm text-muted">
        {t('errors.unavailable')}
      </p>
    );
  }
  return (
    <div className="flex w-full flex-col gap-3 md:w-[26rem]" aria-busy={fetching || undefined}>
      <Skeleton className="h-48 rounded-2xl" />
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

function Panel({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation('play');
  const session = useSession();
  const locale = currentLanguage();
  const decimals = currencyDecimals(config.currency);
  const [demo, setDemo] = useState(false);
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
  const [, playSlots] = useMutation(PLAY_SLOTS_MUTATION);
  const [, playRoulette] = useMutation(PLAY_ROULETTE_MUTATION);
  const [, playDice] = useMutation(PLAY_DICE_MUTATION);
  const [, playBaccarat] = useMutation(PLAY_BACCARAT_MUTATION);
  const freeSpins = useFreeSpins(
    config.slug,
    config.engine === 'SLOTS' && session.status === 'user',
  );

  const rouletteBets = betsOf(roulette);
  const betCount =
    config.engine === 'ROULETTE'
      ? rouletteBets.length
      : config.engine === 'BACCARAT'
        ? baccarat.length
        : 1;
  const total =
    config.engine === 'ROULETTE'
      ? formatMinor(totalOf(roulette), { decimals })
      : times(amount, betCount, decimals);
  const problem =
    betCount === 0 ? 'noBets' : stakeProblem(total, config.minBet, config.maxBet, decimals);
  const stakeError =
    problem === 'low'
      ? t('stake.low', { min: formatMoney(config.minBet, config.currency, locale) })
      : problem === 'high'
        ? t('stake.high', { max: formatMoney(config.maxBet, config.currency, locale) })
        : problem === 'empty'
          ? t('stake.empty')
          : problem === 'noBets'
            ? t('stake.noBets')
            : null;

  // `free`: a free spin of the player's bonus (slots), at the bonus's stake
  const play = async (event?: FormEvent, free = false) => {
    event?.preventDefault();
    if (busy || (problem && !free)) return;
    if (session.status === 'guest') {
      setFailure('SIGN_IN_TO_PLAY');
      return;
    }
    setBusy(true);
    setFailure(null);
    const startedAt = Date.now();
    playSound(config.engine === 'SLOTS' || config.engine === 'ROULETTE' ? 'spin' : 'roll');
    let error: CombinedError | undefined;
    const common = { gameSlug: config.slug, demo, roundId: crypto.randomUUID() };
    let outcome: PlayResult | undefined;
    let failed = false;
    try {
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
          const bets = betsInput(rouletteBets, decimals);
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
      if (outcome?.__typename === 'PlaySuccess') {
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
      if (Number(outcome.round.win) > 0) playSound('win');
      if (!outcome.round.demo) session.refresh();
    } else {
      // the player's stake and bets stay as they were
      setFailure(playFailureKey(outcome, failed ? error : undefined) ?? 'ERROR_DEFAULT');
    }
  };

  // Space plays too when nothing else has the focus (Enter and Space on the button work natively).
  const playRef = useRef(play);
  playRef.current = play;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.target !== document.body) return;
      event.preventDefault();
      void playRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const round = last?.round;
  const won = round ? Number(round.win) > 0 : false;

  return (
    <form
      onSubmit={(e) => void play(e)}
      data-testid="play-panel"
      aria-label={t('panel.label')}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[26rem]"
    >
      <PanelHeader demo={demo} onDemoChange={setDemo} rtp={config.rtp} />

      <div
        aria-live="polite"
        className="flex min-h-40 flex-col justify-center rounded-xl bg-bg/60 p-3"
        data-testid="play-outcome"
      >
        {busy ? (
          <RoundInProgress config={config} />
        ) : round ? (
          <OutcomeView outcome={round.outcome} config={config} />
        ) : (
          <p className="text-center text-body-sm text-muted">{t(`intro.${config.engine}`)}</p>
        )}
      </div>

      {round ? (
        <div className="grid grid-cols-2 gap-2 text-body-sm">
          <Stat label={t('result.win')}>
            <span className={won ? 'text-success' : 'text-muted'} data-testid="play-win">
              {formatMoney(round.win, round.currency, locale)}
            </span>
          </Stat>
          <Stat label={round.demo ? t('result.demoBalance') : t('result.balance')}>
            <span data-testid="play-balance">
              {round.demo ? '—' : formatMoney(last.balance.total, last.balance.currency, locale)}
            </span>
          </Stat>
        </div>
      ) : null}

      {config.engine === 'SLOTS' && !demo && freeSpins.offer ? (
        <FreeSpinsBanner
          offer={freeSpins.offer}
          currency={config.currency}
          busy={busy}
          disabled={busy}
          onSpin={() => void play(undefined, true)}
        />
      ) : null}
      {config.engine === 'DICE' ? (
        <DiceControls
          config={config}
          target={diceTarget}
          direction={direction}
          onTarget={setDiceTarget}
          onDirection={setDirection}
        />
      ) : null}
      {config.engine === 'ROULETTE' ? (
        <RouletteTable
          config={config}
          chips={roulette}
          onChips={(chips) => {
            setRoulette(chips);
            setFailure(null);
          }}
          last={
            lastRoulette.length && round?.outcome.__typename === 'RouletteOutcome'
              ? { chips: lastRoulette, pocket: round.outcome.pocket }
              : null
          }
          disabled={busy}
        />
      ) : null}
      {config.engine === 'BACCARAT' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-body-sm font-semibold text-muted">
            {t('baccarat.bets')}
          </legend>
          <div className="grid grid-cols-3 gap-2">
            {(['PLAYER', 'TIE', 'BANKER'] as const).map((type) => {
              const on = baccarat.includes(type);
              return (
                <button
                  key={type}
                  type="button"
                  aria-pressed={on}
                  onClick={() =>
                    setBaccarat((list) => (on ? list.filter((b) => b !== type) : [...list, type]))
                  }
                  className={cn(
                    'min-h-11 rounded-xl border text-body-sm font-semibold',
                    on ? 'border-gold bg-gold/15 text-gold' : 'border-border text-muted',
                  )}
                >
                  {t(`baccarat.${type}`)}
                </button>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {config.engine === 'ROULETTE' ? null : (
        <Input
          label={betCount > 1 ? t('stake.perBet') : t('stake.label')}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          onChange={(e) => setAmount(normalizeNumberInput(e.target.value, decimals))}
          error={stakeError}
          touched
          hint={t('stake.limits', {
            min: formatMoney(config.minBet, config.currency, locale),
            max: formatMoney(config.maxBet, config.currency, locale),
          })}
          data-testid="stake-input"
        />
      )}

      {failure ? (
        <PlayErrorAlert
          code={failure}
          values={{
            min: formatMoney(config.minBet, config.currency, locale),
            max: formatMoney(config.maxBet, config.currency, locale),
          }}
        />
      ) : null}

      <Button
        type="submit"
        size="lg"
        loading={busy}
        disabled={Boolean(problem)}
        data-testid="play-button"
      >
        {config.engine === 'SLOTS' || config.engine === 'ROULETTE'
          ? t('actions.spin')
          : t('actions.play')}
        {betCount > 1 ? (
          <span dir="ltr" className="font-normal">
            · {formatMoney(total, config.currency, locale)}
          </span>
        ) : null}
      </Button>

      <Link
        to="/fairness"
        className="inline-flex min-h-11 items-center justify-center gap-2 text-body-sm text-muted hover:text-gold"
      >
        <ShieldCheck size={18} aria-hidden="true" />
        {t('panel.fairness')}
      </Link>
    </form>
  );
}

function DiceControls({
  config,
  target,
  direction,
  onTarget,
  onDirection,
}: {
  config: GameEngineConfig;
  target: string;
  direction: DiceDirection;
  onTarget: (v: string) => void;
  onDirection: (d: DiceDirection) => void;
}) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  const id = useId();
  const value = Number(target);
  const chance = direction === 'UNDER' ? value : 99.99 - value;
  const multiplier = chance > 0 ? Number(config.rtp) / chance : 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('dice.direction')}>
        {(['UNDER', 'OVER'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={direction === d}
            onClick={() => onDirection(d)}
            className={cn(
              'min-h-11 rounded-xl border text-body-sm font-semibold',
              direction === d ? 'border-gold bg-gold/15 text-gold' : 'border-border text-muted',
            )}
          >
            {t(d === 'UNDER' ? 'dice.rollUnder' : 'dice.rollOver')}
          </button>
        ))}
      </div>
      <label htmlFor={id} className="flex items-center justify-between text-body-sm text-muted">
        <span>{t('dice.target')}</span>
        <span dir="ltr" className="font-semibold text-text tabular-nums">
          {formatNumber(target, locale)}
        </span>
      </label>
      <input
        id={id}
        type="range"
        dir="ltr"
        min={2}
        max={97}
        step={0.5}
        value={value}
        onChange={(e) => onTarget(Number(e.target.value).toFixed(2))}
        className="h-11 w-full accent-[var(--color-gold)]"
        data-testid="dice-target"
      />
      <div className="grid grid-cols-2 gap-2 text-body-sm">
        <Stat label={t('dice.chance')}>{formatNumber(chance, locale)}%</Stat>
        <Stat label={t('dice.multiplier')}>{formatNumber(multiplier, locale, 4)}×</Stat>
      </div>
    </div>
  );
}
