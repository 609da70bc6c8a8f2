/// <reference lib="webworker" />
// The service worker (issue 16, vite-plugin-pwa "injectManifest"; registered after load by
// lib/pwa/pwa.ts):
//   - precaches the shell — the entry script and styles, the offline pages, the icons;
//   - serves generated media (/media/: game art, banners, provider logos; their URLs are
//     versioned) and Vite's hashed /assets/ from its cache first;
//   - lets page navigations go to the network (pages carry a fresh CSP nonce, and the server
//     may render them); with no network it answers with the offline page in the visitor's
//     language (told by the page, `{ type: 'language' }` messages; else Accept-Language);
//   - never touches the API: /graphql, /api/* and everything else not listed here go straight
//     to the network, uncached (personal data never lands in a cache).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const LANGUAGES = ['en', 'ru', 'az', 'kk', 'tr', 'ar'];
const META_CACHE = 'aurum-meta';
const LANGUAGE_KEY = '/__sw/language';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: 'aurum-media',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 86400, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'aurum-assets',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
    ],
  }),
);

// the player app's pages (not the back office, the API's own pages or files)
registerRoute(
  new NavigationRoute(new NetworkOnly(), {
    denylist: [/^\/(api|graphql|media|backoffice|healthz|metrics)(\/|$)/],
  }),
);

async function storedLanguage(): Promise<string | null> {
  const cache = await caches.open(META_CACHE);
  const stored = await cache.match(LANGUAGE_KEY);
  return stored ? stored.text() : null;
}

function acceptedLanguage(request: Request): string | null {
  const header = request.headers.get('accept-language') ?? '';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(code)) return code;
  }
  return null;
}

setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const stored = await storedLanguage().catch(() => null);
  const language =
    (stored && LANGUAGES.includes(stored) ? stored : null) ?? acceptedLanguage(request) ?? 'en';
  return (
    (await matchPrecache(`/offline/${language}.html`)) ??
    (await matchPrecache('/offline/en.html')) ??
    Response.error()
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; language?: string } | null;
  if (data?.type !== 'language' || !data.language || !LANGUAGES.includes(data.language)) return;
  const language = data.language;
  event.waitUntil(
    caches.open(META_CACHE).then((cache) => cache.put(LANGUAGE_KEY, new Response(language))),
  );
});
