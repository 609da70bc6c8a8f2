// A slot's page panel (its own lazy chunk): the reels with the theme's art, Spin / Stop, turbo, the
// paytable, the stake, the win counting up and the balance, free spins of a bonus. The round is
// played by `useInstantRound` (the same requests as before); `useSlotMachine` only presents it.
import { currencyDecimals, normalizeNumberInput, STORAGE_KEYS } from '@aurum/domain';
import { BookOpen, Repeat, Zap } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { readStorage, writeStorage } from '@/lib/storage';
import { prefersReducedMotion } from '@/lib/use-media-query';
import type { GameEngineConfig } from '../../api/play';
import { SLOT_RULES_QUERY } from '../../api/slots';
import { formatMoney } from '../../model/format';
import {
  afterRound,
  type AutoplayRun,
  type AutoplaySettings,
  type AutoplayStop,
} from '../../model/autoplay';
import { countUpMs, winningCells } from '../../model/slot-wins';
import { FairnessLink } from '../fairness-link';
import { GuestRoundFairness } from '../guest-fairness';
import { FreeSpinsBanner } from '../free-spins-banner';
import { useInstantRound } from '../instant/use-instant-round';
import { PanelHeader } from '../panel-header';
import { PlayErrorAlert } from '../play-error';
import { Stat } from '../stat';
import { useStakeText } from '../stake-text';
import { AutoplayPanel } from './autoplay-panel';
import { PaylineOverlay } from './payline-overlay';
import { paletteOf, useThemeIcons } from './slot-art';
import { BigWin, FeatureOverlay, useCountUp } from './slot-overlays';
import { Reel } from './slot-reels';
import type { SymbolInfo } from './slot-symbol';
import { useSlotMachine, type SlotRules } from './use-slot-machine';

const Paytable = lazy(() => import('./paytable'));

const DEFAULT_RULES: SlotRules = { minSpinMillis: 0, noCelebrationAtOrBelowStake: false };

export default function SlotGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  const decimals = currencyDecimals(config.currency);
  const [animate] = useState(() => !prefersReducedMotion());
  const [turbo, setTurboState] = useState(() => readStorage(STORAGE_KEYS.playTurbo) === '1');
  const [paytable, setPaytable] = useState(false);
  const [{ data: rulesData }] = useQuery({ query: SLOT_RULES_QUERY });
  const profile = rulesData?.jurisdictionProfile;
  const rules: SlotRules = profile
    ? {
        minSpinMillis: profile.minSpinMillis,
        noCelebrationAtOrBelowStake: profile.noCelebrationAtOrBelowStake,
      }
    : DEFAULT_RULES;

  const [locked, setLocked] = useState(false);
  const game = useInstantRound(config, { ownPresentation: true, locked });
  const stake = useStakeText(config, game.problem);
  const round = game.last?.round ?? null;
  const machine = useSlotMachine({
    config,
    round,
    busy: game.busy,
    animate,
    turbo,
    rules,
  });
  const nextLocked = machine.spinning || machine.inFeature;
  if (nextLocked !== locked) setLocked(nextLocked);

  const theme = config.slots?.theme ?? 'vegas';
  const icons = useThemeIcons(theme);
  const symbols = useMemo(
    () => new Map<number, SymbolInfo>((config.slots?.symbols ?? []).map((s) => [s.id, s])),
    [config.slots?.symbols],
  );
  const scatterId = config.slots?.symbols.find((s) => s.kind === 'SCATTER')?.id ?? null;
  const strips = config.slots?.strips ?? [];
  const shown = machine.shownSpin;
  const highlight = useMemo(
    () =>
      shown ? winningCells(shown, machine.lines, scatterId, machine.focusLine) : new Set<string>(),
    [shown, machine.lines, scatterId, machine.focusLine],
  );

  // the round's win shows once its presentation is over (the base spin, or the feature's total)
  const finished =
    machine.settled &&
    round !== null &&
    machine.round?.id === round.id &&
    (machine.feature.kind === 'none' || machine.feature.kind === 'total');
  const winText = finished ? round.win : '0';
  const celebrate = machine.celebration !== 'none';
  const winRef = useRef<HTMLSpanElement>(null);
  useCountUp(
    winRef,
    winText,
    config.currency,
    celebrate && animate ? countUpMs(machine.celebration, turbo) : 0,
  );

  // autoplay (where the jurisdiction allows it): the next spin once the last one is presented
  const autoplayAllowed = profile?.autoplayAllowed ?? false;
  const [autoOpen, setAutoOpen] = useState(false);
  const [auto, setAuto] = useState<{
    settings: AutoplaySettings;
    run: AutoplayRun;
    lastId: string | null;
  } | null>(null);
  const [autoStop, setAutoStop] = useState<AutoplayStop | 'refused' | null>(null);
  useEffect(() => {
    if (!auto || game.busy || machine.spinning || machine.inFeature) return;
    if (game.failure || game.problem) {
      setAuto(null);
      setAutoStop('refused');
      return;
    }
    if (round && round.id !== auto.lastId) {
      if (!finished) return;
      const next = afterRound(auto.settings, auto.run, round);
      if (next.stop) {
        setAuto(null);
        setAutoStop(next.stop);
      } else setAuto({ ...auto, run: next.run, lastId: round.id });
      return;
    }
    const id = setTimeout(() => void game.play(), turbo ? 150 : 450);
    return () => clearTimeout(id);
  }, [auto, game, machine.spinning, machine.inFeature, round, finished, turbo]);

  const setTurbo = (on: boolean) => {
    setTurboState(on);
    writeStorage(STORAGE_KEYS.playTurbo, on ? '1' : '0');
  };

  const palette = paletteOf(theme);
  const feature = machine.feature;

  return (
    <form
      onSubmit={(e) => {
        if (machine.spinning) {
          e.preventDefault();
          machine.quickStop();
          return;
        }
        void game.play(e);
      }}
      data-testid="play-panel"
      aria-label={t('panel.label')}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[var(--play-width,28rem)]"
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        currency={config.currency}
      />

      <div className="flex flex-col gap-2">
        <div
          dir="ltr"
          role="group"
          aria-label={t('slots.reels')}
          aria-describedby="slot-reels-hint"
          data-testid="slot-machine"
          data-theme={theme}
          data-state={
            machine.spinning || game.busy || (machine.spinKey > 0 && !shown)
              ? 'spinning'
              : 'settled'
          }
          onClick={machine.quickStop}
          className="relative rounded-2xl border-2 border-gold/50 p-1.5 shadow-[inset_0_0_24px_#000]"
          style={{ background: `linear-gradient(180deg, ${palette.reel}, #000 120%)` }}
        >
          <div className="relative grid grid-cols-5 gap-1">
            {machine.grid.map((column, r) => (
              <div key={r} className="overflow-hidden rounded-lg bg-black/30">
                <Reel
                  index={r}
                  column={column}
                  spinKey={machine.spinKey}
                  stopAt={machine.stopAt?.[r] ?? null}
                  settle={machine.settle}
                  animate={animate}
                  strip={strips[r] ?? []}
                  symbols={symbols}
                  theme={theme}
                  icons={icons}
                  highlight={highlight}
                  dim={highlight.size > 0}
                  onStopped={machine.onReelStopped}
                />
              </div>
            ))}
            {shown ? (
              <PaylineOverlay
                wins={shown.lineWins}
                lines={machine.lines}
                shown={machine.shownLines}
              />
            ) : null}
          </div>
          {feature.kind === 'intro' || feature.kind === 'total' ? (
            <FeatureOverlay
              stage={feature}
              currency={config.currency}
              onClose={machine.dismissFeature}
            />
          ) : null}
          {finished &&
          animate &&
          (machine.celebration === 'big' ||
            machine.celebration === 'mega' ||
            machine.celebration === 'epic') ? (
            <BigWin
              tier={machine.celebration}
              win={round.win}
              currency={config.currency}
              ms={countUpMs(machine.celebration, turbo)}
              onDone={machine.dismissCelebration}
            />
          ) : null}
        </div>
        <p id="slot-reels-hint" className="sr-only">
          {t('slots.stopHint')}
        </p>
        <div aria-live="polite" className="flex min-h-7 flex-wrap items-center gap-2 text-caption">
          {feature.kind === 'spins' ? (
            <span
              className="rounded-md bg-[#2a0a45] px-2 py-1 font-semibold text-[#f3d9ff]"
              data-testid="free-spin-counter"
            >
              {t('slots.feature.counter', {
                index: Math.min(feature.index + 1, feature.count),
                count: feature.count,
                multiplier: feature.multiplier,
              })}
            </span>
          ) : null}
          {shown && !machine.spinning
            ? shown.lineWins.map((w) => (
                <span
                  key={w.line}
                  data-testid="line-win"
                  className={cn(
                    'rounded-md px-2 py-1',
                    machine.focusLine === w.line
                      ? 'bg-gold text-on-gold'
                      : 'bg-surface-2 text-muted',
                  )}
                >
                  {t('slots.lineWin', {
                    line: w.line + 1,
                    count: w.count,
                    symbol: symbols.get(w.symbol)?.name ?? w.symbol,
                  })}
                </span>
              ))
            : null}
        </div>
      </div>

      <div className="grid grid-cols-2 gap-2 text-body-sm">
        <Stat label={t('result.win')}>
          <span
            ref={winRef}
            className={celebrate && finished ? 'text-success' : 'text-muted'}
            data-testid="play-win"
          />
        </Stat>
        <Stat label={game.demo ? t('result.demoBalance') : t('result.balance')}>
          <span data-testid="play-balance">
            {game.demo || !game.last || !finished
              ? '—'
              : formatMoney(game.last.balance.total, game.last.balance.currency, locale)}
          </span>
        </Stat>
      </div>

      {round && finished ? <GuestRoundFairness round={round} /> : null}

      {!game.demo && game.freeSpins.offer ? (
        <FreeSpinsBanner
          offer={game.freeSpins.offer}
          currency={config.currency}
          busy={game.busy}
          disabled={game.busy || locked}
          onSpin={() => void game.play(undefined, true)}
        />
      ) : null}

      <Input
        label={t('stake.label')}
        inputMode="decimal"
        dir="ltr"
        value={game.amount}
        onChange={(e) => game.setAmount(normalizeNumberInput(e.target.value, decimals))}
        error={stake.error}
        touched
        hint={stake.limitsText}
        data-testid="stake-input"
      />

      {game.failure ? <PlayErrorAlert code={game.failure} values={stake.limits} /> : null}

      <div className="flex items-stretch gap-2">
        <button
          type="button"
          onClick={() => setPaytable(true)}
          aria-label={t('slots.paytable.open')}
          title={t('slots.paytable.open')}
          data-testid="paytable-button"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl border border-border text-muted hover:text-text"
        >
          <BookOpen size={20} aria-hidden="true" />
        </button>
        {autoplayAllowed ? (
          <button
            type="button"
            aria-pressed={auto !== null || autoOpen}
            onClick={() => {
              if (auto) {
                setAuto(null);
                setAutoStop(null);
              } else setAutoOpen(!autoOpen);
            }}
            title={t('autoplay.title')}
            data-testid="autoplay-toggle"
            className={cn(
              'flex h-12 shrink-0 items-center justify-center gap-1 rounded-xl border px-3 text-body-sm font-semibold',
              auto || autoOpen ? 'border-gold/60 text-gold' : 'border-border text-muted',
            )}
          >
            <Repeat size={18} aria-hidden="true" />
            <span className={auto ? undefined : 'sr-only sm:not-sr-only'}>
              {auto
                ? t('autoplay.running', { left: auto.settings.spins - auto.run.played })
                : t('autoplay.title')}
            </span>
          </button>
        ) : null}
        <button
          type="button"
          aria-pressed={turbo}
          onClick={() => setTurbo(!turbo)}
          title={t('slots.turbo')}
          data-testid="turbo-toggle"
          className={cn(
            'flex h-12 shrink-0 items-center justify-center gap-1 rounded-xl border px-3 text-body-sm font-semibold',
            turbo ? 'border-gold/60 text-gold' : 'border-border text-muted hover:text-text',
          )}
        >
          <Zap size={18} aria-hidden="true" />
          <span className={autoplayAllowed ? 'sr-only sm:not-sr-only' : undefined}>
            {t('slots.turbo')}
          </span>
        </button>
        <Button
          type="submit"
          size="lg"
          className="flex-1"
          loading={game.busy && !machine.spinning}
          disabled={
            machine.spinning ? false : Boolean(game.problem) || machine.inFeature || game.busy
          }
          data-testid="play-button"
        >
          {machine.spinning ? t('slots.stop') : t('actions.spin')}
        </Button>
      </div>

      {autoOpen && !auto && autoplayAllowed ? (
        <AutoplayPanel
          decimals={decimals}
          onStart={(settings) => {
            setAutoOpen(false);
            setAutoStop(null);
            setAuto({ settings, run: { played: 0, net: 0 }, lastId: round?.id ?? null });
          }}
        />
      ) : null}
      {autoStop ? (
        <p role="status" className="text-caption text-muted" data-testid="autoplay-stopped">
          {t(`autoplay.stopped.${autoStop}`)}
        </p>
      ) : null}

      <FairnessLink />

      {paytable ? (
        <Suspense fallback={null}>
          <Paytable
            open
            onClose={() => setPaytable(false)}
            config={config}
            stake={game.amount}
            theme={theme}
            icons={icons}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
