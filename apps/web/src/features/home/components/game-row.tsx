// A horizontally scrolling game row (spec §2.4): scroll-snap, arrows from md up, 20 skeleton
// cards while loading, and an All games link.
import { PAGE_SIZES } from '@aurum/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameCard, GameCardSkeleton, type CardArtLoading } from '@/components/game-card/game-card';
import type { GameSummary } from '@/lib/api/games';
import { cn } from '@/lib/cn';

export interface GameRowProps {
  title: string;
  icon: ReactNode;
  games: readonly GameSummary[] | null;
  loading: boolean;
  /** The "All games" link; omitted for rows without a page of their own. */
  allGamesTo?: string;
  /** The heading's id (defaults to one made from `allGamesTo`). */
  id?: string;
  /** The first row's art loads eagerly. */
  priority?: boolean;
}

const ITEM =
  'w-[calc((100%-2*0.75rem)/3.3)] shrink-0 snap-start sm:w-[calc((100%-3*0.75rem)/4.3)] md:w-[calc((100%-4*1rem)/5)] lg:w-[calc((100%-5*1rem)/6)] 2xl:w-[calc((100%-6*1rem)/7)]';

/** A phone shows 3.3 cards of a row (ITEM): the fourth's edge is in its first screen. */
const FIRST_SCREEN_ROW_CARDS = 4;

/** The first row's art: a phone's four preloaded, the rest of a wider screen's at once. */
function rowArt(index: number, priority: boolean): CardArtLoading {
  if (!priority || index >= 6) return 'lazy';
  return index < FIRST_SCREEN_ROW_CARDS ? 'first-screen' : 'eager';
}

export function GameRow({
  title,
  icon,
  games,
  loading,
  allGamesTo,
  id,
  priority = false,
}: GameRowProps) {
  const { t } = useTranslation('home');
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    const offset = Math.abs(node.scrollLeft);
    const start = offset < 4;
    const end = offset + node.clientWidth >= node.scrollWidth - 4;
    // the same state when nothing changed: a new object re-rendered the row's 20 cards (the
    // observer's first report, at every row's start)
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
  }, []);

  useEffect(() => {
    const node = scroller.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    // The observer reports the row once right after the browser's next layout: reading its size
    // here instead would force a style and layout pass in the middle of hydration (28 ms on the
    // home page, issue 16).
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [measure, games]);

  const scroll = (direction: 1 | -1) => {
    const node = scroller.current;
    if (!node) return;
    const rtl = getComputedStyle(node).direction === 'rtl';
    node.scrollBy({
      left: direction * (rtl ? -1 : 1) * node.clientWidth * 0.85,
      behavior: 'smooth',
    });
  };

  const showSkeletons = loading || !games;
  const headingId = id ?? `row-${(allGamesTo ?? title).replace(/\W+/g, '-')}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <span className="flex size-8 items-center justify-center rounded-lg bg-gold/10 text-gold">
          {icon}
        </span>
        <h2
          id={headingId}
          className="min-w-0 flex-1 text-subtitle leading-snug font-semibold text-balance md:text-title"
        >
          {title}
        </h2>
        {allGamesTo ? (
          <Link
            to={allGamesTo}
            className="inline-flex h-9 items-center rounded-lg px-3 text-body-sm font-semibold text-gold transition-colors hover:bg-gold/10"
          >
            {t('rows.allGames')}
          </Link>
        ) : null}
        <div className="hidden items-center gap-1 md:flex">
          <button
            type="button"
            onClick={() => scroll(-1)}
            disabled={edges.start}
            aria-label={t('rows.scrollBack')}
            className="flex size-9 items-center justify-center rounded-lg border border-border bg-surface text-text transition-colors hover:border-gold/50 hover:text-gold disabled:opacity-35"
          >
            <ChevronLeft size={20} className="rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            disabled={edges.end}
            aria-label={t('rows.scrollForward')}
            className="flex size-9 items-center justify-center rounded-lg border border-border bg-surface text-text transition-colors hover:border-gold/50 hover:text-gold disabled:opacity-35"
          >
            <ChevronRight size={20} className="rtl:-scale-x-100" />
          </button>
        </div>
      </div>
      <ul
        ref={scroller}
        onScroll={measure}
        aria-busy={showSkeletons || undefined}
        className="scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 pb-1 md:mx-0 md:scroll-px-0 md:gap-4 md:px-0"
      >
        {showSkeletons
          ? Array.from({ length: PAGE_SIZES.homeRowPlaceholders }, (_, index) => (
              <li key={index} className={ITEM}>
                <GameCardSkeleton />
              </li>
            ))
          : games.map((game, index) => (
              // The cards beyond the row's first screenful (7 at the widest) are drawn only as
              // the row nears them; those in view define the row's height from the first paint.
              <li key={game.id} className={cn(ITEM, index >= 8 && 'render-when-near')}>
                <GameCard game={game} art={rowArt(index, priority)} />
              </li>
            ))}
      </ul>
    </section>
  );
}
