// A playing card (rank and suit, or its back) and a row of overlapping cards, for the blackjack
// table, its bet-history outcome and /fairness. Cards are always laid out left to right (dir=ltr),
// as on a real table; each card names itself for screen readers ("King of spades").
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { cardFace } from '../model/cards';

type Size = 'sm' | 'md';

/** The deal animation (styles/index.css `card-deal`: transform and opacity only); none with reduced motion. */
export const DEAL_CLASS = 'inline-block motion-safe:animate-card-deal';
export const DEAL_GAP_MS = 140;

const SIZES: Record<Size, string> = {
  sm: 'h-12 w-8 rounded-md text-caption',
  md: 'h-[4.5rem] w-[3.25rem] rounded-lg text-body-sm sm:h-20 sm:w-14',
};

export function PlayingCard({ card, size = 'md' }: { card: number; size?: Size }) {
  const { t } = useTranslation('blackjack');
  const face = cardFace(card);
  const rank = face.rank;
  const label = t('card', {
    rank: ['A', 'J', 'Q', 'K'].includes(rank) ? t(`ranks.${rank}`) : rank,
    suit: t(`suits.${face.suit}`),
  });
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-card={card}
      className={cn(
        'relative flex shrink-0 flex-col border border-black/10 bg-white p-1 font-bold shadow-md shadow-black/40 select-none',
        SIZES[size],
        // a darker red than the danger token: AA contrast on white
        face.red ? 'text-[color-mix(in_srgb,var(--color-danger)_70%,black)]' : 'text-bg',
      )}
    >
      {/* the corner keeps rank and suit visible when the next card overlaps this one */}
      <span aria-hidden="true" className="flex flex-col items-center self-start leading-none">
        <span>{rank}</span>
        <span className={size === 'md' ? 'text-caption' : undefined}>{face.symbol}</span>
      </span>
      {size === 'md' ? (
        <span aria-hidden="true" className="m-auto text-title leading-none">
          {face.symbol}
        </span>
      ) : null}
    </span>
  );
}

export function CardBack({ size = 'md' }: { size?: Size }) {
  const { t } = useTranslation('blackjack');
  return (
    <span
      role="img"
      aria-label={t('faceDown')}
      title={t('faceDown')}
      data-testid="card-back"
      className={cn(
        'flex shrink-0 items-center justify-center border-2 border-white/80 bg-gold-gradient shadow-md shadow-black/40',
        SIZES[size],
      )}
    >
      <span
        aria-hidden="true"
        className="size-3/5 rounded-sm border border-on-gold/30 bg-[repeating-linear-gradient(45deg,color-mix(in_srgb,var(--color-on-gold)_18%,transparent)_0_3px,transparent_3px_7px)]"
      />
    </span>
  );
}

/** Cards overlapping from left to right, then `hidden` face-down cards. */
export function CardRow({
  cards,
  hidden = 0,
  size = 'md',
  className,
  deal = false,
}: {
  cards: readonly number[];
  hidden?: number;
  size?: Size;
  className?: string;
  /** the table (not history): each card slides in when it is dealt, 140 ms apart (motion-safe) */
  deal?: boolean;
}) {
  const overlap = size === 'sm' ? '-ms-3' : '-ms-7 sm:-ms-8';
  const dealt = (i: number) =>
    deal ? { className: DEAL_CLASS, style: { animationDelay: `${i * DEAL_GAP_MS}ms` } } : null;
  return (
    <span dir="ltr" className={cn('flex items-end', className)}>
      {cards.map((card, i) => (
        <span
          key={`${card}:${i}`}
          className={cn(i > 0 && overlap, dealt(i)?.className)}
          style={dealt(i)?.style}
        >
          <PlayingCard card={card} size={size} />
        </span>
      ))}
      {Array.from({ length: hidden }, (_, i) => (
        <span
          key={`hidden:${i}`}
          className={cn((cards.length > 0 || i > 0) && overlap, dealt(cards.length + i)?.className)}
          style={dealt(cards.length + i)?.style}
        >
          <CardBack size={size} />
        </span>
      ))}
    </span>
  );
}
