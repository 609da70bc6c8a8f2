// The search modal (spec §2.8): an input (focused on open). With nothing typed: a hint and the
// player's last played games, or recommended (top-rated) games for guests. With a term (after the
// 500 ms debounce): the matching providers, their count in the heading, each with its logo
// linking to its page, and the matching games, 12 at a time.
import { PAGE_SIZES, providerPath, SEARCH_DEBOUNCE_MS, formatCount } from '@aurum/domain';
import { Search, SearchX, X } from 'lucide-react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GameGrid } from '@/components/game-card/game-grid';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import type { ModalComponentProps } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useAccumulatedPages } from '@/lib/use-accumulated-pages';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LAST_PLAYED_GAMES_QUERY } from '../api/last-played-games';
import { SEARCH_GAMES_QUERY, type SearchGamesVariables } from '../api/search-games';
import { SEARCH_PROVIDERS_QUERY } from '../api/search-providers';

const DEVICES = ['mobile'];
const PROVIDERS_SHOWN = 12;

export default function SearchModal({ open, onClose, onBack }: ModalComponentProps) {
  const { t } = useTranslation('search');
  const [value, setValue] = useState('');
  const term = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const typing = value.trim() !== term;

  // Following any link inside (a game, a provider) closes the modal.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) onClose();
  };

  return (
    <Modal open={open} onClose={onClose} onBack={onBack} title={t('title')} size="lg" fixedHeight>
      <div className="flex flex-col gap-5" onClick={closeOnLink}>
        <div className="sticky top-0 z-20 -mx-5 bg-surface px-5 pb-1">
          <div className="flex h-input items-center gap-2 rounded-lg border border-border bg-surface-2 px-3 focus-within:border-gold-strong">
            <Search size={18} className="shrink-0 text-muted" />
            <input
              type="search"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder={t('placeholder')}
              aria-label={t('placeholder')}
              autoFocus
              autoComplete="off"
              enterKeyHint="search"
              data-testid="search-input"
              className="h-full min-w-0 flex-1 bg-transparent text-body text-text outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {value ? (
              <button
                type="button"
                onClick={() => setValue('')}
                aria-label={t('clear')}
                className="flex size-9 items-center justify-center rounded-lg text-muted hover:text-text"
              >
                <X size={18} />
              </button>
            ) : null}
          </div>
        </div>
        {term ? <Results term={term} typing={typing} /> : <Suggestions typing={typing} />}
      </div>
    </Modal>
  );
}

function Section({
  title,
  children,
  testId,
}: {
  title: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h3 className="text-body font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Suggestions({ typing }: { typing: boolean }) {
  const { t } = useTranslation('search');
  const { status } = useSession();
  const signedIn = status === 'user';
  const count = PAGE_SIZES.lastPlayedSearchModal;
  const [lastPlayed] = useQuery({
    query: LAST_PLAYED_GAMES_QUERY,
    variables: { pagination: { page: 0, count } },
    pause: !signedIn,
  });
  const [recommended] = useQuery({
    query: SEARCH_GAMES_QUERY,
    variables: {
      input: {
        filter: { devices: DEVICES },
        sort: { field: 'rating', direction: 'desc' },
        pagination: { page: 1, count },
      },
    },
    pause: signedIn || status === 'loading',
  });
  const source = signedIn ? lastPlayed : recommended;
  const games = signedIn
    ? (lastPlayed.data?.lastPlayedGames.items ?? [])
    : (recommended.data?.gamesList.items ?? []);

  return (
    <>
      <p className="text-body-sm text-muted" aria-live="polite">
        {typing ? t('searching') : t('hint')}
      </p>
      <Section
        title={signedIn ? t('lastPlayed') : t('recommended')}
        testId={signedIn ? 'search-last-played' : 'search-recommended'}
      >
        <GameGrid
          columns="compact"
          games={games}
          loading={!source.data && !source.error}
          skeletons={6}
          error={Boolean(source.error) && !source.data}
          empty={<p className="text-body-sm text-muted">{t('lastPlayedEmpty')}</p>}
        />
      </Section>
    </>
  );
}

function Results({ term, typing }: { term: string; typing: boolean }) {
  const { t } = useTranslation('search');
  const { i18n } = useTranslation();
  const pageSize = PAGE_SIZES.gameListFilterAndSearch;
  const [providers] = useQuery({
    query: SEARCH_PROVIDERS_QUERY,
    variables: {
      input: { filter: { search: term }, pagination: { page: 1, count: PROVIDERS_SHOWN } },
    },
  });
  const games = useAccumulatedPages({
    query: SEARCH_GAMES_QUERY,
    key: term,
    firstPage: 1,
    variables: (page): SearchGamesVariables => ({
      input: {
        filter: { search: term, devices: DEVICES },
        pagination: { page, count: pageSize },
      },
    }),
    select: (data) => data.gamesList,
  });
  const providerList = providers.data?.providers;
  const nothing =
    !games.loading && games.items.length === 0 && providerList && providerList.count === 0;

  if (nothing && !typing) {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-10 text-center">
        <SearchX size={28} className="text-muted" />
        <p className="font-semibold">{t('notFoundTitle')}</p>
        <p className="max-w-xs text-body-sm text-muted">{t('notFoundText', { term })}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" aria-busy={typing || undefined}>
      {!providerList ? (
        <div className="flex gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-32" />
          ))}
        </div>
      ) : providerList.count > 0 ? (
        <Section
          title={t('providers', { total: formatCount(i18n.language, providerList.count) })}
          testId="search-providers"
        >
          <ul className="scrollbar-none -mx-5 flex gap-2 overflow-x-auto px-5 pb-1">
            {providerList.items.map((provider) => {
              const logo = (
                provider.images.find((i) => i.tags.includes('logo')) ?? provider.images[0]
              )?.src;
              return (
                <li key={provider.id} className="shrink-0">
                  <Link
                    to={providerPath(provider.slug)}
                    className="flex h-12 items-center gap-2 rounded-xl border border-border bg-surface-2 pe-4 ps-2 transition-colors hover:border-gold/50"
                  >
                    {logo ? (
                      <img
                        src={logo}
                        alt=""
                        width={32}
                        height={32}
                        className="size-8 rounded-md bg-surface object-contain"
                      />
                    ) : null}
                    <span dir="auto" className="text-body-sm font-semibold">
                      {provider.name}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
      <Section
        title={
          games.count !== null
            ? t('gamesCount', { total: formatCount(i18n.language, games.count) })
            : t('games')
        }
        testId="search-games"
      >
        <GameGrid
          columns="compact"
          games={games.items}
          loading={games.loading}
          loadingMore={games.loadingMore}
          hasMore={games.hasMore}
          onMore={games.loadMore}
          skeletons={6}
          error={games.error}
          onRetry={games.retry}
          empty={<p className="text-body-sm text-muted">{t('noGames')}</p>}
        />
      </Section>
    </div>
  );
}
