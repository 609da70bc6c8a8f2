import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export default function ProviderPage() {
  const { t } = useTranslation('pages');
  const { provider = '' } = useParams();
  const name = nameFromSlug(provider);
  useDocumentTitle('provider', name);
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumb
        items={[{ text: 'PROVIDERS', to: '/providers' }]}
        pageName={name}
        translatePageName={false}
      />
      <PageHeading icon={<Building2 size={22} />} title={name} intro={t('provider.intro')} />
    </div>
  );
}
