import { describe, expect, it } from 'vitest';
import { normaliseOtp } from './otp-input';

describe('normaliseOtp', () => {
  it('keeps six ASCII digits', () => {
    expect(normaliseOtp('12 34-56 78')).toBe('123456');
    expect(normaliseOtp('abc')).toBe('');
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(normaliseOtp('١٢٣۴۵۶')).toBe('123456');
  });
});
