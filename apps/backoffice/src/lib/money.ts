// Money from the staff API is `{ currency, minor, amount }` (minor units as a decimal string).
// Formatting and parsing use @aurum/domain's money rules (bigint minor units, never a float).
import {
  currencyDecimals,
  formatMoney as formatMinorMoney,
  parseMajorToMinor,
} from '@aurum/domain';

export interface MoneyLike {
  currency: string;
  minor: string;
}

export function formatMoney(money: MoneyLike | null | undefined, lang: string): string {
  if (!money) return '—';
  return formatMinorMoney(BigInt(money.minor), money.currency, lang);
}

/** A signed major-unit amount typed by staff ("-12.50") as minor units; null when malformed. */
export function toMinor(text: string, currency: string): bigint | null {
  return parseMajorToMinor(text.trim(), currencyDecimals(currency), { allowNegative: true });
}

/** Minor units as a plain number of major units, for charts only (never for money math). */
export function toChartNumber(money: MoneyLike): number {
  return Number(money.minor) / 10 ** currencyDecimals(money.currency);
}

export function formatDateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
