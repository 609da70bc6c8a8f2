// Payment rules (spec §5 method visibility, deposit/withdraw amounts, predefined fields,
// withdraw inputs; §2.8 crypto withdrawal methods).
import { CRYPTO_WHITELIST } from './constants';
import { formatAmount, parseMajorToMinor } from './money';
import { cardNumber } from './validation/card';
import {
  VALIDATION_CODES as C,
  validationError,
  type TextValue,
  type ValidationError,
  type Validator,
} from './validation/codes';
import { compose } from './validation/core';
import { cryptoAddress } from './validation/crypto-address';
import { email, isEmptyValue, maxLength, minLength, required } from './validation/rules';

// ---------------------------------------------------------------- method visibility

export interface CryptoMethodLike {
  code: string;
  payinEnabled: boolean;
}

/** A crypto method is offered only if payinEnabled and its code is whitelisted (case-insensitive). */
export function isVisibleCryptoMethod(method: CryptoMethodLike): boolean {
  return (
    method.payinEnabled === true &&
    (CRYPTO_WHITELIST as readonly string[]).includes(method.code.trim().toUpperCase())
  );
}

export function visibleCryptoMethods<T extends CryptoMethodLike>(methods: readonly T[]): T[] {
  return methods.filter(isVisibleCryptoMethod);
}

/** Fiat methods are those with crypto false (spec §5). */
export function visibleFiatMethods<T extends { crypto: boolean }>(methods: readonly T[]): T[] {
  return methods.filter((m) => m.crypto === false);
}

// ---------------------------------------------------------------- withdraw methods

export type WithdrawInputValidation = 'cardNumber' | 'email' | 'btc' | 'eth' | 'trx';

export interface WithdrawInputLike {
  id: string | number;
  maxLength?: number | null;
  required?: boolean | null;
  /** cardNumber, email, btc, eth, trx (spec §3); other values get no format check here. */
  validation?: string | null;
}

export interface WithdrawDropdownLike {
  id: string | number;
  required?: boolean | null;
}

export interface WithdrawCurrencySettingLike {
  currency: string;
  minWithdrawAmount?: number | string | null;
  maxWithdrawAmount?: number | string | null;
  staticFee?: number | string | null;
}

export interface WithdrawMethodLike {
  title?: string | null;
  name?: string | null;
  inputs?: readonly WithdrawInputLike[] | null;
  currencySettings?: readonly WithdrawCurrencySettingLike[] | null;
}

/**
 * Title marks of a crypto method. usdt and btc count anywhere; trc and erc only where a word
 * starts ("TRC20", "USDT-ERC20", "Tether erc"), because a plain substring test would classify
 * "Mastercard" (mast-erc-ard) or "Commerce Bank" as crypto.
 */
const CRYPTO_TITLE = /usdt|btc|(?:^|[^a-z])(?:trc|erc)/i;

/**
 * Crypto withdrawal methods (spec §2.8): a trx validation input, a title containing usdt, btc,
 * trc or erc (see CRYPTO_TITLE), or a name containing crypto — all case-insensitive.
 */
export function isCryptoWithdrawMethod(method: WithdrawMethodLike): boolean {
  return (
    (method.inputs ?? []).some((i) => i.validation?.toLowerCase() === 'trx') ||
    CRYPTO_TITLE.test(method.title ?? '') ||
    /crypto/i.test(method.name ?? '')
  );
}

/** Splits withdrawal methods into crypto ones and the others ("available methods"). */
export function splitWithdrawMethods<T extends WithdrawMethodLike>(
  methods: readonly T[],
): { crypto: T[]; fiat: T[] } {
  const crypto: T[] = [];
  const fiat: T[] = [];
  for (const m of methods) (isCryptoWithdrawMethod(m) ? crypto : fiat).push(m);
  return { crypto, fiat };
}

/**
 * The currency setting a withdrawal uses. The spec's amount rule reads "the first currency
 * setting"; the method card shows the account currency's min-max. Both agree when given the
 * account currency: its setting if the method has one, else the first setting.
 */
export function withdrawCurrencySetting<T extends WithdrawCurrencySettingLike>(
  method: { currencySettings?: readonly T[] | null },
  currencyCode?: string | null,
): T | null {
  const settings = method.currencySettings ?? [];
  if (currencyCode) {
    const code = currencyCode.toUpperCase();
    const match = settings.find((s) => s.currency.toUpperCase() === code);
    if (match) return match;
  }
  return settings[0] ?? null;
}

/**
 * A withdraw input's rule (spec §5 "Withdraw inputs"), in the spec's order: required if flagged,
 * card-number check, email check, maximum length, crypto address check for btc, eth and trx.
 */
export function withdrawInputRule(input: WithdrawInputLike): Validator<TextValue> {
  const rules: Validator<TextValue>[] = [];
  if (input.required) rules.push(required);
  const kind = input.validation?.toLowerCase();
  if (kind === 'cardnumber') rules.push(cardNumber);
  if (kind === 'email') rules.push(email);
  if (typeof input.maxLength === 'number' && input.maxLength > 0)
    rules.push(maxLength(input.maxLength));
  if (kind === 'btc' || kind === 'eth' || kind === 'trx') rules.push(cryptoAddress(kind));
  return compose(...rules);
}

/** A withdraw dropdown is required if flagged. */
export function withdrawDropdownRule(
  dropdown: WithdrawDropdownLike,
): Validator<string | number | null | undefined> {
  return (value) => (dropdown.required && isEmptyValue(value) ? validationError(C.REQUIRED) : null);
}

// ---------------------------------------------------------------- amounts

export type AmountValue = string | number | bigint | null | undefined;

function readAmount(value: AmountValue, decimals: number): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' || typeof value === 'string')
    return parseMajorToMinor(value, decimals);
  return null;
}

/**
 * Deposit amount (spec §5, current flow), typed in major units: REQUIRED when empty or not a
 * readable amount, VALIDATION_MIN {min} below the method's limitation min, VALIDATION_MAX {max}
 * above its max. Bounds are minor units; the params show them with the §9 amount rule ("10",
 * "10.5"). A bigint value is taken as minor units already.
 */
export function depositAmountRule(limits: {
  min?: bigint | null;
  max?: bigint | null;
  decimals?: number;
}): Validator<AmountValue> {
  const decimals = limits.decimals ?? 2;
  return (value) => {
    if (isEmptyValue(value)) return validationError(C.REQUIRED);
    const amount = readAmount(value, decimals);
    if (amount === null) return validationError(C.REQUIRED);
    if (limits.min !== null && limits.min !== undefined && amount < limits.min) {
      return validationError(C.VALIDATION_MIN, { min: formatAmount(limits.min, decimals) });
    }
    if (limits.max !== null && limits.max !== undefined && amount > limits.max) {
      return validationError(C.VALIDATION_MAX, { max: formatAmount(limits.max, decimals) });
    }
    return null;
  };
}

/**
 * Withdraw amount (spec §5), in the spec's order: REQUIRED; MIN_VALUE {min} below
 * minWithdrawAmount; INSUFFICIENT_FUNDS above the real balance; MAX_VALUE {max} above
 * maxWithdrawAmount. The spec names no codes for the two bounds: the generic MIN_VALUE and
 * MAX_VALUE are used. Amounts and bounds in minor units; typed values in major units.
 */
export function withdrawAmountRule(limits: {
  minWithdrawAmount?: bigint | null;
  maxWithdrawAmount?: bigint | null;
  realBalance: bigint;
  decimals?: number;
}): Validator<AmountValue> {
  const decimals = limits.decimals ?? 2;
  return (value) => {
    if (isEmptyValue(value)) return validationError(C.REQUIRED);
    const amount = readAmount(value, decimals);
    if (amount === null) return validationError(C.REQUIRED);
    const { minWithdrawAmount: min, maxWithdrawAmount: max } = limits;
    if (min !== null && min !== undefined && amount < min) {
      return validationError(C.MIN_VALUE, { min: formatAmount(min, decimals) });
    }
    if (amount > limits.realBalance) return validationError(C.INSUFFICIENT_FUNDS);
    if (max !== null && max !== undefined && amount > max) {
      return validationError(C.MAX_VALUE, { max: formatAmount(max, decimals) });
    }
    return null;
  };
}

/**
 * Older payment modal amount (spec §5): required, integer, at least the provider's min and at
 * most its max. The provider's min/max are REST minor units (hundredths); the typed value is a
 * whole major amount. Errors: REQUIRED, INTEGER, MIN_VALUE {min}, MAX_VALUE {max} (bounds shown
 * with the §9 amount rule).
 */
export function olderPaymentAmountRule(limits: {
  min?: bigint | null;
  max?: bigint | null;
}): Validator<string | number | null | undefined> {
  return (value) => {
    if (isEmptyValue(value)) return validationError(C.REQUIRED);
    const text = String(value).trim();
    if (!/^\d+$/.test(text)) return validationError(C.INTEGER);
    const amount = BigInt(text) * 100n;
    if (limits.min !== null && limits.min !== undefined && amount < limits.min) {
      return validationError(C.MIN_VALUE, { min: formatAmount(limits.min, 2) });
    }
    if (limits.max !== null && limits.max !== undefined && amount > limits.max) {
      return validationError(C.MAX_VALUE, { max: formatAmount(limits.max, 2) });
    }
    return null;
  };
}

// ---------------------------------------------------------------- fiat predefined fields

export interface PredefinedFieldLike {
  name: string;
  type?: string | null;
  required?: boolean | null;
  pattern?: string | null;
  minLength?: number | null;
  maxLength?: number | null;
}

const patternCache = new Map<string, RegExp | null>();

/** The provider's pattern as a whole-value regular expression, or null if it does not compile. */
function providerPattern(source: string): RegExp | null {
  if (!patternCache.has(source)) {
    let regex: RegExp | null;
    try {
      regex = new RegExp(`^(?:${source})$`, 'u');
    } catch {
      try {
        regex = new RegExp(`^(?:${source})$`);
      } catch {
        regex = null; // a broken provider pattern is not the player's fault: no check
      }
    }
    patternCache.set(source, regex);
  }
  return patternCache.get(source) ?? null;
}

/**
 * A provider field's rule (spec §5 "Fiat deposit predefined fields"). Reading: required fields
 * need a value; every filled field (required or not) must match the provider's pattern (the whole
 * value, as an HTML pattern attribute does) and its minLength / maxLength. Values are checked
 * trimmed, as they are sent. Errors: REQUIRED, PATTERN, MIN_LENGTH {length}, MAX_LENGTH {length}.
 */
export function predefinedFieldRule(field: PredefinedFieldLike): Validator<TextValue> {
  const rules: Validator<TextValue>[] = [];
  if (field.required) rules.push(required);
  if (field.pattern) {
    const regex = providerPattern(field.pattern);
    if (regex) {
      rules.push((v) =>
        isEmptyValue(v) || regex.test(v as string) ? null : validationError(C.PATTERN),
      );
    }
  }
  if (typeof field.minLength === 'number' && field.minLength > 0)
    rules.push(minLength(field.minLength));
  if (typeof field.maxLength === 'number' && field.maxLength > 0)
    rules.push(maxLength(field.maxLength));
  const rule = compose(...rules);
  return (value) => rule(typeof value === 'string' ? value.trim() : value);
}

/** Errors of all provider fields, keyed by field name. */
export function validatePredefinedFields(
  fields: readonly PredefinedFieldLike[],
  values: Readonly<Record<string, string | null | undefined>>,
): Record<string, ValidationError | null> {
  const errors: Record<string, ValidationError | null> = {};
  for (const field of fields) errors[field.name] = predefinedFieldRule(field)(values[field.name]);
  return errors;
}

/**
 * The predefinedFields of CreateFiatDepositPayment: [{name, value}] in the fields' order, names
 * uppercased (spec §5), values trimmed; fields left empty are not sent.
 */
export function toPredefinedFieldsPayload(
  fields: readonly PredefinedFieldLike[],
  values: Readonly<Record<string, string | null | undefined>>,
): { name: string; value: string }[] {
  const payload: { name: string; value: string }[] = [];
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value !== '') payload.push({ name: field.name.toUpperCase(), value });
  }
  return payload;
}

/**
 * Initial values of the provider fields: NAME and PHONE typed fields are prefilled from the
 * profile (spec §5). NAME is "firstName lastName", else the profile name; COUNTRY_SELECT is the
 * profile's country (the sign-up country until another is saved).
 */
export function prefillPredefinedFields(
  fields: readonly PredefinedFieldLike[],
  profile:
    | {
        firstName?: string | null;
        lastName?: string | null;
        name?: string | null;
        phone?: string | null;
        country?: string | null;
      }
    | null
    | undefined,
): Record<string, string> {
  const fullName = [profile?.firstName, profile?.lastName]
    .map((s) => s?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  const values: Record<string, string> = {};
  for (const field of fields) {
    const type = field.type?.toUpperCase();
    if (type === 'NAME') values[field.name] = fullName || profile?.name?.trim() || '';
    else if (type === 'PHONE') values[field.name] = profile?.phone?.trim() ?? '';
    else if (type === 'COUNTRY_SELECT')
      values[field.name] = profile?.country?.trim().toUpperCase() ?? '';
    else values[field.name] = '';
  }
  return values;
}
