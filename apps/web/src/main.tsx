import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/app/error-screen';
import { AppRouter } from '@/app/router';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { currentLanguage, initI18n } from '@/lib/i18n';
import { ssrPayload } from '@/lib/ssr-data';
import { getToken } from '@/lib/token-store';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
adoptCspNonce();

void initI18n().finally(() => {
  const app = (
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>
  );
  // The server rendered this public page for a guest in its language (issue 16): hydrate it. A
  // signed-in visitor, or one whose stored language the server could not know, gets a client render.
  const ssr = ssrPayload();
  if (ssr && !getToken() && ssr.language === currentLanguage()) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
