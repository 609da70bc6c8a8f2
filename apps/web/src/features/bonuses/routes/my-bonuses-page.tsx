// /profile/my-bonuses (spec §2.3, §4.7): the player's bonuses in the server's display order, each
// with its status, wagering progress, expiry and actions; kept live by the bonus subscriptions.
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OneBonusNotice } from '../components/one-bonus-notice';
import { UserBonusCard, UserBonusCardSkeleton } from '../components/user-bonus-card';
import { useBonusActions } from '../model/use-bonus-actions';
import { useUserBonuses } from '../model/use-user-bonuses';

export default function MyBonusesPage() {
  const { t } = useTranslation('bonuses');
  const { t: tp } = useTranslation('pages');
  useDocumentTitle('myBonuses');
  const mine = useUserBonuses();
  const actions = useBonusActions(mine.refetch);
  const bonuses = mine.bonuses ?? [];
  const hasCurrent = bonuses.some((b) => b.isCurrent);
  const blockedOffers = hasCurrent && bonuses.some((b) => b.status === 'AVAILABLE');

  return (
    <div className="flex flex-col gap-4 pb-6">
      <Breadcrumb items={[{ text: 'PROFILE', to: '/profile' }]} pageName="MY_BONUSES" />
      <PageHeading
        icon={<Gift size={22} />}
        title={tp('myBonuses.title')}
        intro={tp('myBonuses.intro')}
        actions={
          <ButtonLink
            to="/profile/bonus-history"
            variant="ghost"
            size="sm"
            className="max-sm:hidden"
          >
            {t('my.history')}
          </ButtonLink>
        }
      />
      {mine.loading ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <UserBonusCardSkeleton key={i} />
          ))}
        </div>
      ) : mine.failed ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center"
        >
          <p className="text-body-sm text-muted">{t('my.failed')}</p>
          <Button variant="secondary" onClick={mine.refetch}>
            {t('catalogue.retry')}
          </Button>
        </div>
      ) : bonuses.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-8 text-center">
          <Gift size={32} aria-hidden="true" className="text-muted" />
          <p className="text-body-sm text-muted">{t('my.empty')}</p>
          <ButtonLink to="/bonuses" variant="secondary">
            {t('my.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          {blockedOffers ? <OneBonusNotice /> : null}
          <div
            className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2"
            data-testid="my-bonuses"
          >
            {bonuses.map((bonus) => (
              <UserBonusCard
                key={bonus.id}
                bonus={bonus}
                hasOtherCurrent={hasCurrent && !bonus.isCurrent}
                actions={actions}
              />
            ))}
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
        <ButtonLink to="/bonuses" variant="ghost" size="sm" className="text-muted hover:text-gold">
          {t('my.browse')}
        </ButtonLink>
        <ButtonLink
          to="/profile/bonus-history"
          variant="ghost"
          size="sm"
          className="text-muted hover:text-gold"
        >
          {t('my.history')}
        </ButtonLink>
      </div>
    </div>
  );
}
