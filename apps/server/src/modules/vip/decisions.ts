// The back office's VIP applications inbox: staff list the applications and decide them. An
// approval sets the player's level (levels.ts) in the same transaction as the decision; a
// rejection keeps its reason. A decided application is never decided again.
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parseTimeIdCursor, preciseTime } from '../../db/keyset';
import { AppError, notFound, validationError } from '../../errors';
import { setPlayerLevel } from './levels';
import type { VipApplicationRow } from './service';
import { vipApplications } from './tables';

export const VIP_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type VipApplicationStatus = (typeof VIP_APPLICATION_STATUSES)[number];

/**
 * Applications with a status (all when null): PENDING oldest first (a queue), decided ones newest
 * first; keyset pages of 1–100 (`after` = the previous page's `next`).
 */
export async function listVipApplications(
  db: Db,
  input: { status?: string | null; first?: number | null; after?: string | null },
): Promise<{ items: VipApplicationRow[]; next: string | null }> {
  const status = input.status ?? null;
  if (status !== null && !(VIP_APPLICATION_STATUSES as readonly string[]).includes(status)) {
    throw validationError('status is PENDING, APPROVED or DECLINED.');
  }
  const first = Math.min(Math.max(Math.trunc(input.first ?? 25), 1), 100);
  const cursor = parseTimeIdCursor(input.after);
  const oldestFirst = status === 'PENDING';
  const where: SQL[] = [];
  if (status) where.push(eq(vipApplications.status, status));
  if (cursor) {
    where.push(
      oldestFirst
        ? sql`(${vipApplications.createdAt}, ${vipApplications.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
        : sql`(${vipApplications.createdAt}, ${vipApplications.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
    );
  }
  const order = oldestFirst ? asc : desc;
  const rows = await db
    .select({
      ...getTableColumns(vipApplications),
      cursorAt: preciseTime(vipApplications.createdAt),
    })
    .from(vipApplications)
    .where(and(...where))
    .orderBy(order(vipApplications.createdAt), order(vipApplications.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const tail = page[page.length - 1];
  return {
    items: page,
    next: rows.length > first && tail ? `${tail.cursorAt}|${tail.id}` : null,
  };
}

export async function requireVipApplication(db: Db, id: string): Promise<VipApplicationRow> {
  const row = /^\d{1,9}$/.test(id)
    ? (
        await db
          .select()
          .from(vipApplications)
          .where(eq(vipApplications.id, Number(id)))
      )[0]
    : undefined;
  if (!row) throw notFound('No such VIP application.');
  return row;
}

export interface VipDecision {
  id: string;
  decision: 'APPROVED' | 'DECLINED';
  /** the level an approval sets (0–100) */
  level?: number | null;
  reason: string;
  staff: { id: string; name: string };
  now: Date;
}

/**
 * Decides a PENDING application: APPROVED sets the player's level, DECLINED keeps the reason.
 * APPROVAL_ALREADY_DECIDED when it was decided before (also the loser of two parallel clicks);
 * VALIDATION_ERROR for a missing level or a level out of range.
 */
export async function decideVipApplication(
  db: Db,
  input: VipDecision,
): Promise<{ application: VipApplicationRow; previousLevel: number | null }> {
  if (input.decision === 'APPROVED' && (input.level === null || input.level === undefined)) {
    throw validationError('An approval sets a level.');
  }
  return db.transaction(async (tx) => {
    const [row] = /^\d{1,9}$/.test(input.id)
      ? await tx
          .select()
          .from(vipApplications)
          .where(eq(vipApplications.id, Number(input.id)))
          .for('update')
      : [];
    if (!row) throw notFound('No such VIP application.');
    if (row.status !== 'PENDING') {
      throw new AppError('APPROVAL_ALREADY_DECIDED', {
        message: 'This application was already decided.',
      });
    }
    let previousLevel: number | null = null;
    if (input.decision === 'APPROVED') {
      const change = await setPlayerLevel(tx, {
        actor: `staff:${input.staff.id}`,
        userId: row.userId,
        level: input.level!,
        reason: input.reason,
      });
      previousLevel = change.previous;
    }
    const [application] = await tx
      .update(vipApplications)
      .set({
        status: input.decision,
        decidedAt: input.now,
        decidedBy: input.staff.id,
        decidedByName: input.staff.name,
        decisionReason: input.reason,
        approvedLevel: input.decision === 'APPROVED' ? input.level! : null,
      })
      .where(eq(vipApplications.id, row.id))
      .returning();
    return { application: application!, previousLevel };
  });
}
