// "Provably fair: verify your bets" → /fairness, at the foot of a game panel.
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function FairnessLink() {
  const { t } = useTranslation('play');
  return (
    <Link
      to="/fairness"
      className="inline-flex min-h-11 items-center justify-center gap-2 text-body-sm text-muted hover:text-gold"
    >
      <ShieldCheck size={18} aria-hidden="true" />
      {t('panel.fairness')}
    </Link>
  );
}
