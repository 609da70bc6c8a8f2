// The panel of a one-shot game (slots, dice, roulette, baccarat): real/demo switch, the round on
// screen (spinning, then its outcome), the win and the balance, the engine's own controls, the
// stake within the game's limits, Play (Enter or Space). State and requests: `useInstantRound`.
import { currencyDecimals, normalizeNumberInput } from '@aurum/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { currentLanguage } from '@/lib/i18n';
import { prefersReducedMotion } from '@/lib/use-media-query';
import type { GameEngineConfig } from '../../api/play';
import { formatMoney } from '../../model/format';
import { playSound } from '../../model/sound';
import { FairnessLink } from '../fairness-link';
import { FreeSpinsBanner } from '../free-spins-banner';
import { GuestRoundFairness } from '../guest-fairness';
import { OutcomeView, pocketClass } from '../outcome';
import { PanelHeader } from '../panel-header';
import { PlayErrorAlert } from '../play-error';
import { RouletteTable } from '../roulette-table';
import { RouletteWheel } from '../roulette-wheel';
import { RoundInProgress } from '../round-in-progress';
import { RoundStats } from '../round-stats';
import { useStakeText } from '../stake-text';
import { BaccaratBets } from './baccarat-bets';
import { DiceControls } from './dice-controls';
import { LiveSwitch, LiveSwitchSkeleton } from '../../live-table/live-switch';
import { useInstantRound } from './use-instant-round';

/** Dice of a live category is a shared table (live-table/); any other dice game plays here. */
export function InstantPanel({ config }: { config: GameEngineConfig }) {
  if (config.engine !== 'DICE') return <InstantRoundPanel config={config} />;
  return (
    <LiveSwitch
      config={config}
      fallback={<LiveSwitchSkeleton />}
      instant={<InstantRoundPanel config={config} />}
    />
  );
}

function InstantRoundPanel({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  const decimals = currencyDecimals(config.currency);
  const wheel = config.engine === 'ROULETTE';
  // roulette: the wheel presents the round; its result shows once the ball has landed
  const [animate] = useState(() => !prefersReducedMotion());
  const [landedId, setLandedId] = useState<string | null>(null);
  const [recent, setRecent] = useState<{ id: string; pocket: number; color: string }[]>([]);
  const [locked, setLocked] = useState(false);
  const game = useInstantRound(config, { ownPresentation: wheel, locked });
  const stake = useStakeText(config, game.problem);
  const { busy, betCount } = game;
  const latest = game.last?.round;
  const landing = wheel && latest !== undefined && landedId !== latest.id;
  // no new spin while the ball is still running
  if (landing !== locked) setLocked(landing);
  const round = landing ? undefined : latest;
  const onLanded = useCallback(
    (id: string) => {
      setLandedId(id);
      const r = game.last?.round;
      if (r?.id === id && r.outcome.__typename === 'RouletteOutcome') {
        const { pocket, color } = r.outcome;
        setRecent((list) => [{ id, pocket, color }, ...list].slice(0, 12));
        if (Number(r.win) > 0) playSound('win');
      }
    },
    [game.last],
  );

  return (
    <form
      onSubmit={(e) => void game.play(e)}
      data-testid="play-panel"
      aria-label={t('panel.label')}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[var(--play-width,26rem)]"
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        currency={config.currency}
      />

      <div
        aria-live="polite"
        className="flex min-h-40 flex-col justify-center rounded-xl bg-bg/60 p-3"
        data-testid="play-outcome"
      >
        {wheel ? (
          <div className="flex flex-col gap-3">
            <RouletteWheel
              spinning={busy}
              pocket={
                latest?.outcome.__typename === 'RouletteOutcome' ? latest.outcome.pocket : null
              }
              roundId={latest?.id ?? null}
              redNumbers={config.roulette?.redNumbers ?? []}
              animate={animate}
              onLanded={onLanded}
            />
            {round && !busy ? <OutcomeView outcome={round.outcome} config={config} /> : null}
            {recent.length ? (
              <ol
                dir="ltr"
                aria-label={t('roulette.recent')}
                data-testid="roulette-recent"
                className="flex gap-1 overflow-hidden"
              >
                {recent.map((r) => (
                  <li
                    key={r.id}
                    className={`flex size-7 shrink-0 items-center justify-center rounded-full text-caption font-bold text-white ${pocketClass(r.color)}`}
                  >
                    {r.pocket}
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        ) : busy ? (
          <RoundInProgress config={config} />
        ) : round ? (
          <OutcomeView outcome={round.outcome} config={config} />
        ) : (
          <p className="text-center text-body-sm text-muted">{t(`intro.${config.engine}`)}</p>
        )}
      </div>

      {round && game.last ? (
        <RoundStats
          win={round.win}
          currency={round.currency}
          demo={round.demo}
          balance={game.last.balance}
          highlight={Number(round.win) > 0}
        />
      ) : null}
      {round ? <GuestRoundFairness round={round} /> : null}

      {config.engine === 'SLOTS' && !game.demo && game.freeSpins.offer ? (
        <FreeSpinsBanner
          offer={game.freeSpins.offer}
          currency={config.currency}
          busy={busy}
          disabled={busy}
          onSpin={() => void game.play(undefined, true)}
        />
      ) : null}
      {config.engine === 'DICE' ? (
        <DiceControls
          config={config}
          target={game.dice.target}
          direction={game.dice.direction}
          onTarget={game.dice.setTarget}
          onDirection={game.dice.setDirection}
        />
      ) : null}
      {config.engine === 'ROULETTE' ? (
        <RouletteTable
          config={config}
          chips={game.roulette.chips}
          onChips={game.roulette.setChips}
          last={landing ? null : game.roulette.last}
          disabled={busy}
        />
      ) : null}
      {config.engine === 'BACCARAT' ? (
        <BaccaratBets bets={game.baccarat.bets} onToggle={game.baccarat.toggle} />
      ) : null}

      {config.engine === 'ROULETTE' ? null : (
        <Input
          label={betCount > 1 ? t('stake.perBet') : t('stake.label')}
          inputMode="decimal"
          dir="ltr"
          value={game.amount}
          onChange={(e) => game.setAmount(normalizeNumberInput(e.target.value, decimals))}
          error={stake.error}
          touched
          hint={stake.limitsText}
          data-testid="stake-input"
        />
      )}

      {game.failure ? <PlayErrorAlert code={game.failure} values={stake.limits} /> : null}

      <Button
        type="submit"
        size="lg"
        loading={busy}
        disabled={Boolean(game.problem) || landing}
        data-testid="play-button"
      >
        {config.engine === 'SLOTS' || config.engine === 'ROULETTE'
          ? t('actions.spin')
          : t('actions.play')}
        {betCount > 1 ? (
          <span dir="ltr" className="font-normal">
            · {formatMoney(game.total, config.currency, locale)}
          </span>
        ) : null}
      </Button>

      <FairnessLink />
    </form>
  );
}
