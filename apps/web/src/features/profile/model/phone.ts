// The phone field (spec §9): default country US, CA not offered, the mask taken from each
// country's sample mobile number; typed digits are formatted as you type and saved as E.164.
// This module pulls libphonenumber-js and its sample numbers: import it only from lazy chunks.
import {
  AsYouType,
  getCountries,
  getExampleNumber,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import examples from 'libphonenumber-js/examples.mobile.json';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';
export const EXCLUDED_PHONE_COUNTRIES: readonly string[] = ['CA'];

const SUPPORTED = new Set<string>(getCountries());

export function isPhoneCountry(code: string | null | undefined): code is CountryCode {
  return Boolean(code) && SUPPORTED.has(code!) && !EXCLUDED_PHONE_COUNTRIES.includes(code!);
}

/** The calling code shown before the number, e.g. "+1". */
export function callingCode(country: CountryCode): string {
  const example = getExampleNumber(country, examples);
  return example ? `+${example.countryCallingCode}` : '';
}

/** The country's sample mobile number in national format: the field's mask. */
export function phoneMask(country: CountryCode): string {
  return getExampleNumber(country, examples)?.formatNational() ?? '';
}

/** Formats the national number as it is typed (digits only count). */
export function formatAsYouType(value: string, country: CountryCode): string {
  const digits = value.replace(/[^\d]/g, '');
  if (!digits) return '';
  return new AsYouType(country).input(digits);
}

/** The number in E.164, or null when it cannot be read. */
export function toE164(value: string, country: CountryCode): string | null {
  const parsed = parsePhoneNumberFromString(value, country);
  return parsed ? parsed.number : null;
}

export function isValidPhone(value: string, country: CountryCode): boolean {
  return isValidPhoneNumber(value, country);
}

/** Splits a stored E.164 number into its country and national formatting (US by default). */
export function splitStoredPhone(
  phone: string | null | undefined,
  fallback: CountryCode = DEFAULT_PHONE_COUNTRY,
): { country: CountryCode; national: string } {
  if (!phone) return { country: fallback, national: '' };
  const parsed = parsePhoneNumberFromString(phone);
  const country = parsed?.country && isPhoneCountry(parsed.country) ? parsed.country : fallback;
  return { country, national: parsed ? parsed.formatNational() : phone };
}

/**
 * The field's next text after an edit. Deleting only a formatting character (a bracket, space or
 * dash) removes the digit before it, so backspace never gets stuck on the mask.
 */
export function nextPhoneValue(previous: string, typed: string, country: CountryCode): string {
  const digits = (value: string) => value.replace(/[^\d]/g, '');
  let nextDigits = digits(typed);
  if (typed.length < previous.length && nextDigits === digits(previous)) {
    nextDigits = nextDigits.slice(0, -1);
  }
  return formatAsYouType(nextDigits, country);
}
