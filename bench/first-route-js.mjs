// Figure: gzip JavaScript the browser loads for the home route (target ≤150 KB), and its ratio
// to a yardstick measured in the same run: React DOM's own production client, gzip.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWebIfStale, webDir } from '../scripts/lib.mjs';
import { startBenchServer } from './lib.mjs';

if ((await buildWebIfStale()) !== 0) process.exit(1);
const require = createRequire(path.join(webDir, 'package.json'));
const reactDomFile = path.join(
  path.dirname(require.resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);
const yardstick = gzipSync(fs.readFileSync(reactDomFile), { level: 9 }).length;

const server = await startBenchServer({ port: 4321, games: 600 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const sizes = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      sizes.push(res.body().then((b) => gzipSync(b, { level: 9 }).length));
  });
  await page.goto(server.url + '/');
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  console.log(
    `first-route-js: ${(total / 1024).toFixed(1)} KB gzip in ${sizes.length} files; ` +
      `yardstick react-dom client ${(yardstick / 1024).toFixed(1)} KB; ratio ${(total / yardstick).toFixed(2)}; ` +
      `budget 150 KB (${total <= 150 * 1024 ? 'within' : 'OVER'})`,
  );
} finally {
  await browser.close();
  await server.stop();
}
