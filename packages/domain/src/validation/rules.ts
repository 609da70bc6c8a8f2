// The generic rules of spec §5. Every rule except `required` lets an empty value pass, so
// optional fields work and `compose(required, rule)` reports REQUIRED first.
import { compareDecimals, parseDecimal, type Decimal } from '../decimal';
import { VALIDATION_CODES as C, validationError, type TextValue, type Validator } from './codes';

/**
 * Empty: null, undefined, text that is blank after trimming, NaN, an empty list.
 * 0 and false are values.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Length in characters (Unicode code points: an emoji counts once). */
export function textLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

/** REQUIRED when the value is empty (see isEmptyValue). */
export const required: Validator<unknown> = (value) =>
  isEmptyValue(value) ? validationError(C.REQUIRED) : null;

/**
 * The "standard email pattern": a dot-atom local part (the WHATWG character set, no leading,
 * trailing or doubled dot, ≤ 64 characters) '@' a host name of at least two labels whose last
 * label is alphabetic (≥ 2 letters) or punycode; ≤ 254 characters in all. No surrounding spaces.
 */
const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const EMAIL_TLD = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    local.length <= 64 &&
    EMAIL_LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => EMAIL_LABEL.test(label)) &&
    EMAIL_TLD.test(labels[labels.length - 1] ?? '')
  );
}

/** EMAIL when the text is not an email address. */
export const email: Validator<TextValue> = (value) =>
  isEmptyValue(value) || isEmail(value as string) ? null : validationError(C.EMAIL);

/** MIN_LENGTH {length: n} when the text has fewer than n characters. */
export function minLength(n: number): Validator<TextValue> {
  return (value) =>
    isEmptyValue(value) || textLength(value as string) >= n
      ? null
      : validationError(C.MIN_LENGTH, { length: n });
}

/** MAX_LENGTH {length: n} when the text has more than n characters. */
export function maxLength(n: number): Validator<TextValue> {
  return (value) =>
    isEmptyValue(value) || textLength(value as string) <= n
      ? null
      : validationError(C.MAX_LENGTH, { length: n });
}

/** Numeric field values: typed text, a number, or a bigint. */
export type NumericValue = string | number | bigint | null | undefined;

/** INTEGER unless the value is a whole number ("12", "-3", 12; not "12.5", "12.", "1e3"). */
export const integer: Validator<NumericValue> = (value) => {
  if (isEmptyValue(value)) return null;
  if (typeof value === 'bigint') return null;
  if (typeof value === 'number') return Number.isInteger(value) ? null : validationError(C.INTEGER);
  return /^-?\d+$/.test(String(value).trim()) ? null : validationError(C.INTEGER);
};

function bound(n: number | bigint | string): { decimal: Decimal; param: string | number } {
  const decimal = parseDecimal(n);
  if (!decimal) throw new RangeError(`not a number bound: ${String(n)}`);
  return { decimal, param: typeof n === 'number' ? n : String(n) };
}

/**
 * MIN_VALUE {min} when the value is below min. Compared exactly (decimal text, no float).
 * A non-empty value that is not a number fails too: it is not "at least min".
 */
export function minValue(min: number | bigint | string): Validator<NumericValue> {
  const { decimal, param } = bound(min);
  return (value) => {
    if (isEmptyValue(value)) return null;
    const d = parseDecimal(value as string | number | bigint);
    return d && compareDecimals(d, decimal) >= 0
      ? null
      : validationError(C.MIN_VALUE, { min: param });
  };
}

/** MAX_VALUE {max} when the value is above max (exact; a non-number fails). */
export function maxValue(max: number | bigint | string): Validator<NumericValue> {
  const { decimal, param } = bound(max);
  return (value) => {
    if (isEmptyValue(value)) return null;
    const d = parseDecimal(value as string | number | bigint);
    return d && compareDecimals(d, decimal) <= 0
      ? null
      : validationError(C.MAX_VALUE, { max: param });
  };
}

/** `code` (default PATTERN) when the text does not match the whole regular expression. */
export function pattern(regex: RegExp, code: string = C.PATTERN): Validator<TextValue> {
  const whole = new RegExp(`^(?:${regex.source})$`, regex.flags.replace(/[gy]/g, ''));
  return (value) =>
    isEmptyValue(value) || whole.test(value as string) ? null : validationError(code);
}
