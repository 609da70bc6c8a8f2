import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle('resetPassword');
  return (
    <AuthCard>
      <PageHeading
        icon={<KeyRound size={22} />}
        title={t('resetPassword.title')}
        intro={t('resetPassword.intro')}
      />
    </AuthCard>
  );
}
