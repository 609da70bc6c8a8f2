import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

// over the response compression's 1 KB threshold, as every built page is
const INDEX = `<!doctype html><html><body><div id="root"></div><noscript>${'Aurum '.repeat(200)}</noscript></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('aurum '.repeat(2000))});`;

let dist: string;
let server: TestServer;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Aurum"}');
  server = await createTestServer({ webDist: dist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the built SPA', () => {
  it('serves index.html at / without caching', async () => {
    const res = await server.app.inject({ url: '/', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await server.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('revalidates other root files', async () => {
    const res = await server.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli and gzip', async () => {
    const br = await server.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await server.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('compresses pages as it does files: the home page and client routes alike', async () => {
    for (const url of ['/', '/games', '/profile/security', '/no/such/page']) {
      const res = await server.app.inject({
        url,
        headers: { ...html, 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers client routes and unknown pages with index.html (200)', async () => {
    for (const url of ['/profile/security', '/games?category=slots', '/no/such/page']) {
      const res = await server.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('never answers server paths or missing assets with the SPA', async () => {
    for (const url of ['/api/nope', '/media/nope.svg', '/graphql/nope', '/assets/missing.js']) {
      const res = await server.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toBe(INDEX);
    }
  });

  it('does not answer non-HTML requests with the SPA', async () => {
    const res = await server.app.inject({
      url: '/unknown.json',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('without a build', () => {
  it('answers / with a note to run npm run build', async () => {
    const bare = await createTestServer();
    try {
      const res = await bare.app.inject({ url: '/', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('npm run build');
    } finally {
      await bare.close();
    }
  });
});

describe('head links written into every page', () => {
  const BASE = 'https://casino.example';
  let own: TestServer;
  let ownDist: string;
  beforeAll(async () => {
    ownDist = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-dist-'));
    fs.writeFileSync(
      path.join(ownDist, 'index.html'),
      '<!doctype html><html><head><title>Aurum</title></head><body></body></html>',
    );
    own = await createTestServer({ webDist: ownDist, env: { PUBLIC_URL: BASE } });
  });
  afterAll(async () => {
    await own.close();
    fs.rmSync(ownDist, { recursive: true, force: true });
  });

  const head = async (url: string) =>
    (await own.app.inject({ url, headers: html })).body.split('</head>')[0]!;

  it('the canonical address keeps the language and drops other parameters; 6 alternates + x-default', async () => {
    const page = await head('/games?category=slots&lng=ru');
    expect(page).toContain(`<link rel="canonical" href="${BASE}/games?lng=ru">`);
    expect(page).toContain(`<meta property="og:url" content="${BASE}/games?lng=ru">`);
    for (const language of ['en', 'ru', 'az', 'kk', 'tr', 'ar']) {
      expect(page).toContain(
        `<link rel="alternate" hreflang="${language}" href="${BASE}/games?lng=${language}">`,
      );
    }
    expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}/games">`);
    expect((await head('/')).includes(`<link rel="canonical" href="${BASE}/">`)).toBe(true);
  });

  it('an unknown language or markup in the address never reaches the page unescaped', async () => {
    const page = await head('/provider/%22%3E%3Cscript%3E?lng=xx');
    expect(page).not.toContain('<script>');
    expect(page).toContain(`<link rel="canonical" href="${BASE}/provider/%22%3E%3Cscript%3E">`);
  });
});
