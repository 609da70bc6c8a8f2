import { describe, expect, it } from 'vitest';
import {
  email,
  integer,
  isEmail,
  isEmptyValue,
  maxLength,
  maxValue,
  minLength,
  minValue,
  pattern,
  required,
  textLength,
} from './rules';

describe('required', () => {
  it.each([null, undefined, '', '   ', Number.NaN, []])('fails for %j', (v) => {
    expect(required(v)).toEqual({ code: 'REQUIRED' });
  });
  it.each(['a', 0, false, ['x'], ' a '])('passes for %j', (v) => {
    expect(required(v)).toBeNull();
  });
  it('isEmptyValue agrees', () => {
    expect(isEmptyValue('\t\n')).toBe(true);
    expect(isEmptyValue(0n)).toBe(false);
  });
});

describe('email', () => {
  it.each([
    'a@b.co',
    'john.doe+tag@mail.example.com',
    "o'neil@example.org",
    'x_y-z@sub-domain.example.io',
    'user@xn--80ak6aa92e.com',
    'USER@EXAMPLE.COM',
  ])('accepts %s', (v) => {
    expect(email(v)).toBeNull();
  });

  it.each([
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a b@example.com',
    ' a@example.com',
    'a@example.com ',
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a@-example.com',
    'a@example-.com',
    'a@example..com',
    'a@@example.com',
    'a@example.c0m',
    'аня@пример.рф',
  ])('rejects %j', (v) => {
    expect(email(v)).toEqual({ code: 'EMAIL' });
  });

  it('enforces the length limits', () => {
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'b'.repeat(63);
    const long = `a@${label}.${label}.${label}.${'c'.repeat(56)}.com`; // 254
    expect(long.length).toBe(254);
    expect(isEmail(long)).toBe(true);
    expect(isEmail(`a${long}`)).toBe(false);
  });

  it('lets empty pass (required reports it)', () => {
    expect(email('')).toBeNull();
    expect(email(undefined)).toBeNull();
  });
});

describe('minLength / maxLength', () => {
  it('uses the boundary inclusively', () => {
    expect(minLength(3)('abc')).toBeNull();
    expect(minLength(3)('ab')).toEqual({ code: 'MIN_LENGTH', params: { length: 3 } });
    expect(maxLength(3)('abc')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({ code: 'MAX_LENGTH', params: { length: 3 } });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(textLength('😀😀')).toBe(2);
    expect(maxLength(2)('😀😀')).toBeNull();
    expect(minLength(3)('😀😀')).not.toBeNull();
  });

  it('lets empty pass', () => {
    expect(minLength(3)('')).toBeNull();
    expect(maxLength(3)(null)).toBeNull();
  });
});

describe('integer', () => {
  it.each(['12', '-3', '0', ' 7 ', 12, -3, 0, 10n])('accepts %s', (v) => {
    expect(integer(v)).toBeNull();
  });
  it.each(['12.5', '12.', '1e3', 'abc', '1 000', 12.5, Number.POSITIVE_INFINITY])(
    'rejects %j',
    (v) => {
      expect(integer(v)).toEqual({ code: 'INTEGER' });
    },
  );
  it('lets empty pass', () => {
    expect(integer('')).toBeNull();
    expect(integer(undefined)).toBeNull();
  });
});

describe('minValue / maxValue', () => {
  it('compares inclusively and exactly', () => {
    expect(minValue(10)('10')).toBeNull();
    expect(minValue(10)('10.00')).toBeNull();
    expect(minValue(10)('9.99')).toEqual({ code: 'MIN_VALUE', params: { min: 10 } });
    expect(maxValue(100)(100)).toBeNull();
    expect(maxValue(100)('100.01')).toEqual({ code: 'MAX_VALUE', params: { max: 100 } });
    expect(minValue('0.1')('0.10')).toBeNull();
    expect(maxValue(0.3)(0.1 + 0.2)).toEqual({ code: 'MAX_VALUE', params: { max: 0.3 } });
  });

  it('takes bigint and text bounds (params as text)', () => {
    expect(minValue(5n)(4n)).toEqual({ code: 'MIN_VALUE', params: { min: '5' } });
    expect(maxValue('99999999999999999999')('100000000000000000000')).toEqual({
      code: 'MAX_VALUE',
      params: { max: '99999999999999999999' },
    });
  });

  it('fails a non-number, lets empty pass', () => {
    expect(minValue(1)('abc')).toEqual({ code: 'MIN_VALUE', params: { min: 1 } });
    expect(maxValue(1)('abc')).toEqual({ code: 'MAX_VALUE', params: { max: 1 } });
    expect(minValue(1)('')).toBeNull();
  });

  it('rejects an unreadable bound at construction', () => {
    expect(() => minValue('x')).toThrow(RangeError);
  });
});

describe('pattern', () => {
  it('matches the whole value', () => {
    const digits = pattern(/\d+/);
    expect(digits('123')).toBeNull();
    expect(digits('12a')).toEqual({ code: 'PATTERN' });
    expect(pattern(/[a-z]+/i, 'LETTERS')('ABC1')).toEqual({ code: 'LETTERS' });
    expect(digits('')).toBeNull();
  });
});
