// A profile sub-route: the breadcrumb header built from the path, the section's heading, then the
// section's own content (personal data and security here; each in its own lazy chunk).
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeading } from '@/components/ui/page-heading';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { breadcrumbFromPath, type ProfileSection } from '../model/sections';

const CONTENT: Partial<Record<ProfileSection['key'], LazyExoticComponent<ComponentType>>> = {
  personalData: lazy(() => import('../components/personal-data-form')),
  security: lazy(() => import('../components/security-settings')),
};

export function ProfileSectionPage({ section }: { section: ProfileSection['key'] }) {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const trail = breadcrumbFromPath(pathname);
  useDocumentTitle(section);
  const Content = CONTENT[section];
  return (
    <div className="flex flex-col gap-4 pb-6">
      <Breadcrumb items={trail.items} pageName={trail.pageName} />
      <PageHeading title={t(`${section}.title`)} intro={t(`${section}.intro`)} />
      {Content ? (
        <Suspense fallback={<PageSpinner />}>
          <Content />
        </Suspense>
      ) : null}
    </div>
  );
}
