// Exact decimal arithmetic on bigint, shared by money, fees and the bonus preview.
// A decimal is `units / 10^scale`; nothing here ever goes through a binary float.

/**
 * How a division that does not come out even is rounded.
 * - 'half-up': to the nearest integer, ties away from zero (1.5 → 2, -1.5 → -2). Used for fees.
 * - 'down':    toward zero (1.9 → 1, -1.9 → -1). Used where we must never promise more.
 * - 'up':      away from zero (1.1 → 2, -1.1 → -2).
 */
export type Rounding = 'half-up' | 'down' | 'up';

/** An exact decimal value: `units / 10^scale`, scale ≥ 0. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const MAX_SCALE = 36;

/** 10^n as a bigint (n ≥ 0). */
export function pow10(n: number): bigint {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`pow10: bad exponent ${n}`);
  return 10n ** BigInt(n);
}

const PLAIN = /^(-?)(\d*)(?:\.(\d*))?$/;
const EXPONENT = /^(-?)(\d+)(?:\.(\d*))?e([+-]?\d+)$/i;

/**
 * Reads a decimal exactly. Strings: optional leading '-', digits, optional '.' and digits
 * ("12", "12.5", "12.", ".5", "-0.25"); surrounding whitespace is ignored; anything else
 * (grouping separators, '+', exponents, "", ".", "NaN") gives null. Numbers go through their
 * shortest round-trip text (so 0.1 reads as exactly 1/10) and may use exponent notation.
 * Bigints are integers.
 */
export function parseDecimal(input: string | number | bigint): Decimal | null {
  if (typeof input === 'bigint') return { units: input, scale: 0 };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    const text = String(input);
    const exp = EXPONENT.exec(text);
    if (!exp) return parseDecimal(text);
    const [, sign = '', int = '', frac = '', power = '0'] = exp;
    const digits = BigInt(int + frac);
    let scale = frac.length - Number(power);
    let units = digits;
    if (scale < 0) {
      units = digits * pow10(-scale);
      scale = 0;
    }
    if (scale > MAX_SCALE) return null;
    return { units: sign === '-' ? -units : units, scale };
  }
  if (typeof input !== 'string') return null;
  const match = PLAIN.exec(input.trim());
  if (!match) return null;
  const [, sign = '', int = '', frac = ''] = match;
  if (int === '' && frac === '') return null;
  if (frac.length > MAX_SCALE) return null;
  const units = BigInt((int || '0') + frac);
  return { units: sign === '-' ? -units : units, scale: frac.length };
}

/** numerator / denominator as an integer, rounded as asked. */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  rounding: Rounding = 'half-up',
): bigint {
  if (denominator === 0n) throw new RangeError('divideRounded: division by zero');
  if (denominator < 0n) {
    numerator = -numerator;
    denominator = -denominator;
  }
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator; // same sign as the numerator
  if (remainder === 0n) return quotient;
  const away = numerator < 0n ? -1n : 1n;
  switch (rounding) {
    case 'down':
      return quotient;
    case 'up':
      return quotient + away;
    case 'half-up': {
      const twice = (remainder < 0n ? -remainder : remainder) * 2n;
      return twice >= denominator ? quotient + away : quotient;
    }
  }
}

/** value × factor, rounded back to an integer (factor is an exact decimal: "1.5", 0.25, 2n). */
export function multiplyByDecimal(
  value: bigint,
  factor: Decimal | string | number | bigint,
  rounding: Rounding = 'half-up',
): bigint {
  const d = isDecimal(factor) ? factor : parseDecimal(factor);
  if (!d) throw new RangeError(`multiplyByDecimal: not a decimal: ${String(factor)}`);
  return divideRounded(value * d.units, pow10(d.scale), rounding);
}

/** Rescales a decimal to an integer count of 10^-scale units (rounding if it had more digits). */
export function decimalToScale(d: Decimal, scale: number, rounding: Rounding = 'half-up'): bigint {
  if (d.scale <= scale) return d.units * pow10(scale - d.scale);
  return divideRounded(d.units, pow10(d.scale - scale), rounding);
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimals(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = a.units * pow10(scale - a.scale);
  const y = b.units * pow10(scale - b.scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

function isDecimal(value: unknown): value is Decimal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Decimal).units === 'bigint' &&
    typeof (value as Decimal).scale === 'number'
  );
}
