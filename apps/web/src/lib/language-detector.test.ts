import { describe, expect, it, vi } from 'vitest';
import { detectLanguages, languageDetector } from './language-detector';

describe('language detection', () => {
  it('lets an explicit ?lng= win, then the stored choice, then the browser', () => {
    expect(
      detectLanguages({ stored: 'tr', browser: ['ru-RU', 'en-US'], search: '?lng=ar' }),
    ).toEqual(['ar', 'tr', 'ru', 'en']);
    expect(detectLanguages({ stored: null, browser: ['kk-KZ'], search: '?lng=ar' })[0]).toBe('ar');
    expect(detectLanguages({ stored: null, browser: ['de-DE', 'fr'], search: '?lng=az' })).toEqual([
      'az',
    ]);
    // without a (supported) language in the address, spec §1's order holds
    expect(detectLanguages({ stored: 'tr', browser: ['ru-RU'], search: '?lng=xx' })).toEqual([
      'tr',
      'ru',
    ]);
    expect(detectLanguages({ stored: null, browser: ['kk-KZ', 'ru'], search: '' })).toEqual([
      'kk',
      'ru',
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
    // mirrored for the server, which renders public pages in the visitor's language
    expect(document.cookie).toContain('lng=ar');
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
