import { describe, expect, it } from 'vitest';
import { normalizeNumberInput, numberInputToMinor } from './number-input';

describe('normalizeNumberInput (spec §5 number inputs)', () => {
  it.each([
    ['12', '12'],
    ['1,5', '1.5'],
    ['12,34', '12.34'],
    ['12.345', '12.34'],
    ['12,3456', '12.34'],
    ['1.2.3', '1.23'],
    ['1,2,3', '1.23'],
    ['1..5', '1.5'],
    ['abc', ''],
    ['$ 1 000', '1000'],
    ['-5', '5'],
    ['1e5', '15'],
    ['12.', '12.'],
    ['.', '.'],
    [',5', '.5'],
    ['', ''],
    ['0012', '0012'],
    ['1,234.56', '1.23'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeNumberInput(raw)).toBe(expected);
  });

  it('accepts Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(normalizeNumberInput('١٢٣٫٤٥')).toBe('123.45');
    expect(normalizeNumberInput('۱۲,۵')).toBe('12.5');
  });

  it('honours other decimal counts', () => {
    expect(normalizeNumberInput('1.123456789', 8)).toBe('1.12345678');
    expect(normalizeNumberInput('12.5', 0)).toBe('12');
    expect(normalizeNumberInput('.5', 0)).toBe('');
    expect(normalizeNumberInput('1,23', 1)).toBe('1.2');
    expect(() => normalizeNumberInput('1', -1)).toThrow(RangeError);
  });

  it('treats null and undefined as empty', () => {
    expect(normalizeNumberInput(null)).toBe('');
    expect(normalizeNumberInput(undefined)).toBe('');
  });

  it('is idempotent', () => {
    for (const raw of ['1,5', '12.345', '1.2.3', '$ 1 000', '12.']) {
      const once = normalizeNumberInput(raw);
      expect(normalizeNumberInput(once)).toBe(once);
    }
  });
});

describe('numberInputToMinor', () => {
  it('reads the normalized input as minor units', () => {
    expect(numberInputToMinor('12,5')).toBe(1250n);
    expect(numberInputToMinor('12.')).toBe(1200n);
    expect(numberInputToMinor('12.345')).toBe(1234n);
    expect(numberInputToMinor('0.00000001', 8)).toBe(1n);
  });

  it('is null while no number is there', () => {
    expect(numberInputToMinor('')).toBeNull();
    expect(numberInputToMinor('.')).toBeNull();
    expect(numberInputToMinor('abc')).toBeNull();
  });
});
