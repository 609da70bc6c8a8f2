// Display formatting for the content pages: decimal strings in major units through Intl in the
// active locale (never via a float).
import { isCryptoCurrency } from '@aurum/domain';

const ISO_4217 = /^[A-Z]{3}$/;

export function formatMajor(
  amount: string,
  currency: string,
  language: string,
  fractionDigits?: number,
): string {
  const value = amount.trim() as `${number}`;
  if (ISO_4217.test(currency) && !isCryptoCurrency(currency)) {
    try {
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        maximumFractionDigits: fractionDigits ?? 2,
        ...(fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits }),
      }).format(value);
    } catch {
      // an ISO-shaped code Intl does not know falls through to number + code
    }
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 8 }).format(value)} ${currency}`;
}
