// The audit trail: one append-only, hash-chained table (staff_audit). Each row's hash is SHA-256
// over its canonical content and the previous row's hash; appends lock the single head row
// (staff_audit_head) so parallel writers still build one chain, on PGlite and PostgreSQL alike.
// UPDATE, DELETE and TRUNCATE are refused by a trigger (migration 0027); `verifyAuditChain`
// recomputes every hash and link (npm run audit:verify -w apps/server).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { OperatorAudit } from '../modules/types';
import type { StaffRole } from './permissions';
import { staffAudit, staffAuditHead, type StaffAuditRow } from './tables';

export const GENESIS_HASH = '0'.repeat(64);

export type AuditOutcome = 'OK' | 'DENIED' | 'FAILED';

export interface AuditInput {
  at: Date;
  actorId: string;
  actorName: string;
  actorRole: StaffRole | null;
  action: string;
  outcome: AuditOutcome;
  targetType?: string | null;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip?: string | null;
}

/** JSON text with sorted keys; bigints as decimal strings; undefined → null. */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const normalise = (v: unknown): unknown => {
    if (typeof v === 'bigint') return v.toString();
    if (v instanceof Date) return v.toISOString();
    if (Array.isArray(v)) return v.map(normalise);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
          .map((k) => [k, normalise((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(normalise(value));
}

type HashedFields = Omit<StaffAuditRow, 'hash'>;

/** The hash of a row: SHA-256 over its fields in a fixed order (the previous hash included). */
export function rowHash(row: HashedFields): string {
  const content = JSON.stringify([
    row.id,
    row.at.toISOString(),
    row.actorId,
    row.actorName,
    row.actorRole,
    row.action,
    row.outcome,
    row.targetType,
    row.targetId,
    row.before,
    row.after,
    row.reason,
    row.ip,
    row.prevHash,
  ]);
  return createHash('sha256').update(content, 'utf8').digest('hex');
}

const clip = (value: string | null | undefined, max: number): string | null =>
  value == null ? null : value.slice(0, max);

/** Appends one row at the end of the chain (its own transaction). */
export async function appendAudit(db: Db, input: AuditInput): Promise<StaffAuditRow> {
  return db.transaction(async (tx) => {
    // the head row lock serialises appends: one chain whatever the concurrency
    const [head] = await tx
      .select()
      .from(staffAuditHead)
      .where(eq(staffAuditHead.id, 1))
      .for('update');
    if (!head) throw new Error('staff_audit_head is missing (migration 0027)');
    // the chain's time never goes backwards (an injected clock may lag the last row)
    const fields: HashedFields = {
      id: head.lastId + 1,
      at: input.at,
      actorId: input.actorId.slice(0, 100),
      actorName: input.actorName.slice(0, 200),
      actorRole: input.actorRole,
      action: input.action.slice(0, 100),
      outcome: input.outcome,
      targetType: clip(input.targetType, 50),
      targetId: clip(input.targetId, 200),
      before: auditJson(input.before),
      after: auditJson(input.after),
      reason: clip(input.reason?.trim() || null, 1000),
      ip: clip(input.ip, 100),
      prevHash: head.lastHash,
    };
    const row: StaffAuditRow = { ...fields, hash: rowHash(fields) };
    await tx.insert(staffAudit).values(row);
    await tx
      .update(staffAuditHead)
      .set({ lastId: row.id, lastHash: row.hash })
      .where(eq(staffAuditHead.id, 1));
    return row;
  });
}

export interface AuditVerification {
  ok: boolean;
  rows: number;
  brokenAtId: number | null;
}

/** Recomputes every row's hash and link, in chain order, in pages. */
export async function verifyAuditChain(db: Db, pageSize = 2000): Promise<AuditVerification> {
  let prev = GENESIS_HASH;
  let expectedId = 1;
  let rows = 0;
  for (;;) {
    const page = await db
      .select()
      .from(staffAudit)
      .where(gte(staffAudit.id, expectedId))
      .orderBy(asc(staffAudit.id))
      .limit(pageSize);
    for (const row of page) {
      const { hash, ...fields } = row;
      if (row.id !== expectedId || row.prevHash !== prev || rowHash(fields) !== hash) {
        return { ok: false, rows, brokenAtId: row.id === expectedId ? row.id : expectedId };
      }
      prev = hash;
      expectedId += 1;
      rows += 1;
    }
    if (page.length < pageSize) break;
  }
  // the head must point at the last row (a deleted tail shows here)
  const [head] = await db.select().from(staffAuditHead).where(eq(staffAuditHead.id, 1));
  if (!head || head.lastId !== rows || head.lastHash !== prev) {
    return { ok: false, rows, brokenAtId: expectedId };
  }
  return { ok: true, rows, brokenAtId: null };
}

export interface AuditFilter {
  actorId?: string | null;
  action?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  outcome?: AuditOutcome | null;
  from?: Date | null;
  to?: Date | null;
}

function filterConditions(filter: AuditFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(staffAudit.actorId, filter.actorId));
  if (filter.action) {
    where.push(
      filter.action.endsWith('.')
        ? like(staffAudit.action, `${filter.action.replace(/[%_\\]/g, '\\$&')}%`)
        : eq(staffAudit.action, filter.action),
    );
  }
  if (filter.targetType) where.push(eq(staffAudit.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(staffAudit.targetId, filter.targetId));
  if (filter.outcome) where.push(eq(staffAudit.outcome, filter.outcome));
  if (filter.from) where.push(gte(staffAudit.at, filter.from));
  if (filter.to) where.push(lt(staffAudit.at, filter.to));
  return where;
}

/** Newest first, keyset on the chain id (`after` = the last id seen). */
export async function searchAudit(
  db: Db,
  filter: AuditFilter,
  page: { first: number; after: number | null },
): Promise<{ rows: StaffAuditRow[]; next: number | null }> {
  const where = filterConditions(filter);
  if (page.after !== null) where.push(lt(staffAudit.id, page.after));
  const rows = await db
    .select()
    .from(staffAudit)
    .where(and(...where))
    .orderBy(desc(staffAudit.id))
    .limit(page.first + 1);
  const more = rows.length > page.first;
  const shown = more ? rows.slice(0, page.first) : rows;
  return { rows: shown, next: more ? shown[shown.length - 1]!.id : null };
}

const CSV_COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorName',
  'actorRole',
  'action',
  'outcome',
  'targetType',
  'targetId',
  'before',
  'after',
  'reason',
  'ip',
  'prevHash',
  'hash',
] as const;

/** RFC 4180 field; a leading =, +, - or @ is prefixed with ' (no formula injection in spreadsheets). */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The filtered trail as CSV, oldest first, streamed page by page. */
export async function* auditCsv(
  db: Db,
  filter: AuditFilter,
  pageSize = 2000,
): AsyncGenerator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(staffAudit)
      .where(and(...filterConditions(filter), gt(staffAudit.id, after)))
      .orderBy(asc(staffAudit.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield rows.map((r) => `${CSV_COLUMNS.map((c) => csvField(r[c])).join(',')}\r\n`).join('');
    after = rows[rows.length - 1]!.id;
    if (rows.length < pageSize) return;
  }
}

/**
 * The modules' port for operator-token REST calls (AppDeps.operatorAudit): their rows are the
 * staff API's automation actor's (`automation`, role admin, named `automation:<x-operator-name>`).
 */
export function operatorAuditWriter(clock: Clock): OperatorAudit {
  return async (db, entry) => {
    const prefix = 'operator:';
    const name = entry.actor.startsWith(prefix) ? entry.actor.slice(prefix.length) : 'operator';
    await appendAudit(db, {
      at: clock.now(),
      actorId: 'automation',
      actorName: `automation:${name}`,
      actorRole: 'admin',
      action: entry.action,
      outcome: 'OK',
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
    });
  };
}
