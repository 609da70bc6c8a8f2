// The toast container (spec §8, §9): top-center, 6 s, dark, at most 3. Loaded with its styles on
// the first notification only.
import { TOASTS } from '@aurum/domain';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast-host.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '@/lib/csp-nonce';
import { toastHostMounted } from '@/lib/toast';

export default function ToastHost() {
  const { i18n } = useTranslation('common');
  useEffect(() => toastHostMounted(), []);
  return (
    <ToastContainer
      position={TOASTS.position}
      autoClose={TOASTS.autoCloseMs}
      theme={TOASTS.theme}
      limit={TOASTS.limit}
      rtl={i18n.dir() === 'rtl'}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
      // its built-in stylesheet is a <style> element: it must carry the page's CSP nonce
      nonce={cspNonce()}
    />
  );
}
