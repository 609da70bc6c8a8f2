// Legal pages (spec §2.2): the heading, a one-paragraph summary of what the document covers, and
// the list of every rule page.
import { ChevronRight, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { cn } from '@/lib/cn';
import { RULE_LINKS, type RuleKey } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';

export function LegalPage({ page }: { page: RuleKey }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  useDocumentTitle(page);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_260px] lg:gap-8">
      <article className="flex flex-col gap-5">
        <PageHeading icon={<ScrollText size={22} />} title={t(`legal.${page}.title`)} />
        <section className="rounded-xl border border-border bg-surface p-5 md:p-6">
          <h2 className="mb-2 text-caption font-semibold tracking-wider text-gold uppercase">
            {t('legal.summary')}
          </h2>
          <p className="text-body-sm leading-relaxed text-text/90 md:text-body md:leading-relaxed">
            {t(`legal.${page}.summary`)}
          </p>
        </section>
      </article>
      <nav
        aria-label={t('legal.otherRules')}
        className="self-start rounded-xl border border-border bg-surface p-2"
      >
        <h2 className="px-3 pt-2 pb-1 text-caption font-semibold text-muted">
          {t('legal.otherRules')}
        </h2>
        <ul className="flex flex-col">
          {RULE_LINKS.map(({ key, to }) => (
            <li key={key}>
              <NavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-2 rounded-lg px-3 text-body-sm transition-colors',
                    isActive
                      ? 'bg-gold/10 font-semibold text-gold'
                      : 'text-text hover:bg-surface-2',
                  )
                }
              >
                <span className="flex-1">{tc(`rules.${key}`)}</span>
                <ChevronRight size={16} className="text-muted rtl:-scale-x-100" />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
