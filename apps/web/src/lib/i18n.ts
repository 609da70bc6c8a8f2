// i18next setup (spec §1, §9): six languages, en as the fallback, detection order stored choice →
// browser → query string, cached in local storage under `selectedLanguage` (./language-detector). Namespaces are JSON
// files (locale-assets.ts) fetched on demand, so only the active language's namespaces are downloaded.
import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './language-detector';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  RTL_LANGUAGES,
  isLanguage,
  type Language,
} from '@aurum/domain';

export const NAMESPACES = [
  'common',
  'home',
  'breadcrumbs',
  'validation',
  'pages',
  'errors',
  'modals',
  'games',
  'providers',
  'search',
  'favourites',
  'auth',
  'profile',
  'legal',
  'info',
  'meta',
  'wallet',
  'payments',
  'notifications',
  'play',
  'crash',
  'blackjack',
  'bonuses',
  'chat',
  'support',
  'rg',
  'originals',
  'live',
  'pwa',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'home';

export const BRAND = 'Aurum';

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

/** The supported language i18next settled on (never a region tag such as en-US). */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** Keeps `<html lang dir>` in step with the interface language. */
export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const lng = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const root = document.documentElement;
  const dir = isRtl(lng) ? 'rtl' : 'ltr';
  // Only a real change is written: setting even the same `lang` or `dir` makes the browser
  // recalculate the style of the whole document (42 ms on a server-rendered home, issue 16).
  if (root.lang !== lng) root.lang = lng;
  if (root.dir !== dir) root.dir = dir;
}

/**
 * Every language but en falls back to nothing: the locale parity test guarantees complete files,
 * so a Russian visitor never downloads the English JSON as well. Unsupported languages resolve to en.
 */
const fallbackLng: Record<string, string[]> = { default: [DEFAULT_LANGUAGE] };
for (const lng of LANGUAGES) if (lng !== DEFAULT_LANGUAGE) fallbackLng[lng] = [];

let initialisation: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  if (initialisation) return initialisation;
  i18n.on('languageChanged', applyDocumentLanguage);
  initialisation = i18n
    .use(
      // JSON files of this build (locale-assets.ts), not script chunks: no map of every chunk's
      // name in the first route's script
      resourcesToBackend((language: string, namespace: string) =>
        fetch(`${__LOCALES__}/${language}/${namespace}.json`).then((res) =>
          res.ok
            ? res.json()
            : Promise.reject(new Error(`${language}/${namespace}: ${res.status}`)),
        ),
      ),
    )
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGES],
      fallbackLng,
      load: 'languageOnly',
      ns: ['common', DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    })
    .then(() => applyDocumentLanguage(currentLanguage()));
  return initialisation;
}

/** Switches the interface language and remembers the choice (language modal "Continue"). */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
}

export { i18n };
