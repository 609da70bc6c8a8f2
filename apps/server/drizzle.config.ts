import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes SQL migrations for src/db/schema.ts into
// src/db/migrations; the server applies them at boot (src/db/migrate.ts). Never edit them by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
