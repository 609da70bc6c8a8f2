// Step 1's bonus choice (spec §2.8): the deposit bonuses plus 'no bonus'; the selected bonus shows
// a 'Your bonus' card with a check mark unless it is 'no bonus'.
import { isNoBonus } from '@aurum/domain';
import { Check, Crown, Gift, Bitcoin, Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { DepositBonusChoice } from '../../model/deposit-bonus';

function BonusIcon({ choice }: { choice: DepositBonusChoice }) {
  if (isNoBonus(choice.id)) return <Ban size={20} aria-hidden="true" />;
  const name = (choice.name ?? '').toLowerCase();
  if (name.includes('highroller')) return <Crown size={20} aria-hidden="true" />;
  if (name.includes('crypto')) return <Bitcoin size={20} aria-hidden="true" />;
  return <Gift size={20} aria-hidden="true" />;
}

export function BonusSection({
  choices,
  selectedId,
  onSelect,
}: {
  choices: readonly DepositBonusChoice[];
  selectedId: string | number | null;
  onSelect: (id: string | number) => void;
}) {
  const { t } = useTranslation('wallet');
  const title = (c: DepositBonusChoice) =>
    isNoBonus(c.id) ? t('deposit.noBonus') : (c.title ?? c.bonusInfo?.title ?? c.name ?? '');
  const selected = choices.find((c) => String(c.id) === String(selectedId)) ?? null;
  return (
    <section className="flex flex-col gap-2.5">
      <h3 className="text-body-sm font-semibold text-muted">{t('deposit.bonusTitle')}</h3>
      <div
        role="radiogroup"
        aria-label={t('deposit.bonusTitle')}
        className="flex gap-2 overflow-x-auto"
      >
        {choices.map((choice) => {
          const checked = String(choice.id) === String(selectedId);
          return (
            <button
              key={String(choice.id)}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => onSelect(choice.id)}
              className={cn(
                'flex min-h-12 shrink-0 items-center gap-2 rounded-xl border px-3 text-body-sm font-semibold transition-colors',
                checked
                  ? 'border-gold/70 bg-gold/10 text-gold'
                  : 'border-border bg-surface-2 text-text',
              )}
            >
              <BonusIcon choice={choice} />
              {title(choice)}
            </button>
          );
        })}
      </div>
      {selected && !isNoBonus(selected.id) ? (
        <div className="flex items-center gap-3 rounded-xl border border-gold/50 bg-gold/10 p-3">
          <span className="flex size-8 items-center justify-center rounded-full bg-gold-gradient text-on-gold">
            <Check size={18} aria-hidden="true" />
          </span>
          <span className="flex flex-col">
            <span className="text-caption text-muted">{t('deposit.yourBonus')}</span>
            <span className="font-semibold">{title(selected)}</span>
          </span>
        </div>
      ) : null}
    </section>
  );
}
