import { describe, expect, it } from 'vitest';
import { formatBonusMoney, formatExactMoney, majorToMinor, multiplierPercent } from './money';

describe('majorToMinor', () => {
  it('reads decimal strings exactly into minor units', () => {
    expect(majorToMinor('500.00', 'USD')).toBe(50_000n);
    expect(majorToMinor('0.2', 'USD')).toBe(20n);
    expect(majorToMinor('12345678901234567.89', 'USD')).toBe(1_234_567_890_123_456_789n);
  });
  it('rounds extra digits down and refuses garbage', () => {
    expect(majorToMinor('1.999', 'USD')).toBe(199n);
    expect(majorToMinor('1,5', 'USD')).toBeNull();
    expect(majorToMinor(null, 'USD')).toBeNull();
  });
});

describe('formatBonusMoney', () => {
  it('drops the cents of whole amounts and keeps them otherwise', () => {
    expect(formatBonusMoney('500.00', 'USD', 'en')).toBe('$500');
    expect(formatBonusMoney('12.50', 'USD', 'en')).toBe('$12.50');
    expect(formatBonusMoney('0.20', 'USD', 'en')).toBe('$0.20');
  });
  it('follows the locale and shows a dash for unreadable amounts', () => {
    expect(formatBonusMoney('2500.00', 'EUR', 'ru')).toBe('2\u00a0500\u00a0€');
    expect(formatBonusMoney('abc', 'USD', 'en')).toBe('—');
  });
  it('formatExactMoney always shows the currency digits', () => {
    expect(formatExactMoney('100', 'USD', 'en')).toBe('$100.00');
    expect(formatExactMoney('1234.5', 'USD', 'en')).toBe('$1,234.50');
  });
});

describe('multiplierPercent', () => {
  it('turns a multiplier into an exact percent text', () => {
    expect(multiplierPercent(1)).toBe('100');
    expect(multiplierPercent(0.1)).toBe('10');
    expect(multiplierPercent(0.5)).toBe('50');
    expect(multiplierPercent(1.25)).toBe('125');
    expect(multiplierPercent(0.005)).toBe('0.5');
    expect(multiplierPercent('0.333')).toBe('33.3');
    expect(multiplierPercent(0)).toBe('0');
  });
  it('refuses negative or unreadable multipliers', () => {
    expect(multiplierPercent(-1)).toBeNull();
    expect(multiplierPercent('x')).toBeNull();
  });
});
