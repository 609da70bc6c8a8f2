// Number and money formatting for the play screens, in the active locale (Intl).
import {
  currencyDecimals,
  decimalToScale,
  formatMoney as formatDomainMoney,
  numberInputToMinor,
  parseDecimal,
  parseMajorToMinor,
  intlNumberFormat,
} from '@aurum/domain';

/** Money from a major-unit decimal string, through the one formatter (@aurum/domain formatMoney). */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  const parsed = parseDecimal(amount.trim());
  if (!parsed) return `${amount} ${currency}`;
  const minor =
    parsed.scale <= decimals
      ? parsed.units * 10n ** BigInt(decimals - parsed.scale)
      : decimalToScale(parsed, decimals, 'half-up');
  return formatDomainMoney(minor, currency, locale);
}

export function formatNumber(value: string | number, locale: string, decimals = 2): string {
  return intlNumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Number(value));
}

export type StakeProblem = 'empty' | 'low' | 'high' | null;

/** Checks a typed stake (already normalized) against the game's limits. */
export function stakeProblem(
  amount: string,
  minBet: string,
  maxBet: string,
  decimals = 2,
): StakeProblem {
  const minor = numberInputToMinor(amount, decimals);
  if (minor === null || minor <= 0n) return 'empty';
  const min = parseMajorToMinor(minBet, decimals);
  const max = parseMajorToMinor(maxBet, decimals);
  if (min !== null && minor < min) return 'low';
  if (max !== null && minor > max) return 'high';
  return null;
}

/** Multiplies a major-units amount by an integer count, as a 2-decimal string. */
export function times(amount: string, count: number, decimals = 2): string {
  const minor = (numberInputToMinor(amount, decimals) ?? 0n) * BigInt(count);
  if (decimals === 0) return String(minor);
  const scale = 10n ** BigInt(decimals);
  return `${minor / scale}.${String(minor % scale).padStart(decimals, '0')}`;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Baccarat rank 0–12 (0 = ace) as its card face. */
export function cardFace(rank: number): string {
  return RANKS[rank] ?? '?';
}
