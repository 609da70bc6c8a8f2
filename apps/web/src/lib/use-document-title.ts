// "<Page> — Aurum" from a translated key per screen (spec §2.1); re-translated on language change.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from './i18n';

export function formatDocumentTitle(page: string | null | undefined): string {
  const name = page?.trim();
  return name ? `${name} — ${BRAND}` : BRAND;
}

/**
 * @param key a key in the `common` namespace's `titles` block (e.g. `vip`), or null
 * @param text a ready page name (e.g. a game's title) that wins over the key when present
 */
export function useDocumentTitle(key: string | null, text?: string | null): void {
  const { t, i18n } = useTranslation('common');
  const title = formatDocumentTitle(text || (key ? t(`titles.${key}`) : null));
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
}
