// Intl formatters made once (issue 16). A module of its own: the first route formats counts with
// it, and money.ts's tables would come along with anything imported from there.

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, made once and kept: making one costs far more
 * than formatting with it, and screens format on every render (a roulette board each chip).
 * A malformed locale tag formats as en.
 */
export function intlNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      // a malformed locale tag; an unknown currency throws again here, for the caller
      format = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * A count (a whole number ≥ 0) in the locale's words for numbers. Below 1,000 every player
 * language writes the plain Latin digits (none groups or uses other digits there: intl.test.ts
 * holds all six to Intl for 0–999), so such a count needs no Intl.NumberFormat — the first one a
 * page makes loads ICU's number data, 15 ms of the main thread here and 60 ms on a throttled
 * phone, the largest single cost of the games page's hydration (issue 16). Larger counts, and
 * anything else, go through Intl.
 */
export function formatCount(locale: string, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  return intlNumberFormat(locale).format(value);
}
