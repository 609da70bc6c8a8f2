// The back office's own build under /backoffice (apps/backoffice, issue 15): its index for its
// client routes, its hashed assets, and nothing of it on the player's pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../test/harness';

const PLAYER_INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>';
const STAFF_INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__AURUM_CSP_NONCE__" /><script type="module" nonce="__AURUM_CSP_NONCE__" src="/backoffice/assets/bo-1.js"></script></head><body><div id="root"></div></body></html>';

let web: string;
let backoffice: string;
let server: TestServer;
beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-dist-'));
  backoffice = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-bo-dist-'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), PLAYER_INDEX);
  fs.writeFileSync(path.join(web, 'assets', 'app-1.js'), 'console.log(1)');
  fs.mkdirSync(path.join(backoffice, 'assets'));
  fs.writeFileSync(path.join(backoffice, 'index.html'), STAFF_INDEX);
  fs.writeFileSync(path.join(backoffice, 'assets', 'bo-1.js'), 'console.log(2)');
  fs.writeFileSync(path.join(backoffice, 'csp.json'), '{}');
  server = await createTestServer({ webDist: web, env: { BACKOFFICE_DIST: backoffice } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(backoffice, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the back office under /backoffice', () => {
  it('answers its index, with the response nonce, for its client routes', async () => {
    for (const url of ['/backoffice', '/backoffice/', '/backoffice/players/42?tab=ledger']) {
      const res = await server.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('/backoffice/assets/bo-1.js');
      expect(res.body, url).not.toContain('__AURUM_CSP_NONCE__');
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(nonce, url).toBeTruthy();
      expect(res.body, url).toContain(`nonce="${nonce}"`);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps one strict policy: no inline script is allowed for the back office', async () => {
    const res = await server.app.inject({ url: '/backoffice/withdrawals', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves its hashed assets as immutable, and not its csp.json', async () => {
    const res = await server.app.inject({ url: '/backoffice/assets/bo-1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await server.app.inject({ url: '/backoffice/csp.json' });
    expect(manifest.statusCode).toBe(404);
    const missing = await server.app.inject({ url: '/backoffice/assets/nope.js', headers: html });
    expect(missing.statusCode).toBe(404);
  });

  it('never answers its API paths with a page', async () => {
    for (const url of ['/backoffice/graphql/nope', '/backoffice/api/nope']) {
      const res = await server.app.inject({ url, headers: html });
      expect(res.body, url).not.toContain('bo-1.js');
    }
  });

  it('leaves the player pages without any back-office script', async () => {
    for (const url of ['/', '/profile', '/backofficeX']) {
      const res = await server.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      // the player shell as built, plus the search-engine links the server writes (head-links.ts)
      const shell = res.body.replace(
        /<link rel="(canonical|alternate)"[^>]*>|<meta property="og:[^>]*>/g,
        '',
      );
      expect(shell, url).toBe(PLAYER_INDEX);
      expect(res.body, url).not.toMatch(/(src|href)="\/backoffice\//);
    }
  });
});
