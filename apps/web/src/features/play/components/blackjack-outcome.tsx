// A settled blackjack round in one glance (the play outcome area and anywhere a BetOutcome is
// shown): the dealer's cards and total, each hand with its cards, total and result.
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { BetOutcome } from '../api/play';
import { CardRow } from './playing-card';

type Outcome = Extract<BetOutcome, { __typename: 'BlackjackOutcome' }>;

export function BlackjackOutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('blackjack');
  return (
    <div className="flex flex-col gap-2" data-testid="blackjack-result">
      <div className="flex items-center justify-between gap-2">
        <span className="text-caption font-semibold text-muted">{t('dealer')}</span>
        <CardRow cards={outcome.dealerCards} size="sm" />
        <span className="text-body-sm font-bold tabular-nums">{outcome.dealerTotal}</span>
      </div>
      {outcome.hands.map((hand, i) => (
        <div key={i} className="flex items-center justify-between gap-2">
          <span className="text-caption font-semibold text-muted">
            {outcome.hands.length > 1 ? t('handN', { n: i + 1 }) : t('hand')}
          </span>
          <CardRow cards={hand.cards} size="sm" />
          <span
            className={cn(
              'text-body-sm font-bold',
              hand.result === 'WIN' || hand.result === 'BLACKJACK'
                ? 'text-success'
                : hand.result === 'PUSH'
                  ? 'text-text'
                  : 'text-danger',
            )}
          >
            <span className="tabular-nums">{hand.total}</span>
            {hand.result ? ` · ${t(`result.${hand.total > 21 ? 'BUST' : hand.result}`)}` : ''}
          </span>
        </div>
      ))}
    </div>
  );
}
