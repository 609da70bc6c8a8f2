// The standard layout (spec §2.1, §2.7): fixed header, side menu (a drawer on phones and tablets,
// a persistent sidebar from lg = 1024 px, desktop), content, footer, mobile bottom bar, right
// drawer and the scroll-to-top button. The sidebar's chunk loads lazily after the first paint.
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Drawer } from '@/components/ui/drawer';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { WIDE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { loadSideMenu } from './load-side-menu';
import { ShellContext, type RightView, type ShellState } from './shell-context';

// The menu (behind the burger below lg) loads in its own chunk right after the first paint; the
// footer (below the fold) at the first scroll or key press — keeping the first route small.
const SideMenu = lazy(loadSideMenu);
const Footer = lazy(() => import('./footer'));
// The right drawer loads the first time it opens — not on the first route.
const RightDrawer = lazy(() => import('./right-drawer').then((m) => ({ default: m.RightDrawer })));
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top-button').then((m) => ({ default: m.ScrollToTopButton })),
);

const nothing = () => 0;
const screenHeight = () => window.innerHeight;

/**
 * True once the window has been scrolled past `distance()` pixels — or, with `onKeyboard`, once
 * a key is pressed (a keyboard user tabbing towards it) — then stays true.
 */
function useScrolledPast(distance: () => number, onKeyboard = false): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => {
      if (window.scrollY > distance()) setScrolled(true);
    };
    const onKey = () => setScrolled(true);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    if (onKeyboard) window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('keydown', onKey);
    };
  }, [scrolled, distance, onKeyboard]);
  return scrolled;
}

function MenuFallback() {
  return (
    <div className="flex h-full items-center justify-center">
      <Spinner />
    </div>
  );
}

export function AppLayout() {
  const { t } = useTranslation('common');
  const wide = useMediaQuery(WIDE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const [right, setRight] = useState<{ open: boolean; view: RightView }>({
    open: false,
    view: 'notifications',
  });
  const rightOpen = right.open;
  const [rightLoaded, setRightLoaded] = useState(false);
  if (rightOpen && !rightLoaded) setRightLoaded(true);
  // The footer starts below the fold (main is at least a screen tall): it loads at the first
  // scroll; the scroll-to-top button after a screen of scroll (it only appears after that).
  const footerWanted = useScrolledPast(nothing, true);
  const scrolledOnce = useScrolledPast(screenHeight);
  const setRightOpen = useCallback((open: boolean, view?: RightView) => {
    setRight((current) => ({ open, view: open ? (view ?? 'notifications') : current.view }));
  }, []);
  // Once opened, the drawer's menu stays mounted so closing can slide it out.
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpen && !menuLoaded) setMenuLoaded(true);
  const location = useLocation();

  // Navigating closes the drawers.
  useEffect(() => {
    setMenuOpen(false);
    setRightOpen(false);
  }, [location.pathname, location.search, setRightOpen]);

  const shell = useMemo<ShellState>(
    () => ({ menuOpen, setMenuOpen, rightOpen, setRightOpen, rightView: right.view }),
    [menuOpen, rightOpen, setRightOpen, right.view],
  );

  return (
    <ShellContext.Provider value={shell}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[100] focus:rounded-lg focus:bg-gold focus:px-3 focus:py-2 focus:text-on-gold"
      >
        {t('a11y.skipToContent')}
      </a>
      <Header />
      {wide ? (
        <aside
          id="side-menu"
          aria-label={t('menu.title')}
          className="fixed start-0 top-header bottom-0 z-30 w-sidebar border-e border-border bg-surface"
        >
          <Suspense fallback={<MenuFallback />}>
            <SideMenu />
          </Suspense>
        </aside>
      ) : (
        <Drawer
          id="side-menu"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          side="start"
          label={t('menu.title')}
        >
          {menuLoaded ? (
            <Suspense fallback={<MenuFallback />}>
              <SideMenu inDrawer onClose={() => setMenuOpen(false)} />
            </Suspense>
          ) : null}
        </Drawer>
      )}
      <div className="flex min-h-dvh flex-col pt-header pb-[calc(var(--spacing-bottom-bar)+env(safe-area-inset-bottom))] md:pb-0 lg:ps-sidebar">
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto min-h-[calc(100dvh-var(--spacing-header))] w-full max-w-content flex-1 px-4 pt-4 outline-none md:px-6 md:pt-6"
        >
          {/* At least a screen tall: the footer starts below the fold, so a route's spinner
              giving way to its page never moves the footer on screen (CLS, issue 19 item 10). */}
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        {/* Until the footer loads, a placeholder keeps the page taller than the screen, so the
            scrollbar is there from the first paint and never narrows the page later (CLS). */}
        {footerWanted ? (
          <Suspense fallback={<div aria-hidden className="h-64" />}>
            <Footer />
          </Suspense>
        ) : (
          <div aria-hidden className="h-64" />
        )}
      </div>
      <BottomBar />
      {rightLoaded ? (
        <Suspense fallback={null}>
          <RightDrawer />
        </Suspense>
      ) : null}
      {scrolledOnce ? (
        <Suspense fallback={null}>
          <ScrollToTopButton />
        </Suspense>
      ) : null}
    </ShellContext.Provider>
  );
}
