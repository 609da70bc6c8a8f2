import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/app/error-screen';
import { AppRouter, preloadRoute } from '@/app/router';
import { watchCriticalStyles, wholeStylesheet } from '@/lib/critical-styles';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { currentLanguage, i18n, initI18n } from '@/lib/i18n';
import { ssrPayload } from '@/lib/ssr-data';
import { getToken } from '@/lib/token-store';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
adoptCspNonce();

// The service worker and install prompt (lib/pwa/pwa.ts) are background work the first screen
// does not need: their chunk loads after load, on the visitor's first input or 10 s later,
// whichever comes first, so neither it nor the worker's precaching competes with the first
// screen's art and lazy chunks (issue 16: nothing before first input unless visible).
// On a server-rendered page the app starts after the first paint (index.html's loader), often
// after `load` has fired already.
const afterLoad = (run: () => void) =>
  document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true });
afterLoad(() => {
  const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  const start = () => {
    clearTimeout(timer);
    events.forEach((name) => removeEventListener(name, start));
    void import('@/lib/pwa/pwa').then(
      (m) => m.registerServiceWorker(),
      () => undefined,
    );
  };
  const timer = setTimeout(start, 10_000);
  events.forEach((name) => addEventListener(name, start, { once: true, passive: true }));
});

const ssr = ssrPayload();
// A server-rendered page hydrates with its chunk and its namespaces already here (issue 16).
const hydrating = Boolean(ssr && !getToken());
// a page whose stylesheet the server cut gets the whole one before anything new is drawn
watchCriticalStyles();
// The server rendered this public page for a guest in its language (issue 16): it is hydrated,
// with its route's chunk and namespaces fetched first. A signed-in visitor, or one whose stored
// language the server could not know, gets a client render.
void initI18n().finally(async () => {
  const hydrate = hydrating && ssr!.language === currentLanguage();
  if (hydrate)
    await Promise.all([
      preloadRoute(window.location.pathname),
      i18n.loadNamespaces(ssr!.namespaces),
    ]).catch(() => undefined);
  const app = (
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>
  );
  if (hydrate) {
    // In a transition the hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of hydrating the shell in one long task (total blocking time).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // the server's markup gives way to the app's: with all of its styles
    await wholeStylesheet();
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
