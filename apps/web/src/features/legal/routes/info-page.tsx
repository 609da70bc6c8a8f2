// Informational pages (spec §1): VIP, FAQ, about us, replenishment methods.
import { CircleHelp, CreditCard, Crown, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/page-heading';
import type { InfoKey } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';

const ICONS = { vip: Crown, faq: CircleHelp, about: Info, replenishment: CreditCard } as const;

export function InfoPage({ page }: { page: InfoKey }) {
  const { t } = useTranslation('pages');
  const Icon = ICONS[page];
  useDocumentTitle(page);
  return (
    <PageHeading icon={<Icon size={22} />} title={t(`${page}.title`)} intro={t(`${page}.intro`)} />
  );
}
