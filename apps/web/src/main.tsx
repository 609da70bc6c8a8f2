import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/app/error-screen';
import { AppRouter, preloadRoute } from '@/app/router';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { currentLanguage, i18n, initI18n } from '@/lib/i18n';
import { ssrPayload } from '@/lib/ssr-data';
import { getToken } from '@/lib/token-store';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
adoptCspNonce();

const ssr = ssrPayload();
// A server-rendered page hydrates with its chunk and its namespaces already here (issue 16).
const hydrating = Boolean(ssr && !getToken());
const ready = initI18n().then(() =>
  hydrating && ssr!.language === currentLanguage()
    ? Promise.all([preloadRoute(window.location.pathname), i18n.loadNamespaces(ssr!.namespaces)])
    : null,
);

void ready.finally(() => {
  const app = (
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>
  );
  // The server rendered this public page for a guest in its language (issue 16): hydrate it. A
  // signed-in visitor, or one whose stored language the server could not know, gets a client render.
  if (hydrating && ssr!.language === currentLanguage()) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
