// Staff screens speak English and Russian (issue 15). Both catalogues are small and bundled; the
// choice is kept in localStorage under the back office's own key.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';
import { ru } from '@/locales/ru';

export const STAFF_LANGUAGES = ['en', 'ru'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
const KEY = 'aurum.backoffice.lang';

export function detectLanguage(): StaffLanguage {
  try {
    const stored = window.localStorage.getItem(KEY);
    if (stored === 'en' || stored === 'ru') return stored;
  } catch {
    // no storage: fall through to the browser's language
  }
  return navigator.language?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export async function initI18n(lng: StaffLanguage = detectLanguage()) {
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...STAFF_LANGUAGES],
    resources: { en: { translation: en }, ru: { translation: ru } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng;
  return i18next;
}

export async function changeLanguage(lng: StaffLanguage) {
  try {
    window.localStorage.setItem(KEY, lng);
  } catch {
    // not kept: applies to this page only
  }
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}
