import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium's browser UI is itself web pages now: every new window preloads a "WebUI Top
  // Renderer" (the omnibox popup) that cost more main-thread time than the page under test (2.2 s
  // vs 1.7 s for one page load, traced): nothing in a headless test uses it. A second
  // --disable-features replaces Playwright's, so its own list is repeated here.
  `--disable-features=${[
    'PreloadTopChromeWebUI',
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'WebUIOmniboxFullPopup',
    // Playwright's defaults (playwright-core chromiumSwitches)
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
  ].join(',')}`,
];
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // three: with two, the suite keeps the 2-core machine at load ~1.8 (its tests mostly wait on the
  // server's timers and animations)
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  // The service worker precaches the whole shell in every new context (dozens of requests and the
  // worker's start-up per test): only the PWA spec, whose subject it is, lets it run.
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
    serviceWorkers: 'block',
    // the app honours reduced motion (results at once, no carousel autoplay): fewer frames to
    // paint on a loaded machine; the games' own specs and the layout-shift check opt back into
    // full motion (test.use), since motion is their subject
    reducedMotion: 'reduce',
  },
  // Each spec runs where its subject lives (the suite ran everything twice and outgrew CI's 20
  // minutes): the money, identity and game journeys are viewport-agnostic logic and run once, on
  // the phone (390x844, touch) the product is designed for first; the JS budget, layout shift,
  // back office (a laptop and tablet app), a11y, PWA, server render, security headers and the
  // demo-play, games-web and live-table journeys (the last three loop over 390x844 and 1280x800
  // themselves) run on the desktop project; home's layout and the desktop walk run on both (the
  // shell, languages and catalogue run on the phone; their desktop layout is the walk's).
  projects: [
    {
      name: 'mobile',
      testMatch:
        /[\\/](shell|home-layout|home-carousel|i18n|catalogue|walk-desk|chat|wallet|identity|deposit-bonus|bonus-journey|responsible-gaming|notifications|play|originals|crash|walk-money)\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        // CSS layout is the phone's (390x844, touch, mobile viewport); drawing at the Pixel's 2.625
        // device pixels per CSS pixel made Chromium's software rasteriser paint ~7x the pixels of
        // the desktop project on every frame, and three such pages starved a 2-core machine
        // (clicks and navigations timing out)
        deviceScaleFactor: 1,
        defaultBrowserType: 'chromium',
        launchOptions,
      },
    },
    {
      name: 'desktop',
      testMatch:
        /[\\/](home-layout|walk-desk|budget|layout-shift|backoffice|backoffice-content|desk\.backoffice|a11y|pwa|ssr|security-headers|games-play|games-web|live-table)\.spec\.ts$/,
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: {
    command: 'node ../../scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: { E2E_PORT: String(port) },
  },
});
