// Mines on /game/{slug} (games named "… Mines"): choose the stake and 1–24 mines, start, open tiles
// on the 5×5 field — each safe tile raises the multiplier by the exact odds × 99 % — and cash out
// whenever you like; a mine loses the stake. The state and requests are `useMines`.
import { minesMultiplier } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import type { GameEngineConfig } from '../../../api/play';
import { formatMoney, formatNumber } from '../../../model/format';
import { RoundStats } from '../../round-stats';
import { Stat } from '../../stat';
import { MinesField } from './mines-field';
import { useMines } from './use-mines';
import { OriginalPanel, OriginalForm } from '../original-panel';

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);

export default function MinesGame({ config }: { config: GameEngineConfig }) {
  const { t } = useTranslation(['originals', 'play']);
  const game = useMines(config);
  const locale = currentLanguage();
  const { round, active, busy } = game;
  const live = round?.status === 'ACTIVE' ? round : null;
  const done = round && round.status !== 'ACTIVE' ? round : null;
  const next = live ? live.nextMultiplier : minesMultiplier(game.mines, 1).toFixed(4);

  return (
    <OriginalPanel
      engine="MINES"
      label={t('mines.label')}
      config={config}
      game={game}
      switchDisabled={active || busy}
      rules={t('mines.rules', { rtp: config.rtp })}
    >
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
        <OriginalForm
          config={config}
          game={game}
          onSubmit={() => void game.begin()}
          select={{
            label: t('mines.count'),
            value: game.mines,
            options: MINE_COUNTS,
            onChange: game.setMines,
            testId: 'mines-count',
          }}
          submit={{
            label: t('mines.start'),
            testId: 'mines-start',
            loading: busy,
            disabled: Boolean(game.problem),
          }}
        />
      )}
    </OriginalPanel>
  );
}
