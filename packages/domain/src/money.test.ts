import { describe, expect, it } from 'vitest';
import {
  asMinor,
  clampMinor,
  currencyDecimals,
  formatAmount,
  formatMinor,
  formatMoney,
  formatMoneyNumber,
  formatWalletAmount,
  isCryptoCurrency,
  maxMinor,
  minMinor,
  minorToMajorNumber,
  parseMajorToMinor,
  percentOf,
  sumMinor,
  toMinorUnitsForOlderPayment,
} from './money';

describe('parseMajorToMinor', () => {
  it.each([
    ['12.34', 2, 1234n],
    ['12.3', 2, 1230n],
    ['12', 2, 1200n],
    ['12.', 2, 1200n],
    ['.5', 2, 50n],
    ['0', 2, 0n],
    ['0.00000001', 8, 1n],
    ['12', 0, 12n],
    [' 1.5 ', 2, 150n],
  ] as const)('%j with %i decimals → %s', (text, decimals, expected) => {
    expect(parseMajorToMinor(text, decimals)).toBe(expected);
  });

  it('defaults to 2 decimals', () => {
    expect(parseMajorToMinor('12.34')).toBe(1234n);
  });

  it.each(['', ' ', '.', 'abc', '12a', '1,5', '1 000', '1e3', '+5', '--1', 'Infinity', '0x1F'])(
    'rejects garbage %j',
    (text) => {
      expect(parseMajorToMinor(text)).toBeNull();
    },
  );

  it('rejects more fraction digits than the currency has', () => {
    expect(parseMajorToMinor('12.345', 2)).toBeNull();
    expect(parseMajorToMinor('12.340', 2)).toBeNull();
    expect(parseMajorToMinor('1.5', 0)).toBeNull();
  });

  it('rejects negatives unless allowed', () => {
    expect(parseMajorToMinor('-1.5')).toBeNull();
    expect(parseMajorToMinor('-1.5', 2, { allowNegative: true })).toBe(-150n);
    expect(parseMajorToMinor('-0')).toBe(0n);
  });

  it('reads numbers exactly and refuses float noise', () => {
    expect(parseMajorToMinor(12.5)).toBe(1250n);
    expect(parseMajorToMinor(0.07)).toBe(7n);
    expect(parseMajorToMinor(0.1 + 0.2)).toBeNull();
    expect(parseMajorToMinor(Number.NaN)).toBeNull();
  });

  it('handles amounts beyond 2^53 exactly', () => {
    expect(parseMajorToMinor('92233720368547758.07')).toBe(9223372036854775807n);
  });

  it('rejects a bad decimals argument', () => {
    expect(() => parseMajorToMinor('1', -1)).toThrow(RangeError);
    expect(() => parseMajorToMinor('1', 1.5)).toThrow(RangeError);
  });
});

describe('formatMinor', () => {
  it.each([
    [1234n, {}, '12.34'],
    [5n, { decimals: 2 }, '0.05'],
    [0n, { decimals: 2 }, '0.00'],
    [-1234n, { decimals: 2 }, '-12.34'],
    [-5n, { decimals: 2 }, '-0.05'],
    [1234n, { decimals: 0 }, '1234'],
    [123456789n, { decimals: 8 }, '1.23456789'],
    [123456789n, { decimals: 8, fractionDigits: 2 }, '1.23'],
    [125n, { decimals: 3, fractionDigits: 2 }, '0.13'],
    [125n, { decimals: 3, fractionDigits: 2, rounding: 'down' }, '0.12'],
    [-125n, { decimals: 3, fractionDigits: 2 }, '-0.13'],
    [-4n, { decimals: 3, fractionDigits: 2 }, '0.00'],
    [12n, { decimals: 0, fractionDigits: 2 }, '12.00'],
    [9223372036854775807n, { decimals: 2 }, '92233720368547758.07'],
  ] as const)('%s %j → %s', (minor, options, expected) => {
    expect(formatMinor(minor, options)).toBe(expected);
  });
});

describe('formatAmount (spec §9: at most 2 decimals, 1 if the trailing digit is 0)', () => {
  it.each([
    [1234n, '12.34'],
    [1230n, '12.3'],
    [1200n, '12.0'],
    [1201n, '12.01'],
    [1210n, '12.1'],
    [5n, '0.05'],
    [50n, '0.5'],
    [0n, '0.0'],
    [-1230n, '-12.3'],
    [100000000n, '1000000.0'],
  ])('%s cents → %s', (minor, expected) => {
    expect(formatAmount(minor)).toBe(expected);
  });

  it('rounds larger scales to 2 decimals half-up, then applies the rule', () => {
    expect(formatAmount(123456789n, 8)).toBe('1.23');
    expect(formatAmount(123500000n, 8)).toBe('1.24');
    expect(formatAmount(129999999n, 8)).toBe('1.3');
    expect(formatAmount(199999999n, 8)).toBe('2.0');
    expect(formatAmount(129999999n, 8, { rounding: 'down' })).toBe('1.29');
  });

  it('prints what small scales have', () => {
    expect(formatAmount(12n, 0)).toBe('12');
    expect(formatAmount(120n, 1)).toBe('12.0');
  });
});

describe('formatMoney', () => {
  it('formats fiat through Intl with the currency style, exact decimals', () => {
    expect(formatMoney(123450n, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(-5n, 'USD', 'en')).toBe('-$0.05');
    expect(formatMoney(123450n, 'usd', 'en')).toBe('$1,234.50');
  });

  it('formats per locale for the six languages', () => {
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(nbsp(formatMoney(123450n, 'EUR', 'ru'))).toBe('1 234,50 €');
    expect(formatMoney(123450n, 'TRY', 'tr')).toMatch(/1\.234,50/);
    for (const lng of ['en', 'ru', 'az', 'kk', 'tr', 'ar']) {
      expect(formatMoney(100n, 'USD', lng)).not.toBe('');
    }
  });

  it('keeps precision beyond 2^53 (no float on the way)', () => {
    expect(formatMoney(9007199254740993n, 'USD', 'en')).toBe('$90,071,992,547,409.93');
  });

  it('prints crypto as a localized number plus the code', () => {
    expect(formatMoney(12345n, 'BTC', 'en')).toBe('0.00012345 BTC');
    expect(formatMoney(100000000n, 'BTC', 'en')).toBe('1.00 BTC');
    expect(formatMoney(150n, 'USDT', 'en')).toBe('1.50 USDT');
    expect(formatMoney(150000000n, 'ETH', 'ru').replace(/[\u00a0\u202f]/g, ' ')).toBe('1,50 ETH');
  });

  it('falls back to number + code for codes that are not ISO-shaped', () => {
    expect(formatMoney(150n, 'POINTS', 'en')).toBe('1.50 POINTS');
  });

  it('can use the §9 amount digits', () => {
    expect(formatMoney(1230n, 'USD', 'en', { digits: 'amount' })).toBe('$12.3');
    expect(formatMoney(1200n, 'USD', 'en', { digits: 'amount' })).toBe('$12.0');
    expect(formatMoney(1234n, 'USD', 'en', { digits: 'amount' })).toBe('$12.34');
  });

  it('survives a malformed locale tag', () => {
    expect(formatMoney(150n, 'BTC', 'not a locale!!', { decimals: 2 })).toBe('1.50 BTC');
  });
});

describe('currency decimals', () => {
  it('fiat is 2 (the wallet REST fixes /100), crypto per table', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('AZN')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(2);
    expect(currencyDecimals('BTC')).toBe(8);
    expect(currencyDecimals('eth')).toBe(8);
    expect(currencyDecimals('USDT')).toBe(2);
    expect(currencyDecimals('TRX')).toBe(6);
    expect(currencyDecimals(null)).toBe(2);
  });

  it('knows the whitelisted crypto codes', () => {
    for (const code of ['ADA', 'LTC', 'TRX', 'XRP', 'ZEC', 'BTC', 'ETH', 'USDT']) {
      expect(isCryptoCurrency(code)).toBe(true);
    }
    expect(isCryptoCurrency('usdt')).toBe(true);
    expect(isCryptoCurrency('USD')).toBe(false);
    expect(isCryptoCurrency(undefined)).toBe(false);
  });
});

describe('wallet and older-payment amounts', () => {
  it('wallet REST: minor units / 100 with 2 decimals', () => {
    expect(formatWalletAmount(1234)).toBe('12.34');
    expect(formatWalletAmount(1200)).toBe('12.00');
    expect(formatWalletAmount('5')).toBe('0.05');
    expect(formatWalletAmount(0n)).toBe('0.00');
    expect(() => formatWalletAmount(12.5)).toThrow(RangeError);
  });

  it('older payment: ×100', () => {
    expect(toMinorUnitsForOlderPayment('12')).toBe(1200n);
    expect(toMinorUnitsForOlderPayment(12.5)).toBe(1250n);
    expect(toMinorUnitsForOlderPayment('12.345')).toBeNull();
    expect(toMinorUnitsForOlderPayment('x')).toBeNull();
  });

  it('asMinor reads trusted data strictly', () => {
    expect(asMinor('-42')).toBe(-42n);
    expect(asMinor(42)).toBe(42n);
    expect(() => asMinor('4.2')).toThrow(RangeError);
    expect(() => asMinor(2 ** 53)).toThrow(RangeError);
  });

  it('minorToMajorNumber gives a JSON number only when exact', () => {
    expect(minorToMajorNumber(1234n)).toBe(12.34);
    expect(minorToMajorNumber(-5n)).toBe(-0.05);
    expect(() => minorToMajorNumber(9007199254740993n, 0)).toThrow(RangeError);
  });
});

describe('percentOf (half-up away from zero)', () => {
  it.each([
    [10000n, 250, 250n], // 2.5 % of 100.00 = 2.50
    [1001n, 5000, 501n], // 500.5 → 501
    [1003n, 5000, 502n], // 501.5 → 502
    [1002n, 5000, 501n], // exact
    [-1001n, 5000, -501n], // away from zero
    [1n, 4999, 0n], // 0.4999 → 0
    [1n, 5000, 1n], // 0.5 → 1
    [0n, 250, 0n],
  ] as const)('%s × %i bp → %s', (minor, bp, expected) => {
    expect(percentOf(minor, bp)).toBe(expected);
  });

  it('supports other roundings and bigint basis points', () => {
    expect(percentOf(1001n, 5000n, 'down')).toBe(500n);
    expect(() => percentOf(1n, 2.5)).toThrow(RangeError);
  });
});

describe('bigint helpers', () => {
  it('sum, min, max, clamp', () => {
    expect(sumMinor([1n, 2n, 3n])).toBe(6n);
    expect(sumMinor([])).toBe(0n);
    expect(minMinor(3n, 1n, 2n)).toBe(1n);
    expect(maxMinor(3n, 1n, 5n)).toBe(5n);
    expect(clampMinor(-1n, 0n, 10n)).toBe(0n);
    expect(clampMinor(11n, 0n, 10n)).toBe(10n);
    expect(clampMinor(5n, 0n, 10n)).toBe(5n);
    expect(() => clampMinor(1n, 2n, 1n)).toThrow(RangeError);
  });
});

describe('one money formatter (walk issue 19 item 5)', () => {
  const strip = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

  it('keeps an Arabic amount one left-to-right unit with the minus before the number', () => {
    const text = formatMoney(-20n, 'USD', 'ar');
    // an LRI … PDI isolate around the amount, no bidi marks inside (ALM/LRM/RLM)
    expect(text.startsWith('\u2066')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text).not.toMatch(/[\u061c\u200e\u200f]/);
    const inner = strip(text);
    expect(inner.indexOf('-')).toBeLessThan(inner.search(/\d/));
    expect(inner).toMatch(/0\.20|٠٫٢٠/);
    // left-to-right languages are left as Intl writes them
    expect(formatMoney(-20n, 'USD', 'en')).toBe('-$0.20');
  });

  it('writes whole fiat amounts without cents with digits "short"', () => {
    expect(formatMoney(50_000n, 'USD', 'en', { digits: 'short' })).toBe('$500');
    expect(formatMoney(1_250n, 'USD', 'en', { digits: 'short' })).toBe('$12.50');
    expect(formatMoney(50_000_000n, 'BTC', 'en', { digits: 'short' })).toBe('0.50 BTC');
  });

  it('gives texts that write the code themselves the same digits as formatMoney', () => {
    expect(formatMoneyNumber('25', 'USD', 'en')).toBe('25.00');
    expect(formatMoneyNumber('2.7', 'USD', 'ru')).toBe('2,70');
    expect(formatMoneyNumber('100.00', 'USD', 'en')).toBe('100.00');
    expect(formatMoneyNumber('0.00012345', 'BTC', 'en')).toBe('0.00012345');
    expect(formatMoneyNumber('1.005', 'USD', 'en')).toBe('1.01');
    expect(formatMoneyNumber('abc', 'USD', 'en')).toBeNull();
  });
});
