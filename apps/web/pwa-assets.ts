// Build-time assets of the installable app (issue 16): the offline page in each of the six
// player languages (`offline/<lng>.html`, texts from the locale files' `pwa` namespace, styled
// by public/offline/offline.css — no inline script or style, so the Content-Security-Policy holds)
// and the PNG icons (the tab's, the home screen's, the manifest's) drawn from public/favicon.svg
// with sharp — never the SVG itself: Chromium draws an SVG icon by loading it as a document on the
// page's main thread (two per page load, tasks of 20–44 ms after the first paint on a slow
// renderer, docs/lcp-notes.md). The service worker
// (src/sw.ts) precaches them and answers an offline navigation with the visitor's language.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const OFFLINE_LANGUAGES = ['en', 'ru', 'az', 'kk', 'tr', 'ar'] as const;
/** The manifest's icons (each also maskable). */
export const ICON_SIZES = [192, 512] as const;
/** The tab's icon and the home screen's (apple-touch-icon). */
export const PAGE_ICON_SIZES = [32, 180] as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePage(language: string, texts: Record<string, string>): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0B0D12" />
    <meta name="color-scheme" content="dark" />
    <title>${escapeHtml(texts.offlineTitle ?? '')} — Aurum</title>
    <link rel="icon" type="image/png" sizes="32x32" href="/icons/icon-32.png" />
    <link rel="stylesheet" href="/offline/offline.css" />
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="" width="56" height="56" />
      <h1>${escapeHtml(texts.offlineTitle ?? '')}</h1>
      <p>${escapeHtml(texts.offlineText ?? '')}</p>
      <a href="/">${escapeHtml(texts.offlineRetry ?? '')}</a>
    </main>
  </body>
</html>
`;
}

export function pwaAssets(): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'aurum-pwa-assets',
    apply: 'build',
    async generateBundle() {
      for (const language of OFFLINE_LANGUAGES) {
        const file = path.join(root, 'src', 'locales', language, 'pwa.json');
        const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
        this.emitFile({
          type: 'asset',
          fileName: `offline/${language}.html`,
          source: offlinePage(language, texts),
        });
      }
      const { default: sharp } = await import('sharp');
      const svg = fs.readFileSync(path.join(root, 'public', 'favicon.svg'));
      for (const size of [...PAGE_ICON_SIZES, ...ICON_SIZES]) {
        const png = await sharp(svg, { density: 72 * (size / 64) })
          .resize(size, size)
          .png()
          .toBuffer();
        this.emitFile({ type: 'asset', fileName: `icons/icon-${size}.png`, source: png });
      }
      for (const size of ICON_SIZES) {
        // maskable: the mark inside the 80 % safe zone on the app's background
        const inner = Math.round(size * 0.7);
        const mark = await sharp(svg, { density: 72 * (inner / 64) })
          .resize(inner, inner)
          .png()
          .toBuffer();
        const maskable = await sharp({
          create: { width: size, height: size, channels: 4, background: '#0B0D12' },
        })
          .composite([{ input: mark, gravity: 'centre' }])
          .png()
          .toBuffer();
        this.emitFile({
          type: 'asset',
          fileName: `icons/maskable-${size}.png`,
          source: maskable,
        });
      }
    },
  };
}
