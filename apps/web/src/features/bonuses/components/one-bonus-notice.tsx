// Shown above a bonus list while the player has a current bonus: offers cannot be activated
// until it is claimed or cancelled (one current bonus per player).
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function OneBonusNotice() {
  const { t } = useTranslation('bonuses');
  return (
    <p
      role="note"
      data-testid="one-bonus-notice"
      className="flex items-start gap-2 rounded-xl border border-info/30 bg-info/5 p-3 text-body-sm text-text"
    >
      <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-info" />
      {t('actions.blocked')}
    </p>
  );
}
