import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // cores - 1 by default: one on the 2-core CI machine
    maxWorkers: 2,
  },
});
