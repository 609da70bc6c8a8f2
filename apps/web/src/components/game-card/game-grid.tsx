// A grid of game cards (spec §2.6): 3 columns on phones, denser as the screen widens (6 at a
// 1280 px desktop beside the sidebar, 8 from 1536 px: the walk issue found 4 cards of ~300 px
// "a stretched phone"), skeleton cards while the first page loads, an empty state, and a More
// button while fewer games are loaded than the total.
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { GameSummary } from '@/lib/api/games';
import { cn } from '@/lib/cn';
import { GameCard, GameCardSkeleton, type CardArtLoading } from './game-card';

/** Cards whose art loads eagerly: a phone's first screen, three rows of three. */
export const FIRST_SCREEN_CARDS = 9;
/** A phone's first row (three columns). */
const FIRST_ROW_CARDS = 3;

/** A page grid's card art, by place: the first row first, then the rest of the first screen. */
function cardArt(index: number, columns: 'page' | 'compact'): CardArtLoading {
  if (index >= FIRST_SCREEN_CARDS) return 'lazy';
  if (columns === 'compact') return 'eager';
  if (index === 0) return 'largest';
  return index < FIRST_ROW_CARDS ? 'first-screen' : 'eager-low';
}

export interface GameGridProps {
  games: readonly GameSummary[];
  loading: boolean;
  loadingMore?: boolean;
  hasMore?: boolean;
  onMore?: () => void;
  /** Skeleton cards while loading (the page size). */
  skeletons: number;
  /** Shown when loaded and empty. */
  empty?: ReactNode;
  error?: boolean;
  onRetry?: () => void;
  /** Label of the More button; "Show more" by default. */
  moreLabel?: string;
  className?: string;
  columns?: 'page' | 'compact';
}

export function GameGrid({
  games,
  loading,
  loadingMore = false,
  hasMore = false,
  onMore,
  skeletons,
  empty,
  error = false,
  onRetry,
  moreLabel,
  className,
  columns = 'page',
}: GameGridProps) {
  const { t } = useTranslation('common');
  const grid = cn(
    'grid gap-x-3 gap-y-4',
    columns === 'page'
      ? 'grid-cols-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 2xl:grid-cols-8 md:gap-x-4 md:gap-y-5'
      : 'grid-cols-3',
  );

  if (error && !games.length) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-4 text-body-sm text-muted"
      >
        {t('errorScreen.title')}
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 font-semibold text-gold hover:text-gold-strong"
          >
            {t('buttons.tryAgain')}
          </button>
        ) : null}
      </div>
    );
  }

  if (loading) {
    return (
      <ul className={cn(grid, className)} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          <li key={index}>
            <GameCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }

  if (!games.length) return <>{empty}</>;

  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <ul className={grid} aria-busy={loadingMore || undefined}>
        {games.map((game, index) => (
          <li key={game.id} className="min-w-0">
            {/* one boundary per card: a server-rendered grid (issue 16) hydrates card by card
                in short tasks instead of one long one; nothing in a card suspends otherwise.
                The art of a phone's first screen (three rows of three) loads at once: lazy
                loading held rows two and three back until layout, so under applied slow-4G
                throttling they finished ~0.7 s after the first row (docs/lcp-notes.md). On a
                page's grid the first row is preloaded (the first card's art is the page's
                largest paint) and rows two and three follow at low priority (cardArt). */}
            <Suspense fallback={null}>
              <GameCard game={game} art={cardArt(index, columns)} />
            </Suspense>
          </li>
        ))}
        {loadingMore
          ? Array.from({ length: Math.min(skeletons, 8) }, (_, index) => (
              <li key={`more-${index}`}>
                <GameCardSkeleton />
              </li>
            ))
          : null}
      </ul>
      {hasMore && onMore ? (
        <Button
          variant="secondary"
          size="lg"
          className="mx-auto min-w-48"
          loading={loadingMore}
          onClick={onMore}
        >
          {moreLabel ?? t('buttons.more')}
        </Button>
      ) : null}
    </div>
  );
}
