// A settled round's result in words (blackjack, dealer blackjack, push, win, partial, bust, lose).
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentLanguage } from '@/lib/i18n';
import type { BlackjackRoundView } from '../../api/blackjack';
import { balanceTone, blackjackOutcomeKey } from '../../model/blackjack-outcome';
import { formatMoney } from '../../model/format';

export function BlackjackRoundOutcome({ round }: { round: BlackjackRoundView }) {
  const { t } = useTranslation('blackjack');
  const locale = currentLanguage();
  const money = (v: string) => formatMoney(v, round.currency, locale);
  const key = blackjackOutcomeKey(round);
  const tone = balanceTone(round.win, round.amount);
  return (
    <div
      data-testid="bj-outcome"
      data-outcome={key}
      className={cn(
        'flex flex-col gap-1 rounded-lg p-3 text-center',
        tone === 'ahead' ? 'bg-success/10' : tone === 'even' ? 'bg-info/10' : 'bg-danger/10',
      )}
    >
      <p
        className={cn(
          'text-subtitle font-semibold',
          tone === 'ahead' ? 'text-success' : tone === 'even' ? 'text-text' : 'text-danger',
        )}
      >
        {t(`outcome.${key}`, { amount: money(round.win), stake: money(round.amount) })}
      </p>
      {round.timedOut ? <p className="text-caption text-muted">{t('outcome.timedOut')}</p> : null}
    </div>
  );
}
