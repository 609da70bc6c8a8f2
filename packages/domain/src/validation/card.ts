// Card number (spec §5 CARD, §9: 13 to 19 digits).
import { CARD_NUMBER_DIGITS } from '../constants';
import { VALIDATION_CODES as C, validationError, type TextValue, type Validator } from './codes';
import { isEmptyValue } from './rules';

/** The digits of a card number as typed: "4111 1111-1111 1111" → "4111111111111111". */
export function normalizeCardNumber(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * CARD unless the value has 13 to 19 digits once non-digits are stripped (the spec's rule,
 * literally: separators of any kind are ignored). No Luhn check here — the spec does not ask for
 * one; use luhnCheck where a checksum is wanted.
 */
export const cardNumber: Validator<TextValue> = (value) => {
  if (isEmptyValue(value)) return null;
  const digits = normalizeCardNumber(value as string).length;
  return digits >= CARD_NUMBER_DIGITS.min && digits <= CARD_NUMBER_DIGITS.max
    ? null
    : validationError(C.CARD);
};

/** The Luhn (mod 10) checksum over the digits of `value`; false when there are none. */
export function luhnCheck(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
