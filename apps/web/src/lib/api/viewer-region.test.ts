import { describe, expect, it } from 'vitest';
import { isGameRestricted } from './viewer-region';

const us = { country: 'US', currency: 'USD' };

describe('isGameRestricted (spec §2.5)', () => {
  it('is false without rules or while the region is unknown', () => {
    expect(isGameRestricted([], us)).toBe(false);
    expect(isGameRestricted(undefined, us)).toBe(false);
    expect(isGameRestricted([{ country: 'US', currency: null, disabled: true }], null)).toBe(false);
  });

  it('blocks by country, by currency, or by both together', () => {
    expect(isGameRestricted([{ country: 'US', currency: null, disabled: true }], us)).toBe(true);
    expect(isGameRestricted([{ country: null, currency: 'usd', disabled: true }], us)).toBe(true);
    expect(isGameRestricted([{ country: 'US', currency: 'EUR', disabled: true }], us)).toBe(false);
    expect(isGameRestricted([{ country: 'US', currency: 'USD', disabled: true }], us)).toBe(true);
  });

  it('ignores rules that do not disable and rules for other regions', () => {
    expect(isGameRestricted([{ country: 'US', currency: null, disabled: false }], us)).toBe(false);
    expect(isGameRestricted([{ country: 'DE', currency: null, disabled: true }], us)).toBe(false);
    expect(isGameRestricted([{ country: null, currency: null, disabled: true }], us)).toBe(false);
  });
});
