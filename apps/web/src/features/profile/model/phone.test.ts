import { describe, expect, it } from 'vitest';
import {
  formatAsYouType,
  isPhoneCountry,
  isValidPhone,
  nextPhoneValue,
  phoneMask,
  splitStoredPhone,
  toE164,
} from './phone';

describe('phone', () => {
  it('formats a US number as it is typed and saves it as E.164', () => {
    expect(formatAsYouType('2133734253', 'US')).toBe('(213) 373-4253');
    expect(toE164('(213) 373-4253', 'US')).toBe('+12133734253');
    expect(isValidPhone('(213) 373-4253', 'US')).toBe(true);
    expect(isValidPhone('123', 'US')).toBe(false);
  });

  it('masks by the country sample number and leaves Canada out', () => {
    expect(phoneMask('US')).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
    expect(phoneMask('AZ').length).toBeGreaterThan(5);
    expect(isPhoneCountry('CA')).toBe(false);
    expect(isPhoneCountry('TR')).toBe(true);
  });

  it('splits a stored number, US by default', () => {
    expect(splitStoredPhone(null)).toEqual({ country: 'US', national: '' });
    expect(splitStoredPhone('+905321234567').country).toBe('TR');
  });
});

describe('nextPhoneValue', () => {
  it('never gets stuck on a formatting character', () => {
    const full = formatAsYouType('2133734253', 'US');
    expect(nextPhoneValue(full, full.slice(0, -1), 'US')).toBe(formatAsYouType('213373425', 'US'));
    const short = formatAsYouType('2133', 'US');
    const withoutLastChar = short.slice(0, -1);
    const next = nextPhoneValue(short, withoutLastChar, 'US');
    expect(next.replace(/\D/g, '')).toBe('213');
  });
});
