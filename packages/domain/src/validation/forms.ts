// Rule sets of the auth forms (spec §5: login, registration, reset and forgot password).
import {
  VALIDATION_CODES as C,
  validationError,
  type FieldRule,
  type ValidationError,
  type Validator,
} from './codes';
import { validateForm, isFormValid, type FormErrors, type FormRules } from './core';
import { registrationPassword, sharedPasswordRule } from './password';
import { email, isEmptyValue, required } from './rules';

/** Removes every whitespace character (login email: "spaces are stripped on blur"). */
export function stripSpaces(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '');
}

export interface LoginFormValues {
  email: string;
  password: string;
}

/** Login: email required and an email (strip spaces on blur first); password required. */
export const loginRules: FormRules<LoginFormValues> = {
  email: [required, email],
  password: required,
};

export interface RegistrationFormValues {
  email: string;
  password: string;
  currency: string;
  country: string;
  termsAccepted: boolean;
}

/** TERMS_ACCEPTANCE_REQUIRED unless the box is checked. */
export const acceptTerms: Validator<boolean | null | undefined> = (value) =>
  value === true ? null : validationError(C.TERMS_ACCEPTANCE_REQUIRED);

/**
 * Registration: email required + email; password required, 6–52 characters; terms accepted.
 * Currency and country come from lists with defaults (USD, US), required so an emptied choice
 * cannot be sent.
 */
export const registrationRules: FormRules<RegistrationFormValues> = {
  email: [required, email],
  password: registrationPassword,
  currency: required,
  country: required,
  termsAccepted: acceptTerms,
};

export interface ResetPasswordFormValues {
  password: string;
  confirmation: string;
}

/** Reset password fields: the new password follows the shared 8–20 rule; confirmation required. */
export const resetPasswordRules: FormRules<ResetPasswordFormValues> = {
  password: sharedPasswordRule,
  confirmation: required,
};

/** `code` (default PASSWORDS_DO_NOT_MATCH) unless the value equals the form's `field`. */
export function matchesField<V extends object>(
  field: keyof V,
  code: string = C.PASSWORDS_DO_NOT_MATCH,
): FieldRule<unknown, V> {
  return (value, values) =>
    values === undefined || values === null || isEmptyValue(value) || value === values[field]
      ? null
      : validationError(code);
}

export type ResetPasswordDecision =
  /** Either field is empty: the spec says nothing happens. */
  | { action: 'none' }
  /** The new password breaks the shared rule (show the field errors). */
  | { action: 'invalid'; errors: FormErrors<ResetPasswordFormValues> }
  /** The two differ: an error toast PASSWORDS_DO_NOT_MATCH. */
  | { action: 'mismatch'; error: ValidationError }
  | { action: 'submit'; password: string };

/**
 * What a reset-password submit does (spec §5): either empty → nothing; new password invalid →
 * field errors; different → PASSWORDS_DO_NOT_MATCH; else submit. Values are compared exactly
 * (no trimming: a space is a password character).
 */
export function decideResetPassword(values: ResetPasswordFormValues): ResetPasswordDecision {
  if (isEmptyValue(values.password) || isEmptyValue(values.confirmation)) return { action: 'none' };
  const errors = validateForm(values, resetPasswordRules);
  if (!isFormValid(errors)) return { action: 'invalid', errors };
  if (values.password !== values.confirmation) {
    return { action: 'mismatch', error: validationError(C.PASSWORDS_DO_NOT_MATCH) };
  }
  return { action: 'submit', password: values.password };
}

export interface ForgotPasswordFormValues {
  email: string;
}

/** Forgot password: email required and valid. */
export const forgotPasswordRules: FormRules<ForgotPasswordFormValues> = {
  email: [required, email],
};
