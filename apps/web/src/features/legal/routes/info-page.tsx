// Informational pages (spec §1, §2.2): VIP (levels, benefits and the application form), FAQ (an
// accordion), about us, and the replenishment methods from the database.
import { CircleHelp, CreditCard, Crown, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeading } from '@/components/ui/page-heading';
import { OPERATOR_VALUES } from '@/lib/config';
import type { InfoKey } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { FaqList } from '../components/faq-list';
import { ReplenishmentMethods } from '../components/replenishment-methods';
import { RichText } from '../components/rich-text';
import { VipApplication } from '../components/vip-application';
import { VipLevels } from '../components/vip-levels';
import { contentSections } from '../model/legal-content';

const ICONS = { vip: Crown, faq: CircleHelp, about: Info, replenishment: CreditCard } as const;

function About() {
  const { t } = useTranslation('info');
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {contentSections(t, 'about').map((section) => (
        <section key={section.id} className="flex flex-col gap-2">
          <h2 className="text-subtitle font-semibold">{section.title}</h2>
          <RichText text={section.body} />
        </section>
      ))}
    </div>
  );
}

function Body({ page }: { page: InfoKey }) {
  switch (page) {
    case 'about':
      return <About />;
    case 'faq':
      return <FaqList />;
    case 'vip':
      return (
        <div className="flex flex-col gap-8">
          <VipLevels />
          <VipApplication />
        </div>
      );
    case 'replenishment':
      return <ReplenishmentMethods />;
  }
}

export function InfoPage({ page }: { page: InfoKey }) {
  const { t } = useTranslation(['pages', 'info']);
  const Icon = ICONS[page];
  useDocumentTitle(page);
  const title = t(`${page}.title`);
  return (
    <div className="flex flex-col gap-6">
      <Breadcrumb pageName={title} translatePageName={false} />
      <PageHeading
        icon={<Icon size={22} />}
        title={title}
        intro={t(`${page}.intro`, OPERATOR_VALUES)}
      />
      <Body page={page} />
    </div>
  );
}
