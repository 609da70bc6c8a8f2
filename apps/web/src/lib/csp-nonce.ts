// The page's CSP nonce (the server writes it into <meta property="csp-nonce">, see
// csp-manifest.ts) handed to get-nonce, which react-style-singleton reads when it adds the
// <style> element that locks scrolling under a dialog (Radix → react-remove-scroll). Without it
// the strict style-src would refuse that element.
import { setNonce } from 'get-nonce';

export function adoptCspNonce(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // browsers hide the attribute once the policy applies; the property keeps the value
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || null;
  if (nonce) setNonce(nonce);
  return nonce;
}
