import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyName, durationText } from './intl-text';

afterEach(() => vi.restoreAllMocks());

/** Makes Intl answer in English for `lang`, as Chromium's trimmed ICU does for kk and az. */
function withoutDataFor(lang: string) {
  const NumberFormat = Intl.NumberFormat;
  const DisplayNames = Intl.DisplayNames;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    locale?: string | string[],
    options?: Intl.NumberFormatOptions,
  ) {
    return new NumberFormat(String(locale).startsWith(lang) && options ? 'en' : locale, options);
  } as never);
  vi.spyOn(Intl, 'DisplayNames').mockImplementation(function (
    locales: string[],
    options: Intl.DisplayNamesOptions,
  ) {
    return new DisplayNames(locales[0]?.startsWith(lang) ? ['en'] : locales, options);
  } as never);
}

// Walk issue item 21: Kazakh showed "7 days" and "USD — US Dollar".
describe('intl text fallbacks', () => {
  it('writes a duration in Kazakh and Azerbaijani even where the browser has no unit names', () => {
    withoutDataFor('kk');
    expect(durationText('kk', 'day', 7)).toBe('7 күн');
    expect(durationText('kk', 'hour', 36, 'short')).toBe('36 сағ');
    expect(durationText('en', 'day', 7)).toBe('7 days');
    vi.restoreAllMocks();
    withoutDataFor('az');
    expect(durationText('az', 'day', 7)).toBe('7 gün');
  });

  it('names a currency in Kazakh where the browser answers in English', () => {
    withoutDataFor('kk');
    expect(currencyName('kk', 'USD', 'US Dollar')).toBe('АҚШ доллары');
    expect(currencyName('kk', 'BTC', 'Bitcoin')).not.toBe('US Dollar');
    expect(currencyName('en', 'USD', 'US Dollar')).toBe('US Dollar');
  });

  it('keeps the browser’s own words where it has them', () => {
    expect(durationText('ru', 'day', 7)).toBe('7 дней');
    expect(currencyName('ru', 'USD', 'US Dollar')).toBe('доллар США');
  });
});
