// One place turns a failed operation into a translated message: the server's `extensions.code`
// (the domain's error catalogue) is the key under `errors.` in the locale files.
import type { CombinedError } from '@urql/core';
import type { TFunction } from 'i18next';

export function errorCode(error: CombinedError | null | undefined): string | null {
  if (!error) return null;
  if (error.networkError) return 'NETWORK_ERROR';
  for (const e of error.graphQLErrors) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return error.graphQLErrors.length ? 'INTERNAL_ERROR' : null;
}

export function errorMessage(t: TFunction, error: CombinedError | null | undefined): string | null {
  const code = errorCode(error);
  if (!code) return null;
  return t(`errors.${code}`, { defaultValue: t('errors.UNKNOWN') });
}
