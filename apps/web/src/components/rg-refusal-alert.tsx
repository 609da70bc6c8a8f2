// A responsible-gaming refusal, inline where it happened (deposit, bet, withdrawal, sign-in): the
// code's title and text from `errors`, then its detail line with the amount left or the end date
// formatted for the interface language, and a link to the player's limits where that helps.
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRgDetail, rgRefusalValues, type RgRefusal } from '@/lib/api/rg-refusal';
import { cn } from '@/lib/cn';
import { RG_SETTINGS_PATH } from '@/lib/navigation';

const LIMIT_CODES = new Set(['RG_DEPOSIT_LIMIT', 'RG_LOSS_LIMIT', 'RG_WAGER_LIMIT']);

export function RgRefusalAlert({
  refusal,
  showLink = true,
  detailKey: ownDetailKey,
  className,
}: {
  refusal: Partial<RgRefusal> & { code: string };
  /** a link to the limits page (for limit refusals) */
  showLink?: boolean;
  /** the `errors` key of the detail line when the flow knows better than the data (registration) */
  detailKey?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation(['errors', 'common']);
  const { code } = refusal;
  const values = rgRefusalValues(refusal, i18n.language);
  const detailKey =
    refusal.indefinite && i18n.exists(`errors:${code}.detailIndefinite`)
      ? `errors:${code}.detailIndefinite`
      : `errors:${code}.detail`;
  const detail = ownDetailKey
    ? t(`errors:${ownDetailKey}`)
    : hasRgDetail(refusal) && i18n.exists(detailKey)
      ? t(detailKey, values)
      : null;
  const known = i18n.exists(`errors:${code}.title`);
  return (
    <div
      role="alert"
      data-testid="rg-refusal"
      data-code={code}
      className={cn(
        'flex gap-2.5 rounded-lg border border-danger/40 bg-danger/10 p-3 text-body-sm',
        className,
      )}
    >
      <ShieldAlert size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-danger">
          {t(known ? `errors:${code}.title` : 'errors:ERROR_DEFAULT.title')}
        </p>
        <p className="text-text">
          {t(known ? `errors:${code}.text` : 'errors:ERROR_DEFAULT.text', values)}
        </p>
        {detail && detail !== t(`errors:${code}.text`, values) ? (
          <p className="text-text" data-testid="rg-refusal-detail">
            {detail}
          </p>
        ) : null}
        {showLink && LIMIT_CODES.has(code) ? (
          <Link
            to={RG_SETTINGS_PATH}
            className="inline-flex min-h-11 items-center self-start font-semibold text-gold hover:text-gold-strong"
          >
            {t('common:rg.myLimits')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
