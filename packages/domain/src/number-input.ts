// Number inputs (spec §5): comma becomes a dot, non-digits are removed, only one dot is kept,
// at most 2 decimals.
import { parseMajorToMinor } from './money';

const ARABIC_INDIC_ZERO = 0x0660; // ٠..٩
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0; // ۰..۹ (Persian/Urdu keyboards)

/**
 * Digits typed on an Arabic keyboard (the app ships in ar) are digits too: they are turned into
 * ASCII before the spec's "non-digits are removed" step, and the Arabic decimal separator '٫'
 * counts as a comma would.
 */
function asciiDigits(raw: string): string {
  let out = '';
  for (const ch of raw) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= ARABIC_INDIC_ZERO && cp <= ARABIC_INDIC_ZERO + 9)
      out += String(cp - ARABIC_INDIC_ZERO);
    else if (cp >= EXTENDED_ARABIC_INDIC_ZERO && cp <= EXTENDED_ARABIC_INDIC_ZERO + 9)
      out += String(cp - EXTENDED_ARABIC_INDIC_ZERO);
    else if (ch === '\u066B') out += '.';
    else out += ch;
  }
  return out;
}

/**
 * Cleans what the user typed or pasted into an amount field, in the spec's order:
 * 1. every ',' becomes '.';  2. everything but digits and '.' is removed ('-' too: amounts
 * are never negative);  3. only the first '.' is kept;  4. at most `decimals` fraction digits
 * (extra ones are cut, not rounded); with decimals = 0 the dot itself goes.
 * Partial input survives so typing is not fought: "12." stays "12.", "." stays ".".
 * Examples: "1,5" → "1.5"; "12.345" → "12.34"; "1.2.3" → "1.23"; "$ 1 000" → "1000";
 * "1,234.56" → "1.23" (a grouping comma is a decimal comma to this rule, as the spec says).
 */
export function normalizeNumberInput(raw: string | null | undefined, decimals = 2): string {
  if (!raw) return '';
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a non-negative integer, got ${decimals}`);
  }
  const cleaned = asciiDigits(raw)
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const int = cleaned.slice(0, dot);
  const frac = cleaned.slice(dot + 1).replace(/\./g, '');
  if (decimals === 0) return int;
  return `${int}.${frac.slice(0, decimals)}`;
}

/**
 * The normalized input as minor units, or null while it is not a complete number ("", ".").
 * numberInputToMinor("12,5") → 1250n.
 */
export function numberInputToMinor(raw: string | null | undefined, decimals = 2): bigint | null {
  const normalized = normalizeNumberInput(raw, decimals);
  return normalized === '' ? null : parseMajorToMinor(normalized, decimals);
}
