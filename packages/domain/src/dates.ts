// Calendar dates and grouping by day (payment history, spec §2.8), time-zone aware through Intl.

/** A calendar date without a time or a zone; month is 1..12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/**
 * Reads the calendar date at the start of an ISO text: "2000-02-29", "2000-02-29T00:00:00Z"
 * (the time part and its zone are ignored: a birth date is a calendar date, not an instant).
 * Impossible dates ("2001-02-29", "2000-13-01") give null.
 */
export function parseCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** "YYYY-MM-DD". */
export function formatCalendarDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): -1 | 0 | 1 {
  const x = a.year * 10_000 + a.month * 100 + a.day;
  const y = b.year * 10_000 + b.month * 100 + b.day;
  return x < y ? -1 : x > y ? 1 : 0;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = dayFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(key, f);
  }
  return f;
}

/**
 * The calendar date an instant falls on in a time zone (IANA name; undefined = the runtime's
 * own zone). Throws RangeError for an unknown zone or an invalid instant.
 */
export function calendarDateInZone(instant: Date | number, timeZone?: string): CalendarDate {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('calendarDateInZone: invalid instant');
  const parts = dayFormatter(timeZone).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/**
 * Whole years from `birth` to `today`. Someone born on 29 February has a birthday on 1 March
 * in common years (the date tuple comparison gives that: 28 Feb < 29 Feb < 1 Mar), which is also
 * the later, conservative choice for an age limit.
 */
export function fullYearsBetween(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Epoch milliseconds from a Date, an epoch-ms number (or numeric text) or an ISO text; null if unreadable. */
export function toEpochMs(value: Date | number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let ms: number;
  if (typeof value === 'number') ms = value;
  else if (value instanceof Date) ms = value.getTime();
  else if (/^-?\d+$/.test(value.trim())) ms = Number(value.trim());
  else ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

export interface DateGroup<T> {
  /** "YYYY-MM-DD" in the requested zone; null for the items whose timestamp is unreadable. */
  date: string | null;
  items: T[];
}

/**
 * Groups items by the calendar day of their timestamp in `timeZone` (undefined = runtime zone),
 * newest day first and, inside a day, newest item first (ties keep their input order). Items
 * with an unreadable timestamp are not dropped: they come last, in a group whose date is null.
 */
export function groupByDate<T>(
  items: readonly T[],
  getTimestamp: (item: T) => Date | number | string | null | undefined,
  timeZone?: string,
): DateGroup<T>[] {
  const stamped = items.map((item) => ({ item, ms: toEpochMs(getTimestamp(item)) }));
  const groups = new Map<string, { ms: number; item: T }[]>();
  const unreadable: T[] = [];
  for (const { item, ms } of stamped) {
    if (ms === null) {
      unreadable.push(item);
      continue;
    }
    const key = formatCalendarDate(calendarDateInZone(ms, timeZone));
    const list = groups.get(key);
    if (list) list.push({ ms, item });
    else groups.set(key, [{ ms, item }]);
  }
  const result: DateGroup<T>[] = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => ({
      date,
      items: list.sort((a, b) => b.ms - a.ms).map((e) => e.item),
    }));
  if (unreadable.length > 0) result.push({ date: null, items: unreadable });
  return result;
}
