import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary } from '@/app/error-screen';
import { AppRouter } from '@/app/router';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { initI18n } from '@/lib/i18n';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
adoptCspNonce();

// the service worker and install prompt, after the page has loaded (lib/pwa/pwa.ts)
window.addEventListener(
  'load',
  () => void import('@/lib/pwa/pwa').then((m) => m.registerServiceWorker()).catch(() => undefined),
);

void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>,
  );
});
