import { webcrypto } from 'node:crypto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { testI18nReady } from './i18n';
import { setViewportWidth } from './media';

// The suite runs in VM contexts (vitest pool `vmThreads`: a jsdom per file costs ~1.6 s in a
// fresh worker, ~0.07 s here), where jsdom's window has no Web Crypto: the fairness replays use
// the browser's crypto.subtle, so the context gets Node's (the same Web Crypto API)
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// findBy*/waitFor give up after 1 s by default; a file's first render (its lazy chunks transformed
// on demand by the other worker's side) once took longer than that on the 2-core CI machine
// (home-page.test, 27 Nov). A slow answer still fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await testI18nReady;
});

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  window.localStorage.clear();
});
