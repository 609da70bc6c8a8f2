// A failed play, inline next to the bet controls (not a toast): the code's title and text from
// the `errors` namespace, with the way out where there is one (top up, sign in).
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RgRefusalAlert } from '@/components/rg-refusal-alert';
import { openModal } from '@/lib/modal-store';
import { rgRefusalFor, type PlayErrorKey } from '../model/play-errors';

export function PlayErrorAlert({
  code,
  values,
}: {
  code: PlayErrorKey;
  /** interpolation: the table's min and max, formatted */
  values?: Record<string, string>;
}) {
  const { t } = useTranslation(['errors', 'play']);
  if (code.startsWith('RG_')) {
    // responsible gaming: the limit's amount left, the end date … and the way to the limits
    return <RgRefusalAlert refusal={rgRefusalFor(code) ?? { code }} />;
  }
  return (
    <div
      role="alert"
      data-testid="play-error"
      data-code={code}
      className="flex gap-2.5 rounded-lg border border-danger/40 bg-danger/10 p-3 text-body-sm"
    >
      <CircleAlert size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-danger">{t(`errors:${code}.title`, values)}</p>
        <p className="text-text">{t(`errors:${code}.text`, values)}</p>
        {code === 'INSUFFICIENT_FUNDS' ? (
          <button
            type="button"
            onClick={() => openModal('deposit')}
            className="min-h-11 self-start font-semibold text-gold hover:text-gold-strong"
          >
            {t('play:errorActions.deposit')}
          </button>
        ) : code === 'SIGN_IN_TO_PLAY' || code === 'UNAUTHORIZED' ? (
          <Link
            to="/sign-in"
            className="inline-flex min-h-11 items-center self-start font-semibold text-gold hover:text-gold-strong"
          >
            {t('play:errorActions.signIn')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
