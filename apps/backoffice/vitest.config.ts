import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': path.join(import.meta.dirname, 'src') },
  },
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'https://aurum.test/backoffice/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // cores - 1 by default: one on the 2-core CI machine
    maxWorkers: 2,
    // VM contexts: a jsdom per file without a fresh worker's start-up (apps/web/vitest.config.ts)
    pool: 'vmThreads',
  },
});
