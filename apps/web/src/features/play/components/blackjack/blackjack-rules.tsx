// The keyboard line and the table's rules (collapsed).
import { useTranslation } from 'react-i18next';

const RULES = ['shoe', 'peek', 'double', 'split', 'insurance', 'timeout'] as const;

export function BlackjackRules() {
  const { t } = useTranslation('blackjack');
  return (
    <>
      <p className="text-center text-caption text-muted">{t('keys')}</p>
      <details className="text-caption text-muted">
        <summary className="min-h-11 cursor-pointer py-3 font-semibold">{t('rules.title')}</summary>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ul>
      </details>
    </>
  );
}
