// One payment history entry: kind icon, method, time, translated status, signed amount, and a
// Cancel button on a pending withdrawal.
import { currencyDecimals, formatMoney, parseMajorToMinor } from '@aurum/domain';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { HistoryEntry } from '../model/entries';

const STATUS_TONE: Record<string, string> = {
  SUCCESS: 'bg-success/15 text-success',
  PAID: 'bg-success/15 text-success',
  APPROVED: 'bg-info/15 text-info',
  PENDING: 'bg-warning/15 text-warning',
  DECLINED: 'bg-danger/15 text-danger',
  REJECTED: 'bg-danger/15 text-danger',
  FAILED: 'bg-danger/15 text-danger',
  CANCELLED: 'bg-surface-2 text-muted',
};

export function HistoryItem({ entry, onCancel }: { entry: HistoryEntry; onCancel: () => void }) {
  const { t } = useTranslation('payments');
  const locale = currentLanguage();
  const decimals = currencyDecimals(entry.currency);
  const minor = parseMajorToMinor(entry.amount, decimals) ?? 0n;
  const amount = formatMoney(minor, entry.currency, locale, { decimals });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(entry.timestamp);
  const deposit = entry.kind === 'deposit';
  return (
    <li
      className="flex min-h-[72px] items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2.5"
      data-testid="history-item"
      data-kind={entry.kind}
      data-status={entry.status}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          deposit ? 'bg-success/10 text-success' : 'bg-gold/10 text-gold',
        )}
      >
        {deposit ? (
          <ArrowDownLeft size={20} aria-hidden="true" />
        ) : (
          <ArrowUpRight size={20} aria-hidden="true" />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-semibold" data-testid="history-method">
          {entry.network ? `${entry.method} · ${entry.network}` : entry.method}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-caption text-muted">
          <span>{t(deposit ? 'kind.deposit' : 'kind.withdraw')}</span>
          <span dir="ltr" className="whitespace-nowrap">
            {time}
          </span>
          <span
            className={cn(
              'rounded-md px-1.5 py-0.5 font-semibold whitespace-nowrap',
              STATUS_TONE[entry.status] ?? 'bg-surface-2',
            )}
          >
            {t(`status.${entry.status}`, { defaultValue: entry.status })}
          </span>
        </span>
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1.5 md:flex-row md:items-center md:gap-3">
        <strong
          dir="ltr"
          className={cn(
            'whitespace-nowrap tabular-nums',
            deposit && entry.status === 'SUCCESS' && 'text-success',
          )}
        >
          {deposit ? '+' : '−'}
          {amount}
        </strong>
        {entry.cancellable ? (
          <Button
            variant="secondary"
            size="sm"
            className="min-h-11"
            onClick={onCancel}
            data-testid="cancel-withdrawal"
          >
            {t('cancel')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
