// A blackjack hand on the felt: its cards, total (soft totals as 7/17), stake, doubled mark and
// result; and the total badge the dealer's hand uses too.
import { totalText } from '@aurum/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { BlackjackHandView } from '../../api/blackjack';
import { formatMoney } from '../../model/format';
import { CardRow } from '../playing-card';

export function HandTotal({
  total,
  soft,
  partial = false,
  testId,
}: {
  total: number;
  soft: boolean;
  /** the dealer's hole card is still hidden: the total of the cards showing */
  partial?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('blackjack');
  const text = totalText(total, soft);
  return (
    <span
      className={cn(
        'rounded-md px-2 py-0.5 text-body-sm font-bold tabular-nums',
        total > 21 ? 'bg-danger/20 text-danger' : 'bg-surface-2 text-text',
      )}
      aria-label={
        partial
          ? t('showing', { total })
          : soft && total < 21
            ? t('softTotal', { total })
            : t('total', { total })
      }
      data-testid={testId}
    >
      <span dir="ltr" aria-hidden="true">
        {text}
      </span>
    </span>
  );
}

const RESULT_TONES: Record<string, string> = {
  BLACKJACK: 'bg-gold text-on-gold',
  WIN: 'bg-success/20 text-success',
  PUSH: 'bg-info/20 text-text',
  LOSE: 'bg-danger/15 text-danger',
};

export function PlayerHand({
  hand,
  index,
  count,
  active,
  settled,
  currency,
}: {
  hand: BlackjackHandView;
  index: number;
  count: number;
  active: boolean;
  settled: boolean;
  currency: string;
}) {
  const { t } = useTranslation('blackjack');
  const locale = currentLanguage();
  const bust = hand.total > 21;
  const result = hand.result === 'LOSE' && bust ? 'BUST' : hand.result;
  return (
    <div
      data-testid="player-hand"
      aria-current={active || undefined}
      className={cn(
        'flex min-w-[7.5rem] flex-col gap-2 rounded-xl border p-2 transition-colors',
        active ? 'border-gold bg-gold/10' : 'border-transparent',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-caption font-semibold text-muted">
          {count > 1 ? t('handN', { n: index + 1 }) : t('hand')}
        </span>
        <HandTotal total={hand.total} soft={hand.soft && !settled} testId="hand-total" />
      </div>
      <CardRow cards={hand.cards} deal />
      <div className="flex flex-wrap items-center justify-between gap-1 text-caption">
        <span className="text-muted">
          <span dir="ltr">{formatMoney(hand.amount, currency, locale)}</span>
          {hand.doubled ? ` · ${t('doubled')}` : ''}
        </span>
        {result ? (
          <span
            className={cn(
              'rounded-md px-1.5 py-0.5 font-semibold',
              RESULT_TONES[hand.result ?? 'LOSE'],
            )}
            data-testid="hand-result"
          >
            {t(`result.${result}`)}
          </span>
        ) : null}
      </div>
    </div>
  );
}
