// Hit / Stand / Double / Split with their keys, each enabled only when the server lists it as
// legal (and nothing is in flight); the extra stake a double or a split takes.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import type { BlackjackActionKind, BlackjackRoundView } from '../../api/blackjack';
import { formatMoney } from '../../model/format';

const ACTIONS: { action: BlackjackActionKind; key: string }[] = [
  { action: 'HIT', key: 'H' },
  { action: 'STAND', key: 'S' },
  { action: 'DOUBLE', key: 'D' },
  { action: 'SPLIT', key: 'P' },
];

export function BlackjackActions({
  round,
  busy,
  currency,
  onAction,
}: {
  round: BlackjackRoundView;
  busy: boolean;
  currency: string;
  onAction: (action: BlackjackActionKind) => void;
}) {
  const { t } = useTranslation('blackjack');
  const locale = currentLanguage();
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2" role="group" aria-label={t('actionsLabel')}>
        {ACTIONS.map(({ action, key }) => {
          const legal = round.legalActions.includes(action);
          return (
            <Button
              key={action}
              variant={action === 'STAND' || action === 'HIT' ? 'primary' : 'secondary'}
              size="lg"
              disabled={!legal || busy}
              aria-keyshortcuts={key}
              onClick={() => onAction(action)}
              data-testid={`bj-${action.toLowerCase()}`}
            >
              {t(`actions.${action}`)}
              <kbd
                aria-hidden="true"
                className="rounded border border-current/30 px-1.5 text-caption font-normal opacity-70"
              >
                {key}
              </kbd>
            </Button>
          );
        })}
      </div>
      <p className="text-center text-caption text-muted">
        {t('extraStake', { amount: formatMoney(round.stake, currency, locale) })}
      </p>
    </div>
  );
}
