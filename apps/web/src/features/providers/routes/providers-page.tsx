// The providers list (spec §2.6): a name search and a category filter; the list starts at page 1
// with 12 providers, each load-more adds 9, and it starts again when the search or category
// changes. Load more shows while fewer providers are loaded than the total.
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@aurum/domain';
import { Building2, Search, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHeading } from '@/components/ui/page-heading';
import { Select } from '@/components/ui/select';
import { useGameCategories } from '@/lib/api/game-categories';
import { useAccumulatedPages } from '@/lib/use-accumulated-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PROVIDERS_QUERY, type ProvidersVariables } from '../api/providers';
import { providersPageSize } from '../model/page-size';
import { ProviderCard, ProviderCardSkeleton } from '../components/provider-card';

export default function ProvidersPage() {
  const { t } = useTranslation('pages');
  const { t: tp } = useTranslation('providers');
  const { t: tc } = useTranslation('common');
  useDocumentTitle('providers');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? 'all-games';
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { categories, fetching: categoriesLoading } = useGameCategories();

  const list = useAccumulatedPages({
    query: PROVIDERS_QUERY,
    key: JSON.stringify([term, category]),
    firstPage: 1,
    variables: (page): ProvidersVariables => ({
      input: {
        filter: {
          ...(term ? { search: term } : {}),
          ...(category !== 'all-games' ? { categories: [category] } : {}),
        },
        pagination: { page, count: providersPageSize(page) },
      },
    }),
    select: (data) => data.providers,
  });

  const update = (key: string, value: string, empty: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== empty) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const categoryItems = [
    { id: 'all-games', title: tc('categories.all-games') },
    ...categories.map((c) => ({ id: c.name, title: tc(`categories.${c.name}`) })),
  ];

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        icon={<Building2 size={22} />}
        title={t('providers.title')}
        intro={t('providers.intro')}
      />
      <div className="grid gap-3 md:grid-cols-[1fr_18rem] md:items-end">
        <Input
          type="search"
          label={tp('searchLabel')}
          value={search}
          onValueChange={(value) => update('search', value, '')}
          placeholder={tp('searchPlaceholder')}
          startAdornment={<Search size={18} className="text-muted" />}
          autoComplete="off"
          data-testid="providers-search"
        />
        <Select
          label={tp('category')}
          items={categoryItems}
          value={category}
          loading={categoriesLoading}
          onChange={(item) => update('category', String(item.id), 'all-games')}
        />
      </div>

      {list.loading ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true">
          {Array.from({ length: PAGE_SIZES.providers }, (_, i) => (
            <li key={i}>
              <ProviderCardSkeleton />
            </li>
          ))}
        </ul>
      ) : list.items.length ? (
        <div className="flex flex-col gap-6">
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            data-testid="providers-list"
          >
            {list.items.map((provider) => (
              <li key={provider.id} className="min-w-0">
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
          {list.hasMore ? (
            <Button
              variant="secondary"
              size="lg"
              className="mx-auto min-w-48"
              loading={list.loadingMore}
              onClick={list.loadMore}
            >
              {tp('loadMore')}
            </Button>
          ) : null}
        </div>
      ) : (
        <div
          role="status"
          className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center"
        >
          <SearchX size={28} className="text-muted" />
          <h2 className="text-subtitle font-semibold">{tp('notFoundTitle')}</h2>
          <p className="max-w-sm text-body-sm text-muted">{tp('notFoundText')}</p>
        </div>
      )}
    </div>
  );
}
