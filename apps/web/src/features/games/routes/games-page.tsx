// The game list (spec §2.2, §2.6): heading, the category tabs (?category= selects one), a filter
// button opening the gamesFilter modal, and a grid that grows page by page with a More button.
import { GAME_LIST_CATEGORY_QUERY, formatCount } from '@aurum/domain';
import { Gamepad2, SearchX, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CategoryIcon } from '@/components/category-icon';
import { GameGrid } from '@/components/game-card/game-grid';
import { Button } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { useGameCategories } from '@/lib/api/game-categories';
import { cn } from '@/lib/cn';
import { openModal } from '@/lib/modal-store';
import { useAccumulatedPages } from '@/lib/use-accumulated-pages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GAMES_LIST_QUERY, type GamesListVariables } from '../api/games-list';
import {
  GAME_LIST_DEVICES,
  activeFilterCount,
  gameListPageSize,
  readFilter,
  writeFilter,
  type GamesFilterValue,
} from '../model/filter-params';

export default function GamesPage() {
  const { t } = useTranslation('pages');
  const { t: tg } = useTranslation('games');
  const { t: tc, i18n } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  const { countOf, categories, fetching: countsLoading } = useGameCategories();
  const requested = params.get('category') ?? 'all-games';
  const active = (GAME_LIST_CATEGORY_QUERY as readonly string[]).includes(requested)
    ? requested
    : 'all-games';
  useDocumentTitle(null, active === 'all-games' ? tc('titles.games') : tc(`categories.${active}`));

  const filter = readFilter(params);
  const pageSize = gameListPageSize(filter);
  const filterCount = activeFilterCount(filter);
  const list = useAccumulatedPages({
    query: GAMES_LIST_QUERY,
    key: JSON.stringify([active, filter]),
    firstPage: 1,
    variables: (page): GamesListVariables => ({
      input: {
        filter: {
          onlyAvailable: filter.onlyAvailable,
          onlyWithBonus: filter.onlyWithBonus,
          providers: filter.providers,
          categories: active === 'all-games' ? [] : [active],
          devices: GAME_LIST_DEVICES,
        },
        sort: { field: 'rating', direction: 'desc' },
        pagination: { page, count: pageSize },
      },
    }),
    select: (data) => data.gamesList,
  });

  const applyFilter = (next: GamesFilterValue) =>
    setParams(writeFilter(params, next), { preventScrollReset: true });
  const openFilter = () => openModal('gamesFilter', { value: filter, onApply: applyFilter });

  // The fixed tabs of the spec, in the server's rating order where it knows them, 'other' last.
  const rank = (name: string) => {
    if (name === 'all-games') return -1;
    const index = categories.findIndex((c) => c.name === name);
    return index === -1 ? 999 : index;
  };
  const tabs = [...GAME_LIST_CATEGORY_QUERY].sort((a, b) => rank(a) - rank(b));
  const tabLink = (name: string) => {
    const next = new URLSearchParams(params);
    if (name === 'all-games') next.delete('category');
    else next.set('category', name);
    const query = next.toString();
    return query ? `/games?${query}` : '/games';
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        icon={<Gamepad2 size={22} />}
        title={t('games.title')}
        intro={t('games.intro')}
      />
      <nav aria-label={t('games.tabs')} className="-mx-4 md:mx-0">
        {/* the tabs take their place at once but show when the counts (and the server's order)
            are in, so they neither reorder nor widen on screen (layout shift, walk issue item 10) */}
        <ul
          className={cn(
            'scrollbar-none flex gap-2 overflow-x-auto px-4 pb-1 md:flex-wrap md:px-0',
            countsLoading && 'invisible',
          )}
        >
          {tabs.map((name) => {
            const selected = name === active;
            const count = countOf(name);
            return (
              <li key={name} className="shrink-0">
                <Link
                  to={tabLink(name)}
                  aria-current={selected ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-11 items-center gap-2 rounded-xl border px-3.5 text-body-sm font-semibold transition-colors',
                    selected
                      ? 'border-transparent bg-gold-gradient text-on-gold'
                      : 'border-border bg-surface text-text hover:border-gold/50 hover:text-gold',
                  )}
                >
                  <CategoryIcon name={name} size={18} />
                  {tc(`categories.${name}`)}
                  {/* the count's slot is reserved while the counts load, so the chips keep their
                      width and the row does not wrap later and push the grid (layout shift) */}
                  <span
                    className={cn(
                      'min-w-[5ch] text-caption tabular-nums',
                      selected ? 'text-on-gold/70' : 'text-muted',
                    )}
                  >
                    {count !== undefined ? formatCount(i18n.language, count) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-body-sm text-muted" aria-live="polite">
          {list.count !== null && !list.loading
            ? tg('list.total', { total: formatCount(i18n.language, list.count) })
            : null}
        </p>
        <Button
          variant="outline"
          onClick={openFilter}
          icon={<SlidersHorizontal size={18} />}
          aria-haspopup="dialog"
          data-testid="games-filter-button"
        >
          {tg('filter.button')}
          {filterCount ? (
            <span className="ms-1 inline-flex size-5 items-center justify-center rounded-full bg-gold text-[11px] font-bold text-on-gold tabular-nums">
              {formatCount(i18n.language, filterCount)}
            </span>
          ) : null}
        </Button>
      </div>

      <GameGrid
        games={list.items}
        loading={list.loading}
        loadingMore={list.loadingMore}
        hasMore={list.hasMore}
        onMore={list.loadMore}
        skeletons={pageSize}
        error={list.error}
        onRetry={list.retry}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-surface-2 text-muted">
              <SearchX size={26} />
            </span>
            <h2 className="text-subtitle font-semibold">{tg('list.notFoundTitle')}</h2>
            <p className="max-w-sm text-body-sm text-muted">{tg('list.notFoundText')}</p>
            {filterCount ? (
              <Button
                variant="secondary"
                onClick={() =>
                  applyFilter({ providers: [], onlyAvailable: true, onlyWithBonus: false })
                }
              >
                {tg('list.resetFilter')}
              </Button>
            ) : null}
          </div>
        }
      />
    </div>
  );
}
