// The production SPA: the built web app (WEB_DIST) served by the same process as the API.
// Vite's hashed files under /assets/ are immutable for a year; everything else (index.html, the
// service worker, the manifest, icons) revalidates on each use. Any other GET for an HTML page
// answers index.html with 200, so client routes (/profile/security) and unknown paths render the
// SPA and its own 404 page.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { criticalCss } from './critical-css';
import { headLinks } from './head-links';
import { deferAppStart, fillShell, inlineStylesheets, type PageRenderer } from './ssr';
import { allowStyleAttributes, cspNonce, type SpaShell } from './security-headers';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Server-owned path prefixes that never fall back to the SPA. */
export const SERVER_PREFIXES = [
  '/api',
  '/graphql',
  '/media',
  '/healthz',
  '/backoffice/graphql',
  '/backoffice/api',
] as const;

/** Where the back office (apps/backoffice, its own build) is served. */
export const BACKOFFICE_PREFIX = '/backoffice';

export function isBackofficePath(pathname: string): boolean {
  return pathname === BACKOFFICE_PREFIX || pathname.startsWith(`${BACKOFFICE_PREFIX}/`);
}

export interface Spa {
  /** true when a built SPA is being served */
  built: boolean;
  /** answers index.html (or the build note); for the pages route (http/error-handler.ts) */
  serveIndex(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

export function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A browser navigation the SPA should answer. */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isServerPath(pathname) || pathname.startsWith('/assets/')) return false;
  if (pathname.startsWith(`${BACKOFFICE_PREFIX}/assets/`)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

const buildNote = (nonce: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Aurum</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style nonce="${nonce}">body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem }</style></head>
<body>
<h1>Aurum server is running</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> at the repository root,
then restart the server; during development use <code>npm run dev</code>.</p>
<p>The API is up: <a href="/healthz">/healthz</a>, <code>POST /graphql</code>, <code>/api/*</code>.</p>
</body></html>`;

/**
 * Serves the SPA from `webDist`. index.html comes from memory (`shell.template`, read at startup)
 * with the response's CSP nonce in place of the build's placeholder, so it is never served as a
 * file (no `index` option, explicit `/` and `/index.html` routes).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  shell: SpaShell,
  publicUrl: string,
  pages: PageRenderer | null = null,
): Promise<Spa> {
  const template = shell.template;
  if (template === null) {
    app.log.warn({ webDist }, 'web app not built: serving a note instead of the SPA');
    return {
      built: false,
      serveIndex: (reply) =>
        reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('cache-control', REVALIDATE)
          .send(buildNote(cspNonce(reply))),
    };
  }
  // server-rendered pages carry the stylesheet in the document (ssr.ts inlineStylesheets), cut to
  // the rules their markup can use where the page says so (critical-css.ts)
  const inlined = new Map<string, string>();
  const renderedTemplate = pages
    ? deferAppStart(inlineStylesheets(template, webDist, shell.noncePlaceholder, inlined))
    : template;
  const sheets = [...inlined].map(([href, css]) => ({
    whole: `data-href="${href}">${css}</style>`,
    href,
    cut: criticalCss(css),
  }));
  const withStyles = (html: string, classes: readonly string[] | null | undefined) =>
    classes
      ? sheets.reduce(
          (out, sheet) =>
            out.replace(
              sheet.whole,
              () => `data-href="${sheet.href}" data-critical>${sheet.cut(classes)}</style>`,
            ),
          html,
        )
      : html;
  const shellFor = (reply: FastifyReply, rendered = false, classes?: readonly string[] | null) =>
    withStyles(rendered ? renderedTemplate : template, classes)
      .replaceAll(shell.noncePlaceholder, cspNonce(reply))
      .replace('</head>', () => `${headLinks(publicUrl, reply.request.url)}</head>`);
  const serveIndex = async (reply: FastifyReply) => {
    // public pages come server-rendered in the visitor's language (http/ssr.ts)
    const page = pages && reply.request.method === 'GET' ? await pages.render(reply.request) : null;
    if (page?.html) allowStyleAttributes(reply, page.html);
    return reply
      .code(page?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      .header('vary', 'Accept-Language, Cookie')
      .send(
        page ? fillShell(shellFor(reply, page.html !== null, page.classes), page) : shellFor(reply),
      );
  };

  const assetsDir = path.join(webDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // one route per built file, listed at start-up (the build does not change while the server
    // runs): a wildcard route checked each request's path spelling against directory listings
    // (`assets/` holds ~460 entries) and sent every page navigation through a file lookup first
    wildcard: false,
    globIgnore: ['index.html'],
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get('/', (_request, reply) => serveIndex(reply));
  app.get('/index.html', (_request, reply) => serveIndex(reply));
  return { built: true, serveIndex };
}

/**
 * The back office (issue 15): its own build (`backofficeDist`, Vite `base: '/backoffice/'`) under
 * /backoffice, so its JavaScript is never referenced by the player SPA. Same rules as the SPA:
 * hashed /backoffice/assets/ immutable, index.html from memory with the response's nonce in
 * place of the placeholder (never served as a file), and any other HTML navigation under
 * /backoffice answers that index (its client routes). Its index.html has no inline script, so the
 * one Content-Security-Policy of the server holds unchanged. Not built: /backoffice answers 404.
 */
export async function registerBackofficeApp(
  app: FastifyInstance,
  backofficeDist: string,
  noncePlaceholder: string,
): Promise<Spa | null> {
  const indexFile = path.join(backofficeDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.info({ backofficeDist }, 'back office not built: /backoffice is not served');
    return null;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const serveIndex = (reply: FastifyReply) =>
    reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', REVALIDATE)
      // the back office is never framed, cached by a shared cache nor indexed
      .header('x-robots-tag', 'noindex, nofollow')
      .send(template.replaceAll(noncePlaceholder, cspNonce(reply)));
  const assetsDir = path.join(backofficeDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: backofficeDist,
    prefix: `${BACKOFFICE_PREFIX}/`,
    decorateReply: false,
    // a route per built file, as for the SPA
    wildcard: false,
    globIgnore: ['index.html'],
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    // csp.json is the build's note for a server, not a file for browsers
    allowedPath: (pathName) => pathName !== '/csp.json',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.get(BACKOFFICE_PREFIX, (_request, reply) => serveIndex(reply));
  app.get(`${BACKOFFICE_PREFIX}/`, (_request, reply) => serveIndex(reply));
  app.get(`${BACKOFFICE_PREFIX}/index.html`, (_request, reply) => serveIndex(reply));
  return { built: true, serveIndex };
}
