// The Play area of the game preview page: the game's art with the Play entry. This is the slot the
// Play issue fills (launching the game in this area); until a launcher is passed, Play is shown
// but cannot be pressed. Restricted or recalled games never get a Play entry.
import { ArtImage } from '@/components/art-image/art-image';
import { Lock, Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { gameImageSrc } from '@/lib/media';

export interface PlayAreaProps {
  slug: string;
  title: string;
  image?: { src: string; width: number; height: number } | null;
  /** Blocked for the viewer (geo) or withdrawn by the studio. */
  blocked: boolean;
  /** Starts the game; filled by the Play issue. */
  onPlay?: () => void;
}

export function PlayArea({ slug, title, image, blocked, onPlay }: PlayAreaProps) {
  const { t } = useTranslation('games');
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  return (
    <section
      aria-label={t('game.playArea')}
      data-testid="play-area"
      className="flex flex-col items-center gap-4"
    >
      <div className="relative aspect-[3/4] w-56 overflow-hidden rounded-2xl border border-border bg-surface-2 shadow-2xl shadow-black/50 md:w-72">
        {state !== 'loaded' ? (
          <div
            aria-hidden="true"
            className={cn(
              'absolute inset-0 bg-[radial-gradient(120%_90%_at_30%_0%,color-mix(in_srgb,var(--color-gold)_22%,transparent),transparent_60%),linear-gradient(160deg,var(--color-surface-2),var(--color-bg))]',
              state === 'loading' && 'animate-pulse motion-reduce:animate-none',
            )}
          />
        ) : null}
        {state !== 'failed' ? (
          <ArtImage
            src={image?.src || gameImageSrc(slug)}
            sizes={'(min-width:1024px) 320px,45vw'}
            alt={title}
            width={image?.width || 600}
            height={image?.height || 800}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
            className={cn(
              'size-full object-cover transition-opacity duration-300',
              state === 'loaded' ? 'opacity-100' : 'opacity-0',
              blocked && 'grayscale',
            )}
          />
        ) : null}
        {blocked ? (
          <span className="absolute inset-0 flex items-center justify-center bg-bg/50">
            <span className="flex size-14 items-center justify-center rounded-full bg-black/60 text-muted">
              <Lock size={24} />
            </span>
          </span>
        ) : null}
      </div>
      {blocked ? null : (
        <Button
          size="lg"
          className="w-56 md:w-72"
          icon={<Play size={20} fill="currentColor" />}
          disabled={!onPlay}
          onClick={onPlay}
        >
          {t('game.play')}
        </Button>
      )}
    </section>
  );
}
