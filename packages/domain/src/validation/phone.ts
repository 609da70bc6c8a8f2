// Phone (spec §5 PHONE). The check itself lives in the app (libphonenumber-js, default country
// US, CA excluded); this package only fixes the code and the rule's shape so both sides agree.
import { VALIDATION_CODES as C, validationError, type TextValue, type Validator } from './codes';
import { isEmptyValue } from './rules';

/** PHONE when `isValid` rejects the (non-empty) value. */
export function phone(isValid: (value: string) => boolean): Validator<TextValue> {
  return (value) =>
    isEmptyValue(value) || isValid((value as string).trim()) ? null : validationError(C.PHONE);
}
