// Browser security headers for every response (@fastify/helmet plus a Permissions-Policy).
//
// Content-Security-Policy, one policy for the SPA and the pages the server renders (sandbox
// checkout, sandbox chain console, the "not built" note):
//   - scripts only from this origin, plus the SHA-256 hash of each inline <script> of the built
//     index.html (computed when the server starts) — no 'unsafe-inline', no 'unsafe-eval';
//   - styles from this origin plus a per-response nonce: the <style> blocks the server renders
//     carry it, and so do the <style> elements react-remove-scroll adds under dialogs (the SPA
//     reads the nonce from <meta property="csp-nonce">, see apps/web/src/lib/csp-nonce.ts);
//     React's `style` props go through the CSSOM, which CSP does not govern;
//   - third-party origins (trust seal, LiveChat) only when the web build was configured with
//     them: the build lists them in dist/csp.json (apps/web/csp-manifest.ts);
//   - frame-ancestors 'none' (and X-Frame-Options: DENY for old browsers), object-src 'none',
//     base-uri 'none', form-action limited to this origin and PUBLIC_URL's.
// HSTS only when PUBLIC_URL is https (on plain http it would be ignored, and on a local setup it
// would pin localhost to https). docs/hard-edge-notes.md explains every directive.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';

/** The nonce placeholder of builds without dist/csp.json (and of the web's csp-manifest.ts). */
export const DEFAULT_NONCE_PLACEHOLDER = '__AURUM_CSP_NONCE__';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const EXTRA_DIRECTIVES = ['script-src', 'img-src', 'connect-src', 'frame-src', 'font-src'] as const;
type ExtraDirective = (typeof EXTRA_DIRECTIVES)[number];

/** Only plain https/wss host sources may come from the build manifest — never a keyword. */
const hostSource = z
  .string()
  .regex(/^(https|wss):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i);
const manifestSchema = z.object({
  noncePlaceholder: z
    .string()
    .regex(/^[A-Za-z0-9_]{8,64}$/)
    .optional(),
  sources: z.partialRecord(z.enum(EXTRA_DIRECTIVES), z.array(hostSource)).optional(),
});

/** What the security headers need to know about the SPA shell being served. */
export interface SpaShell {
  /** index.html with the nonce placeholder, or null when the SPA is not built */
  template: string | null;
  noncePlaceholder: string;
  /** `'sha256-…'` of every inline script in index.html */
  scriptHashes: string[];
  /** third-party sources the build was configured with */
  sources: Partial<Record<ExtraDirective, string[]>>;
}

/** `'sha256-…'` sources for the inline (src-less) scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Reads the built index.html and dist/csp.json once, at startup. */
export function loadSpaShell(webDist: string, log?: { warn: (o: object, m: string) => void }) {
  const indexFile = path.join(webDist, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  let manifest: z.infer<typeof manifestSchema> = {};
  const manifestFile = path.join(webDist, 'csp.json');
  if (fs.existsSync(manifestFile)) {
    try {
      manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
    } catch (error) {
      // a manifest we cannot trust adds nothing: the policy stays at its strict default
      log?.warn({ err: error, manifestFile }, 'ignoring an invalid csp.json');
    }
  }
  return {
    template,
    noncePlaceholder: manifest.noncePlaceholder ?? DEFAULT_NONCE_PLACEHOLDER,
    scriptHashes: template ? inlineScriptHashes(template) : [],
    sources: manifest.sources ?? {},
  } satisfies SpaShell;
}

const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/** This response's style nonce (the one its Content-Security-Policy header names). */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/** The CSP directives (helmet's format); `style-src` names the response's nonce. */
export function cspDirectives(config: Config, shell: SpaShell) {
  const publicUrl = new URL(config.publicUrl);
  const https = publicUrl.protocol === 'https:';
  const extra = (directive: ExtraDirective) => shell.sources[directive] ?? [];
  // 'self' covers same-origin websockets in CSP3 browsers; the explicit ws(s) origin covers the rest
  const socketOrigin = `${https ? 'wss' : 'ws'}://${publicUrl.host}`;
  const frameSources = extra('frame-src');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...shell.scriptHashes, ...extra('script-src')],
    'style-src': [
      "'self'",
      (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`,
    ],
    'img-src': ["'self'", ...extra('img-src')],
    'font-src': ["'self'", ...extra('font-src')],
    'connect-src': ["'self'", socketOrigin, ...extra('connect-src')],
    'media-src': ["'self'"],
    'frame-src': frameSources.length ? frameSources : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': [...new Set(["'self'", publicUrl.origin])],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  shell: SpaShell,
): Promise<void> {
  const https = new URL(config.publicUrl).protocol === 'https:';
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(config, shell),
    },
    // COEP would break third-party widgets (LiveChat's frames) and buys nothing without
    // SharedArrayBuffer; COOP severs window.opener from other origins
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: { allow: false },
    xDownloadOptions: true,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
    xXssProtection: true,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

const entities: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#x27': "'",
  '#39': "'",
  lt: '<',
  gt: '>',
};

/**
 * A server-rendered page (http/ssr.ts) carries React's `style` props as `style="…"` attributes,
 * which the policy above blocks: allow exactly those values (`style-src-attr 'unsafe-hashes'` with
 * each value's hash), never any other inline style.
 */
export function allowStyleAttributes(reply: FastifyReply, html: string): void {
  const hashes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const text = value.replace(
      /&(amp|quot|#x27|#39|lt|gt);/g,
      (_m, name: string) => entities[name]!,
    );
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  const policy = reply.getHeader('content-security-policy');
  if (!hashes.size || typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    `${policy};style-src-attr 'unsafe-hashes' ${[...hashes].join(' ')}`,
  );
}
