import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalToScale,
  divideRounded,
  multiplyByDecimal,
  parseDecimal,
  pow10,
} from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['12', 12n, 0],
    ['12.5', 125n, 1],
    ['12.', 12n, 0],
    ['.5', 5n, 1],
    ['-0.25', -25n, 2],
    ['  7.10 ', 710n, 2],
    ['007', 7n, 0],
  ])('reads %j exactly', (text, units, scale) => {
    expect(parseDecimal(text)).toEqual({ units, scale });
  });

  it.each(['', '.', '-', '+1', '1,5', '1e3', 'NaN', 'Infinity', '1 000', '0x10', '--1', '1.2.3'])(
    'rejects %j',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );

  it('reads numbers through their shortest text, exponent included', () => {
    expect(parseDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(parseDecimal(1.5)).toEqual({ units: 15n, scale: 1 });
    expect(parseDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(parseDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(parseDecimal(-2.5e-3)).toEqual({ units: -25n, scale: 4 });
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('takes bigints as integers', () => {
    expect(parseDecimal(42n)).toEqual({ units: 42n, scale: 0 });
  });
});

describe('divideRounded', () => {
  it.each([
    [15n, 10n, 'half-up', 2n],
    [14n, 10n, 'half-up', 1n],
    [-15n, 10n, 'half-up', -2n],
    [-14n, 10n, 'half-up', -1n],
    [19n, 10n, 'down', 1n],
    [-19n, 10n, 'down', -1n],
    [11n, 10n, 'up', 2n],
    [-11n, 10n, 'up', -2n],
    [20n, 10n, 'up', 2n],
    [15n, -10n, 'half-up', -2n],
  ] as const)('%s / %s (%s) = %s', (n, d, rounding, expected) => {
    expect(divideRounded(n, d, rounding)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('multiplyByDecimal', () => {
  it('multiplies exactly and rounds once', () => {
    expect(multiplyByDecimal(1001n, '1.5', 'half-up')).toBe(1502n); // 1501.5
    expect(multiplyByDecimal(1001n, '1.5', 'down')).toBe(1501n);
    expect(multiplyByDecimal(333n, 0.1)).toBe(33n);
    expect(multiplyByDecimal(10n, 3n)).toBe(30n);
  });

  it('throws on an unreadable factor', () => {
    expect(() => multiplyByDecimal(1n, 'x')).toThrow(RangeError);
  });
});

describe('compareDecimals / decimalToScale / pow10', () => {
  it('compares across scales', () => {
    const d = (s: string) => parseDecimal(s)!;
    expect(compareDecimals(d('10'), d('10.00'))).toBe(0);
    expect(compareDecimals(d('9.99'), d('10'))).toBe(-1);
    expect(compareDecimals(d('10.001'), d('10'))).toBe(1);
  });

  it('rescales with rounding', () => {
    expect(decimalToScale(parseDecimal('1.005')!, 2, 'half-up')).toBe(101n);
    expect(decimalToScale(parseDecimal('1.005')!, 2, 'down')).toBe(100n);
    expect(decimalToScale(parseDecimal('1.5')!, 2)).toBe(150n);
  });

  it('pow10 rejects bad exponents', () => {
    expect(pow10(3)).toBe(1000n);
    expect(() => pow10(-1)).toThrow(RangeError);
  });
});
