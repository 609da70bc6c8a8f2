// Money (ARCHITECTURE §5): amounts are bigint minor units everywhere; decimals appear only here,
// at the display and wire edge. Never a JS float for money.
import { intlNumberFormat } from './intl';
import { CRYPTO_WHITELIST } from './constants';
import { divideRounded, parseDecimal, pow10, type Rounding } from './decimal';

/**
 * Platform minor-unit scale for fiat currencies. The wallet REST contract fixes it at 1/100
 * ("divide by 100, show 2 decimals", spec §3 and §9) and every amount the spec shows has at most
 * 2 decimals, so every fiat currency uses 2 here, JPY-like ISO 0-decimal currencies included:
 * a per-currency fiat scale would contradict the fixed /100 of the wallet REST.
 */
export const FIAT_DECIMALS = 2;

/** The wallet REST and the older payment calls use hundredths (spec §9). */
export const WALLET_DECIMALS = 2;

/**
 * Minor-unit scale per crypto code (upper case). Native precision where it is small
 * (BTC/LTC/ZEC satoshi-like 8, ADA/XRP/TRX 6); ETH is held at 8 (its native 18 decimals are
 * noise for a casino balance); USDT is a USD-pegged stable coin and is held like fiat, at 2.
 * A crypto payment method's own `precision` (spec §3) wins for network-level amounts.
 */
export const CRYPTO_DECIMALS: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 8,
  LTC: 8,
  ZEC: 8,
  ADA: 6,
  XRP: 6,
  TRX: 6,
  USDT: 2,
};

/** True for the crypto codes the platform knows (the spec's whitelist), case-insensitive. */
export function isCryptoCurrency(code: string | null | undefined): boolean {
  if (!code) return false;
  const upper = code.toUpperCase();
  return upper in CRYPTO_DECIMALS || (CRYPTO_WHITELIST as readonly string[]).includes(upper);
}

/** Number of decimals of a currency's minor unit: crypto per CRYPTO_DECIMALS, anything else 2. */
export function currencyDecimals(code: string | null | undefined): number {
  if (!code) return FIAT_DECIMALS;
  return CRYPTO_DECIMALS[code.toUpperCase()] ?? FIAT_DECIMALS;
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
    throw new RangeError(`decimals must be an integer 0..36, got ${decimals}`);
  }
}

/**
 * Parses a major-unit amount typed or received as text ("12.34") into minor units (1234n).
 * Returns null for garbage ("", ".", "1,5", "1e3", "12.345" with 2 decimals, "-1" unless
 * allowNegative). A number is read through its shortest text, so 12.5 → 1250n but
 * 0.1 + 0.2 (0.30000000000000004) is rejected rather than silently rounded.
 */
export function parseMajorToMinor(
  input: string | number,
  decimals = 2,
  options: { allowNegative?: boolean } = {},
): bigint | null {
  assertDecimals(decimals);
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const d = parseDecimal(input);
  if (!d || d.scale > decimals) return null;
  if (d.units < 0n && !options.allowNegative) return null;
  return d.units * pow10(decimals - d.scale);
}

export interface FormatMinorOptions {
  /** Scale of the minor unit (2 → cents). Default 2. */
  decimals?: number;
  /** Fraction digits to print. Default: `decimals`. Fewer digits round with `rounding`. */
  fractionDigits?: number;
  /** Default 'half-up' (ties away from zero). */
  rounding?: Rounding;
}

/**
 * Minor units as a plain major-unit decimal: '.' separator, no grouping, '-' for negatives.
 * formatMinor(1234n) → "12.34"; formatMinor(5n, { decimals: 2 }) → "0.05";
 * formatMinor(123456789n, { decimals: 8, fractionDigits: 2 }) → "1.23".
 */
export function formatMinor(minor: bigint, options: FormatMinorOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const digits = options.fractionDigits ?? decimals;
  assertDecimals(decimals);
  assertDecimals(digits);
  const scaled =
    digits >= decimals
      ? minor * pow10(digits - decimals)
      : divideRounded(minor, pow10(decimals - digits), options.rounding ?? 'half-up');
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const base = pow10(digits);
  const int = (abs / base).toString();
  const frac = digits > 0 ? '.' + (abs % base).toString().padStart(digits, '0') : '';
  return (negative ? '-' : '') + int + frac;
}

/**
 * The spec §9 amount rule: "At most 2 decimals (1 if the trailing digit is 0)".
 * Reading: print 2 decimals; when the second (trailing) one is 0, print only 1. The rule never
 * drops to 0 decimals: 12.34 → "12.34", 12.30 → "12.3", 12.00 → "12.0", 0.05 → "0.05".
 * Minor scales above 2 (crypto) are first rounded to 2 decimals (default half-up, like
 * toFixed/Intl); scales below 2 print what they have (0 decimals → "12").
 * The withdraw total is not formatted with this rule: it always has 2 decimals (see fee.ts).
 */
export function formatAmount(
  minor: bigint,
  decimals = 2,
  options: { rounding?: Rounding } = {},
): string {
  const shown = Math.min(decimals, 2);
  const text = formatMinor(minor, { decimals, fractionDigits: shown, rounding: options.rounding });
  return shown === 2 && text.endsWith('0') ? text.slice(0, -1) : text;
}

export interface FormatMoneyOptions {
  /** Minor-unit scale of `minor`. Default currencyDecimals(currency). */
  decimals?: number;
  /**
   * 'currency' (default): fiat with exactly its decimals ("$12.30"); crypto with 2 up to its
   * decimals ("0.00012345 BTC", "1.50 USDT").
   * 'amount': the digits of the §9 rule (formatAmount), e.g. "$12.3".
   * 'short': a whole fiat amount without cents ("$500"), any other like 'currency' ("$12.50").
   */
  digits?: 'currency' | 'amount' | 'short';
}

/** Languages written right to left (of the six, Arabic). */
function isRtlLocale(locale: string): boolean {
  return /^(ar|fa|he|ur)(-|$)/i.test(locale);
}

// Bidi marks Intl puts around signs and currency symbols (ALM, LRM, RLM).
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;

/**
 * In a right-to-left language a formatted amount is one left-to-right unit: Intl's bidi marks are
 * removed and the text wrapped in a left-to-right isolate, so the minus stays before the number
 * and the symbol keeps its side ("-0.20 US$", not "$-0.20 US" as the reality check showed in ar).
 */
function readable(text: string, locale: string): string {
  return isRtlLocale(locale) ? `\u2066${text.replace(BIDI_MARKS, '')}\u2069` : text;
}

function numberFormat(
  locale: string,
  currency: string | null,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): Intl.NumberFormat {
  return intlNumberFormat(
    locale,
    currency
      ? { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits }
      : { minimumFractionDigits, maximumFractionDigits },
  );
}

const ISO_4217_SHAPE = /^[A-Z]{3}$/;

/**
 * Localized money for the display edge, through Intl.NumberFormat fed with an exact decimal
 * string (no float on the way). `locale` is one of the six languages (or any BCP 47 tag).
 * Fiat ISO 4217 codes use the currency style ("$1,234.50", "1 234,50 $" in ru). Crypto codes are
 * not ISO 4217 (USDT is not even 3 letters), so they print as a localized number plus the code:
 * "0.5 BTC" style — "0.50 BTC" with the default digits.
 */
export function formatMoney(
  minor: bigint,
  currency: string,
  locale: string,
  options: FormatMoneyOptions = {},
): string {
  const code = currency.trim().toUpperCase();
  const decimals = options.decimals ?? currencyDecimals(code);
  const crypto = isCryptoCurrency(code) || !ISO_4217_SHAPE.test(code);
  let text: string;
  let min: number;
  let max: number;
  if (options.digits === 'short' && !crypto && minor % pow10(decimals) === 0n) {
    text = formatMinor(minor, { decimals, fractionDigits: 0 });
    min = 0;
    max = 0;
  } else if (options.digits === 'amount') {
    text = formatAmount(minor, decimals);
    const fraction = text.split('.')[1]?.length ?? 0;
    min = fraction;
    max = fraction;
  } else {
    text = formatMinor(minor, { decimals });
    min = crypto ? Math.min(2, decimals) : decimals;
    max = decimals;
  }
  const value = text as `${number}`;
  if (!crypto) {
    try {
      return readable(numberFormat(locale, code, min, max).format(value), locale);
    } catch {
      // an ISO-shaped code Intl rejects falls through to number + code
    }
  }
  return readable(`${numberFormat(locale, null, min, max).format(value)} ${code}`, locale);
}

/**
 * The number part of an amount for texts that write the currency code themselves
 * ("+{{amount}} {{currency}}"): localized, with the currency's digits like formatMoney
 * ("25.00", "2,70" in ru), from an exact major-unit decimal string. Null when unreadable.
 */
export function formatMoneyNumber(major: string, currency: string, locale: string): string | null {
  const decimals = currencyDecimals(currency);
  const parsed = parseDecimal(major.trim());
  if (!parsed) return null;
  const minor =
    parsed.scale <= decimals
      ? parsed.units * pow10(decimals - parsed.scale)
      : divideRounded(parsed.units, pow10(parsed.scale - decimals), 'half-up');
  const crypto = isCryptoCurrency(currency);
  const min = crypto ? Math.min(2, decimals) : decimals;
  const text = formatMinor(minor, { decimals }) as `${number}`;
  return readable(numberFormat(locale, null, min, decimals).format(text), locale);
}

/**
 * Reads a minor-unit amount received from JSON or the database: a bigint, a safe integer
 * number, or an integer string. Anything else throws RangeError (this is trusted data; a bad
 * value is a bug, not user input).
 */
export function asMinor(value: bigint | number | string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not a minor-unit amount: ${value}`);
    return BigInt(value);
  }
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return BigInt(value.trim());
  throw new RangeError(`not a minor-unit amount: ${String(value)}`);
}

/** Wallet REST amount (minor units, spec §3): divide by 100 and show 2 decimals. 1234 → "12.34". */
export function formatWalletAmount(amount: bigint | number | string): string {
  return formatMinor(asMinor(amount), { decimals: WALLET_DECIMALS });
}

/**
 * Amount for the older payment calls, which send the amount multiplied by 100 (spec §7.1, §9).
 * "12" → 1200n, 12.5 → 1250n; null for garbage or more than 2 decimals.
 */
export function toMinorUnitsForOlderPayment(major: string | number): bigint | null {
  return parseMajorToMinor(major, WALLET_DECIMALS);
}

/**
 * A major-unit JSON number for wire formats that demand one (the deposit amount "is sent as a
 * number", spec §5). Throws RangeError when the number would not read back as the same amount.
 */
export function minorToMajorNumber(minor: bigint, decimals = 2): number {
  const value = Number(formatMinor(minor, { decimals }));
  if (parseMajorToMinor(value, decimals, { allowNegative: true }) !== minor) {
    throw new RangeError(`amount ${minor} (scale ${decimals}) is not exact as a JS number`);
  }
  return value;
}

/**
 * `basisPoints`/10 000 of an amount (250 bp = 2.5 %), rounded half-up away from zero by
 * default: percentOf(1001n, 5000) → 501n (500.5 rounds up), percentOf(-1001n, 5000) → -501n.
 */
export function percentOf(
  minor: bigint,
  basisPoints: bigint | number,
  rounding: Rounding = 'half-up',
): bigint {
  if (typeof basisPoints === 'number' && !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`basis points must be an integer, got ${basisPoints}`);
  }
  return divideRounded(minor * BigInt(basisPoints), 10_000n, rounding);
}

export function sumMinor(values: Iterable<bigint>): bigint {
  let total = 0n;
  for (const v of values) total += v;
  return total;
}

export function minMinor(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((a, b) => (b < a ? b : a), first);
}

export function maxMinor(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((a, b) => (b > a ? b : a), first);
}

export function clampMinor(value: bigint, min: bigint, max: bigint): bigint {
  if (min > max) throw new RangeError('clampMinor: min is above max');
  return value < min ? min : value > max ? max : value;
}
