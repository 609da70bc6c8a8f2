// Language detection (spec §1, §9): an explicit `?lng=` in the address first (the URL scheme the
// server renders and search engines index, docs/architecture.md "Language in the address"), then
// the stored choice (localStorage `selectedLanguage`), then the browser's languages; the result is
// cached in local storage and mirrored in the `lng` cookie so the server renders the same language.
// A 30-line i18next detector module: i18next-browser-languagedetector (2 KB gzip, with cookie,
// session, path, subdomain and html-tag lookups this app never uses) did not fit the first
// route's 150 KB budget.
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  STORAGE_KEYS,
  isLanguage,
  type Language,
} from '@aurum/domain';
import type { LanguageDetectorModule } from 'i18next';
import { readStorage, writeStorage } from './storage';

export { LANGUAGE_QUERY_PARAM };

export interface DetectionSources {
  stored: string | null;
  browser: readonly string[];
  search: string;
}

/** `ru-RU` → `ru`. */
function primary(tag: string): string {
  return tag.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
}

/** The supported language an address names explicitly (`?lng=ar`), else null. */
export function queryLanguage(search: string): Language | null {
  const code = primary(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM) ?? '');
  return isLanguage(code) ? code : null;
}

/** Supported languages in the order the sources name them (duplicates removed). */
export function detectLanguages({ stored, browser, search }: DetectionSources): Language[] {
  const candidates = [queryLanguage(search), stored, ...browser].filter((tag): tag is string =>
    Boolean(tag),
  );
  const found: Language[] = [];
  for (const tag of candidates) {
    const code = primary(tag);
    if (isLanguage(code) && !found.includes(code)) found.push(code);
  }
  return found;
}

let startupStored: string | null | undefined;

function startupChoice(): string | null {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return queryLanguage(search) ?? readStorage(STORAGE_KEYS.selectedLanguage);
}

/** The visitor's explicit choice when the page started (before i18next cached its detection):
 *  the address's `?lng=`, else a choice from an earlier visit, or null on a first visit. */
export function storedLanguageAtStartup(): string | null {
  if (startupStored === undefined) startupStored = startupChoice();
  return startupStored;
}

/** The cookie tells the server the stored choice (it cannot read local storage). */
function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language};path=/;max-age=31536000;samesite=lax`;
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const stored = readStorage(STORAGE_KEYS.selectedLanguage);
    if (startupStored === undefined) startupStored = startupChoice();
    const found = detectLanguages({
      stored,
      browser:
        typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
      search: typeof window === 'undefined' ? '' : window.location.search,
    });
    return found.length ? found : undefined;
  },
  cacheUserLanguage(language: string) {
    if (!isLanguage(language)) return;
    writeStorage(STORAGE_KEYS.selectedLanguage, language);
    writeLanguageCookie(language);
  },
};
