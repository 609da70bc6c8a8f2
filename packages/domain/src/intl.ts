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
