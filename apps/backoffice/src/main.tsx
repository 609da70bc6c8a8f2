import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setNonce } from 'get-nonce';
import { AppRouter } from '@/app/router';
import { initI18n } from '@/lib/i18n';
import { SessionProvider } from '@/lib/session';
import './styles.css';

// the response's CSP nonce (the server fills <meta property="csp-nonce">) for the <style> that
// Radix's scroll lock adds under a dialog
const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
const nonce = meta?.nonce || meta?.getAttribute('nonce');
if (nonce) setNonce(nonce);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <SessionProvider>
        <AppRouter />
      </SessionProvider>
    </StrictMode>,
  );
});
