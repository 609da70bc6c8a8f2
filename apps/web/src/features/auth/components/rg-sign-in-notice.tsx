// Responsible gaming on the sign-in page (issue 14): why the player was signed out (a session
// limit, a break or exclusion taken on another device), or why sign-in is refused (RG_TIME_OUT,
// RG_SELF_EXCLUDED … with the end date in the interface language), and — once a break,
// exclusion or closure has ended — the request to return.
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import { Button } from '@/components/ui/button';
import { formatRgDate, type RgRefusal } from '@/lib/api/rg-refusal';
import { getRgSignOutReason, subscribeRgSignOutReason } from '@/lib/rg-sign-out';
import { REQUEST_RG_RETURN_MUTATION } from '../api/rg-return';

/** Codes after which the player may ask to return. */
const RETURNABLE = new Set(['RG_RETURN_REQUIRED', 'RG_ACCOUNT_CLOSED']);

export function useRgSignOutReason(): RgRefusal | null {
  return useSyncExternalStore(subscribeRgSignOutReason, getRgSignOutReason, getRgSignOutReason);
}

export function RgSignInNotice({
  refusal,
  email,
  password,
}: {
  refusal: RgRefusal;
  email: string;
  password: string;
}) {
  const { t, i18n } = useTranslation('rg');
  const [state, request] = useMutation(REQUEST_RG_RETURN_MUTATION);
  const [availableAt, setAvailableAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<RgRefusal | null>(null);
  return (
    <div className="flex flex-col gap-3" data-testid="rg-sign-in">
      <RgRefusalAlert refusal={failure ?? refusal} showLink={false} />
      {RETURNABLE.has(refusal.code) && !availableAt ? (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3">
          <p className="text-body-sm font-semibold">{t('return.title')}</p>
          <p className="text-caption text-muted">{t('return.text')}</p>
          <Button
            variant="secondary"
            className="self-start"
            loading={state.fetching}
            disabled={!email || !password}
            onClick={async () => {
              const r = await request({ email, password });
              const answer = r.data?.requestRgReturn;
              if (answer?.__typename === 'RgReturnSuccess') setAvailableAt(answer.availableAt);
              else if (answer?.__typename === 'GeneralAppError')
                setFailure(
                  answer.rg ?? {
                    ...refusal,
                    code: answer.code,
                    until: null,
                  },
                );
            }}
          >
            {t('return.submit')}
          </Button>
        </div>
      ) : null}
      {availableAt ? (
        <p
          role="status"
          className="rounded-lg border border-success/30 bg-success/10 px-3 py-2 text-body-sm text-success"
        >
          {t('return.done', { date: `\u2068${formatRgDate(availableAt, i18n.language)}\u2069` })}
        </p>
      ) : null}
    </div>
  );
}
