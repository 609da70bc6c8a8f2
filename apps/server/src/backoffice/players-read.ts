// Read models of players for the staff API: the summary shown in every list, and the search.
// Reads the identity and payments tables directly (read-only reporting; every write goes through
// the modules' services).
import DataLoader from 'dataloader';
import { and, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { PRECISE_TIME, preciseTime } from '../db/keyset';
import { users, withdrawRequests } from '../db/schema';
import type { UserRow } from '../modules/identity';

export interface PlayerSummaryView {
  id: string;
  email: string;
  name: string | null;
  phone: string | null;
  country: string | null;
  currency: string;
  status: UserRow['status'];
  kycStatus: UserRow['kycStatus'];
  createdAt: Date;
}

export function playerSummary(row: UserRow): PlayerSummaryView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    country: row.mainCountry,
    currency: row.firstRegisteredCurrency,
    status: row.status,
    kycStatus: row.kycStatus,
    createdAt: row.createdAt,
  };
}

export async function playersByIds(db: Db, ids: readonly string[]): Promise<Map<string, UserRow>> {
  const valid = [...new Set(ids)].filter((id) => UUID.test(id));
  if (valid.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, valid));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * One request's players by id, batched: a list's `player` fields (an inbox page, a withdrawal
 * queue page) ask once per page, not once per row. Unknown and malformed ids answer null.
 */
export function playerLoader(db: Db): DataLoader<string, UserRow | null> {
  return new DataLoader(async (ids) => {
    const rows = await playersByIds(db, ids);
    return ids.map((id) => rows.get(id) ?? null);
  });
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/**
 * Players by id (exact), e-mail, name or phone (prefix / contains), or a payout detail used in one
 * of their withdrawals (exact value). Newest first; keyset on (created_at, id).
 */
export async function searchPlayers(
  db: Db,
  query: string,
  page: { first: number; after: string | null },
): Promise<{ rows: UserRow[]; next: string | null }> {
  const q = query.trim().slice(0, 200);
  const where: SQL[] = [];
  if (q) {
    const like = `%${escapeLike(q.toLowerCase())}%`;
    const digits = q.replace(/[^\d+]/g, '');
    const matches: SQL[] = [
      ilike(users.emailNormalized, like),
      ilike(users.name, like),
      // `= ANY(ARRAY(…))` (an init plan) rather than `IN (…)`: it is an index condition on the
      // primary key, so the planner can BitmapOr it with the trigram arms; with `IN` the OR could
      // only be a filter over every player (827 ms at 100,000 players, bench:backoffice)
      sql`${users.id} = ANY(ARRAY(
        SELECT w.user_id::uuid FROM ${withdrawRequests} w
        WHERE w.inputs @> ${JSON.stringify([{ value: q }])}::jsonb
      ))`,
    ];
    if (UUID.test(q)) matches.push(eq(users.id, q), eq(users.uuid, q));
    if (digits.length >= 4) matches.push(ilike(users.phone, `%${escapeLike(digits)}%`));
    where.push(or(...matches)!);
  }
  if (page.after) {
    const [at, id] = decodeCursor(page.after);
    where.push(sql`(${users.createdAt}, ${users.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await db
    .select({ ...getTableColumns(users), cursorAt: preciseTime(users.createdAt) })
    .from(users)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.first + 1);
  const more = rows.length > page.first;
  const shown = more ? rows.slice(0, page.first) : rows;
  const last = shown[shown.length - 1];
  return { rows: shown, next: more && last ? encodeCursor(last.cursorAt, last.id) : null };
}

export function encodeCursor(at: string, id: string | number): string {
  return Buffer.from(`${at}|${id}`).toString('base64url');
}

/** [time, id] of a cursor; VALIDATION_ERROR-free: a garbage cursor reads as the start. */
export function decodeCursor(cursor: string): [string, string] {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !PRECISE_TIME.test(at) || !id) {
    return ['294276-12-31T23:59:59.999999Z', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
  }
  return [at, id];
}

export { preciseTime };
