// Server-rendered public pages (issue 16; docs/architecture.md "Server-rendered pages"). The web
// build's SSR bundle (`apps/web/dist-ssr/entry-server.js`, `vite build --ssr`) renders a public
// page as a guest in the visitor's language; this file picks the pages and the language, runs the
// page's GraphQL reads on this server in-process (the same route, rate limits and response cache
// as the browser's reads, as the visitor's address, never with credentials), and writes the result
// into the built index.html: `<html lang dir>`, title, description, Open Graph, the markup in
// #root and the first screen's data as JSON for hydration. Signed-in routes and the auth forms
// stay client-rendered. The game page is rendered too (its playable panel is client-only: the
// server's HTML holds the game's art in its place; 404 for an unknown slug).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  RTL_LANGUAGES,
  choosePageLanguage,
  type Language,
} from '@aurum/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { markupClasses } from './critical-css';

/** What the web's entry-server exports (apps/web/src/entry-server.tsx). */
export interface SsrEntry {
  render(request: {
    url: string;
    language: Language;
    execute: (body: string, language: Language) => Promise<string>;
  }): Promise<{
    html: string;
    head: { title?: string; description?: string; key?: string | null };
    payload: { language: string; results: Record<string, unknown> };
    status: number;
    dir: 'ltr' | 'rtl';
  }>;
}

/** The rendered page for the shell: head fields, #root markup, data, status. */
export interface RenderedPage {
  language: Language;
  dir: 'ltr' | 'rtl';
  status: number;
  title?: string;
  description?: string;
  /** markup of #root; null = the client renders the page */
  html: string | null;
  /** the JSON of the inlined data (already safe inside a script element) */
  data: string | null;
  /**
   * The class names of the markup, when the page's stylesheet is cut to them (critical-css.ts);
   * null = the whole stylesheet
   */
  classes?: readonly string[] | null;
}

/** Where the SSR bundle lands beside the web build. */
export function ssrEntryFile(webDist: string): string {
  return path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js');
}

/** Loads the SSR bundle when it was built; null otherwise (the SPA shell is served as before). */
export async function loadSsrEntry(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<SsrEntry | null> {
  const file = ssrEntryFile(webDist);
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'no server-render bundle: public pages are client-rendered');
    return null;
  }
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}

/** Routes the browser renders itself (signed-in, forms), by their first path segment. */
const CLIENT_ONLY = new Set(['favourites', 'profile', 'sign-in', 'sign-up', 'reset-password']);

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** The page language: `?lng=` (explicit, wins), the stored choice's cookie, Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  const url = new URL(request.url, 'http://localhost');
  return choosePageLanguage({
    query: url.searchParams.get(LANGUAGE_QUERY_PARAM),
    stored: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    acceptLanguage: request.headers['accept-language'],
  });
}

/** JSON safe inside `<script type="application/json">`. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageRenderer {
  render(request: FastifyRequest): Promise<RenderedPage | null>;
}

/**
 * Rendered pages kept for reuse. A render depends only on its address, its language and the
 * answers of the reads it made (always as a guest), so an entry is reused when the same reads,
 * run again now (cheap: the catalogue's response cache answers them), answer byte for byte the
 * same — exact for any catalogue change and any region, with no invalidation to miss. A minute
 * at most, so nothing that depends on the clock goes stale for long.
 */
interface CachedRender {
  reads: string[];
  answers: string;
  page: RenderedPage;
  at: number;
}
const RENDER_CACHE_MAX = 300;
const RENDER_CACHE_MS = 60_000;
/** Per address and language, the last few variants (regions differ in their answers). */
const VARIANTS = 4;

const digest = (answers: readonly string[]) =>
  createHash('sha256').update(answers.join('\u0000')).digest('base64');

export function createPageRenderer(app: FastifyInstance, entry: SsrEntry): PageRenderer {
  const renders = new Map<string, CachedRender[]>();
  const remember = (key: string, kept: CachedRender) => {
    const variants = [kept, ...(renders.get(key) ?? [])].slice(0, VARIANTS);
    renders.delete(key);
    renders.set(key, variants);
    if (renders.size > RENDER_CACHE_MAX) renders.delete(renders.keys().next().value!);
  };
  /** A kept render whose reads still answer the same, or null. */
  const reuse = async (
    key: string,
    execute: (body: string, language: Language) => Promise<string>,
    language: Language,
  ): Promise<RenderedPage | null> => {
    const now = Date.now();
    const variants = (renders.get(key) ?? []).filter((v) => now - v.at < RENDER_CACHE_MS);
    for (const variant of variants) {
      const answers = await Promise.all(variant.reads.map((body) => execute(body, language)));
      if (digest(answers) === variant.answers) return variant.page;
    }
    return null;
  };

  /** One GraphQL POST through this server's own route, as the visitor (address only). */
  const executeAs =
    (request: FastifyRequest) =>
    async (body: string, language: Language): Promise<string> => {
      const forwarded = request.headers['x-forwarded-for'];
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: body,
        remoteAddress: request.socket.remoteAddress,
        headers: {
          'content-type': 'application/json',
          'accept-language': language,
          ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
        },
      });
      return response.body;
    };

  return {
    async render(request) {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '/';
      const first = pathname.split('/')[1] ?? '';
      if (CLIENT_ONLY.has(first)) return null;
      const language = requestLanguage(request);
      const dir = (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';
      const execute = executeAs(request);
      try {
        const key = `${language} ${url}`;
        const kept = await reuse(key, execute, language);
        if (kept) return kept;
        const reads: string[] = [];
        const answers: string[] = [];
        const page = await entry.render({
          url,
          language,
          execute: async (body, lng) => {
            const answer = await execute(body, lng);
            reads.push(body);
            answers.push(answer);
            return answer;
          },
        });
        const rendered: RenderedPage = {
          language,
          dir: page.dir,
          status: page.status,
          title: page.head.title,
          description: page.head.description,
          html: page.html,
          data: scriptJson(page.payload),
          classes:
            page.html !== null && !WHOLE_STYLESHEET.has(first) ? markupClasses(page.html) : null,
        };
        remember(key, { reads, answers: digest(answers), page: rendered, at: Date.now() });
        return rendered;
      } catch (error) {
        request.log.warn({ err: error, url }, 'server render failed: the client renders the page');
        return { language, dir, status: 200, html: null, data: null };
      }
    },
  };
}

/**
 * Pages that keep the whole stylesheet: the game page mounts its play panel (classes the server's
 * markup does not have) as soon as it hydrates, so a cut stylesheet would only add a second style
 * pass of the whole document to its load (critical-css.ts).
 */
const WHOLE_STYLESHEET = new Set(['game']);

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The image preloads React writes at the start of the markup (`preload()` of the LCP banner, the
 * game page's art): the server moves them to the top of `<head>`, so the browser queues the LCP
 * image before the scripts (HTTP/1.1 allows six connections; the head names a dozen modules) —
 * after the viewport `<meta>`: a preload's `imagesizes` read before it is measured against the
 * default 980 px layout viewport, so a phone fetched a larger copy than its `<picture>` then chose
 * and downloaded the LCP image twice (seen on the game page: 600 w preloaded, 450 w drawn).
 */
const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;
const VIEWPORT_META = /<meta name="viewport"[^>]*>/i;
const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/** index.html with the rendered page written in (function replacers: `$` in text stays `$`). */
export function fillShell(template: string, page: RenderedPage): string {
  let html = template.replace(
    /<html lang="[^"]*" dir="[^"]*"/,
    () => `<html lang="${page.language}" dir="${page.dir}"`,
  );
  if (page.title) {
    const title = attr(page.title);
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace('</head>', () => `<meta property="og:title" content="${title}"></head>`);
  }
  if (page.description) {
    const description = attr(page.description);
    html = html
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${description}" />`,
      )
      .replace('</head>', () => `<meta property="og:description" content="${description}"></head>`);
  }
  if (page.html !== null && page.data !== null) {
    const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
    const markup = page.html.slice(preloads.length);
    if (preloads) {
      const after = VIEWPORT_META.test(html) ? VIEWPORT_META : CHARSET_META;
      html = html.replace(after, (m) => `${m}${preloads}`);
    }
    html = html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${markup}</div><script type="application/json" id="ssr-data">${page.data}</script>`,
    );
  }
  return html;
}

/** A built (minified) stylesheet's @font-face rules: their bodies hold no braces. */
const FONT_FACE = /@font-face\{[^}]*\}/g;
/** What index.html's loader looks for to turn the fonts on; without it they stay in place. */
const FONT_FACES_SWITCH = 'style[data-font-faces]';

/**
 * index.html for server-rendered pages: the build's stylesheets (`<link rel="stylesheet"
 * href="/assets/…">`) written in as `<style>` elements carrying the response's nonce (the policy's
 * `style-src` names it; placeholder replaced per response like the scripts'). The page's HTML is
 * already complete, so the first paint then waits for nothing but the document: a linked
 * stylesheet costs the first screen one more round trip, render-blocking (issue 16, LCP; measured
 * in docs/lcp-notes.md). The client-rendered shell keeps its links (cached across pages).
 * Where index.html's loader can turn them on, the @font-face rules go into a second, inert
 * `<style media="not all">`: the loader loads the faces the page uses once its largest image is on
 * the glass. A copy in `<noscript>` gives a page read without JavaScript the same faces.
 */
export function inlineStylesheets(
  template: string,
  webDist: string,
  noncePlaceholder: string,
  /** filled with each inlined stylesheet's href and the text written in (for critical-css.ts) */
  inlined?: Map<string, string>,
) {
  const deferFonts = template.includes(FONT_FACES_SWITCH);
  return template.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
    (tag, href: string) => {
      const file = path.join(webDist, href);
      if (!file.startsWith(path.join(webDist, 'assets') + path.sep) || !fs.existsSync(file))
        return tag;
      const css = fs.readFileSync(file, 'utf8');
      // a stylesheet can never close the element early (no `</style` in built CSS, but be sure)
      if (/<\/style/i.test(css)) return tag;
      // The disabled link is neither fetched nor applied. It tells the app's lazy-chunk loader
      // (Vite's preload helper, which looks for <link rel="stylesheet"> by href) that this
      // stylesheet is in the document: without it, the first lazy chunk importing the entry
      // fetched and applied all of it again (a whole-document style recalculation, issue 16).
      // The @font-face rules apart, off until the loader turns them on after the first paint
      // (index.html): fonts asked for at the first style pass took two of HTTP/1.1's six
      // connections from the first screen's images, and the first paint is drawn in the fallback
      // face either way (`font-display: swap`; issue 16, docs/lcp-notes.md).
      const faces = deferFonts ? (css.match(FONT_FACE) ?? []).join('') : '';
      const rest = faces ? css.replace(FONT_FACE, '') : css;
      inlined?.set(href, rest);
      return (
        `<style nonce="${noncePlaceholder}" data-href="${href}">${rest}</style>` +
        (faces
          ? `<style nonce="${noncePlaceholder}" media="not all" data-font-faces>${faces}</style>` +
            // Without JavaScript the loader never runs: the same rules, live, where only a
            // browser with scripting off reads them (with it on, <noscript> is inert text)
            `<noscript><style nonce="${noncePlaceholder}">${faces}</style></noscript>`
          : '') +
        `<link rel="stylesheet" href="${href}" disabled>`
      );
    },
  );
}

/**
 * index.html for server-rendered pages, second part: the app's entry script made inert
 * (`type="text/x-app-module"`, not fetched) and its module preloads dropped; the inline loader at
 * the end of index.html's body starts it once the first screen has painted (issue 16, LCP: the
 * ~100 KB of script no longer come before the banner on a slow phone). A page without the loader
 * keeps its script as is.
 */
export function deferAppStart(template: string): string {
  if (!template.includes('text/x-app-module')) return template;
  return template
    .replace(
      /<script type="module"([^>]*\ssrc="\/assets\/[^"]+\.js"[^>]*)>/,
      '<script type="text/x-app-module"$1>',
    )
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}
