// Legal pages (spec §2.2): the heading, a short summary, the document itself in sections with a
// table of contents, and the list of every rule page. The operator name, licence number and
// support address come from configuration (lib/config).
import { ChevronRight, ScrollText, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { PageHeading } from '@/components/ui/page-heading';
import { cn } from '@/lib/cn';
import { OPERATOR_VALUES } from '@/lib/config';
import { RG_SETTINGS_PATH, RULE_LINKS, type RuleKey } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RichText } from '../components/rich-text';
import { LEGAL_UPDATED, contentSections, formatLongDate } from '../model/legal-content';

export function LegalPage({ page }: { page: RuleKey }) {
  const { t, i18n } = useTranslation('legal');
  const { t: tp } = useTranslation('pages');
  const { t: tc } = useTranslation('common');
  useDocumentTitle(page);
  const sections = contentSections(t, page);
  const title = tp(`legal.${page}.title`);
  return (
    <div className="flex flex-col gap-5">
      <Breadcrumb
        items={[{ text: 'RULES', to: '/terms-and-conditions' }]}
        pageName={title}
        translatePageName={false}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_260px] lg:gap-8">
        <article className="flex min-w-0 flex-col gap-5">
          <PageHeading icon={<ScrollText size={22} />} title={title} />
          <p className="text-caption text-muted">
            {t('updated', { date: formatLongDate(LEGAL_UPDATED, i18n.language) })}
          </p>
          <section className="rounded-xl border border-gold/20 bg-gold/5 p-5 md:p-6">
            <h2 className="mb-2 text-caption font-semibold tracking-wider text-gold uppercase">
              {tp('legal.summary')}
            </h2>
            <p className="text-body-sm leading-relaxed text-text/90 md:text-body md:leading-relaxed">
              {tp(`legal.${page}.summary`)}
            </p>
          </section>
          {page === 'responsibleGaming' ? (
            // the player's own controls (issue 14)
            <section
              data-testid="rg-settings-callout"
              className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center md:p-5"
            >
              <ShieldCheck size={28} aria-hidden="true" className="shrink-0 text-gold" />
              <div className="flex flex-1 flex-col gap-1">
                <h2 className="text-body font-semibold">{tc('rg.legalTitle')}</h2>
                <p className="text-body-sm text-muted">{tc('rg.legalText')}</p>
              </div>
              <Link
                to={RG_SETTINGS_PATH}
                className="inline-flex h-11 shrink-0 items-center justify-center rounded-xl bg-gold-gradient px-4 text-body-sm font-semibold text-on-gold"
              >
                {tc('rg.legalLink')}
              </Link>
            </section>
          ) : null}
          <p className="text-body-sm leading-relaxed text-text/90 md:text-body md:leading-relaxed">
            {t(`${page}.intro`, OPERATOR_VALUES)}
          </p>
          <nav
            aria-label={t('contents')}
            className="rounded-xl border border-border bg-surface p-4"
          >
            <h2 className="mb-2 text-caption font-semibold text-muted">{t('contents')}</h2>
            <ol className="flex flex-col gap-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="inline-flex min-h-11 items-center text-body-sm text-info hover:text-gold"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section) => (
            <section key={section.id} id={section.id} className="scroll-mt-24 flex flex-col gap-3">
              <h2 className="text-subtitle font-semibold text-text">{section.title}</h2>
              <RichText text={section.body} />
            </section>
          ))}
          <p className="border-t border-border pt-4 text-body-sm text-muted">
            {t('questions', OPERATOR_VALUES)}
          </p>
        </article>
        <nav
          aria-label={tp('legal.otherRules')}
          className="self-start rounded-xl border border-border bg-surface p-2 lg:sticky lg:top-24"
        >
          <h2 className="px-3 pt-2 pb-1 text-caption font-semibold text-muted">
            {tp('legal.otherRules')}
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
    </div>
  );
}
