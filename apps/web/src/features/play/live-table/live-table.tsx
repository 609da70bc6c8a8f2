// A live table (live roulette, baccarat, dice, wheel and blackjack (live-blackjack.tsx), modules/live on the server): one round for
// everyone at the table on a schedule. The page shows the table's clock (bets close in …, next
// round in …), the result with the roulette wheel's landing, the dealt hands, the dice roll on its
// track or the wheel's stop (live-originals.tsx), the last results from the
// server, the bets of every player as they come in, and the viewer's bet controls. The round's
// seed hash is on screen while bets are open; a settled round links to /fairness.
import { currencyDecimals, normalizeNumberInput } from '@aurum/domain';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { prefersReducedMotion } from '@/lib/use-media-query';
import { ORIGINALS_CONFIG_QUERY } from '../api/originals';
import type { GameEngineConfig } from '../api/play';
import { BaccaratBets } from '../components/instant/baccarat-bets';
import { DiceControls } from '../components/instant/dice-controls';
import { RiskPicker } from '../components/originals/risk-picker';
import { pocketClass } from '../components/outcome';
import { PanelHeader } from '../components/panel-header';
import { CardRow } from '../components/playing-card';
import { PlayErrorAlert } from '../components/play-error';
import { RouletteTable } from '../components/roulette-table';
import { RouletteWheel } from '../components/roulette-wheel';
import { formatMoney } from '../model/format';
import { fairnessHref } from '../model/verify-link';
import type { LiveRound } from './api';
import { LiveBetsPanel, LiveTableClock } from './live-bets-panel';
import { BlackjackStage } from './live-blackjack';
import { DiceStage, OriginalsPill, WheelStage, wheelMultiplier } from './live-originals';
import { useLiveTable } from './use-live-table';

function verifyHref(round: LiveRound, risk: string, actions: string | null): string {
  const blackjack = round.engine === 'BLACKJACK';
  return fairnessHref({
    engine: round.engine,
    clientSeed: round.clientSeed,
    nonce: round.number,
    hash: round.serverSeedHash,
    game: round.gameSlug,
    serverSeed: round.serverSeed,
    // blackjack: the viewer's hand from the round's two streams, with its decisions
    shared: blackjack,
    actions: blackjack ? (actions ?? '') : null,
    // the wheel's verifier takes the table's size (the stop does not depend on the risk)
    settings: round.engine === 'WHEEL' && round.segments ? `${round.segments} ${risk}` : null,
  });
}

const RESULT_CLASS: Record<string, string> = {
  PLAYER: 'bg-info',
  BANKER: 'bg-danger',
  TIE: 'bg-success',
};

function ResultsStrip({
  history,
  layout,
}: {
  history: readonly LiveRound[];
  layout: readonly string[];
}) {
  const { t } = useTranslation(['live', 'play']);
  // the strip's row keeps its height before the first results arrive (no shift)
  if (history.length === 0) return <div className="h-7" aria-hidden="true" />;
  return (
    <ol
      dir="ltr"
      aria-label={t('history')}
      data-testid="live-history"
      className="flex gap-1 overflow-hidden"
    >
      {history.map((r) => {
        const o = r.outcome;
        if (r.engine === 'BLACKJACK') {
          return (
            <li
              key={r.id}
              title={t('round', { number: r.number })}
              className={cn(
                'flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full px-1.5 text-caption font-bold',
                (o?.dealerTotal ?? 0) > 21 ? 'bg-success text-white' : 'bg-bg text-text',
              )}
            >
              {(o?.dealerTotal ?? 0) > 21 ? t('short.BUST') : o?.dealerTotal}
            </li>
          );
        }
        if (r.engine === 'DICE' || r.engine === 'WHEEL') {
          return (
            <li key={r.id} title={t('round', { number: r.number })} className="flex shrink-0">
              <OriginalsPill round={r} layout={layout} />
            </li>
          );
        }
        const roulette = o?.pocket !== null && o?.pocket !== undefined;
        return (
          <li
            key={r.id}
            title={
              roulette
                ? t('round', { number: r.number })
                : `${t('round', { number: r.number })}: ${t(`play:baccarat.${o?.result ?? 'TIE'}`)}`
            }
            className={cn(
              'flex size-7 shrink-0 items-center justify-center rounded-full text-caption font-bold text-white',
              roulette ? pocketClass(o.color ?? 'GREEN') : RESULT_CLASS[o?.result ?? 'TIE'],
            )}
          >
            {roulette ? o.pocket : t(`short.${o?.result ?? 'TIE'}`)}
          </li>
        );
      })}
    </ol>
  );
}

export default function LiveTableGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['live', 'play', 'errors', 'originals']);
  const locale = currentLanguage();
  const [animate] = useState(() => !prefersReducedMotion());
  const game = useLiveTable(config);
  const { state, phase } = game;
  const [landedId, setLandedId] = useState<string | null>(null);
  const decimals = currencyDecimals(config.currency);
  const roulette = config.engine === 'ROULETTE';
  const dice = config.engine === 'DICE';
  const wheel = config.engine === 'WHEEL';
  const blackjack = config.engine === 'BLACKJACK';
  // the round whose result is on the table: the current one once settled, else the last one
  const shown = state.round?.phase === 'SETTLED' ? state.round : (state.history[0] ?? null);
  const fresh = state.round?.phase === 'SETTLED' ? state.round : null;
  const revealed = fresh !== null && (!(roulette || wheel) || landedId === fresh.id);
  const myWin = revealed ? game.mine?.win : null;
  // dice and wheel: the viewer's own choice (their bet's, else the controls')
  const target = game.mine?.target ?? game.target;
  const direction = game.mine?.direction ?? game.direction;
  const risk = game.mine?.risk ?? game.risk;
  const segments = state.round?.segments ?? shown?.segments ?? null;
  const [{ data: originals }] = useQuery({
    query: ORIGINALS_CONFIG_QUERY,
    variables: { slug: config.slug },
    pause: !wheel,
  });
  const engineConfig = originals?.gameEngine;
  const layout =
    (engineConfig?.__typename === 'GameEngineConfig'
      ? engineConfig.wheel?.layouts.find((l) => l.segments === segments && l.risk === risk)
          ?.multipliers
      : null) ?? [];
  const onLanded = useCallback((id: string) => setLandedId(id), []);
  const decimalsInput = (
    <Input
      label={game.sides.length > 1 ? t('play:stake.perBet') : t('play:stake.label')}
      inputMode="decimal"
      dir="ltr"
      value={game.amount}
      onChange={(e) => game.setAmount(normalizeNumberInput(e.target.value, decimals))}
      data-testid="stake-input"
    />
  );

  if (game.unavailable) {
    return (
      <p role="alert" className="rounded-xl bg-surface p-4 text-body-sm text-muted">
        {t('play:errors.unavailable')}
      </p>
    );
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void game.bet();
      }}
      data-testid="live-table"
      data-engine={config.engine}
      aria-label={t('title')}
      className="flex w-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 md:w-[var(--play-width,26rem)]"
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        switchDisabled={Boolean(game.mine)}
      />
      <p className="text-caption text-muted">
        {t(blackjack ? 'blackjack.explain' : 'explain', { seconds: game.bettingSeconds })}
      </p>

      <LiveTableClock round={state.round} offset={state.offset} />

      <div
        className="flex min-h-40 flex-col justify-center gap-2 rounded-xl bg-bg/60 p-3"
        data-testid="live-stage"
        aria-live="polite"
      >
        {blackjack ? (
          <BlackjackStage
            round={state.round}
            mine={game.mine}
            phase={phase}
            busy={game.busy}
            onMove={(move) => void game.act(move)}
          />
        ) : dice ? (
          <DiceStage
            shown={shown}
            drawing={phase === 'drawing'}
            target={target}
            direction={direction}
          />
        ) : wheel ? (
          <WheelStage
            fresh={fresh}
            shown={shown}
            segments={segments}
            layout={layout}
            risk={risk}
            onLanded={onLanded}
          />
        ) : roulette ? (
          <RouletteWheel
            spinning={phase === 'drawing'}
            pocket={shown?.outcome?.pocket ?? null}
            roundId={shown?.id ?? null}
            redNumbers={config.roulette?.redNumbers ?? []}
            animate={animate}
            onLanded={setLandedId}
          />
        ) : (
          <div className="grid grid-cols-2 gap-2" data-testid="live-hands">
            {(['PLAYER', 'BANKER'] as const).map((side) => {
              const cards =
                (side === 'PLAYER' ? shown?.outcome?.playerCards : shown?.outcome?.bankerCards) ??
                [];
              const total =
                side === 'PLAYER' ? shown?.outcome?.playerTotal : shown?.outcome?.bankerTotal;
              const waiting = phase === 'betting' || phase === 'drawing';
              return (
                <div key={side} className="flex flex-col items-center gap-1">
                  <span className="text-caption font-semibold text-muted">
                    {t(`play:baccarat.${side}`)}
                    {!waiting && total !== null && total !== undefined ? ` · ${total}` : ''}
                  </span>
                  <CardRow
                    cards={waiting ? [] : cards}
                    hidden={waiting ? 2 : 0}
                    size="sm"
                    className={cn(!waiting && 'motion-safe:animate-[fade-in_300ms_ease-out]')}
                  />
                </div>
              );
            })}
          </div>
        )}
        {/* the result's line keeps its height between rounds (no shift when it comes and goes) */}
        <div className="min-h-6">
          {revealed && fresh?.outcome ? (
            <p className="text-center font-semibold" data-testid="live-result">
              {blackjack
                ? t('result.blackjack', { total: fresh.outcome.dealerTotal ?? 0 })
                : roulette
                  ? t('result.pocket', { pocket: fresh.outcome.pocket })
                  : dice
                    ? t('result.roll', { roll: fresh.outcome.roll })
                    : wheel
                      ? t('result.wheel', {
                          multiplier: wheelMultiplier(layout, fresh.outcome.segment) ?? '',
                        })
                      : t('result.baccarat', {
                          side: t(`play:baccarat.${fresh.outcome.result ?? 'TIE'}`),
                        })}
              {myWin !== null && myWin !== undefined
                ? ` · ${
                    Number(myWin) > 0
                      ? t('won', { amount: formatMoney(myWin, config.currency, locale) })
                      : t('lost')
                  }`
                : ''}
            </p>
          ) : null}
        </div>
        <ResultsStrip history={state.history} layout={layout} />
      </div>

      {/* the commitment's line keeps its height until the round is known (no shift) */}
      <div className="min-h-4">
        {state.round ? (
          <p
            className="flex items-center gap-1.5 text-caption text-muted"
            data-testid="live-commitment"
          >
            <ShieldCheck size={14} aria-hidden="true" className="shrink-0" />
            <span className="truncate" dir="ltr" title={state.round.serverSeedHash}>
              {t('commitment')}: {state.round.serverSeedHash.slice(0, 16)}…
            </span>
            {shown?.serverSeed ? (
              <Link
                to={verifyHref(shown, risk, game.mine?.actions ?? null)}
                className="ms-auto shrink-0 text-gold hover:underline"
              >
                {t('verify')}
              </Link>
            ) : null}
          </p>
        ) : null}
      </div>

      <LiveBetsPanel bets={state.bets} settled={state.round?.phase === 'SETTLED'} />

      {roulette ? (
        <RouletteTable
          config={config}
          chips={game.chips}
          onChips={game.setChips}
          last={null}
          disabled={Boolean(game.mine) || game.busy}
        />
      ) : dice ? (
        <>
          <DiceControls
            config={config}
            target={game.target}
            direction={game.direction}
            onTarget={game.setTarget}
            onDirection={game.setDirection}
          />
          {decimalsInput}
        </>
      ) : blackjack ? (
        decimalsInput
      ) : wheel ? (
        <>
          <p className="text-caption text-muted" data-testid="live-wheel-size">
            {t('wheelTable', {
              count: segments ?? 0,
              risk: t(`originals:risk.${risk}`),
            })}
          </p>
          <RiskPicker value={game.risk} onChange={game.setRisk} disabled={Boolean(game.mine)} />
          {decimalsInput}
        </>
      ) : (
        <>
          <BaccaratBets bets={game.sides} onToggle={game.toggleSide} />
          {decimalsInput}
        </>
      )}

      {game.failure && 'table' in game.failure ? (
        <p
          role="alert"
          data-testid="play-error"
          data-code={game.failure.table}
          className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-body-sm"
        >
          <span className="font-semibold text-danger">
            {t(`errors:${game.failure.table}.title`)}
          </span>{' '}
          {t(`errors:${game.failure.table}.text`)}
        </p>
      ) : game.failure ? (
        <PlayErrorAlert code={game.failure.play} />
      ) : null}

      <Button
        type="submit"
        size="lg"
        loading={game.busy}
        disabled={game.signedIn && !game.canBet}
        data-testid="play-button"
      >
        {game.mine ? t('betPlaced') : phase === 'betting' ? t('placeBet') : t('waitNext')}
      </Button>
    </form>
  );
}
