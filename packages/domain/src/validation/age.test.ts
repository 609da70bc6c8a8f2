import { describe, expect, it } from 'vitest';
import { age, ageInYears, toBirthDate } from './age';

const at = (iso: string) => ({ now: new Date(iso), timeZone: 'UTC' });
const AGE = { code: 'AGE', params: { min: 18 } };

describe('age(18)', () => {
  it('is 18 on the 18th birthday, not the day before', () => {
    expect(age(18, at('2024-06-15T12:00:00Z'))('2006-06-15')).toBeNull();
    expect(age(18, at('2024-06-14T12:00:00Z'))('2006-06-15')).toEqual(AGE);
    expect(age(18, at('2024-06-16T00:00:00Z'))('2006-06-15')).toBeNull();
  });

  it('becomes valid when tomorrow is the birthday and then arrives', () => {
    const birth = '2006-06-15';
    const today = age(18, at('2024-06-14T23:59:59Z'));
    const tomorrow = age(18, at('2024-06-15T00:00:00Z'));
    expect(today(birth)).toEqual(AGE);
    expect(tomorrow(birth)).toBeNull();
  });

  it('leap-day birthdays: 1 March in common years, 29 February in leap years', () => {
    // born 2000-02-29; 18 in 2018 (common year)
    expect(age(18, at('2018-02-28T12:00:00Z'))('2000-02-29')).toEqual(AGE);
    expect(age(18, at('2018-03-01T00:00:00Z'))('2000-02-29')).toBeNull();
    // born 2004-02-29; 18 in 2022 (common), and a leap-year check in 2024 at 20
    expect(age(18, at('2022-02-28T23:00:00Z'))('2004-02-29')).toEqual(AGE);
    expect(age(18, at('2022-03-01T00:00:00Z'))('2004-02-29')).toBeNull();
    expect(ageInYears('2004-02-29', at('2024-02-28T00:00:00Z'))).toBe(19);
    expect(ageInYears('2004-02-29', at('2024-02-29T00:00:00Z'))).toBe(20);
    // born 2006-02-28, checked on 2024-02-29 (leap): already 18 since the 28th
    expect(age(18, at('2024-02-28T00:00:00Z'))('2006-02-28')).toBeNull();
  });

  it('decides "today" in the given time zone', () => {
    const instant = new Date('2024-06-14T22:30:00Z'); // already 15 June in Baku (UTC+4)
    expect(age(18, { now: instant, timeZone: 'Asia/Baku' })('2006-06-15')).toBeNull();
    expect(age(18, { now: instant, timeZone: 'UTC' })('2006-06-15')).toEqual(AGE);
  });

  it('reads the clock at each validation when given a function', () => {
    let now = new Date('2024-06-14T12:00:00Z');
    const rule = age(18, { now: () => now, timeZone: 'UTC' });
    expect(rule('2006-06-15')).toEqual(AGE);
    now = new Date('2024-06-15T12:00:00Z');
    expect(rule('2006-06-15')).toBeNull();
  });

  it('accepts ISO text with a time part, Dates and calendar dates', () => {
    const rule = age(18, at('2024-06-15T12:00:00Z'));
    expect(rule('2006-06-15T00:00:00.000Z')).toBeNull();
    expect(rule(new Date('2006-06-15T10:00:00Z'))).toBeNull();
    expect(rule({ year: 2006, month: 6, day: 16 })).toEqual(AGE);
  });

  it('fails impossible, unreadable and future dates; lets empty pass', () => {
    const rule = age(18, at('2024-06-15T12:00:00Z'));
    expect(rule('2001-02-29')).toEqual(AGE);
    expect(rule('15/06/2000')).toEqual(AGE);
    expect(rule(new Date('nope'))).toEqual(AGE);
    expect(rule('2030-01-01')).toEqual(AGE);
    expect(rule('')).toBeNull();
    expect(rule(null)).toBeNull();
  });

  it('takes other limits', () => {
    expect(age(21, at('2024-06-15T12:00:00Z'))('2006-06-15')).toEqual({
      code: 'AGE',
      params: { min: 21 },
    });
    expect(age(undefined, at('2024-06-15T12:00:00Z'))('2006-06-15')).toBeNull();
  });

  it('toBirthDate validates calendar objects', () => {
    expect(toBirthDate({ year: 2001, month: 2, day: 29 })).toBeNull();
    expect(toBirthDate({ year: 2000, month: 2, day: 29 })).toEqual({
      year: 2000,
      month: 2,
      day: 29,
    });
  });
});
