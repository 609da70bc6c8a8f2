// Display formatting for the content pages: decimal strings in major units through the one money
// formatter (@aurum/domain formatMoney) in the active locale (never via a float).
import { currencyDecimals, decimalToScale, formatMoney, parseDecimal } from '@aurum/domain';

/** Money from a major-unit decimal string; `fractionDigits` 0 writes whole amounts without cents. */
export function formatMajor(
  amount: string,
  currency: string,
  language: string,
  fractionDigits?: number,
): string {
  const code = currency.trim().toUpperCase();
  const decimals = currencyDecimals(code);
  const parsed = parseDecimal(amount.trim());
  if (!parsed) return `${amount} ${code}`;
  const minor = decimalToScale(parsed, decimals, 'half-up');
  return formatMoney(minor, code, language, fractionDigits === 0 ? { digits: 'short' } : {});
}
