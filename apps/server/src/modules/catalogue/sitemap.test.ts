// robots.txt and sitemap.xml: every public page, studio and enabled game, each with its six
// language alternates and x-default; a catalogue change shows in the next sitemap.
import { LANGUAGES, PUBLIC_PAGE_PATHS } from '@aurum/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { gameProviders, games } from './tables';

const BASE = 'https://casino.example';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_URL: BASE } });
});
afterAll(async () => {
  await server.close();
});

const get = (url: string) => server.app.inject({ method: 'GET', url });
const urlsOf = (body: string) => [...body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await server.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the API and the account, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /profile');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists every public page, studio and enabled game once, with 6 languages and x-default', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const urls = urlsOf(res.body);
    const enabled = await count(sql`SELECT count(*)::int AS n FROM games WHERE NOT disabled`);
    const studios = await count(sql`SELECT count(*)::int AS n FROM game_providers`);
    expect(enabled).toBeGreaterThan(0);
    expect(urls).toHaveLength(PUBLIC_PAGE_PATHS.length + studios + enabled);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${BASE}/`);
    expect(urls).toContain(`${BASE}/responisble-gaming`);
    const [studio] = await server.db
      .select({ slug: gameProviders.slug })
      .from(gameProviders)
      .limit(1);
    expect(urls).toContain(`${BASE}/provider/${studio!.slug}`);
    const home = res.body.split('\n').find((line) => line.includes(`<loc>${BASE}/</loc>`))!;
    for (const language of LANGUAGES) {
      expect(home).toContain(`hreflang="${language}" href="${BASE}/?lng=${language}"`);
    }
    expect(home).toContain(`hreflang="x-default" href="${BASE}/"`);
  });

  it('a game disabled by the operator leaves the next sitemap', async () => {
    const [game] = await server.db
      .select({ id: games.id, slug: games.slug })
      .from(games)
      .where(and(eq(games.disabled, false)))
      .orderBy(games.id)
      .limit(1);
    const url = `${BASE}/game/${game!.slug}`;
    expect(urlsOf((await get('/sitemap.xml')).body)).toContain(url);
    await server.db.update(games).set({ disabled: true }).where(eq(games.id, game!.id));
    try {
      expect(urlsOf((await get('/sitemap.xml')).body)).not.toContain(url);
    } finally {
      await server.db.update(games).set({ disabled: false }).where(eq(games.id, game!.id));
    }
    expect(urlsOf((await get('/sitemap.xml')).body)).toContain(url);
  });
});
