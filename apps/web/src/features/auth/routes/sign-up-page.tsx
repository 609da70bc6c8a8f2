import { Check, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';

const BENEFITS = ['welcome', 'payments', 'support'] as const;

export default function SignUpPage() {
  const { t } = useTranslation('pages');
  const { t: th } = useTranslation('home');
  const session = useSession();
  useDocumentTitle('signUp');

  if (session.status === 'user') return <Navigate replace to="/" />;

  return (
    <AuthCard>
      <PageHeading
        icon={<UserPlus size={22} />}
        title={t('signUp.title')}
        intro={t('signUp.intro')}
      />
      <ul className="flex flex-col gap-3">
        {BENEFITS.map((key) => (
          <li key={key} className="flex items-start gap-3 text-body-sm text-text">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-gold/15 text-gold">
              <Check size={14} strokeWidth={3} />
            </span>
            {th(`register.benefits.${key}`)}
          </li>
        ))}
      </ul>
      <p className="border-t border-border pt-5 text-body-sm text-muted">
        {t('signUp.haveAccount')}{' '}
        <Link to="/sign-in" className="font-semibold text-gold hover:text-gold-strong">
          {t('signUp.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
