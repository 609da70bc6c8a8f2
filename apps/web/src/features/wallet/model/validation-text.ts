// A domain validation error (code + params) as translated text of the validation namespace.
import type { ValidationError } from '@aurum/domain';
import type { TFunction } from 'i18next';

export function validationText(
  tv: TFunction<'validation'>,
  error: ValidationError | null | undefined,
  patternText: string,
): string | null {
  if (!error) return null;
  if (error.code === 'PATTERN') return patternText;
  return tv(error.code, { ...error.params, defaultValue: tv('REQUIRED') });
}
