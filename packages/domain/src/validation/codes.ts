// Validation error shape and codes (spec §5). The web translates the codes in its validation
// namespace; the server returns the same codes, so a rule behaves the same on both sides.

/** A failed rule: a code plus the values its message needs ({length}, {min}, {max} …). */
export type ValidationError = { code: string; params?: Record<string, string | number> };

/** A rule: null when the value passes, else the error. */
export type Validator<T> = (value: T) => ValidationError | null;

/**
 * A rule that may also look at the other values of its form (e.g. a confirmation field).
 * Every Validator<T> is a FieldRule<T, V>.
 */
export type FieldRule<T, V = unknown> = (value: T, values?: V) => ValidationError | null;

/** Text-like field values: empty text, null and undefined count as "no value". */
export type TextValue = string | null | undefined;

export const VALIDATION_CODES = {
  REQUIRED: 'REQUIRED',
  EMAIL: 'EMAIL',
  MIN_LENGTH: 'MIN_LENGTH',
  MAX_LENGTH: 'MAX_LENGTH',
  INTEGER: 'INTEGER',
  MIN_VALUE: 'MIN_VALUE',
  MAX_VALUE: 'MAX_VALUE',
  PASSWORD_LENGTH: 'PASSWORD.LENGTH',
  PASSWORD_UPPERCASE: 'PASSWORD.UPPERCASE',
  PASSWORD_LOWERCASE: 'PASSWORD.LOWERCASE',
  PASSWORD_NUMBER: 'PASSWORD.NUMBER',
  PASSWORD_SPECIAL: 'PASSWORD.SPECIAL',
  AGE: 'AGE',
  CARD: 'CARD',
  BITCOIN: 'BITCOIN',
  ETHERIUM: 'ETHERIUM', // spelled as the spec spells it
  TRX: 'TRX',
  WALLET: 'WALLET',
  PHONE: 'PHONE',
  TERMS_ACCEPTANCE_REQUIRED: 'TERMS_ACCEPTANCE_REQUIRED',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  /** Deposit amount below / above the method's limitation (spec §5 "Deposit amount"). */
  VALIDATION_MIN: 'VALIDATION_MIN',
  VALIDATION_MAX: 'VALIDATION_MAX',
  /** Withdraw amount above the real balance ('Insufficient funds', spec §5). */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  /** A provider field that does not match its pattern (the spec names no code; ours). */
  PATTERN: 'PATTERN',
} as const;

export type ValidationCode = (typeof VALIDATION_CODES)[keyof typeof VALIDATION_CODES];

/** Builds an error, leaving `params` out when there are none. */
export function validationError(
  code: string,
  params?: Record<string, string | number>,
): ValidationError {
  return params ? { code, params } : { code };
}
