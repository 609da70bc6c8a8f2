// Language detection (spec §1, §9): the stored choice (localStorage `selectedLanguage`), then the
// browser's languages, then the query string (`?lng=`); the result is cached in local storage.
// A 30-line i18next detector module: i18next-browser-languagedetector (2 KB gzip, with cookie,
// session, path, subdomain and html-tag lookups this app never uses) did not fit the first
// route's 150 KB budget.
import { STORAGE_KEYS, isLanguage, type Language } from '@aurum/domain';
import type { LanguageDetectorModule } from 'i18next';
import { readStorage, writeStorage } from './storage';

export const LANGUAGE_QUERY_PARAM = 'lng';

export interface DetectionSources {
  stored: string | null;
  browser: readonly string[];
  search: string;
}

/** `ru-RU` → `ru`. */
function primary(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** Supported languages in the order the sources name them (duplicates removed). */
export function detectLanguages({ stored, browser, search }: DetectionSources): Language[] {
  const query = new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM);
  const candidates = [stored, ...browser, query].filter((tag): tag is string => Boolean(tag));
  const found: Language[] = [];
  for (const tag of candidates) {
    const code = primary(tag);
    if (isLanguage(code) && !found.includes(code)) found.push(code);
  }
  return found;
}

let startupStored: string | null | undefined;

/** selectedLanguage as it was when the page started (before i18next cached its detection): a
 *  choice from an earlier visit, or null on a first visit. */
export function storedLanguageAtStartup(): string | null {
  if (startupStored === undefined) startupStored = readStorage(STORAGE_KEYS.selectedLanguage);
  return startupStored;
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const stored = readStorage(STORAGE_KEYS.selectedLanguage);
    if (startupStored === undefined) startupStored = stored;
    const found = detectLanguages({
      stored,
      browser:
        typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
      search: typeof window === 'undefined' ? '' : window.location.search,
    });
    return found.length ? found : undefined;
  },
  cacheUserLanguage(language: string) {
    if (isLanguage(language)) writeStorage(STORAGE_KEYS.selectedLanguage, language);
  },
};
