import { expect, test } from './support/test';

// The installable, offline-capable app (issue 16): the service worker takes control after load,
// keeps generated media in its cache, never stores an API answer (GraphQL POSTs, /api/*), and
// offline a navigation gets the offline page in the visitor's language. One test, desktop.

// the suite blocks service workers (playwright.config.ts); this spec is about one
test.use({ serviceWorkers: 'allow' });

test('service worker: media from cache, no API answers cached, offline page in the visitor language', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.addInitScript(() => window.localStorage.setItem('selectedLanguage', 'ru'));

  // the manifest names installable icons that exist
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    expect(icon, size).toBeDefined();
    expect((await page.request.get(icon!.src)).status()).toBe(200);
  }
  // … and only raster ones: Chromium draws an SVG icon by loading it as a document on the page's
  // main thread (two per page load, 20–44 ms tasks after the first paint on a slow renderer)
  expect(manifest.icons.filter((i) => i.type !== 'image/png')).toEqual([]);

  await page.goto('/');
  await page.waitForLoadState('load');
  // the page's own icons (the tab's, the home screen's) are PNGs that exist
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons).toHaveLength(2);
  for (const href of icons) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('image/png');
  }
  // the worker is registered on the first input after load (main.tsx)
  await page.keyboard.press('Shift');
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 })
    .toBe(true);
  // now controlled: this visit's art goes through the worker
  await page.reload();
  await expect(page.locator('main picture img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // personal reads through the worker: a GraphQL POST and a REST read
  await page.evaluate(async () => {
    await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ gameCategoryList { name } }' }),
    });
    await fetch('/api/games/list?perPage=1');
  });

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  });
  expect(cached.filter((u) => u.startsWith('/media/')).length).toBeGreaterThan(0);
  expect(cached.filter((u) => /^\/(graphql|api)(\/|$)/.test(u))).toEqual([]);
  expect(cached.some((u) => u.startsWith('/offline/ru.html'))).toBe(true);
  const art = cached.find((u) => u.startsWith('/media/games/'))!;

  await context.setOffline(true);
  // media still load from the cache
  const artStatus = await page.evaluate(async (url) => (await fetch(url)).status, art);
  expect(artStatus).toBe(200);
  // a navigation: the offline page, in Russian, right to the point
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Нет подключения к интернету' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', '/');
  await context.setOffline(false);
});
