import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';
import { inlineScriptHashes, PERMISSIONS_POLICY } from './security-headers';

const PLACEHOLDER = '__TEST_CSP_NONCE__';
const INLINE = "document.documentElement.dir = 'rtl';";
const INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="${PLACEHOLDER}">
<script nonce="${PLACEHOLDER}">${INLINE}</script>
<script type="module" nonce="${PLACEHOLDER}" src="/assets/app.js"></script>
<link rel="stylesheet" nonce="${PLACEHOLDER}" href="/assets/app.css"></head>
<body><div id="root"></div></body></html>`;
const inlineHash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function makeDist(manifest?: unknown): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-csp-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
  if (manifest !== undefined)
    fs.writeFileSync(path.join(dist, 'csp.json'), JSON.stringify(manifest));
  return dist;
}

/** `directive → sources` of a Content-Security-Policy header. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectDocumentHeaders(headers: Record<string, unknown>) {
  const csp = parseCsp(headers['content-security-policy']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  for (const directive of ['script-src', 'style-src', 'default-src']) {
    expect(csp.get(directive)).not.toContain("'unsafe-inline'");
    expect(csp.get(directive)).not.toContain("'unsafe-eval'");
  }
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  return csp;
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, exactly as written', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([inlineHash]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script> </script>')).toEqual([]);
  });
});

describe('security headers on the SPA (http PUBLIC_URL, no third parties configured)', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = makeDist({ noncePlaceholder: PLACEHOLDER, sources: {} });
    server = await createTestServer({ webDist: dist, env: { PUBLIC_URL: 'http://casino.test' } });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('/ and a deep SPA route carry the strict policy, a per-response nonce and no HSTS', async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/profile/security?tab=2', '/index.html']) {
      const res = await server.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      const csp = expectDocumentHeaders(res.headers);
      expect(csp.get('script-src')).toEqual(["'self'", inlineHash]);
      const style = csp.get('style-src')!;
      expect(style[0]).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(style[1] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      // the page carries the header's nonce wherever the build put the placeholder
      expect(res.body).not.toContain(PLACEHOLDER);
      expect(res.body.split(`nonce="${nonce}"`).length - 1).toBe(4);
      nonces.push(nonce!);
      expect(csp.get('img-src')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'ws://casino.test']);
      expect(csp.get('form-action')).toEqual(["'self'", 'http://casino.test']);
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('API answers and static files carry the headers too', async () => {
    const api = await server.app.inject({ url: '/healthz' });
    expectDocumentHeaders(api.headers);
    const asset = await server.app.inject({ url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectDocumentHeaders(asset.headers);
    const gql = await server.gql('query ServerTime { serverTime }');
    expect(gql.headers['x-frame-options']).toBe('DENY');
  });

  it('the sandbox payment pages use the nonce and no inline style attributes', async () => {
    const res = await server.app.inject({
      url: '/api/payment/sandbox/checkout/00000000-0000-4000-8000-000000000000?token=x',
      headers: html,
    });
    expect(res.statusCode).toBe(404); // unknown payment: the sandbox's message page
    const csp = expectDocumentHeaders(res.headers);
    const nonce = /'nonce-(.+)'/.exec(csp.get('style-src')!.join(' '))![1];
    expect(res.body).toContain(`<style nonce="${nonce}">`);
    expect(res.body).not.toMatch(/\sstyle="/);
    const chain = await server.app.inject({ url: '/api/payment/sandbox/chain', headers: html });
    expect(chain.statusCode).toBe(200);
    const chainNonce = /'nonce-(.+)'/.exec(
      parseCsp(chain.headers['content-security-policy']).get('style-src')!.join(' '),
    )![1];
    expect(chain.body).toContain(`<style nonce="${chainNonce}">`);
    expect(chain.body).not.toMatch(/\sstyle="/);
  });
});

describe('security headers with https PUBLIC_URL and configured third parties', () => {
  let dist: string;
  let server: TestServer;
  beforeAll(async () => {
    dist = makeDist({
      noncePlaceholder: PLACEHOLDER,
      sources: {
        'script-src': ['https://seal.example', 'https://*.livechatinc.com'],
        'connect-src': ['wss://*.livechatinc.com'],
        'frame-src': ['https://*.livechatinc.com'],
        // a manifest entry that is not a plain host source is refused as a whole
      },
    });
    server = await createTestServer({
      webDist: dist,
      env: { PUBLIC_URL: 'https://casino.example' },
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('adds HSTS, upgrade-insecure-requests and the configured origins', async () => {
    const res = await server.app.inject({ url: '/games/slots', headers: html });
    const csp = expectDocumentHeaders(res.headers);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      inlineHash,
      'https://seal.example',
      'https://*.livechatinc.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'wss://casino.example',
      'wss://*.livechatinc.com',
    ]);
    expect(csp.get('frame-src')).toEqual(['https://*.livechatinc.com']);
  });
});

describe('a csp.json that tries to weaken the policy', () => {
  it('is ignored: no keyword or plain-http source gets in', async () => {
    const dist = makeDist({
      noncePlaceholder: PLACEHOLDER,
      sources: { 'script-src': ["'unsafe-inline'", 'http://evil.example'] },
    });
    const server = await createTestServer({ webDist: dist });
    try {
      const res = await server.app.inject({ url: '/', headers: html });
      const csp = expectDocumentHeaders(res.headers);
      expect(csp.get('script-src')).toEqual(["'self'", inlineHash]);
    } finally {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
