import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql ships CJS (main) and ESM (module) builds. Node, and so tsx and every dependency
    // (Yoga, graphql-tools), loads the CJS one; Vite would hand our sources the ESM one, and two
    // graphql instances break `instanceof` (GraphQLError, schema types). Use Node's choice.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  // Integration tests share one database per worker (src/test/test-database.ts): `isolate: false`
  // keeps the worker's modules, and so its database, alive from one test file to the next.
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
