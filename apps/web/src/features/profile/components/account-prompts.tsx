// The signed-in prompts of the side menu (spec §2.7, §4.6): fill out the form while the profile
// is incomplete, confirm the email while it is unconfirmed (with resend).
import { isProfileFilled } from '@aurum/domain';
import { ClipboardList, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { USER_PROFILE_DETAILS_QUERY } from '../api/user-profile-details';
import { useResendConfirmation } from './use-resend-confirmation';

export function ConfirmEmailPrompt() {
  const { t } = useTranslation('profile');
  const { resend, sending, secondsLeft } = useResendConfirmation();
  return (
    <div
      role="status"
      data-testid="confirm-email-prompt"
      className="flex flex-col gap-2 rounded-xl border border-warning/40 bg-warning/10 p-3"
    >
      <p className="flex items-center gap-2 text-body-sm font-semibold text-warning">
        <MailWarning size={18} aria-hidden="true" className="shrink-0" />
        {t('prompts.confirmEmailTitle')}
      </p>
      <p className="text-caption text-text/80">{t('prompts.confirmEmailText')}</p>
      <Button
        variant="outline"
        size="sm"
        loading={sending}
        onClick={() => void resend()}
        className="min-h-11"
      >
        {secondsLeft > 0 ? t('email.resendIn', { seconds: secondsLeft }) : t('email.resend')}
      </Button>
    </div>
  );
}

export function AccountPrompts() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  const [{ data }] = useQuery({ query: USER_PROFILE_DETAILS_QUERY, pause: !user });
  const details = data?.userProfileDetails;
  if (!user) return null;
  const incomplete = details ? !isProfileFilled(details) : false;
  if (!incomplete && user.emailConfirmed) return null;
  return (
    <div className="flex flex-col gap-2">
      {incomplete ? (
        <Link
          to="/profile/personal-data"
          data-testid="fill-profile-prompt"
          className="flex min-h-11 items-start gap-3 rounded-xl border border-info/40 bg-info/10 p-3 transition-colors hover:border-info"
        >
          <ClipboardList size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-info" />
          <span className="flex flex-col">
            <span className="text-body-sm font-semibold text-info">{t('prompts.fillTitle')}</span>
            <span className="text-caption text-muted">{t('prompts.fillText')}</span>
          </span>
        </Link>
      ) : null}
      {user.emailConfirmed ? null : <ConfirmEmailPrompt />}
    </div>
  );
}
