// Mines on /game/{slug} (games named "… Mines"): choose the stake and 1–24 mines, start, open tiles
// on the 5×5 field — each safe tile raises the multiplier by the exact odds × 99 % — and cash out
// whenever you like; a mine loses the stake. The state and requests are `useMines`.
import { minesMultiplier } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import type { GameEngineConfig } from '../../../api/play';
import { formatMoney, formatNumber } from '../../../model/format';
import { FairnessLink } from '../../fairness-link';
import { PanelHeader } from '../../panel-header';
import { PlayErrorAlert } from '../../play-error';
import { RoundStats } from '../../round-stats';
import { Stat } from '../../stat';
import { useLimits } from '../../stake-text';
import { NumberSelect } from '../number-select';
import { StakeField } from '../stake-field';
import { MinesField } from './mines-field';
import { useMines } from './use-mines';

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

export default function MinesGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['originals', 'play']);
  const game = useMines(config);
  const limits = useLimits(config);
  const locale = currentLanguage();
  const { round, active, busy } = game;
  const live = round?.status === 'ACTIVE' ? round : null;
  const done = round && round.status !== 'ACTIVE' ? round : null;
  const next = live ? live.nextMultiplier : minesMultiplier(game.mines, 1).toFixed(4);

  return (
    <section
      data-testid="play-panel"
      data-engine="MINES"
      aria-label={t('mines.label')}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface p-4 md:w-[var(--play-width,28rem)]"
    >
      <PanelHeader
        demo={game.demo}
        onDemoChange={game.setDemo}
        rtp={config.rtp}
        currency={config.currency}
        switchDisabled={active || busy}
      />

      <div className="grid grid-cols-2 gap-2 text-body-sm" aria-live="polite">
        <Stat label={t('mines.multiplier')}>
          <span className="font-semibold text-gold" data-testid="mines-multiplier" dir="ltr">
            ×{formatNumber(round ? round.multiplier : '1', locale, 4)}
          </span>
        </Stat>
        <Stat label={t('mines.next')}>
          <span className="text-text" data-testid="mines-next" dir="ltr">
            {next ? `×${formatNumber(next, locale, 4)}` : '—'}
          </span>
        </Stat>
      </div>

      <MinesField round={round} canOpen={active && !busy} onOpen={(tile) => void game.open(tile)} />

      <div aria-live="polite">
        {game.resumed && active ? (
          <p className="rounded-lg bg-info/10 p-3 text-body-sm text-text">{t('mines.resumed')}</p>
        ) : null}
        {round?.status === 'BUSTED' ? (
          <p className="text-center text-body font-semibold text-danger" data-testid="mines-result">
            {t('mines.busted')}
          </p>
        ) : round?.status === 'CASHED_OUT' ? (
          <p
            className="text-center text-body font-semibold text-success"
            data-testid="mines-result"
          >
            {t('mines.cashedOut', {
              multiplier: formatNumber(round.multiplier, locale, 4),
              win: formatMoney(round.win, round.currency, locale),
            })}
          </p>
        ) : live && live.safe === 0 ? (
          <p className="text-center text-body-sm text-muted">{t('mines.pick')}</p>
        ) : null}
      </div>

      {done ? (
        <RoundStats
          win={done.win}
          currency={done.currency}
          demo={done.demo}
          balance={game.balance}
          highlight={Number(done.win) > Number(done.amount)}
        />
      ) : null}

      {live ? (
        <Button
          size="lg"
          loading={busy}
          disabled={live.safe === 0}
          onClick={() => void game.collect()}
          data-testid="mines-cash-out"
        >
          {t('mines.cashOut', { win: formatMoney(live.win, live.currency, locale) })}
        </Button>
      ) : (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void game.begin();
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <StakeField
              config={config}
              amount={game.amount}
              onAmount={game.setAmount}
              problem={game.problem}
            />
            <NumberSelect
              label={t('mines.count')}
              value={game.mines}
              options={MINE_COUNTS}
              onChange={game.setMines}
              testId="mines-count"
            />
          </div>
          <Button
            type="submit"
            size="lg"
            loading={busy}
            disabled={Boolean(game.problem)}
            data-testid="mines-start"
          >
            {t('mines.start')}
          </Button>
        </form>
      )}

      {game.failure ? <PlayErrorAlert code={game.failure} values={limits} /> : null}

      <p className="text-caption text-muted">{t('mines.rules', { rtp: config.rtp })}</p>
      <FairnessLink />
    </section>
  );
}
