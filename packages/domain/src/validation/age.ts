// Minimum age from a birth date (spec §5 AGE, §9 minimum age 18).
import { MINIMUM_AGE } from '../constants';
import {
  calendarDateInZone,
  fullYearsBetween,
  parseCalendarDate,
  type CalendarDate,
} from '../dates';
import { VALIDATION_CODES as C, validationError, type Validator } from './codes';
import { isEmptyValue } from './rules';

export interface AgeOptions {
  /** The current instant, or a clock. Default: the real clock, read at each validation. */
  now?: Date | (() => Date);
  /** IANA zone whose calendar decides what "today" is. Default: the runtime's zone. */
  timeZone?: string;
}

export type BirthDateValue = string | Date | CalendarDate | null | undefined;

/**
 * A birth date as a calendar date. Text is read as ISO "YYYY-MM-DD" (a time part is ignored);
 * a Date is read on the calendar of `timeZone` (a date picker's local midnight stays that day);
 * impossible dates give null.
 */
export function toBirthDate(value: BirthDateValue, timeZone?: string): CalendarDate | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return parseCalendarDate(value);
  if (value instanceof Date) {
    return Number.isFinite(value.getTime()) ? calendarDateInZone(value, timeZone) : null;
  }
  return parseCalendarDate(
    `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}-${String(value.day).padStart(2, '0')}`,
  );
}

/** Whole years of age today, or null for an unreadable birth date. */
export function ageInYears(birthDate: BirthDateValue, options: AgeOptions = {}): number | null {
  const birth = toBirthDate(birthDate, options.timeZone);
  if (!birth) return null;
  const now = typeof options.now === 'function' ? options.now() : (options.now ?? new Date());
  return fullYearsBetween(birth, calendarDateInZone(now, options.timeZone));
}

/**
 * AGE {min} unless the person is at least `minYears` old today. The birthday itself counts
 * (18 on the day); someone born on 29 February turns a year older on 1 March in common years.
 * An unreadable or future birth date fails. Empty passes (chain with required).
 */
export function age(
  minYears: number = MINIMUM_AGE,
  options: AgeOptions = {},
): Validator<BirthDateValue> {
  return (value) => {
    if (isEmptyValue(value)) return null;
    const years = ageInYears(value, options);
    return years !== null && years >= minYears ? null : validationError(C.AGE, { min: minYears });
  };
}
