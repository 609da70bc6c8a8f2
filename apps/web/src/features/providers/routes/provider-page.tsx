// One provider (spec §2.2 /provider/{provider}): logo, description and its games with More.
import { ArtImage } from '@/components/art-image/art-image';
import { PAGE_SIZES, formatCount } from '@aurum/domain';
import { Building2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { GameGrid } from '@/components/game-card/game-grid';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Skeleton } from '@/components/ui/skeleton';
import { useServerStatus } from '@/lib/ssr-data';
import { useAccumulatedPages } from '@/lib/use-accumulated-pages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PROVIDER_GAMES_QUERY } from '../api/provider-games';
import { PROVIDERS_QUERY, providerLogo } from '../api/providers';

/** Every provider fits one page (the server's maximum is 100; ~40 are seeded). */
const ALL_PROVIDERS = { input: { pagination: { page: 1, count: 100 } } };

export default function ProviderPage() {
  const { t } = useTranslation('providers');
  const { i18n } = useTranslation();
  const { provider: slug = '' } = useParams();
  const [{ data, fetching }] = useQuery({ query: PROVIDERS_QUERY, variables: ALL_PROVIDERS });
  const provider = data?.providers.items.find((p) => p.slug === slug) ?? null;
  const unknown = Boolean(data) && !provider;
  useServerStatus(unknown ? 404 : null);
  const name = provider?.name ?? '';
  useDocumentTitle('provider', name || null);
  const logo = provider ? providerLogo(provider) : null;
  const pageSize = PAGE_SIZES.gameListFilterAndSearch;

  const games = useAccumulatedPages({
    query: PROVIDER_GAMES_QUERY,
    key: slug,
    firstPage: 1,
    pause: unknown,
    variables: (page) => ({
      input: {
        filter: { providers: [slug], devices: ['mobile'] },
        pagination: { page, count: pageSize },
      },
    }),
    select: (result) => result.gamesList,
  });

  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb
        items={[{ text: 'PROVIDERS', to: '/providers' }]}
        pageName={name || slug}
        translatePageName={false}
      />
      {unknown ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center">
          <SearchX size={28} className="text-muted" />
          <h1 className="text-title font-semibold">{t('notFoundProviderTitle')}</h1>
          <p className="text-body-sm text-muted">{t('notFoundProviderText')}</p>
        </div>
      ) : (
        <>
          <header className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5 md:flex-row md:items-center md:gap-6">
            <span className="flex h-20 w-40 shrink-0 items-center justify-center rounded-xl bg-surface-2 p-3">
              {logo ? (
                <ArtImage
                  src={logo}
                  sizes={'160px'}
                  alt=""
                  width={160}
                  height={64}
                  className="max-h-14 w-auto max-w-full object-contain"
                />
              ) : (
                <Building2 size={28} className="text-gold" />
              )}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {provider ? (
                <>
                  <h1
                    dir="auto"
                    className="text-title font-semibold md:text-heading rtl:text-right"
                  >
                    {provider.name}
                  </h1>
                  <p className="text-caption font-semibold text-gold">
                    {t('gamesCount', { total: formatCount(i18n.language, provider.games) })}
                  </p>
                  {provider.description ? (
                    <p className="text-body-sm text-muted md:text-body">{provider.description}</p>
                  ) : null}
                </>
              ) : (
                <div className="flex flex-col gap-2" aria-busy={fetching || undefined}>
                  <Skeleton className="h-8 w-48" />
                  <Skeleton className="h-4 w-24" />
                  <Skeleton className="h-4 w-full" />
                </div>
              )}
            </div>
          </header>
          <section aria-labelledby="provider-games" className="flex flex-col gap-4">
            <h2 id="provider-games" className="text-subtitle font-semibold md:text-title">
              {t('gamesTitle')}
            </h2>
            <GameGrid
              games={games.items}
              loading={games.loading}
              loadingMore={games.loadingMore}
              hasMore={games.hasMore}
              onMore={games.loadMore}
              skeletons={pageSize}
              error={games.error}
              onRetry={games.retry}
              empty={<p className="text-body-sm text-muted">{t('noGames')}</p>}
            />
          </section>
        </>
      )}
    </div>
  );
}
