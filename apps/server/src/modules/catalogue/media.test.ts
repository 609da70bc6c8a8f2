import { eq } from 'drizzle-orm';
import sharp from 'sharp';
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

  it('serves sized AVIF and WebP copies, drawn once, immutable under their current version', async () => {
    const res = await server.gql<{
      gamesList: { items: { slug: string; image: { src: string } }[] };
    }>(
      'query { gamesList(input: { pagination: { page: 1, count: 1 } }) { items { slug image { src } } } }',
    );
    const { slug, image } = res.data!.gamesList.items[0]!;
    const version = new URL(image.src, 'http://x').searchParams.get('v');
    expect(version).toMatch(/^[\w-]{12}$/);
    // the version is the SVG's: the vector URL is immutable too
    const svg = await get(image.src);
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const avif = await get(`/media/games/${slug}.300.avif?v=${version}`);
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const webp = await get(`/media/games/${slug}.300.webp?v=${version}`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // 300 px wide, 3:4 like the vector
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });

    // the second request reads the file drawn by the first; a stale or missing version gets the
    // day-long lifetime; a client holding the bytes gets 304
    const again = await get(`/media/games/${slug}.300.webp`);
    expect(again.rawPayload.equals(webp.rawPayload)).toBe(true);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    const stale = await get(`/media/games/${slug}.300.webp?v=oldoldoldold`);
    expect(stale.headers['cache-control']).toBe('public, max-age=86400');
    const cached = await get(`/media/games/${slug}.300.webp`, {
      'if-none-match': String(webp.headers.etag),
    });
    expect(cached.statusCode).toBe(304);

    const banner = await get('/media/banners/2x_deposit.800.avif');
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/avif');
  });

  it('answers unknown names with a JSON 404', async () => {
    for (const url of [
      '/media/games/no-such-game.svg',
      '/media/games/x.png',
      '/media/games/x.300.avif',
      '/media/providers/nobody.240.webp',
      // only the listed widths are drawn
      `/media/banners/2x_deposit.801.avif`,
      '/media/banners/2x_deposit.800.png',
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
    // and as the 72 px WebP the country lists draw (an SVG <img> is a document of its own to
    // Chromium, and a list shows dozens), at that width only
    const webp = await get('/media/flags/AZ.72.webp');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ width: 72, height: 48 });
    expect((await get('/media/flags/AZ.192.webp')).statusCode).toBe(404);
    expect((await get('/media/flags/XX.72.webp')).statusCode).toBe(404);
  });
});
