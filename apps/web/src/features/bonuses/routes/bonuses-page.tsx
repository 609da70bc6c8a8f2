// Bonus list or one bonus's details (spec §2.2): /bonuses and /bonuses/:id.
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

const KNOWN = ['welcome', 'cashback', 'high-roller', 'crypto'] as const;

export default function BonusesPage() {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  const known = id && (KNOWN as readonly string[]).includes(id) ? id : null;
  const name = id ? (known ? t(`bonuses.names.${known}`) : t('bonuses.title')) : null;
  useDocumentTitle('bonuses', name);

  if (!id) {
    return (
      <PageHeading
        icon={<Gift size={22} />}
        title={t('bonuses.title')}
        intro={t('bonuses.intro')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumb
        items={[{ text: 'BONUSES', to: '/bonuses' }]}
        pageName={name ?? ''}
        translatePageName={false}
      />
      <PageHeading icon={<Gift size={22} />} title={name} intro={t('bonuses.detailsIntro')} />
    </div>
  );
}
