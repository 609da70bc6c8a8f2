// /profile/payment-history (spec §2.3, §2.8): deposits and withdrawals grouped by date, newest
// first, filtered by kind, paginated with Show more; a pending withdrawal can be cancelled.
import { ArrowDownLeft, ArrowUpRight, ReceiptText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HistoryItem } from '../components/history-item';
import { groupEntries, HISTORY_FILTERS, type HistoryFilter } from '../model/entries';
import { usePaymentHistory } from '../model/use-payment-history';

function dayTitle(date: string | null, locale: string): string {
  if (!date) return '—';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

export default function PaymentHistoryPage() {
  const { t } = useTranslation('payments');
  const { t: tp } = useTranslation('pages');
  useDocumentTitle('paymentHistory');
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const history = usePaymentHistory();
  const locale = currentLanguage();
  const groups = useMemo(() => groupEntries(history.entries, filter), [history.entries, filter]);

  return (
    <div className="flex flex-col gap-4">
      <Breadcrumb items={[{ text: 'PROFILE', to: '/profile' }]} pageName="PAYMENT_HISTORY" />
      <PageHeading
        icon={<ReceiptText size={22} />}
        title={tp('paymentHistory.title')}
        intro={tp('paymentHistory.intro')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="tablist" aria-label={t('filter.label')} className="flex gap-2">
          {HISTORY_FILTERS.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={filter === name}
              onClick={() => setFilter(name)}
              className={cn(
                'min-h-11 rounded-xl border px-4 text-body-sm font-semibold transition-colors',
                filter === name
                  ? 'border-gold/70 bg-gold/10 text-gold'
                  : 'border-border bg-surface text-muted hover:text-text',
              )}
            >
              {t(`filter.${name}`)}
            </button>
          ))}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
          <Button
            variant="outline"
            size="md"
            icon={<ArrowUpRight size={18} aria-hidden="true" />}
            onClick={() => openModal('withdraw')}
            data-testid="open-withdraw"
          >
            {t('actions.withdraw')}
          </Button>
          <Button
            size="md"
            icon={<ArrowDownLeft size={18} aria-hidden="true" />}
            onClick={() => openModal('deposit')}
          >
            {t('actions.deposit')}
          </Button>
        </div>
      </div>

      {history.initialLoading ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-5 w-32" />
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-[72px] rounded-xl" />
          ))}
        </div>
      ) : history.failed && history.entries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center">
          <p className="text-body-sm text-muted">{t('failed')}</p>
          <Button variant="secondary" onClick={history.showMore}>
            {t('retry')}
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-8 text-center">
          <ReceiptText size={32} aria-hidden="true" className="text-muted" />
          <p className="text-body-sm text-muted">{t(`empty.${filter}`)}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-5" data-testid="payment-history">
          {groups.map((group) => (
            <section key={group.date ?? 'unknown'} className="flex flex-col gap-2">
              <h2 className="text-body-sm font-semibold text-muted">
                {dayTitle(group.date, locale)}
              </h2>
              <ul className="flex flex-col gap-2">
                {group.items.map((entry) => (
                  <HistoryItem
                    key={entry.key}
                    entry={entry}
                    onCancel={() =>
                      openModal('cancelWidrawRequest', {
                        id: entry.id,
                        amount: entry.amount,
                        currency: entry.currency,
                        onSettled: history.reload,
                      })
                    }
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {history.hasMore &&
      !history.initialLoading &&
      !(history.failed && history.entries.length === 0) ? (
        <Button
          variant="secondary"
          size="lg"
          className="self-center"
          loading={history.loading}
          onClick={history.showMore}
        >
          {t('showMore')}
        </Button>
      ) : null}
      <button
        type="button"
        onClick={() => openModal('payment')}
        className="min-h-11 self-center text-body-sm text-muted underline-offset-4 hover:text-gold hover:underline"
      >
        {t('actions.otherMethods')}
      </button>
    </div>
  );
}
