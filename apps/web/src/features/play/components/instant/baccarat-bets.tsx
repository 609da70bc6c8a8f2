// Baccarat: Player / Tie / Banker as toggles (one to three bets, each at the stake).
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { BaccaratBet } from '../../api/play';

export function BaccaratBets({
  bets,
  onToggle,
}: {
  bets: readonly BaccaratBet[];
  onToggle: (type: BaccaratBet) => void;
}) {
  const { t } = useTranslation('play');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-body-sm font-semibold text-muted">{t('baccarat.bets')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {(['PLAYER', 'TIE', 'BANKER'] as const).map((type) => {
          const on = bets.includes(type);
          return (
            <button
              key={type}
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(type)}
              className={cn(
                'min-h-11 rounded-xl border text-body-sm font-semibold',
                on ? 'border-gold bg-gold/15 text-gold' : 'border-border text-muted',
              )}
            >
              {t(`baccarat.${type}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
