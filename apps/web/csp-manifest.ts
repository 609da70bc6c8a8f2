// Build-time half of the Content-Security-Policy (the server's half: apps/server/src/http/
// security-headers.ts). The build writes `dist/csp.json`:
//   - `noncePlaceholder`: the value Vite puts in every nonce attribute (html.cspNonce) and in
//     <meta property="csp-nonce">; the server replaces it with a fresh nonce per response;
//   - `sources`: the third-party origins this build talks to, per directive, from the same
//     VITE_* variables that configured the bundle. The trust seal's script origin and LiveChat's
//     origins appear ONLY when they are configured; unconfigured builds list none.
// The server accepts only https:/wss: host sources from this file, never keywords.
import type { Plugin } from 'vite';

export const CSP_NONCE_PLACEHOLDER = '__AURUM_CSP_NONCE__';

export type CspDirective = 'script-src' | 'img-src' | 'connect-src' | 'frame-src' | 'font-src';
export type CspSources = Partial<Record<CspDirective, string[]>>;

/** The origins LiveChat's widget needs (LiveChat's "Use LiveChat with Content Security Policy"). */
export const LIVE_CHAT_SOURCES: CspSources = {
  'script-src': ['https://*.livechatinc.com'],
  'connect-src': ['https://*.livechatinc.com', 'wss://*.livechatinc.com'],
  'frame-src': ['https://*.livechatinc.com'],
  'img-src': ['https://*.livechatinc.com', 'https://*.livechat-files.com'],
  'font-src': ['https://*.livechatinc.com'],
};

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The third-party sources a build configured with `env` needs. */
export function cspSources(env: Record<string, string | undefined>): CspSources {
  const out: CspSources = {};
  const add = (directive: CspDirective, values: readonly string[]) => {
    const list = (out[directive] ??= []);
    for (const v of values) if (!list.includes(v)) list.push(v);
  };
  // the trust seal: its script, the seal image it draws and the verification page it may frame
  const seal = env.VITE_TRUST_SEAL_ID ? originOf(env.VITE_TRUST_SEAL_SCRIPT_URL) : null;
  if (seal) for (const d of ['script-src', 'img-src', 'frame-src'] as const) add(d, [seal]);
  if (env.VITE_LIVE_CHAT_LICENSE) {
    for (const [d, values] of Object.entries(LIVE_CHAT_SOURCES)) add(d as CspDirective, values);
  }
  return out;
}

/** Emits dist/csp.json for the server. */
export function cspManifest(): Plugin {
  let sources: CspSources = {};
  return {
    name: 'aurum-csp-manifest',
    apply: 'build',
    configResolved(config) {
      sources = cspSources(config.env as Record<string, string | undefined>);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'csp.json',
        source: `${JSON.stringify({ noncePlaceholder: CSP_NONCE_PLACEHOLDER, sources }, null, 2)}\n`,
      });
    },
  };
}
