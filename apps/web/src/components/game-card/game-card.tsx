// The game card (spec §2.5, DESIGN.md): 3:4 art with a gradient placeholder until it loads and a
// fallback on error, the title and provider on one line each, a LIVE label for live categories,
// a favourite heart for signed-in players, and a link to the game's preview page. A game blocked
// for the viewer's country or currency is greyed out, cannot be opened, and explains why on hover
// and focus (RESTRINCTION_GEO).
import { gamePath, isLiveCategory } from '@aurum/domain';
import { Dices, Lock } from 'lucide-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameSummary } from '@/lib/api/games';
import { isGameRestricted, useViewerRegion } from '@/lib/api/viewer-region';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { gameImageSrc } from '@/lib/media';
import { ART_SIZES } from '@/lib/responsive-image';
import { ArtImage } from '@/components/art-image/art-image';
import { Skeleton } from '@/components/ui/skeleton';

// Only signed-in players see the heart: guests (most first visits) never load its code.
const FavouriteHeart = lazy(() => import('./favourite-heart'));

/**
 * How a card's art loads, by where the card is on the page's first screen (issue 16):
 * - `largest`: the page's largest paint (the games grid's first card): preloaded, high priority,
 *   WebP (ArtImage `largest`)
 * - `first-screen`: the rest of a phone's first row: preloaded, low priority (ArtImage
 *   `firstScreen`)
 * - `eager`: in view on the first paint, requested at once
 * - `eager-low`: in a phone's first screen below its first row: requested at once but at low
 *   priority, so the first row's art goes first (Chromium would otherwise raise every image in
 *   view to high) and Lighthouse's model does not wait for it before the largest paint
 * - `lazy`: out of view
 */
export type CardArtLoading = 'largest' | 'first-screen' | 'eager' | 'eager-low' | 'lazy';

export interface GameCardProps {
  game: GameSummary;
  className?: string;
  /** How the card's art loads (CardArtLoading); lazily by default. */
  art?: CardArtLoading;
}

function initials(title: string): string {
  const words = title.split(/\s+/).filter(Boolean);
  return (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : title.slice(0, 2)
  ).toUpperCase();
}

export function GameCard({ game, className, art = 'lazy' }: GameCardProps) {
  const { t } = useTranslation('common');
  const { status } = useSession();
  const region = useViewerRegion();
  const restricted = isGameRestricted(game.restrictions, region);
  const hintId = useId();

  const content = (
    <>
      <GameArt
        game={game}
        art={art}
        restricted={restricted}
        liveLabel={isLiveCategory(game.category) ? t('game.live') : ''}
      />
      <div className={cn('flex min-w-0 flex-col px-0.5', restricted && 'opacity-60')}>
        {/* Latin names inside an Arabic page keep their own direction (ellipsis at their end) but
            stay aligned to the page's start edge. */}
        <span
          dir="auto"
          className={cn(
            'truncate text-body-sm font-semibold text-text transition-colors rtl:text-right',
            !restricted && 'group-hover:text-gold',
          )}
        >
          {game.title}
        </span>{' '}
        <span dir="auto" className="truncate text-caption text-muted rtl:text-right">
          {game.providerName}
        </span>
      </div>
    </>
  );

  return (
    <div
      className={cn('group relative flex min-w-0 flex-col', className)}
      data-restricted={restricted || undefined}
    >
      {restricted ? (
        <div
          role="link"
          aria-disabled="true"
          tabIndex={0}
          // its visible text, without the hint inside it (that is the description)
          aria-label={`${isLiveCategory(game.category) ? `${t('game.live')} ` : ''}${game.title} ${game.providerName}`}
          aria-describedby={hintId}
          className="flex min-w-0 cursor-not-allowed flex-col gap-2 rounded-xl"
        >
          {content}
          <span
            role="tooltip"
            id={hintId}
            className="pointer-events-none absolute inset-x-1.5 top-1.5 z-10 rounded-lg border border-border bg-surface-2/95 px-2.5 py-2 text-caption text-text opacity-0 shadow-lg backdrop-blur transition-opacity duration-150 group-focus-within:opacity-100 group-hover:opacity-100"
          >
            {t('game.restrictedGeo')}
          </span>
        </div>
      ) : (
        <Link
          to={gamePath(game.slug)}
          state={{ title: game.title }}
          className="flex min-w-0 flex-col gap-2 rounded-xl"
        >
          {content}
        </Link>
      )}
      {status === 'user' && !restricted ? (
        <Suspense fallback={null}>
          <FavouriteHeart gameId={game.id} initial={Boolean(game.isFavorite)} title={game.title} />
        </Suspense>
      ) : null}
    </div>
  );
}

function GameArt({
  game,
  art,
  restricted,
  liveLabel,
}: {
  game: GameSummary;
  art: CardArtLoading;
  restricted: boolean;
  /** the live badge's word (live games only), from the card's own translation hook: one hook per
   * card, not two (a page hydrates up to 60 cards; each hook is a memo and an effect, issue 16) */
  liveLabel: string;
}): ReactNode {
  // No "loaded" state: the art lies over its placeholder and covers it once drawn. A server-
  // rendered card shows its art as soon as the file arrives, not once the app has hydrated and
  // seen a load event, and no card re-renders per image (issue 16: those renders made a long
  // task at the home page's start). The placeholder does not pulse: under drawn art an endless
  // animation would tick for nothing.
  const [failed, setFailed] = useState(false);
  const src = game.image?.src || gameImageSrc(game.slug);
  const live = isLiveCategory(game.category);
  return (
    <div
      className={cn(
        'relative aspect-[3/4] overflow-hidden rounded-xl border border-border/60 bg-surface-2 transition-[transform,border-color,box-shadow] duration-200 ease-out',
        restricted
          ? 'group-focus-within:border-muted'
          : 'group-hover:-translate-y-0.5 group-hover:border-gold/50 group-hover:shadow-[0_10px_28px_-12px_rgb(242_193_78/0.45)] group-has-[a:focus-visible]:border-gold-strong',
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'absolute inset-0 flex flex-col items-center justify-center gap-2',
          'bg-[radial-gradient(120%_90%_at_30%_0%,color-mix(in_srgb,var(--color-gold)_22%,transparent),transparent_60%),linear-gradient(160deg,var(--color-surface-2),var(--color-bg))]',
        )}
      >
        {failed ? (
          <>
            <Dices size={28} className="text-gold/80" />
            <span className="text-subtitle font-semibold tracking-wide text-gold-gradient">
              {initials(game.title)}
            </span>
          </>
        ) : null}
      </div>
      {failed ? null : (
        <ArtImage
          src={src}
          sizes={ART_SIZES.gameCard}
          alt=""
          width={game.image?.width || 300}
          height={game.image?.height || 400}
          loading={art === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={art === 'eager-low' ? 'low' : undefined}
          largest={art === 'largest'}
          firstScreen={art === 'first-screen'}
          decoding="async"
          onError={() => setFailed(true)}
          className={cn(
            'absolute inset-0 size-full object-cover transition-transform duration-300 ease-out',
            !restricted && 'group-hover:scale-[1.03]',
          )}
        />
      )}
      {restricted ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 flex items-center justify-center bg-bg/55 grayscale backdrop-grayscale"
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-black/60 text-muted">
            <Lock size={18} />
          </span>
        </div>
      ) : null}
      {live ? (
        <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-[10px] leading-4 font-semibold tracking-wider text-white backdrop-blur-sm">
          <span className="size-1.5 rounded-full bg-danger shadow-[0_0_6px_var(--color-danger)]" />
          {liveLabel}
        </span>
      ) : null}
    </div>
  );
}

export function GameCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)} aria-hidden="true">
      <Skeleton className="aspect-[3/4] w-full rounded-xl" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-3 w-1/2" />
    </div>
  );
}
