import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function FavouritesPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle('favourites');
  return (
    <PageHeading
      icon={<Heart size={22} />}
      title={t('favourites.title')}
      intro={t('favourites.intro')}
    />
  );
}
