// Payment marks (issue 19 item 12): every method icon the cashier names and every whitelisted
// coin is served as a real SVG mark (no 404, no text pill).
import { CRYPTO_WHITELIST } from '@aurum/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { DEPOSIT_METHODS, WITHDRAW_METHODS } from './methods';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

describe('payment marks', () => {
  it('serves every method icon and every whitelisted coin as an SVG mark', async () => {
    const urls = new Set<string>([
      ...DEPOSIT_METHODS.map((m) => m.icon),
      ...WITHDRAW_METHODS.map((m) => m.logo),
      ...CRYPTO_WHITELIST.map((c) => `/media/payments/${c.toLowerCase()}.svg`),
    ]);
    for (const url of urls) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(`${url} ${res.statusCode}`).toBe(`${url} 200`);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      // a mark, not a label on a coloured pill
      expect(res.body).not.toMatch(/<text\b/);
    }
    const card = await server.app.inject({ method: 'GET', url: '/media/payments/card.svg' });
    expect(card.body).toContain('Visa, Mastercard');
    const unknown = await server.app.inject({ method: 'GET', url: '/media/payments/doge.svg' });
    expect(unknown.statusCode).toBe(404);
  });

  // The pages draw the marks as rasters: Chromium loads each SVG <img> as a document of its own
  // on the page's main thread (the deposit modal shows a dozen marks at once).
  it('serves each mark as a 192 px WebP drawn at that size, and no other width', async () => {
    const names = ['card', 'bank', 'ewallet', ...CRYPTO_WHITELIST.map((c) => c.toLowerCase())];
    for (const name of names) {
      const res = await server.app.inject({ url: `/media/payments/${name}.192.webp` });
      expect(`${name} ${res.statusCode}`).toBe(`${name} 200`);
      expect(res.headers['content-type']).toBe('image/webp');
      const { width, height } = await sharp(res.rawPayload).metadata();
      // the card-shaped marks are 96 × 64, the coins square
      expect(`${name} ${width}×${height}`).toBe(
        `${name} 192×${name === 'card' || name === 'bank' || name === 'ewallet' ? 128 : 192}`,
      );
    }
    for (const url of ['/media/payments/btc.300.webp', '/media/payments/doge.192.webp']) {
      expect((await server.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
