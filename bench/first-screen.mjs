// Figure (issue 16, "Done when"): when a guest on a throttled phone has the first screen: the
// page really loaded under Lighthouse's mobile throttling *applied* (its slow-4G latency and
// bandwidth as DevTools applies them, 4× CPU, the Moto G Power screen), not simulated. Lighthouse's
// own figure (bench:lighthouse) is a simulation (Lantern) that can move while nothing a player
// sees moves, and back (docs/lcp-notes.md); this one is measured in the page: the first
// contentful paint, the largest contentful paint, and "first screen" — the moment the last image
// that is in the viewport when the page has loaded (home: the banners and the first row of games)
// fired its load event. On `/`, `/games` and one game page, median of 3 (`--runs N`), each in a
// fresh browser context (nothing cached, no service worker). Target: first screen ≤ 1.5 s on `/`.
// Yardstick, same run, same throttling: a plain HTML page (one heading, no script, no image) from
// the same server; its first paint is the floor the network and the machine set.
// `npm run bench:first-screen [-- --runs 5]`; BENCH_PORT picks the server's port (default 4324).
import { chromium } from 'playwright-core';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { buildWebIfStale } from '../scripts/lib.mjs';
import { median, startBenchServer, writeYardstickPage } from './lib.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const TARGET_MS = 1500;

if ((await buildWebIfStale()) !== 0) process.exit(1);
const yardstickPage = writeYardstickPage('bench-first-screen-yardstick.html');

const server = await startBenchServer({ port: Number(process.env.BENCH_PORT ?? 4324), games: 600 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
// Lighthouse's mobile profile as DevTools applies it (request latency and bandwidth already
// adjusted for applied throttling by Lighthouse's constants)
const slow4g = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile;

/** One load in a fresh context: FCP, LCP and the first screen's last image, ms from navigation. */
async function measure(url) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.__imageLoads = new Map();
      w.__lcp = 0;
      // capture: an image's load event does not bubble
      document.addEventListener(
        'load',
        (event) => {
          if (event.target instanceof HTMLImageElement)
            w.__imageLoads.set(event.target, performance.now());
        },
        true,
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slow4g.requestLatencyMs,
      downloadThroughput: (slow4g.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4g.uploadThroughputKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdownMultiplier });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // what is still in flight at the load event (late images, hydration) gets its time
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    return await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      let firstScreen = fcp;
      let images = 0;
      for (const img of document.images) {
        const r = img.getBoundingClientRect();
        const visible =
          r.width > 0 &&
          r.height > 0 &&
          r.bottom > 0 &&
          r.right > 0 &&
          r.top < innerHeight &&
          r.left < innerWidth;
        if (!visible) continue;
        images++;
        // an image in view that never loaded leaves the first screen unfinished
        firstScreen = Math.max(firstScreen, w.__imageLoads.get(img) ?? Infinity);
      }
      return { fcp, lcp: w.__lcp || fcp, firstScreen, images };
    });
  } finally {
    await context.close();
  }
}

async function medianOf(url) {
  const runs = [];
  // one unmeasured load first: the server draws the art on its first request (bench:lighthouse)
  await measure(url);
  for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
  return {
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    firstScreen: median(runs.map((r) => r.firstScreen)),
    images: median(runs.map((r) => r.images)),
    spread: `${Math.min(...runs.map((r) => r.firstScreen)).toFixed(0)}–${Math.max(...runs.map((r) => r.firstScreen)).toFixed(0)} ms`,
  };
}

const s = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');

try {
  const slug = await fetch(`${server.url}/api/games/list?perPage=1`)
    .then((r) => r.json())
    .then((body) => body.response.data[0].slug);
  const yardstick = await medianOf(`${server.url}${yardstickPage.path}`);
  console.log(`first screen yardstick (plain page): first paint ${s(yardstick.fcp)}`);
  for (const route of ['/', '/games', `/game/${slug}`]) {
    const m = await medianOf(`${server.url}${route}`);
    const verdict =
      route === '/'
        ? `; target ≤ ${s(TARGET_MS)} (${m.firstScreen <= TARGET_MS ? 'met' : 'NOT met'})`
        : '';
    console.log(
      `first screen ${route} (applied slow 4G, 4× CPU, ${screen.width}×${screen.height}): ` +
        `FCP ${s(m.fcp)}, LCP ${s(m.lcp)}, first screen ${s(m.firstScreen)} ` +
        `(${(m.firstScreen / yardstick.fcp).toFixed(2)}× the plain page; ${m.images} images in view; ` +
        `single runs ${m.spread}) — median of ${RUNS}${verdict}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
  yardstickPage.remove();
}
