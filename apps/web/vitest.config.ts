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
    environmentOptions: { jsdom: { url: 'https://aurum.test/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // vitest's default is cores - 1 workers: one on the 2-core CI machine; jsdom files are
    // independent, two workers use both cores
    maxWorkers: 2,
    // VM contexts (not a fresh worker per file): jsdom's set-up fell from 180 s to 7.5 s of the
    // suite (setup.ts gives the contexts Node's Web Crypto)
    pool: 'vmThreads',
  },
});
