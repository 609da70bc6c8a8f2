// Records which seed has been written, so a restart never writes it twice.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const seedMeta = pgTable('seed_meta', {
  /** what was seeded, e.g. "catalogue" */
  key: text('key').primaryKey(),
  version: integer('version').notNull(),
  /** the PRNG seed string */
  seed: text('seed').notNull(),
  /** row counts written */
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
