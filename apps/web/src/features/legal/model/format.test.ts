import { describe, expect, it } from 'vitest';
import { formatMajor } from './format';

describe('formatMajor', () => {
  it('formats fiat amounts in the active locale', () => {
    expect(formatMajor('1500.00', 'USD', 'en')).toBe('$1,500.00');
    expect(formatMajor('1500.00', 'EUR', 'ru').replace(/\s/g, ' ')).toBe('1 500,00 €');
  });

  it('prints crypto as a number and its code', () => {
    expect(formatMajor('0.00050000', 'BTC', 'en')).toBe('0.0005 BTC');
  });
});
