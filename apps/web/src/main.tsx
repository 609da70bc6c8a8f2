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

// The service worker and install prompt (lib/pwa/pwa.ts) are background work the first screen
// does not need: their chunk loads after load, on the visitor's first input or 10 s later,
// whichever comes first, so neither it nor the worker's precaching competes with the first
// screen's art and lazy chunks (issue 16: nothing before first input unless visible).
window.addEventListener('load', () => {
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

void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>,
  );
});
