// Translates a validation error of @aurum/domain (spec §5) with the `validation` namespace.
import type { ValidationError } from '@aurum/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useValidationMessage(): (
  error: ValidationError | null | undefined,
) => string | null {
  const { t } = useTranslation('validation');
  return useCallback(
    (error) => (error ? t(error.code, { ...error.params, defaultValue: error.code }) : null),
    [t],
  );
}
