import { useTranslation } from 'react-i18next';
import { changeLanguage, STAFF_LANGUAGES, type StaffLanguage } from '@/lib/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-caption text-muted">
      <span className="sr-only">{t('common.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as StaffLanguage)}
        className="h-8 rounded-chip border border-border bg-surface-2 px-2 text-caption text-text"
      >
        {STAFF_LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {lng === 'en' ? 'English' : 'Русский'}
          </option>
        ))}
      </select>
    </label>
  );
}
