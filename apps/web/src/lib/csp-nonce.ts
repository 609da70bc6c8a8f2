// The page's CSP nonce (the server writes it into <meta property="csp-nonce">, see
// csp-manifest.ts) for the <style> elements libraries add at run time, which the strict
// style-src refuses without it: get-nonce is read by react-style-singleton (the scroll lock
// under a Radix dialog), and `cspNonce()` is handed to react-toastify's ToastContainer.
import { getNonce, setNonce } from 'get-nonce';

/** The nonce adopted from the page, if any. */
export function cspNonce(): string | undefined {
  return getNonce();
}

export function adoptCspNonce(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // browsers hide the attribute once the policy applies; the property keeps the value
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || null;
  if (nonce) setNonce(nonce);
  return nonce;
}
