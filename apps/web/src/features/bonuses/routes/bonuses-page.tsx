// /bonuses and /bonuses/:id (spec §2.2): the public bonus catalogue, or one bonus's full terms.
// The id is the bonus name (the home banners link welcome, cashback, high-roller, crypto) or its
// numeric id. Signed-in players see their status and action on each bonus; guests a sign-in call.
import { Gift, LogIn, SearchX, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { buildSignInRedirect } from '@/lib/auth-redirect';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { CatalogueBonus } from '../api/bonus-fields';
import { BonusCard, BonusCardSkeleton } from '../components/bonus-card';
import { BonusCover } from '../components/bonus-cover';
import { BonusTermsDetails } from '../components/bonus-terms';
import { CatalogueAction, CatalogueStatusBadge } from '../components/catalogue-action';
import { OneBonusNotice } from '../components/one-bonus-notice';
import { ExpiryCountdown, WagerProgressBar } from '../components/bonus-parts';
import { catalogueState, findCatalogueBonus } from '../model/actions';
import { bonusKind } from '../model/kind';
import { useBonusActions } from '../model/use-bonus-actions';
import { useBonusCatalogue } from '../model/use-bonus-catalogue';
import { useUserBonuses } from '../model/use-user-bonuses';

function useCatalogueView() {
  const { status } = useSession();
  const catalogue = useBonusCatalogue();
  const mine = useUserBonuses();
  const actions = useBonusActions(mine.refetch);
  const signedIn = status === 'user';
  // a failed personal list still shows the catalogue, without statuses
  const own = mine.failed ? [] : mine.bonuses;
  const stateOf = (bonus: CatalogueBonus) =>
    status === 'loading'
      ? ({ kind: 'loading' } as const)
      : catalogueState(bonus.name, signedIn, own);
  const hasCurrent = Boolean(own?.some((b) => b.isCurrent));
  return {
    catalogue,
    actions,
    stateOf,
    signedIn,
    hasCurrent,
    sessionLoading: status === 'loading',
  };
}

function GuestCallout({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation('bonuses');
  return (
    <section
      data-testid="bonus-guest-cta"
      className="flex flex-col gap-3 rounded-xl border border-gold/30 bg-gold/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 className="text-subtitle font-semibold">{t('guest.title')}</h2>
        <p className="text-body-sm text-muted">{t('guest.text')}</p>
      </div>
      <div className="grid shrink-0 grid-cols-2 gap-2">
        <ButtonLink
          to={buildSignInRedirect(returnTo)}
          variant="secondary"
          icon={<LogIn size={18} aria-hidden="true" className="rtl:-scale-x-100" />}
        >
          {t('guest.signIn')}
        </ButtonLink>
        <ButtonLink to="/sign-up" icon={<UserPlus size={18} aria-hidden="true" />}>
          {t('guest.signUp')}
        </ButtonLink>
      </div>
    </section>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('bonuses');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center"
    >
      <p className="text-body-sm text-muted">{t('catalogue.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('catalogue.retry')}
      </Button>
    </div>
  );
}

function Catalogue() {
  const { t } = useTranslation('bonuses');
  useDocumentTitle('bonuses');
  const { catalogue, actions, stateOf, signedIn, hasCurrent, sessionLoading } = useCatalogueView();
  return (
    <div className="flex flex-col gap-4 pb-6">
      <Breadcrumb pageName="BONUSES" />
      <PageHeading
        icon={<Gift size={22} />}
        title={t('catalogue.title')}
        intro={t('catalogue.intro')}
      />
      {!signedIn && !sessionLoading ? <GuestCallout returnTo="/bonuses" /> : null}
      {signedIn && hasCurrent ? <OneBonusNotice /> : null}
      {catalogue.loading ? (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <BonusCardSkeleton key={i} />
          ))}
        </div>
      ) : catalogue.failed || !catalogue.bonuses ? (
        <LoadFailed onRetry={catalogue.retry} />
      ) : catalogue.bonuses.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-surface p-8 text-center">
          <Gift size={32} aria-hidden="true" className="text-muted" />
          <p className="text-body-sm text-muted">{t('catalogue.empty')}</p>
        </div>
      ) : (
        <div
          className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          data-testid="bonus-catalogue"
        >
          {catalogue.bonuses.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} state={stateOf(bonus)} actions={actions} />
          ))}
        </div>
      )}
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]" aria-busy="true">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
      <Skeleton className="h-40 rounded-xl" />
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('bonuses');
  return (
    <div
      data-testid="bonus-not-found"
      className="flex flex-col items-center gap-3 rounded-xl bg-surface px-6 py-12 text-center"
    >
      <SearchX size={40} aria-hidden="true" className="text-muted" />
      <h1 className="text-title font-semibold">{t('details.notFoundTitle')}</h1>
      <p className="max-w-md text-body-sm text-muted">{t('details.notFoundText')}</p>
      <ButtonLink to="/bonuses" variant="secondary">
        {t('details.back')}
      </ButtonLink>
    </div>
  );
}

function Details({ id }: { id: string }) {
  const { t } = useTranslation('bonuses');
  const { catalogue, actions, stateOf, signedIn, sessionLoading } = useCatalogueView();
  const bonus = catalogue.bonuses ? findCatalogueBonus(catalogue.bonuses, id) : null;
  useDocumentTitle(
    'bonuses',
    bonus?.bonusInfo.title ?? (catalogue.bonuses ? t('details.notFoundTitle') : null),
  );

  const crumb = (
    <Breadcrumb
      items={[{ text: 'BONUSES', to: '/bonuses' }]}
      pageName={bonus?.bonusInfo.title ?? (catalogue.loading ? '…' : t('details.notFoundTitle'))}
      translatePageName={false}
    />
  );
  if (catalogue.loading) {
    return (
      <div className="flex flex-col gap-4 pb-6">
        {crumb}
        <DetailsSkeleton />
      </div>
    );
  }
  if (catalogue.failed || !catalogue.bonuses) {
    return (
      <div className="flex flex-col gap-4 pb-6">
        {crumb}
        <LoadFailed onRetry={catalogue.retry} />
      </div>
    );
  }
  if (!bonus) {
    return (
      <div className="flex flex-col gap-4 pb-6">
        {crumb}
        <NotFound />
      </div>
    );
  }

  const info = bonus.bonusInfo;
  const kind = bonusKind(info);
  const state = stateOf(bonus);
  const running = state.kind === 'running' || state.kind === 'pending' ? state.bonus : null;
  return (
    <div className="flex flex-col gap-4 pb-6" data-testid="bonus-details" data-bonus={bonus.name}>
      {crumb}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <header className="min-w-0 overflow-hidden rounded-xl border border-border bg-surface lg:col-start-1 lg:row-start-1">
          <BonusCover info={info} kind={kind} className="h-36 md:h-44">
            <CatalogueStatusBadge state={state} />
          </BonusCover>
          <div className="flex flex-col gap-2 p-4 md:p-5">
            <span className="text-caption font-semibold tracking-wide text-gold uppercase">
              {t(`kind.${kind}`)}
            </span>
            <h1 className="text-title font-semibold md:text-heading">{info.title}</h1>
            <p className="text-body-sm text-muted md:text-body">{info.condition}</p>
          </div>
        </header>
        <aside className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 className="text-subtitle font-semibold">
            {signedIn ? t('details.yourBonus') : t('guest.title')}
          </h2>
          {!signedIn && !sessionLoading ? (
            <p className="text-body-sm text-muted">{t('guest.text')}</p>
          ) : null}
          {running?.status === 'ACTIVE' ||
          running?.status === 'FREESPINS_PLAY' ||
          running?.status === 'READY_FOR_REWARD' ? (
            <WagerProgressBar progress={running.wagerProgress} />
          ) : null}
          {running && running.status !== 'READY_FOR_REWARD' ? (
            <ExpiryCountdown expireAt={running.expireAt} />
          ) : null}
          {state.kind === 'available' && state.blocked ? <OneBonusNotice /> : null}
          <CatalogueAction name={bonus.name} state={state} actions={actions} />
          {!signedIn && !sessionLoading ? (
            <ButtonLink
              to="/sign-up"
              variant="secondary"
              block
              icon={<UserPlus size={18} aria-hidden="true" />}
            >
              {t('guest.signUp')}
            </ButtonLink>
          ) : null}
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <BonusTermsDetails info={info} />
        </div>
      </div>
    </div>
  );
}

export default function BonusesPage() {
  const { id } = useParams();
  return id ? <Details key={id} id={id} /> : <Catalogue />;
}
