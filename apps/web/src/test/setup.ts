import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { testI18nReady } from './i18n';
import { setViewportWidth } from './media';

beforeAll(async () => {
  await testI18nReady;
});

afterEach(() => {
  cleanup();
  setViewportWidth(1280);
  window.localStorage.clear();
});
