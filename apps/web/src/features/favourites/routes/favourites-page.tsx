// Favourites (spec §2.6, §4.8): the player's favourite games, pages from 0 with 9 each, and a
// Show more control while fewer are loaded than the total; an empty state leads to the games.
import { PAGE_SIZES } from '@aurum/domain';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from '@/components/game-card/game-grid';
import { ButtonLink } from '@/components/ui/button';
import { PageHeading } from '@/components/ui/page-heading';
import { useAccumulatedPages } from '@/lib/use-accumulated-pages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FAVORITE_GAMES_QUERY } from '../api/favorite-games';

export default function FavouritesPage() {
  const { t } = useTranslation('pages');
  const { t: tf } = useTranslation('favourites');
  useDocumentTitle('favourites');
  const list = useAccumulatedPages({
    query: FAVORITE_GAMES_QUERY,
    key: 'favourites',
    firstPage: 0,
    requestPolicy: 'cache-and-network',
    variables: (page) => ({ pagination: { page, count: PAGE_SIZES.favourites } }),
    select: (data) => data.favoriteGames,
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        icon={<Heart size={22} />}
        title={t('favourites.title')}
        intro={t('favourites.intro')}
      />
      <GameGrid
        games={list.items}
        loading={list.loading}
        loadingMore={list.loadingMore}
        hasMore={list.hasMore}
        onMore={list.loadMore}
        skeletons={PAGE_SIZES.favourites}
        error={list.error}
        onRetry={list.retry}
        empty={
          <div
            className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-12 text-center"
            data-testid="favourites-empty"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
              <Heart size={26} />
            </span>
            <h2 className="text-subtitle font-semibold">{tf('emptyTitle')}</h2>
            <p className="max-w-sm text-body-sm text-muted">{tf('emptyText')}</p>
            <ButtonLink to="/games" className="mt-2">
              {tf('browse')}
            </ButtonLink>
          </div>
        }
      />
    </div>
  );
}
