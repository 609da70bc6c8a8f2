// Keyset pagination on (time, id): PostgreSQL keeps microseconds, a JS Date milliseconds, so a
// cursor built from a Date puts a page boundary inside one millisecond and repeats or skips rows.
// Cursors carry the time as PostgreSQL's own microsecond text instead.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { validationError } from '../errors';

/** A timestamp as ISO text with microseconds (`2026-11-26T10:00:00.123456Z`), for cursors. */
export const preciseTime = (time: SQL | AnyPgColumn) =>
  sql<string>`to_char((${time}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** What `preciseTime` writes. */
export const PRECISE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** A `time|id` cursor (integer ids); null without one, VALIDATION_ERROR on a malformed one. */
export function parseTimeIdCursor(
  after: string | null | undefined,
): { at: string; id: number } | null {
  if (!after) return null;
  const [at, id] = after.split('|');
  if (!at || !PRECISE_TIME.test(at) || !id || !/^\d{1,15}$/.test(id)) {
    throw validationError('Bad cursor.');
  }
  return { at, id: Number(id) };
}
