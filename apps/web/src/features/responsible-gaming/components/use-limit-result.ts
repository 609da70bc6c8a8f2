// What a limit change answered, as the notice under the row: applied now, waiting 24 hours,
// confirmed, cancelled, an RG refusal (a time-out running …) or another failure.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { bareRefusal, rgRefusalOfError } from '@/lib/rg-sign-out';
import type { RgRefusal } from '@/lib/api/rg-refusal';

export type LimitOutcome =
  | { kind: 'applied' | 'waiting' | 'confirmed' | 'cancelled' }
  | { kind: 'refusal'; refusal: RgRefusal }
  | { kind: 'error'; text: string };

type Answer =
  | { __typename: 'RgLimitChange'; applied: boolean }
  | { __typename: 'GeneralAppError'; code: string; message: string; rg: RgRefusal | null }
  | null
  | undefined;

export function useLimitResult(onChanged: () => void) {
  const { t, i18n } = useTranslation('errors');
  const [outcome, setOutcome] = useState<LimitOutcome | null>(null);
  /** Shows the answer; true when the change was accepted. */
  const handle = (
    answer: Answer,
    error: CombinedError | undefined,
    success?: 'confirmed' | 'cancelled',
  ): boolean => {
    if (answer?.__typename === 'RgLimitChange') {
      setOutcome({ kind: success ?? (answer.applied ? 'applied' : 'waiting') });
      onChanged();
      return true;
    }
    if (answer?.__typename === 'GeneralAppError') {
      if (answer.rg || answer.code.startsWith('RG_')) {
        setOutcome({ kind: 'refusal', refusal: answer.rg ?? bareRefusal(answer.code) });
      } else {
        const key = i18n.exists(`errors:${answer.code}.text`) ? answer.code : 'ERROR_DEFAULT';
        setOutcome({ kind: 'error', text: t(`${key}.text`) });
      }
      return false;
    }
    const refusal = rgRefusalOfError(error);
    if (refusal) setOutcome({ kind: 'refusal', refusal });
    else
      setOutcome({
        kind: 'error',
        text: t(error?.networkError ? 'NETWORK_ERROR.text' : 'ERROR_DEFAULT.text'),
      });
    return false;
  };
  return { outcome, handle, clear: () => setOutcome(null) };
}
