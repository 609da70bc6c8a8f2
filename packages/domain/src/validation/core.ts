// Composition and form-level helpers (spec §4.12): validators chain and the first error wins;
// a field's error shows only after the field has been touched.
import type { FieldRule, ValidationError } from './codes';

/**
 * Chains rules; the first error wins and the later rules do not run.
 * compose(required, email) — usable as a Validator (one argument) and as a form rule
 * (the form's values are passed through to every rule).
 */
export function compose<T, V = unknown>(...rules: ReadonlyArray<FieldRule<T, V>>): FieldRule<T, V> {
  return (value, values) => {
    for (const rule of rules) {
      const error = rule(value, values);
      if (error) return error;
    }
    return null;
  };
}

/** Rules per field: one rule, or a list chained with compose. */
export type FormRules<V> = {
  [K in keyof V]?: FieldRule<V[K], V> | ReadonlyArray<FieldRule<V[K], V>>;
};

/** The error (or null) of every field. */
export type FormErrors<V> = { [K in keyof V]: ValidationError | null };

/** Which fields the user has touched (focused and left, or changed). */
export type Touched<V> = { [K in keyof V]?: boolean };

/**
 * Runs the rules of every field against the whole form. Each field gets its first error or
 * null; fields without rules are null. Rules receive the field value and all the values.
 */
export function validateForm<V extends object>(values: V, rules: FormRules<V>): FormErrors<V> {
  const errors = {} as FormErrors<V>;
  const keys = new Set([...Object.keys(values), ...Object.keys(rules)] as (keyof V)[]);
  for (const key of keys) {
    const rule = rules[key];
    const list: ReadonlyArray<FieldRule<V[typeof key], V>> =
      rule === undefined ? [] : typeof rule === 'function' ? [rule] : rule;
    errors[key] = compose(...list)(values[key], values);
  }
  return errors;
}

/** True when no field has an error. */
export function isFormValid<V>(errors: FormErrors<V> | Partial<FormErrors<V>>): boolean {
  return Object.values(errors).every((e) => e === null || e === undefined);
}

/** The error to show for one field: none until the field has been touched. */
export function visibleError(
  error: ValidationError | null | undefined,
  touched: boolean | undefined,
): ValidationError | null {
  return touched ? (error ?? null) : null;
}

/** The errors to show: untouched fields show none. */
export function visibleErrors<V>(errors: FormErrors<V>, touched: Touched<V>): FormErrors<V> {
  const shown = {} as FormErrors<V>;
  for (const key of Object.keys(errors) as (keyof V)[]) {
    shown[key] = visibleError(errors[key], touched[key]);
  }
  return shown;
}

/** A new touched state with `field` marked. */
export function touch<V>(touched: Touched<V>, field: keyof V): Touched<V> {
  return touched[field] ? touched : { ...touched, [field]: true };
}

/** Every field marked touched (a submit attempt shows all errors). */
export function touchAll<V extends object>(values: V): Touched<V> {
  const all: Touched<V> = {};
  for (const key of Object.keys(values) as (keyof V)[]) all[key] = true;
  return all;
}

/**
 * Fills a message template: "{0}", "{1}" … from a list, "{name}" from a record. Placeholders
 * without a value are left as they are. formatTemplate('Min {0}', [5]) → 'Min 5'.
 */
export function formatTemplate(
  template: string,
  args: ReadonlyArray<string | number> | Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = Array.isArray(args)
      ? (args as ReadonlyArray<string | number>)[Number(key)]
      : (args as Readonly<Record<string, string | number>>)[key];
    return value === undefined ? match : String(value);
  });
}

/**
 * A custom message template (spec §5: "may use {0}") filled from an error's params: {0} is the
 * first param (the bound of MIN_LENGTH, MIN_VALUE …), {name} the named one.
 * formatValidationMessage('At least {0} characters', { code: 'MIN_LENGTH', params: { length: 6 } })
 * → 'At least 6 characters'.
 */
export function formatValidationMessage(template: string, error: ValidationError): string {
  const params = error.params ?? {};
  const lookup: Record<string, string | number> = { ...params };
  Object.values(params).forEach((value, index) => {
    if (!(String(index) in lookup)) lookup[String(index)] = value;
  });
  return formatTemplate(template, lookup);
}
