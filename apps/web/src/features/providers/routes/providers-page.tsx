import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ProvidersPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle('providers');
  return (
    <PageHeading
      icon={<Building2 size={22} />}
      title={t('providers.title')}
      intro={t('providers.intro')}
    />
  );
}
