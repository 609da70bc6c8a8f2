// The fixed 56 px header (spec §2.1): burger, logo, and on the end side a spinner while the
// session loads, Login / Register / language for guests, the player's slots when signed in.
import { Bell, Globe, Menu, Search } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { currentLanguage } from '@/lib/i18n';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { loadSideMenu } from './load-side-menu';
import { Logo } from './logo';
import { useShell } from './shell-context';

// Signed-in only: the chip (and its balance subscription) is a lazily loaded chunk.
const BalanceChip = lazy(() => import('@/features/wallet/components/balance-chip'));
const NotificationBell = lazy(
  () => import('@/features/notifications/components/notification-bell'),
);

export function LanguageButton() {
  const { t } = useTranslation('common');
  const language = currentLanguage();
  return (
    <button
      type="button"
      onClick={() => openModal('language')}
      // the visible code is part of the name (WCAG 2.5.3 label in name)
      aria-label={`${t('header.language', { language: t(`languages.${language}`) })}, ${language.toUpperCase()}`}
      className="flex h-10 items-center gap-1.5 rounded-xl border border-border px-2.5 text-body-sm font-semibold text-text uppercase transition-colors hover:border-gold/50 hover:text-gold"
    >
      <Globe size={18} aria-hidden="true" className="text-muted" />
      <span dir="ltr">{language}</span>
    </button>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const session = useSession();
  const { menuOpen, setMenuOpen, setRightOpen } = useShell();

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header border-b border-border bg-surface/90 backdrop-blur-md supports-[backdrop-filter]:bg-surface/80">
      <div className="flex h-full items-center gap-1 px-2 md:gap-2 md:px-4">
        <button
          type="button"
          onClick={() => setMenuOpen(!menuOpen)}
          onPointerEnter={() => void loadSideMenu()}
          onFocus={() => void loadSideMenu()}
          onTouchStart={() => void loadSideMenu()}
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          className="flex size-11 items-center justify-center rounded-xl text-text transition-colors hover:bg-surface-2 lg:hidden"
        >
          <Menu size={24} />
        </button>
        <div className="lg:ps-2">
          <Logo compact />
        </div>

        <div className="ms-auto flex items-center gap-1.5 md:gap-2">
          <button
            type="button"
            onClick={() => openModal('search')}
            aria-label={t('bottomBar.search')}
            data-testid="header-search"
            className="hidden size-11 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-gold md:flex"
          >
            <Search size={22} />
          </button>
          {session.status === 'loading' ? (
            <Spinner size={24} className="mx-3" />
          ) : session.status === 'user' ? (
            <>
              <div data-slot="balance" className="flex items-center">
                <Suspense fallback={null}>
                  <BalanceChip />
                </Suspense>
              </div>
              <Suspense
                fallback={
                  <button
                    type="button"
                    onClick={() => setRightOpen(true)}
                    aria-label={t('header.notifications')}
                    className="flex size-11 items-center justify-center rounded-xl text-text transition-colors hover:bg-surface-2"
                  >
                    <Bell size={22} />
                  </button>
                }
              >
                <NotificationBell onOpen={() => setRightOpen(true)} />
              </Suspense>
              <Link
                to="/profile"
                aria-label={t('header.profile')}
                className="flex size-10 items-center justify-center rounded-full bg-gold-gradient text-body-sm font-semibold text-on-gold uppercase"
              >
                {session.user?.email.charAt(0) ?? ''}
              </Link>
            </>
          ) : (
            <>
              <ButtonLink
                to="/sign-in"
                variant="secondary"
                size="sm"
                className="px-3 md:h-10 md:px-4"
              >
                {t('header.login')}
              </ButtonLink>
              <ButtonLink to="/sign-up" size="sm" className="px-3 md:h-10 md:px-4">
                {t('header.register')}
              </ButtonLink>
              <LanguageButton />
            </>
          )}
        </div>
      </div>
    </header>
  );
}
