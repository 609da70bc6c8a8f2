import { describe, expect, it, vi } from 'vitest';
import { detectLanguages, languageDetector } from './language-detector';

describe('language detection', () => {
  it('prefers the stored choice, then the browser, then the query string', () => {
    expect(
      detectLanguages({ stored: 'tr', browser: ['ru-RU', 'en-US'], search: '?lng=ar' }),
    ).toEqual(['tr', 'ru', 'en', 'ar']);
    expect(detectLanguages({ stored: null, browser: ['kk-KZ'], search: '?lng=ar' })[0]).toBe('kk');
    expect(detectLanguages({ stored: null, browser: ['de-DE', 'fr'], search: '?lng=az' })).toEqual([
      'az',
    ]);
  });

  it('skips unsupported or broken values and duplicates', () => {
    expect(
      detectLanguages({ stored: '<b>x</b>', browser: ['de', 'en-GB', 'en'], search: '' }),
    ).toEqual(['en']);
    expect(detectLanguages({ stored: null, browser: [], search: '' })).toEqual([]);
  });

  it('caches a supported language under selectedLanguage', () => {
    languageDetector.cacheUserLanguage?.('ar');
    expect(localStorage.getItem('selectedLanguage')).toBe('ar');
    languageDetector.cacheUserLanguage?.('xx');
    expect(localStorage.getItem('selectedLanguage')).toBe('ar');
  });

  it('reads the stored choice first', () => {
    localStorage.setItem('selectedLanguage', 'kk');
    expect(languageDetector.detect()).toEqual(expect.arrayContaining(['kk']));
    expect((languageDetector.detect() as string[])[0]).toBe('kk');
  });
});

describe('the stored choice at start-up', () => {
  it('is what detection read first, even after i18next cached a language', async () => {
    vi.resetModules();
    localStorage.removeItem('selectedLanguage');
    const fresh = await import('./language-detector');
    fresh.languageDetector.detect?.();
    fresh.languageDetector.cacheUserLanguage?.('ru');
    expect(fresh.storedLanguageAtStartup()).toBeNull();
  });
});
