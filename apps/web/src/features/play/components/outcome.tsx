// What a settled round shows, per engine: the slot grid with winning lines, the roulette pocket,
// the dice roll, the crash point, the baccarat hands. No long animations (reduced-motion friendly).
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { BetOutcome, GameEngineConfig, SlotsSpin } from '../api/play';
import { cardFace, formatNumber } from '../model/format';
import { BlackjackOutcomeView } from './blackjack-outcome';
import { DiceTrack } from './dice-track';
import { DEAL_CLASS, DEAL_GAP_MS } from './playing-card';

export function OutcomeView({
  outcome,
  config,
}: {
  outcome: BetOutcome;
  config: GameEngineConfig;
}) {
  const { t } = useTranslation('play');
  const locale = currentLanguage();
  switch (outcome.__typename) {
    case 'SlotsOutcome':
      return (
        <div className="flex flex-col gap-3">
          <SlotsGrid spin={outcome.base} config={config} />
          {outcome.freeSpins.length > 0 ? (
            <p className="text-body-sm font-semibold text-gold" data-testid="free-spins">
              {t('slots.freeSpins', {
                count: outcome.freeSpins.length,
                multiplier: outcome.freeSpinMultiplier,
              })}
            </p>
          ) : null}
        </div>
      );
    case 'RouletteOutcome':
      return (
        <div className="flex items-center gap-3" data-testid="roulette-result">
          <span
            dir="ltr"
            className={cn(
              'flex size-16 items-center justify-center rounded-full text-title font-bold text-white',
              pocketClass(outcome.color),
            )}
          >
            {outcome.pocket}
          </span>
          <span className="text-body text-muted">
            {t(
              `roulette.color.${outcome.color === 'RED' ? 'red' : outcome.color === 'BLACK' ? 'black' : 'green'}`,
            )}
          </span>
        </div>
      );
    case 'DiceOutcome':
      return (
        <div className="flex flex-col gap-1" data-testid="dice-result">
          <DiceTrack
            roll={outcome.roll}
            target={outcome.target}
            direction={outcome.direction}
            won={outcome.won}
          />
          <span className="text-caption text-muted">{t('dice.roll')}</span>
          <span
            dir="ltr"
            className={cn(
              'self-start text-heading font-bold tabular-nums',
              outcome.won ? 'text-success' : 'text-danger',
            )}
          >
            {formatNumber(outcome.roll, locale)}
          </span>
          <span className="text-body-sm text-muted">
            {t(outcome.direction === 'UNDER' ? 'dice.under' : 'dice.over')}{' '}
            <span dir="ltr">{formatNumber(outcome.target, locale)}</span>
          </span>
        </div>
      );
    case 'CrashOutcome':
      return (
        <div className="flex flex-col gap-1" data-testid="crash-result">
          <span className="text-caption text-muted">{t('crash.crashedAt')}</span>
          <span
            dir="ltr"
            className={cn(
              'self-start text-heading font-bold tabular-nums',
              outcome.won ? 'text-success' : 'text-danger',
            )}
          >
            {/* null until the shared round crashes */}
            {outcome.crashPoint ? `${formatNumber(outcome.crashPoint, locale)}×` : '—'}
          </span>
          <span className="text-body-sm text-muted">
            {t('crash.target')}: <span dir="ltr">{formatNumber(outcome.target, locale)}×</span>
          </span>
        </div>
      );
    case 'BaccaratOutcome':
      return (
        <div className="grid grid-cols-2 gap-3" data-testid="baccarat-result">
          {/* dealt as at the table: player, banker, player, banker, then the third cards */}
          <Hand
            title={t('baccarat.PLAYER')}
            cards={outcome.playerCards}
            total={outcome.playerTotal}
            won={outcome.result === 'PLAYER'}
            order={(i) => i * 2}
          />
          <Hand
            title={t('baccarat.BANKER')}
            cards={outcome.bankerCards}
            total={outcome.bankerTotal}
            won={outcome.result === 'BANKER'}
            order={(i) => i * 2 + 1}
          />
          {outcome.result === 'TIE' ? (
            <p className="col-span-2 text-body-sm font-semibold text-gold">{t('baccarat.TIE')}</p>
          ) : null}
        </div>
      );
    case 'BlackjackOutcome':
      return <BlackjackOutcomeView outcome={outcome} />;
  }
}

export function pocketClass(color: string): string {
  return color === 'RED' ? 'bg-danger' : color === 'BLACK' ? 'bg-black' : 'bg-success';
}

function Hand({
  title,
  cards,
  total,
  won,
  order,
}: {
  title: string;
  cards: number[];
  total: number;
  won: boolean;
  /** the card's place in the deal (its animation delay) */
  order: (i: number) => number;
}) {
  const { t } = useTranslation('play');
  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-3',
        won ? 'border-gold bg-gold/10' : 'border-border',
      )}
    >
      <span className="text-body-sm font-semibold">{title}</span>
      <span dir="ltr" className="flex gap-1.5">
        {cards.map((rank, i) => (
          <span
            key={i}
            className={cn(
              'flex h-12 w-9 items-center justify-center rounded-md bg-white text-body font-bold text-bg',
              DEAL_CLASS,
            )}
            style={{ animationDelay: `${order(i) * DEAL_GAP_MS}ms` }}
          >
            {cardFace(rank)}
          </span>
        ))}
      </span>
      <span className="text-caption text-muted">{t('baccarat.total', { total })}</span>
    </div>
  );
}

const TILE_TONES = [
  'bg-gold/25 text-gold-light',
  'bg-info/25 text-text',
  'bg-success/25 text-text',
  'bg-warning/25 text-text',
  'bg-surface-2 text-text',
];

function SlotsGrid({ spin, config }: { spin: SlotsSpin; config: GameEngineConfig }) {
  const { t } = useTranslation('play');
  const symbols = new Map(config.slots?.symbols.map((s) => [s.id, s]) ?? []);
  const lines = config.slots?.lines ?? [];
  const winning = new Set<string>();
  for (const win of spin.lineWins) {
    const rows = lines[win.line];
    if (!rows) continue;
    for (let reel = 0; reel < win.count; reel += 1) winning.add(`${reel}:${rows[reel]}`);
  }
  const rowCount = spin.grid[0]?.length ?? 3;
  return (
    <div className="flex flex-col gap-2">
      <div
        dir="ltr"
        role="grid"
        aria-label={t('slots.reels')}
        data-testid="slots-grid"
        className="grid grid-cols-5 gap-1.5"
      >
        {Array.from({ length: rowCount }, (_, row) =>
          spin.grid.map((reel, r) => {
            const id = reel[row] ?? 0;
            const symbol = symbols.get(id);
            const kind = symbol?.kind ?? 'REGULAR';
            const win = winning.has(`${r}:${row}`);
            return (
              <span
                key={`${r}:${row}`}
                role="gridcell"
                title={symbol?.name}
                className={cn(
                  'flex h-14 items-center justify-center overflow-hidden rounded-lg border px-1 text-center text-caption leading-tight font-semibold break-words',
                  kind === 'WILD'
                    ? 'bg-gold/30 text-gold-strong'
                    : kind === 'SCATTER'
                      ? 'bg-danger/30 text-text'
                      : TILE_TONES[Math.min(id, 4)],
                  win ? 'border-gold ring-2 ring-gold' : 'border-transparent',
                )}
              >
                <span className="line-clamp-2" dir="auto">
                  {symbol?.name ?? id}
                </span>
              </span>
            );
          }),
        )}
      </div>
      {spin.lineWins.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-caption text-muted">
          {spin.lineWins.map((w) => (
            <li key={w.line} className="rounded-md bg-surface-2 px-2 py-1">
              {t('slots.lineWin', {
                line: w.line + 1,
                count: w.count,
                symbol: symbols.get(w.symbol)?.name ?? w.symbol,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
