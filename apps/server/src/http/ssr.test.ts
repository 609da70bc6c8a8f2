// Server-rendered public pages (issue 16): the web's real entry-server (loaded from source
// through Vite, so no web build is needed) behind the real app, over the shared test database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { createTestServer, type TestServer } from '../test/harness';
import { registerTestUser } from '../test/users';
import type { SsrEntry } from './ssr';

const webRoot = path.resolve(import.meta.dirname, '../../../web');
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let vite: ViteDevServer;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
  });
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrEntry;
  // the real index.html as the shell (its inline script is hashed into the policy as in a build)
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-ssr-dist-'));
  // with a built stylesheet beside it, as in a build: one rule the pages use, one none does
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'assets', 'index-test.css'),
    'body{margin:0}.flex{display:flex}.never-rendered-class{color:red}',
  );
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    fs
      .readFileSync(path.join(webRoot, 'index.html'), 'utf8')
      .replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/index-test.css"></head>',
      ),
  );
  server = await createTestServer({ webDist: dist, ssrEntry: entry });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await vite?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { ...html, ...headers } });

/** The inlined first-screen data of a rendered page (urql's ssrExchange format: data as JSON). */
function payloadOf(body: string): { language: string; results: Record<string, { data: unknown }> } {
  const json = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(body)?.[1];
  expect(json, 'the page carries its data').toBeDefined();
  const payload = JSON.parse(json!) as {
    language: string;
    results: Record<string, { data?: string }>;
  };
  const results: Record<string, { data: unknown }> = {};
  for (const [key, value] of Object.entries(payload.results)) {
    results[key] = { data: value.data ? JSON.parse(value.data) : null };
  }
  return { language: payload.language, results };
}

const rootOf = (body: string) =>
  body.slice(body.indexOf('<div id="root">'), body.indexOf('id="ssr-data"'));

describe('server-rendered public pages', () => {
  it('renders home with its head, its first screen and the data that drew it', async () => {
    const res = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('<html lang="en" dir="ltr"');
    expect(body).toMatch(/<title>[^<]+ — Aurum<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(body).toContain('<link rel="canonical" href="http://localhost:3000/">');
    expect(body.match(/rel="alternate" hreflang=/g)).toHaveLength(7);
    expect(body).toContain('hreflang="ar" href="http://localhost:3000/?lng=ar"');
    expect(body).toMatch(/<meta property="og:title" content="[^"]+"/);

    const payload = payloadOf(body);
    expect(payload.language).toBe('en');
    const answers = Object.values(payload.results).map((r) => r.data as Record<string, unknown>);
    const banners = answers.find((d) => d && 'banners' in d)?.banners as { title: string }[];
    const rows = answers.find((d) => d && 'gamesListByCategory' in d)?.gamesListByCategory as {
      topSlots: { title: string; slug: string }[];
    };
    expect(banners.length).toBeGreaterThan(0);
    expect(rows.topSlots.length).toBeGreaterThan(0);
    // the LCP banner and the first row are in the HTML itself
    const root = rootOf(body);
    expect(root).toContain(banners[0]!.title);
    expect(root).toContain(rows.topSlots[0]!.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

    // a phone's first screen (two banners, the first row's four cards) is preloaded from the top
    // of <head>, before anything else the head asks for (the largest paint alone at high
    // priority, the rest at low, index.html's loader waits for its paint): six requests for
    // HTTP/1.1's six connections. The first banner (the largest paint) in WebP, the rest in
    // AVIF — each in the format and widths its <picture> picks first, so no file is fetched
    // twice (in two formats, or once for the first row and again for a later row)
    const head = body.slice(0, body.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toHaveLength(6);
    expect(head.lastIndexOf('rel="preload" as="image"')).toBeLessThan(
      head.indexOf('<link rel="icon"'),
    );
    const preloaded = preloads.map((link, index) => {
      expect(link).toContain(`fetchPriority="${index === 0 ? 'high' : 'low'}"`);
      return {
        type: /type="([^"]+)"/.exec(link)![1],
        set: /imageSrcSet="([^"]+)"/.exec(link)![1]!,
      };
    });
    expect(preloaded.map((p) => p.type)).toEqual(['image/webp', ...Array(5).fill('image/avif')]);
    expect(preloaded.map((p) => p.set.split('.')[0])).toEqual([
      expect.stringMatching(/^\/media\/banners\//),
      expect.stringMatching(/^\/media\/banners\//),
      ...rows.topSlots.slice(0, 4).map((g) => `/media/games/${g.slug}`),
    ]);
    const firstSources = [...root.matchAll(/<picture><source type="([^"]+)" srcSet="([^"]+)"/g)];
    for (const { type, set } of preloaded)
      expect(firstSources.some((m) => m[1] === type && m[2] === set)).toBe(true);
  });

  it('renders the language of the address, then the stored choice, then the browser', async () => {
    const explicit = await get('/games?lng=ar', { 'accept-language': 'en', cookie: 'lng=ru' });
    expect(explicit.body).toContain('<html lang="ar" dir="rtl"');
    expect(explicit.body).toContain('<title>الألعاب — Aurum</title>');
    expect(payloadOf(explicit.body).language).toBe('ar');
    expect(explicit.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/games?lng=ar">',
    );

    const stored = await get('/games', { 'accept-language': 'tr', cookie: 'a=1; lng=ru' });
    expect(stored.body).toContain('<html lang="ru" dir="ltr"');
    expect(stored.body).toContain('<title>Игры — Aurum</title>');

    const browser = await get('/games', { 'accept-language': 'de-DE, tr;q=0.8' });
    expect(browser.body).toContain('<html lang="tr" dir="ltr"');
    expect(browser.body).toContain('<title>Oyunlar — Aurum</title>');
    expect(browser.headers.vary).toContain('Cookie');
  });

  it('never renders a viewer’s personal fields, even when the request carries a token', async () => {
    const user = await registerTestUser(server);
    const home = payloadOf((await get('/')).body);
    const rows = Object.values(home.results)
      .map((r) => r.data as Record<string, unknown> | null)
      .find((d) => d && 'gamesListByCategory' in d)?.gamesListByCategory as {
      topSlots: { id: string }[];
    };
    const gameId = rows.topSlots[0]!.id;
    const added = await server.gql(
      'mutation Fav($id: ID!) { addGameToFavorites(identifier: $id) { __typename } }',
      { id: gameId },
      { headers: user.headers },
    );
    expect(JSON.stringify(added.data)).toContain('FavoriteGameSuccess');
    // the API does answer the favourite to its owner …
    const own = await server.gql(
      'query Own($id: ID!) { gameById(identifier: $id) { ... on GameBySlugSuccess { game { isFavorite } } } }',
      { id: gameId },
      { headers: user.headers },
    );
    expect(JSON.stringify(own.data)).toContain('"isFavorite":true');
    // … but the page is rendered as a guest, whatever the request carries
    const res = await get('/', { ...user.headers, cookie: `token=${user.token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="ssr-data"');
    const served = JSON.stringify(payloadOf(res.body).results);
    expect(served).toContain('"isFavorite":false');
    expect(served).not.toContain('"isFavorite":true');
    expect(res.body).not.toContain(user.email);
  });

  it('answers 404 for an unknown studio, game or page, and keeps signed-in routes client-side', async () => {
    const provider = await get('/provider/no-such-studio');
    expect(provider.statusCode).toBe(404);
    expect(provider.body).toContain('id="ssr-data"');

    const page = await get('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(rootOf(page.body)).toContain('404');

    const game = await get('/game/no-such-game', { 'accept-language': 'en' });
    expect(game.statusCode).toBe(404);
    expect(game.body).toContain('id="ssr-data"');
    expect(rootOf(game.body)).toContain('Game not found');
    expect(game.body).toContain('<title>Page not found — Aurum</title>');

    const favourites = await get('/favourites');
    expect(favourites.statusCode).toBe(200);
    expect(favourites.body).toContain('<div id="root"></div>');
  });

  it('renders a game page: its head, top bar, stage with the art, facts — the panel stays client-side', async () => {
    const list = await server.gql<{
      gamesList: {
        items: { slug: string; title: string; providerName: string; category: string }[];
      };
    }>(
      'query One { gamesList(input: { pagination: { page: 1, count: 1 } }) { items { slug title providerName category } } }',
    );
    const game = list.data!.gamesList.items[0]!;
    const escaped = game.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    const res = await get(`/game/${game.slug}`, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en" dir="ltr"');
    expect(res.body).toContain(`<title>${escaped} — Aurum</title>`);
    expect(res.body).toMatch(/<meta name="description" content="Play [^"]+ at Aurum/);
    const root = rootOf(res.body);
    // the top bar: back, the title, the favourite toggle
    expect(root).toContain('aria-label="Back"');
    expect(root).toContain(`>${escaped}</h1>`);
    expect(root).toContain('data-testid="favourite-toggle"');
    // the stage holds the game's art in the panel's place (its sized raster copies), preloaded;
    // the page's largest paint is WebP only (AVIF decodes 2–3× slower), and so is its preload
    expect(root).toContain('data-testid="game-stage"');
    expect(root).toContain('data-testid="stage-placeholder"');
    const placeholder = root.slice(root.indexOf('data-testid="stage-placeholder"'));
    expect(placeholder).toMatch(
      /<source type="image\/webp" srcset="\/media\/games\/[^"]+\.600\.webp/i,
    );
    expect(placeholder.slice(0, placeholder.indexOf('</picture>'))).not.toContain('image/avif');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" type="image\/webp"[^>]*fetchpriority="high"/i,
    );
    // the panel and the wallet are client-only
    expect(root).not.toContain('data-testid="play-shell"');
    expect(root).not.toContain('data-testid="game-wallet"');
    // the facts
    expect(root).toContain(game.providerName.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    expect(root).toContain('Payout (RTP)');
    expect(root).toContain('Devices');
    const read = Object.values(payloadOf(res.body).results).map((r) => r.data);
    expect(JSON.stringify(read)).toContain(`"slug":"${game.slug}"`);

    // in the visitor's language, right to left in Arabic
    const ar = await get(`/game/${game.slug}?lng=ar`);
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('<html lang="ar" dir="rtl"');
    expect(rootOf(ar.body)).toContain('data-testid="stage-placeholder"');
    expect(rootOf(ar.body)).not.toContain('Payout (RTP)');
  });

  it('cuts the stylesheet to the rules the markup can use — the game page keeps all of it', async () => {
    const home = await get('/');
    expect(home.body).toContain(
      '<style nonce="' +
        /nonce="([^"]+)"/.exec(home.body)![1] +
        '" data-href="/assets/index-test.css" data-critical>body{margin:0}.flex{display:flex}</style>',
    );
    expect(home.body).not.toContain('never-rendered-class');
    // the whole file stays named for the app, which adds it when it draws something new
    expect(home.body).toContain('<link rel="stylesheet" href="/assets/index-test.css" disabled>');
    const slug = /href="\/game\/([^"?]+)"/.exec(home.body)![1];
    const game = await get(`/game/${slug}`);
    expect(game.statusCode).toBe(200);
    expect(game.body).toContain(
      'data-href="/assets/index-test.css">body{margin:0}.flex{display:flex}.never-rendered-class{color:red}</style>',
    );
    expect(game.body).not.toContain('data-critical');
  });

  it('allows exactly the rendered style attributes in its policy', async () => {
    const res = await get('/');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    if (/\sstyle="/.test(res.body))
      expect(policy).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-/);
  });
});
