import { describe, expect, it } from 'vitest';
import { phone } from './phone';

describe('phone (PHONE with the app-side check)', () => {
  const rule = phone((v) => /^\+1\d{10}$/.test(v));
  it('passes what the predicate accepts (trimmed)', () => {
    expect(rule('+12025550123')).toBeNull();
    expect(rule(' +12025550123 ')).toBeNull();
  });
  it('gives PHONE otherwise', () => {
    expect(rule('+1202555')).toEqual({ code: 'PHONE' });
  });
  it('lets empty pass without calling the predicate', () => {
    let called = false;
    expect(phone(() => ((called = true), false))('')).toBeNull();
    expect(called).toBe(false);
  });
});
