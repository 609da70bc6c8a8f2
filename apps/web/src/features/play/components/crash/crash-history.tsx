// The last crash points, newest first, each a link to its verification on /fairness.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { CrashHistoryPoint } from '../../api/crash';
import { band } from '../../model/crash';
import { verifyCrashHref } from '../../model/crash-mode';
import { formatNumber } from '../../model/format';

export function CrashHistory({ history, slug }: { history: CrashHistoryPoint[]; slug: string }) {
  const { t } = useTranslation('crash');
  const locale = currentLanguage();
  return (
    <nav aria-label={t('history')} data-testid="crash-history" className="-mx-1">
      {history.length === 0 ? (
        <p className="px-1 text-caption text-muted">{t('noHistory')}</p>
      ) : (
        <ol className="flex gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:none]">
          {history.map((h) => (
            <li key={h.roundId} className="shrink-0">
              <Link
                to={verifyCrashHref(slug, h)}
                title={t('verify', { number: h.number })}
                aria-label={t('historyItem', {
                  number: h.number,
                  value: formatNumber(h.crashPoint, locale),
                })}
                dir="ltr"
                className={cn(
                  'inline-flex min-h-8 items-center rounded-lg px-2 text-caption font-semibold tabular-nums',
                  band(h.crashPoint) === 'high'
                    ? 'bg-gold/20 text-gold'
                    : band(h.crashPoint) === 'mid'
                      ? 'bg-success/15 text-success'
                      : 'bg-surface-2 text-muted',
                )}
              >
                {formatNumber(h.crashPoint, locale)}×
              </Link>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
