// A profile sub-route: the breadcrumb header built from the path, then the section's heading.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeading } from '@/components/ui/page-heading';
import { useDocumentTitle } from '@/lib/use-document-title';
import { breadcrumbFromPath, type ProfileSection } from '../model/sections';

export function ProfileSectionPage({ section }: { section: ProfileSection['key'] }) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const trail = breadcrumbFromPath(pathname);
  useDocumentTitle(section);
  return (
    <div className="flex flex-col gap-4">
      <Breadcrumb items={trail.items} pageName={trail.pageName} />
      <PageHeading title={t(`${section}.title`)} intro={t(`${section}.intro`)} />
    </div>
  );
}
