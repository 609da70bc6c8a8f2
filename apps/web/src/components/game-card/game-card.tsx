// The game card (spec §2.5, DESIGN.md): 3:4 art with a gradient placeholder until it loads and a
// fallback on error, the title and provider on one line each, a LIVE label for live categories,
// and a link to the game's preview page.
import { isLiveCategory } from '@aurum/domain';
import { Dices } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameSummary } from '@/lib/api/games';
import { cn } from '@/lib/cn';
import { gameImageSrc } from '@/lib/media';
import { Skeleton } from '@/components/ui/skeleton';

export interface GameCardProps {
  game: GameSummary;
  className?: string;
  /** Loads the art eagerly (cards visible on first paint). */
  priority?: boolean;
}

function initials(title: string): string {
  const words = title.split(/\s+/).filter(Boolean);
  return (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : title.slice(0, 2)
  ).toUpperCase();
}

export function GameCard({ game, className, priority = false }: GameCardProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const src = game.image?.src || gameImageSrc(game.slug);
  const live = isLiveCategory(game.category);

  return (
    <Link
      to={`/game/${encodeURIComponent(game.slug)}`}
      state={{ title: game.title }}
      className={cn('group flex min-w-0 flex-col gap-2 rounded-xl outline-none', className)}
      aria-label={`${game.title} — ${game.providerName}`}
    >
      <div className="relative aspect-[3/4] overflow-hidden rounded-xl border border-border/60 bg-surface-2 transition-[transform,border-color,box-shadow] duration-200 ease-out group-hover:-translate-y-0.5 group-hover:border-gold/50 group-hover:shadow-[0_10px_28px_-12px_rgb(242_193_78/0.45)] group-focus-visible:border-gold-strong">
        {state !== 'loaded' ? (
          <div
            aria-hidden="true"
            className={cn(
              'absolute inset-0 flex flex-col items-center justify-center gap-2',
              'bg-[radial-gradient(120%_90%_at_30%_0%,color-mix(in_srgb,var(--color-gold)_22%,transparent),transparent_60%),linear-gradient(160deg,var(--color-surface-2),var(--color-bg))]',
              state === 'loading' && 'animate-pulse motion-reduce:animate-none',
            )}
          >
            {state === 'failed' ? (
              <>
                <Dices size={28} className="text-gold/80" />
                <span className="text-subtitle font-semibold tracking-wide text-gold-gradient">
                  {initials(game.title)}
                </span>
              </>
            ) : null}
          </div>
        ) : null}
        {state !== 'failed' ? (
          <img
            src={src}
            alt=""
            width={game.image?.width || 300}
            height={game.image?.height || 400}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={cn(
              'absolute inset-0 size-full object-cover transition-[opacity,transform] duration-300 ease-out group-hover:scale-[1.03]',
              state === 'loaded' ? 'opacity-100' : 'opacity-0',
            )}
          />
        ) : null}
        {live ? (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-md bg-black/65 px-1.5 py-0.5 text-[10px] leading-4 font-semibold tracking-wider text-white backdrop-blur-sm">
            <span className="size-1.5 rounded-full bg-danger shadow-[0_0_6px_var(--color-danger)]" />
            {t('game.live')}
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col px-0.5">
        {/* Latin names inside an Arabic page keep their own direction (ellipsis at their end) but
            stay aligned to the page's start edge. */}
        <span
          dir="auto"
          className="truncate text-body-sm font-semibold text-text transition-colors group-hover:text-gold rtl:text-right"
        >
          {game.title}
        </span>
        <span dir="auto" className="truncate text-caption text-muted rtl:text-right">
          {game.providerName}
        </span>
      </div>
    </Link>
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
