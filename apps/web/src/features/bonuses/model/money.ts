// Bonus amounts arrive as major-unit decimal strings ("500.00"); they are read exactly into bigint
// minor units of their currency and shown with Intl in the active locale.
import { currencyDecimals, decimalToScale, formatMoney, parseDecimal } from '@aurum/domain';

/** A major-unit decimal string as minor units of `currency` (rounded down); null if unreadable. */
export function majorToMinor(amount: string | null | undefined, currency: string): bigint | null {
  if (amount === null || amount === undefined) return null;
  const d = parseDecimal(amount);
  return d ? decimalToScale(d, currencyDecimals(currency), 'down') : null;
}

/**
 * Localized money without needless cents: whole amounts as "$500", others as "$12.50".
 * An unreadable amount shows as "—".
 */
export function formatBonusMoney(
  amount: string | null | undefined,
  currency: string,
  locale: string,
): string {
  const minor = majorToMinor(amount, currency);
  if (minor === null) return '—';
  const decimals = currencyDecimals(currency);
  const whole = minor % 10n ** BigInt(decimals) === 0n;
  if (!whole) return formatMoney(minor, currency, locale, { decimals });
  return formatMoney(minor / 10n ** BigInt(decimals), currency, locale, { decimals: 0 });
}

/** Localized money with the currency's own digits: "$1,250.00" (credited money, balances). */
export function formatExactMoney(
  amount: string | null | undefined,
  currency: string,
  locale: string,
): string {
  const minor = majorToMinor(amount, currency);
  return minor === null ? '—' : formatMoney(minor, currency, locale);
}

/** A multiplier such as 0.1 or 35 as an exact percent text: 0.1 → "10", 1.25 → "125", 0.005 → "0.5". */
export function multiplierPercent(multiplier: number | string): string | null {
  const d = parseDecimal(multiplier);
  if (!d || d.units < 0n) return null;
  // × 100: two fewer decimals
  if (d.scale <= 2) return (d.units * 10n ** BigInt(2 - d.scale)).toString();
  const scale = d.scale - 2;
  const base = 10n ** BigInt(scale);
  const int = d.units / base;
  const frac = (d.units % base).toString().padStart(scale, '0').replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int.toString();
}

/**
 * Wraps an amount in a left-to-right isolate, so "500 US$" keeps its order inside Arabic text
 * (a first-strong isolate would turn it around the currency sign).
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
