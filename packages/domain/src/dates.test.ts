import { describe, expect, it } from 'vitest';
import {
  calendarDateInZone,
  compareCalendarDates,
  daysInMonth,
  formatCalendarDate,
  fullYearsBetween,
  groupByDate,
  isLeapYear,
  parseCalendarDate,
  toEpochMs,
} from './dates';

describe('calendar dates', () => {
  it('knows leap years', () => {
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
  });

  it('parses ISO dates and refuses impossible ones', () => {
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('2000-02-29T23:00:00-05:00')).toEqual({
      year: 2000,
      month: 2,
      day: 29,
    });
    expect(parseCalendarDate('2001-02-29')).toBeNull();
    expect(parseCalendarDate('2000-13-01')).toBeNull();
    expect(parseCalendarDate('2000-1-1')).toBeNull();
    expect(parseCalendarDate('2000-01-01x')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
  });

  it('formats and compares', () => {
    expect(formatCalendarDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
    expect(
      compareCalendarDates({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 10 }),
    ).toBe(-1);
    expect(
      compareCalendarDates({ year: 2024, month: 1, day: 2 }, { year: 2024, month: 1, day: 2 }),
    ).toBe(0);
  });

  it('finds the day of an instant in a zone', () => {
    const instant = Date.UTC(2024, 0, 1, 22, 0, 0);
    expect(calendarDateInZone(instant, 'UTC')).toEqual({ year: 2024, month: 1, day: 1 });
    expect(calendarDateInZone(instant, 'Asia/Baku')).toEqual({ year: 2024, month: 1, day: 2 });
    expect(calendarDateInZone(new Date(instant), 'America/New_York')).toEqual({
      year: 2024,
      month: 1,
      day: 1,
    });
    expect(() => calendarDateInZone(Number.NaN, 'UTC')).toThrow(RangeError);
  });

  it('counts full years', () => {
    expect(
      fullYearsBetween({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 2, day: 28 }),
    ).toBe(17);
    expect(
      fullYearsBetween({ year: 2000, month: 2, day: 29 }, { year: 2018, month: 3, day: 1 }),
    ).toBe(18);
  });

  it('reads timestamps', () => {
    expect(toEpochMs(1700000000000)).toBe(1700000000000);
    expect(toEpochMs('1700000000000')).toBe(1700000000000);
    expect(toEpochMs('2024-01-01T00:00:00Z')).toBe(Date.UTC(2024, 0, 1));
    expect(toEpochMs(new Date(5))).toBe(5);
    expect(toEpochMs('garbage')).toBeNull();
    expect(toEpochMs(null)).toBeNull();
  });
});

describe('groupByDate (payment history, newest first)', () => {
  const items = [
    { id: 'a', timestamp: Date.UTC(2024, 0, 1, 9) },
    { id: 'b', timestamp: Date.UTC(2024, 0, 2, 9) },
    { id: 'c', timestamp: Date.UTC(2024, 0, 1, 23, 30) },
    { id: 'd', timestamp: Date.UTC(2024, 0, 2, 20) },
    { id: 'e', timestamp: Date.UTC(2023, 11, 31, 12) },
  ];

  it('groups by day, newest day first, newest item first', () => {
    const groups = groupByDate(items, (i) => i.timestamp, 'UTC');
    expect(groups.map((g) => [g.date, g.items.map((i) => i.id)])).toEqual([
      ['2024-01-02', ['d', 'b']],
      ['2024-01-01', ['c', 'a']],
      ['2023-12-31', ['e']],
    ]);
  });

  it('uses the given time zone for the day boundary', () => {
    const groups = groupByDate(items, (i) => i.timestamp, 'Asia/Baku'); // UTC+4
    expect(groups.map((g) => [g.date, g.items.map((i) => i.id)])).toEqual([
      ['2024-01-03', ['d']],
      ['2024-01-02', ['b', 'c']],
      ['2024-01-01', ['a']],
      ['2023-12-31', ['e']],
    ]);
  });

  it('keeps input order for equal timestamps and puts unreadable ones last', () => {
    const same = [
      { id: 1, t: '2024-01-01T10:00:00Z' },
      { id: 2, t: '2024-01-01T10:00:00Z' },
      { id: 3, t: 'nope' },
    ];
    expect(groupByDate(same, (i) => i.t, 'UTC')).toEqual([
      { date: '2024-01-01', items: [same[0], same[1]] },
      { date: null, items: [same[2]] },
    ]);
  });

  it('returns nothing for nothing', () => {
    expect(groupByDate([], () => 0, 'UTC')).toEqual([]);
  });
});
