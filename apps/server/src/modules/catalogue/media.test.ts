import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { gameProviders, games } from './tables';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function get(url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers });
}

describe('generated media', () => {
  it('serves a game cover as a cacheable SVG', async () => {
    const [game] = await server.db
      .select({ slug: games.slug, name: games.name })
      .from(games)
      .where(eq(games.disabled, false))
      .limit(1);
    const res = await get(`/media/games/${game!.slug}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('viewBox="0 0 600 800"');
    expect(res.body).toContain('<svg');
    // Same bytes every time; a client holding them gets 304.
    const again = await get(`/media/games/${game!.slug}.svg`);
    expect(again.body).toBe(res.body);
    const cached = await get(`/media/games/${game!.slug}.svg`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(cached.statusCode).toBe(304);
  });

  it('serves provider logos and banner images', async () => {
    const [provider] = await server.db
      .select({ slug: gameProviders.slug })
      .from(gameProviders)
      .limit(1);
    const logo = await get(`/media/providers/${provider!.slug}.svg`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('viewBox="0 0 240 96"');

    const banner = await get('/media/banners/2x_deposit.svg');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(banner.body).toContain('viewBox="0 0 1200 400"');
  });

  it('answers unknown names with a JSON 404', async () => {
    for (const url of [
      '/media/games/no-such-game.svg',
      '/media/games/x.png',
      '/media/providers/nobody.svg',
      '/media/banners/nothing.svg',
      '/media/flags/XX.svg',
      '/media/flags/usa.svg',
    ]) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('serves country flags from the icon package', async () => {
    const res = await get('/media/flags/AZ.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg/);
  });
});
