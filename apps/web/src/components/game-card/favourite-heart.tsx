// The favourite heart on a game card (signed-in players only; its own chunk, see game-card.tsx).
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useFavouriteToggle } from './use-favourite-toggle';

export default function FavouriteHeart({
  gameId,
  initial,
  title,
}: {
  gameId: string;
  initial: boolean;
  title: string;
}) {
  const { t } = useTranslation('common');
  const { isFavorite, busy, toggle } = useFavouriteToggle(gameId, initial);
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-pressed={isFavorite}
      aria-busy={busy || undefined}
      aria-label={t(isFavorite ? 'game.removeFavourite' : 'game.addFavourite', { game: title })}
      className="absolute end-0.5 top-0.5 z-10 flex size-11 items-center justify-center rounded-full"
    >
      <span
        className={cn(
          'flex size-8 items-center justify-center rounded-full bg-black/55 backdrop-blur-sm transition-colors',
          isFavorite ? 'text-danger' : 'text-white hover:text-gold',
        )}
      >
        <Heart size={17} fill={isFavorite ? 'currentColor' : 'none'} strokeWidth={2.2} />
      </span>
    </button>
  );
}
