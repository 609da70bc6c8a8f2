// /profile/bonus-history (spec §2.3): the player's finished bonuses (claimed, cancelled, expired),
// newest first, with Show more.
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { UserBonus } from '../api/bonus-fields';
import { BonusKindTile, StatusBadge } from '../components/bonus-parts';
import { bonusKind } from '../model/kind';
import { formatExactMoney } from '../model/money';
import { useBonusHistory } from '../model/use-bonus-history';

function finishedAt(bonus: UserBonus): string | null {
  return bonus.status === 'CLAIMED' ? bonus.claimedAt : bonus.discardedAt;
}

function HistoryRow({ bonus }: { bonus: UserBonus }) {
  const { t } = useTranslation('bonuses');
  const locale = currentLanguage();
  const info = bonus.bonusInfo;
  const currency = bonus.wagerProgress.currencyCode || bonus.activatedCurrencyCode;
  const when = finishedAt(bonus);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const amountLabel = bonus.status === 'CLAIMED' ? t('history.received') : t('history.granted');
  return (
    <li
      data-testid="bonus-history-item"
      data-status={bonus.status}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <BonusKindTile kind={bonusKind(info)} />
        <div className="flex min-w-0 flex-col">
          <Link
            to={`/bonuses/${encodeURIComponent(info.name)}`}
            className="truncate text-body-sm font-semibold text-text hover:text-gold"
          >
            {info.title}
          </Link>
          <span className="text-caption text-muted">
            {when ? t(`history.when.${bonus.status}`, { date: time.format(new Date(when)) }) : '—'}
          </span>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        {bonus.calculatedReward ? (
          <div className="flex flex-col sm:items-end">
            <span className="text-caption text-muted">{amountLabel}</span>
            <span
              dir="ltr"
              className={cn(
                'font-semibold tabular-nums rtl:text-right',
                bonus.status === 'CLAIMED' ? 'text-success' : 'text-text',
              )}
            >
              {formatExactMoney(bonus.calculatedReward, currency, locale)}
            </span>
          </div>
        ) : (
          <span />
        )}
        <StatusBadge status={bonus.status} />
      </div>
    </li>
  );
}

export default function BonusHistoryPage() {
  const { t } = useTranslation('bonuses');
  const { t: tp } = useTranslation('pages');
  useDocumentTitle('bonusHistory');
  const history = useBonusHistory();

  return (
    <div className="flex flex-col gap-4 pb-6">
      <Breadcrumb items={[{ text: 'PROFILE', to: '/profile' }]} pageName="BONUS_HISTORY" />
      <PageHeading
        icon={<History size={22} />}
        title={tp('bonusHistory.title')}
        intro={tp('bonusHistory.intro')}
      />
      {history.initialLoading ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-[76px] rounded-xl" />
          ))}
        </div>
      ) : history.failed && history.items.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center"
        >
          <p className="text-body-sm text-muted">{t('history.failed')}</p>
          <Button variant="secondary" onClick={history.retry}>
            {t('catalogue.retry')}
          </Button>
        </div>
      ) : history.items.length === 0 ? (
        <div
          data-testid="bonus-history-empty"
          className="flex flex-col items-center gap-3 rounded-xl bg-surface p-8 text-center"
        >
          <History size={32} aria-hidden="true" className="text-muted" />
          <p className="text-body-sm text-muted">{t('history.empty')}</p>
          <ButtonLink to="/profile/my-bonuses" variant="secondary">
            {t('history.toMyBonuses')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="bonus-history">
          {history.items.map((bonus) => (
            <HistoryRow key={bonus.id} bonus={bonus} />
          ))}
        </ul>
      )}
      {history.failed && history.items.length > 0 ? (
        <p role="alert" className="text-center text-caption text-danger">
          {t('history.moreFailed')}
        </p>
      ) : null}
      {history.hasMore ? (
        <Button
          variant="secondary"
          size="lg"
          className="self-center"
          loading={history.loadingMore}
          onClick={history.showMore}
          data-testid="bonus-history-more"
        >
          {t('history.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
