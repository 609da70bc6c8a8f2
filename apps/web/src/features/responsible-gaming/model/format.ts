// Formatting of the responsible-gaming screens: money from minor units, durations, dates.
import { formatMinor, formatMoney } from '@aurum/domain';

const isolate = (text: string) => `\u2068${text}\u2069`;

/** Minor units (a decimal string) as money in the interface language, isolated for RTL text. */
export function money(
  minor: string | bigint,
  currency: string,
  language: string,
  decimals?: number,
) {
  return isolate(formatMoney(BigInt(minor), currency, language, { decimals }));
}

/** Minor units as a plain major-unit number for an input ("1234" → "12.34"). */
export function majorInput(minor: string, decimals: number): string {
  const text = formatMinor(BigInt(minor), { decimals });
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Seconds as "1 h 05 min"-like parts for the reality check: [hours, minutes]. */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** A date (and time) in the interface language. */
export function formatDate(iso: string, language: string, withTime = true): string {
  return isolate(
    new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(new Date(iso)),
  );
}
