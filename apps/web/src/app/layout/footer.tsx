// The footer (spec §2.7): the links block, game categories and rules, then the 18+ notice and ©.
import { HOME_CATEGORY_CARDS } from '@aurum/domain';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TrustSeal } from '@/features/legal/components/trust-seal';
import { INFO_LINKS, RG_SETTINGS_PATH, RULE_LINKS, categoryPath } from '@/lib/navigation';
import { promptInstall, useInstallPromptAvailable } from '@/lib/pwa/pwa';
import { Logo } from './logo';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-caption font-semibold tracking-wider text-muted uppercase">{title}</h2>
      <ul className="flex flex-col gap-2">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="text-body-sm text-text/80 transition-colors hover:text-gold">
        {children}
      </Link>
    </li>
  );
}

/** "Install app", while the browser holds an install prompt (lib/pwa/pwa.ts). */
function InstallAppButton() {
  const { t } = useTranslation('pwa');
  const available = useInstallPromptAvailable();
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      title={t('installHint')}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl border border-gold/50 px-4 text-body-sm font-semibold text-gold transition-colors hover:bg-gold/10"
    >
      <Download size={16} aria-hidden="true" />
      {t('install')}
    </button>
  );
}

export default function Footer() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <footer className="mt-12 border-t border-border bg-surface/60">
      <div className="mx-auto flex max-w-content flex-col gap-8 px-4 py-10 md:px-6">
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          <div className="col-span-2 flex flex-col gap-4 md:col-span-1">
            <Logo />
            <p className="text-body-sm text-muted">{t('tagline')}</p>
            <InstallAppButton />
          </div>
          <Column title={t('footer.links')}>
            {INFO_LINKS.map(({ key, to }) => (
              <FooterLink key={key} to={to}>
                {t(`footer.${key}`)}
              </FooterLink>
            ))}
          </Column>
          <Column title={t('footer.categories')}>
            {HOME_CATEGORY_CARDS.map((name) => (
              <FooterLink key={name} to={categoryPath(name)}>
                {t(`categories.${name}`)}
              </FooterLink>
            ))}
          </Column>
          <Column title={t('footer.rules')}>
            {RULE_LINKS.map(({ key, to }) => (
              <FooterLink key={key} to={to}>
                {t(`rules.${key}`)}
              </FooterLink>
            ))}
          </Column>
        </div>

        <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 md:flex-row md:items-center">
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full border-2 border-danger text-body font-semibold text-danger"
            dir="ltr"
          >
            {t('footer.adultsOnly')}
          </span>
          <div className="flex flex-col gap-1">
            <p className="text-body-sm font-semibold">{t('footer.responsibleTitle')}</p>
            <p className="text-caption text-muted">
              {t('footer.responsibleText')}{' '}
              <Link to="/responisble-gaming" className="font-semibold text-info hover:text-gold">
                {t('footer.responsibleLink')}
              </Link>
            </p>
            <Link
              to={RG_SETTINGS_PATH}
              data-testid="footer-rg-settings"
              className="inline-flex min-h-11 items-center self-start text-body-sm font-semibold text-gold hover:text-gold-strong"
            >
              {t('rg.settingsLink')}
            </Link>
          </div>
          <TrustSeal />
        </div>

        <p className="text-caption text-muted">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
