import { describe, expect, it } from 'vitest';
import { cardNumber, luhnCheck, normalizeCardNumber } from './card';

describe('cardNumber (13–19 digits after stripping non-digits)', () => {
  it('accepts exactly 13 and exactly 19 digits', () => {
    expect(cardNumber('1'.repeat(13))).toBeNull();
    expect(cardNumber('1'.repeat(19))).toBeNull();
  });

  it('rejects 12 and 20 digits', () => {
    expect(cardNumber('1'.repeat(12))).toEqual({ code: 'CARD' });
    expect(cardNumber('1'.repeat(20))).toEqual({ code: 'CARD' });
  });

  it('strips separators before counting', () => {
    expect(cardNumber('4111 1111 1111 1111')).toBeNull();
    expect(cardNumber('4111-1111-1111-1111')).toBeNull();
    expect(cardNumber('4111 1111 111')).toEqual({ code: 'CARD' }); // 11 digits
    expect(normalizeCardNumber(' 4111-11 ')).toBe('411111');
  });

  it('does not apply Luhn (the spec does not ask for it)', () => {
    expect(luhnCheck('4111111111111112')).toBe(false);
    expect(cardNumber('4111111111111112')).toBeNull();
  });

  it('lets empty pass', () => {
    expect(cardNumber('')).toBeNull();
  });
});

describe('luhnCheck', () => {
  it.each([
    '4111111111111111',
    '5500 0000 0000 0004',
    '378282246310005',
    '6011111111111117',
    '79927398713',
  ])('accepts %s', (n) => {
    expect(luhnCheck(n)).toBe(true);
  });
  it.each(['4111111111111112', '79927398710', '1234567812345678', ''])('rejects %j', (n) => {
    expect(luhnCheck(n)).toBe(false);
  });
});
