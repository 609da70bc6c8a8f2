// Display of the API's major-unit decimal strings (spec §9: amounts with 2 decimals).
import {
  currencyDecimals,
  formatMinor,
  formatMoney,
  formatMoneyNumber,
  parseMajorToMinor,
} from '@aurum/domain';

/** A major-unit decimal string as minor units of the currency (0 when unreadable). */
export function majorToMinor(amount: string | null | undefined, currency: string): bigint {
  if (!amount) return 0n;
  const decimals = currencyDecimals(currency);
  const exact = parseMajorToMinor(amount, decimals, { allowNegative: true });
  if (exact !== null) return exact;
  // More decimals than the currency's scale: round through a wider scale.
  const wide = parseMajorToMinor(amount, 18, { allowNegative: true });
  if (wide === null) return 0n;
  const text = formatMinor(wide, { decimals: 18, fractionDigits: decimals });
  return parseMajorToMinor(text, decimals, { allowNegative: true }) ?? 0n;
}

/** Localized money with exactly 2 decimals, e.g. "$1,000.00", "1 000,00 $" (ru). */
export function formatMajor2(amount: string | null | undefined, currency: string, locale: string) {
  const decimals = currencyDecimals(currency);
  const minor = majorToMinor(amount, currency);
  const cents = parseMajorToMinor(formatMinor(minor, { decimals, fractionDigits: 2 }), 2, {
    allowNegative: true,
  });
  return formatMoney(cents ?? 0n, currency, locale, { decimals: 2 });
}

/** A plain decimal with 2 digits, localized ("1,000.00"), no currency. */
export function formatNumber2(minor: bigint, locale: string, decimals = 2): string {
  const text = formatMinor(minor, { decimals, fractionDigits: 2 });
  // two digits, as a 2-decimal currency's amount: the one formatter's number part
  return formatMoneyNumber(text, 'USD', locale) ?? text;
}

/** Wraps a number or amount in a first-strong isolate, so "US$ 10.00" keeps its order in RTL text. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** Money without cents when it is a whole amount ("$500", "500 $" in ru), else with its decimals. */
export function formatMoneyShort(minor: bigint, currency: string, locale: string): string {
  return formatMoney(minor, currency.trim().toUpperCase(), locale, { digits: 'short' });
}
