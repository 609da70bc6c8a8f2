// The table itself: the dealer's cards and total, the rules line, and the player's hands (or the
// introduction before the first deal).
import { useTranslation } from 'react-i18next';
import type { BlackjackRoundView } from '../../api/blackjack';
import { CardRow } from '../playing-card';
import { HandTotal, PlayerHand } from './blackjack-hand';

export function BlackjackFelt({ round }: { round: BlackjackRoundView | null }) {
  const { t } = useTranslation('blackjack');
  const settled = round?.status === 'SETTLED';
  return (
    <div
      data-testid="blackjack-table"
      className="flex min-h-72 flex-col gap-4 rounded-xl border border-success/20 bg-[radial-gradient(120%_80%_at_50%_0%,color-mix(in_srgb,var(--color-success)_16%,transparent),transparent_70%),var(--color-bg)] p-3"
    >
      <div className="flex flex-col gap-2" data-testid="dealer-hand">
        <div className="flex items-baseline justify-between gap-2">
          <span className="text-body-sm font-semibold text-muted">{t('dealer')}</span>
          {round ? (
            <HandTotal
              total={round.dealerTotal}
              soft={round.dealerSoft && !settled}
              partial={round.dealerHidden > 0}
              testId="dealer-total"
            />
          ) : null}
        </div>
        <div className="flex min-h-[4.5rem] items-center sm:min-h-20">
          {round ? (
            <CardRow cards={round.dealerCards} hidden={round.dealerHidden} deal />
          ) : (
            <CardRow cards={[]} hidden={2} />
          )}
        </div>
      </div>

      <p className="text-center text-caption font-semibold tracking-wide text-gold/80 uppercase">
        {t('rules.pays')} · {t('rules.dealer')}
      </p>

      <div className="flex flex-wrap justify-center gap-2" data-testid="player-hands">
        {round ? (
          round.hands.map((hand, i) => (
            <PlayerHand
              key={i}
              hand={hand}
              index={i}
              count={round.hands.length}
              active={round.activeHand === i}
              settled={settled}
              currency={round.currency}
            />
          ))
        ) : (
          <p className="py-6 text-center text-body-sm text-muted">{t('intro')}</p>
        )}
      </div>
    </div>
  );
}
