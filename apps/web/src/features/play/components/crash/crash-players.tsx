// The round's bets: the viewer's first, then by amount; cash-out multiplier, ✕ when lost.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { CrashBet, CrashRound } from '../../api/crash';
import { formatMoney, formatNumber } from '../../model/format';

export function CrashPlayers({ bets, round }: { bets: CrashBet[]; round: CrashRound | null }) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  const sorted = [...bets].sort(
    (a, b) => Number(b.mine) - Number(a.mine) || Number(b.amount) - Number(a.amount),
  );
  return (
    <section aria-labelledby="crash-players-title" data-testid="crash-players">
      <h3
        id="crash-players-title"
        className="mb-2 flex items-center justify-between text-body-sm font-semibold"
      >
        <span aria-hidden="true">{t('players')}</span>
        <span className="text-caption font-normal text-muted" dir="ltr" aria-hidden="true">
          {bets.length}
        </span>
        <span className="sr-only">{t('playersCount', { count: bets.length })}</span>
      </h3>
      {sorted.length === 0 ? (
        <p className="rounded-lg bg-surface-2 p-3 text-center text-caption text-muted">
          {t('noPlayers')}
        </p>
      ) : (
        <ul className="flex max-h-64 flex-col divide-y divide-border overflow-y-auto rounded-lg bg-surface-2">
          {sorted.map((b) => {
            const lost =
              b.status === 'LOST' || (b.status === 'ACTIVE' && round?.phase === 'CRASHED');
            return (
              <li
                key={b.id}
                className={cn(
                  'grid grid-cols-[1fr_auto_5rem] items-center gap-2 px-3 py-2 text-body-sm',
                  b.mine && 'bg-gold/5',
                )}
                data-testid="crash-player"
              >
                <span className={cn('truncate', b.mine ? 'font-semibold text-gold' : 'text-text')}>
                  {b.mine ? t('you') : t('player', { tag: b.player })}
                  {b.demo ? (
                    <span className="ms-1.5 text-caption text-muted">{t('demo')}</span>
                  ) : null}
                </span>
                <span dir="ltr" className="text-muted tabular-nums">
                  {formatMoney(b.amount, b.currency, locale)}
                </span>
                <span
                  dir="ltr"
                  className={cn(
                    'text-end font-semibold tabular-nums rtl:text-start',
                    b.status === 'CASHED_OUT'
                      ? 'text-success'
                      : lost
                        ? 'text-danger'
                        : 'text-muted',
                  )}
                >
                  {b.status === 'CASHED_OUT' && b.cashedOutAt
                    ? `${formatNumber(b.cashedOutAt, locale)}×`
                    : lost
                      ? '✕'
                      : '—'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
