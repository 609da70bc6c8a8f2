import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { PageHeading } from '@/components/ui/page-heading';
import { safeReturnPath } from '@/lib/auth-redirect';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';

export default function SignInPage() {
  const { t } = useTranslation('pages');
  const session = useSession();
  const [params] = useSearchParams();
  useDocumentTitle('signIn');

  // A signed-in player is sent to the return target (spec §2.2).
  if (session.status === 'user')
    return <Navigate replace to={safeReturnPath(params.get('return'))} />;
  if (session.status === 'loading') return <PageSpinner />;

  return (
    <AuthCard>
      <PageHeading
        icon={<LogIn size={22} className="rtl:-scale-x-100" />}
        title={t('signIn.title')}
        intro={t('signIn.intro')}
      />
      <div className="flex flex-col gap-3 border-t border-border pt-5 text-body-sm">
        <button
          type="button"
          onClick={() => openModal('forgotPassword')}
          className="self-start font-semibold text-info transition-colors hover:text-gold"
        >
          {t('signIn.forgotPassword')}
        </button>
        <p className="text-muted">
          {t('signIn.noAccount')}{' '}
          <Link to="/sign-up" className="font-semibold text-gold hover:text-gold-strong">
            {t('signIn.register')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
