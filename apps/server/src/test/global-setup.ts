// Vitest global setup: names this run (so parallel runs on one PostgreSQL never collide) and, at
// the end, drops the per-worker PostgreSQL databases the run created.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Per-worker PostgreSQL databases are named `${TEST_DATABASE_PREFIX}<run>_<pid>`. */
export const TEST_DATABASE_PREFIX = 'aurum_test_';

declare module 'vitest' {
  export interface ProvidedContext {
    /** short random id of this vitest run */
    aurumTestRun: string;
  }
}

export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex');
  project.provide('aurumTestRun', run);

  return async function teardown() {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${TEST_DATABASE_PREFIX}${run}\\_%`],
      );
      for (const { datname } of rows) {
        if (/^[a-z0-9_]+$/.test(datname)) {
          await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
        }
      }
    } finally {
      await admin.end();
    }
  };
}
