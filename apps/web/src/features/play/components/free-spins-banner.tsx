// Free spins on the slot page: when the viewer's current bonus is in free-spins play on this slot,
// a banner says how many spins are left and at what stake, and its button plays one (through
// bonuses' playFreeSpin, paid by the bonus, never the real balance). The panel shows the round like
// any other spin.
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { FREE_SPINS_QUERY, PLAY_FREE_SPIN_MUTATION, freeSpinsOn } from '../api/free-spins';
import type { PlayResult } from '../api/play';
import { formatMoney } from '../model/format';

export interface FreeSpins {
  offer: { id: number; left: number; value: string } | null;
  /** plays one free spin: the round (or its error) as a play mutation answers it */
  spin: (roundId: string) => Promise<{ value: PlayResult | undefined; error?: CombinedError }>;
}

export function useFreeSpins(slug: string, enabled: boolean): FreeSpins {
  const [{ data }] = useQuery({
    query: FREE_SPINS_QUERY,
    pause: !enabled,
    requestPolicy: 'cache-and-network',
  });
  const [, playFreeSpin] = useMutation(PLAY_FREE_SPIN_MUTATION);
  // spins left as the last free spin reported them (the list query is not refetched per spin)
  const [left, setLeft] = useState<{ id: number; left: number } | null>(null);
  const list = data?.getUserBonusesList;
  const found =
    enabled && list?.__typename === 'UserBonusList' ? freeSpinsOn(list.bonusList, slug) : null;
  const offer =
    found && left?.id === found.id ? (left.left > 0 ? { ...found, left: left.left } : null) : found;
  return {
    offer,
    spin: async (roundId) => {
      if (!offer)
        return {
          value: {
            __typename: 'GeneralAppError',
            code: 'BONUS_UNAVAILABLE',
            message: '',
            rg: null,
          },
        };
      const r = await playFreeSpin({ input: { userBonusId: offer.id, gameSlug: slug, roundId } });
      const answer = r.data?.playFreeSpin;
      if (answer?.__typename === 'FreeSpinSuccess') {
        setLeft({ id: offer.id, left: answer.freeSpinsLeft });
        return { value: answer.play };
      }
      return { value: answer, error: r.error };
    },
  };
}

export function FreeSpinsBanner({
  offer,
  currency,
  busy,
  disabled,
  onSpin,
}: {
  offer: NonNullable<FreeSpins['offer']>;
  currency: string;
  busy: boolean;
  disabled: boolean;
  onSpin: () => void;
}) {
  const { t } = useTranslation('play');
  return (
    <section
      aria-labelledby="free-spins-title"
      data-testid="free-spins-banner"
      className="flex items-center gap-3 rounded-xl border border-gold/50 bg-gold/10 p-3"
    >
      <Gift size={24} aria-hidden="true" className="shrink-0 text-gold" />
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 id="free-spins-title" className="text-body-sm font-semibold text-gold">
          {t('freeSpins.title', { count: offer.left })}
        </h3>
        <p className="text-caption text-muted">
          {t('freeSpins.value', {
            value: formatMoney(offer.value, currency, currentLanguage()),
          })}
        </p>
      </div>
      <Button
        type="button"
        size="md"
        loading={busy}
        disabled={disabled}
        onClick={onSpin}
        data-testid="free-spin-button"
      >
        {t('freeSpins.spin')}
      </Button>
    </section>
  );
}
