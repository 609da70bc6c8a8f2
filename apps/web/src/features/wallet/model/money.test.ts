import { describe, expect, it } from 'vitest';
import { formatMajor2, isolate, majorToMinor } from './money';

describe('wallet money display', () => {
  it('reads the API major-unit strings as minor units', () => {
    expect(majorToMinor('12.34', 'USD')).toBe(1234n);
    expect(majorToMinor('0.00012345', 'BTC')).toBe(12345n);
    expect(majorToMinor('12.345', 'USD')).toBe(1235n);
    expect(majorToMinor('', 'USD')).toBe(0n);
    expect(majorToMinor('garbage', 'USD')).toBe(0n);
  });

  it('shows the balance with exactly 2 decimals in the active locale', () => {
    expect(formatMajor2('1000', 'USD', 'en')).toBe('$1,000.00');
    expect(formatMajor2('25.5', 'USD', 'en')).toBe('$25.50');
    expect(formatMajor2('0.12345678', 'BTC', 'en')).toBe('0.12 BTC');
  });

  it('isolates amounts for right-to-left sentences', () => {
    expect(isolate('US$ 10.00')).toBe('\u2068US$ 10.00\u2069');
  });
});
