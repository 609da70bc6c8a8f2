// Manual balance adjustments: a ledger transfer (kind ADJUSTMENT) between the house and the
// player's REAL account, with a reason. Below the four-eyes threshold it is posted at once; at or
// above it waits for a second, different staff member. The requester's `requestKey` makes a retry
// answer the first result; the ledger key `adjustment:<id>` and the status guard
// (`WHERE status = 'PENDING_APPROVAL'` in the posting transaction) make the money move once.
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { requirePlayer } from '../modules/identity';
import {
  account,
  postTransfers,
  publishBalanceChanges,
  type AccountChange,
} from '../modules/wallet';
import type { AppPubSub } from '../pubsub';
import type { StaffActor } from './context';
import { needsTwoPeople } from './money';
import {
  staffBalanceAdjustments,
  type AdjustmentStatus,
  type BalanceAdjustmentRow,
} from './tables';

export interface AdjustmentDeps {
  db: Db;
  config: Config;
  pubsub: AppPubSub;
}

export interface AdjustInput {
  playerId: string;
  currency: string;
  amountMinor: bigint;
  reason: string;
  requestKey: string;
}

function checkInput(input: AdjustInput): { reason: string; currency: string } {
  const reason = input.reason.trim();
  if (!reason || reason.length > 500) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A reason (up to 500 characters) is required.',
      details: { field: 'reason' },
    });
  }
  if (input.amountMinor === 0n) {
    throw new AppError('INVALID_AMOUNT', {
      message: 'The amount must not be zero.',
      details: { field: 'amountMinor' },
    });
  }
  if (!/^[\w:.-]{8,100}$/.test(input.requestKey)) {
    throw new AppError('INVALID_IDEMPOTENCY_KEY', {
      message: 'requestKey: 8–100 letters, digits, _ : . -',
    });
  }
  return { reason, currency: input.currency.trim().toUpperCase() };
}

async function findByKey(db: Db, staffId: string, key: string) {
  const rows = await db
    .select()
    .from(staffBalanceAdjustments)
    .where(
      and(
        eq(staffBalanceAdjustments.requestedBy, staffId),
        eq(staffBalanceAdjustments.requestKey, key),
      ),
    );
  return rows[0] ?? null;
}

function sameRequest(
  row: BalanceAdjustmentRow,
  input: AdjustInput,
  reason: string,
  currency: string,
) {
  return (
    row.playerId === input.playerId &&
    row.currency === currency &&
    row.amount === input.amountMinor &&
    row.reason === reason
  );
}

/** Posts a PENDING_APPROVAL (or new) adjustment inside `tx`; null when it was no longer pending. */
async function post(
  tx: Db,
  row: BalanceAdjustmentRow,
  decider: StaffActor | null,
  now: Date,
): Promise<{ row: BalanceAdjustmentRow; changes: AccountChange[] } | null> {
  const real = account.real(row.playerId, row.currency);
  const house = account.house(row.currency);
  const credit = row.amount > 0n;
  const posted = await postTransfers(tx, [
    {
      idempotencyKey: `adjustment:${row.id}`,
      debit: credit ? house : real,
      credit: credit ? real : house,
      amount: credit ? row.amount : -row.amount,
      currency: row.currency,
      kind: 'ADJUSTMENT',
      metadata: { adjustmentId: row.id, reason: row.reason, requestedBy: row.requestedBy },
    },
  ]);
  const [updated] = await tx
    .update(staffBalanceAdjustments)
    .set({
      status: 'APPLIED',
      transferId: posted.transfers[0]!.id,
      ...(decider ? { decidedBy: decider.id, decidedByName: decider.name, decidedAt: now } : {}),
    })
    .where(
      and(
        eq(staffBalanceAdjustments.id, row.id),
        eq(staffBalanceAdjustments.status, 'PENDING_APPROVAL'),
      ),
    )
    .returning();
  if (!updated) return null;
  return { row: updated, changes: posted.changes };
}

/** Requests (and, below the threshold, posts) an adjustment. */
export async function adjustBalance(
  deps: AdjustmentDeps,
  actor: StaffActor,
  input: AdjustInput,
  now: Date,
): Promise<{ row: BalanceAdjustmentRow; replayed: boolean }> {
  const { reason, currency } = checkInput(input);
  const previous = await findByKey(deps.db, actor.id, input.requestKey);
  if (previous) {
    if (!sameRequest(previous, input, reason, currency)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', {
        message: 'This requestKey was used for another adjustment.',
      });
    }
    return { row: previous, replayed: true };
  }
  await requirePlayer(deps.db, input.playerId);
  const two = await needsTwoPeople(deps.db, deps.config, 'adjustment', input.amountMinor, currency);
  let result: { row: BalanceAdjustmentRow; changes: AccountChange[] };
  try {
    result = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffBalanceAdjustments)
        .values({
          playerId: input.playerId,
          currency,
          amount: input.amountMinor,
          reason,
          status: 'PENDING_APPROVAL',
          requestedBy: actor.id,
          requestedByName: actor.name,
          requestKey: input.requestKey,
          createdAt: now,
        })
        .returning();
      if (two) return { row: row!, changes: [] };
      const posted = await post(tx, row!, null, now);
      return posted!;
    });
  } catch (error) {
    // the same key sent twice at once: the other request inserted it; answer its row
    const raced = await findByKey(deps.db, actor.id, input.requestKey);
    if (raced && sameRequest(raced, input, reason, currency)) return { row: raced, replayed: true };
    throw error;
  }
  publishBalanceChanges(deps.pubsub, result.changes);
  return { row: result.row, replayed: false };
}

export async function requireAdjustment(db: Db, id: string): Promise<BalanceAdjustmentRow> {
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const rows = valid
    ? await db.select().from(staffBalanceAdjustments).where(eq(staffBalanceAdjustments.id, id))
    : [];
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such adjustment.' });
  return rows[0];
}

function checkDecider(row: BalanceAdjustmentRow, actor: StaffActor): void {
  if (row.requestedBy === actor.id) {
    throw new AppError('FOUR_EYES_SAME_APPROVER', {
      message: 'The requester cannot approve their own adjustment.',
    });
  }
}

const alreadyDecided = (row: BalanceAdjustmentRow) =>
  new AppError('APPROVAL_ALREADY_DECIDED', {
    message: `The adjustment is ${row.status}.`,
    details: { status: row.status },
  });

/** The second person posts it (once, whatever the concurrency). */
export async function approveAdjustment(
  deps: AdjustmentDeps,
  actor: StaffActor,
  id: string,
  now: Date,
): Promise<BalanceAdjustmentRow> {
  const row = await requireAdjustment(deps.db, id);
  checkDecider(row, actor);
  if (row.status !== 'PENDING_APPROVAL') {
    if (row.status === 'APPLIED' && row.decidedBy === actor.id) return row; // a retry
    throw alreadyDecided(row);
  }
  const result = await deps.db.transaction(async (tx) => {
    // lock the adjustment: a parallel approval waits here and then finds it APPLIED
    const [locked] = await tx
      .select()
      .from(staffBalanceAdjustments)
      .where(eq(staffBalanceAdjustments.id, id))
      .for('update');
    if (!locked || locked.status !== 'PENDING_APPROVAL') return null;
    return post(tx, locked, actor, now);
  });
  if (!result) {
    const current = await requireAdjustment(deps.db, id);
    if (current.status === 'APPLIED' && current.decidedBy === actor.id) return current;
    throw alreadyDecided(current);
  }
  publishBalanceChanges(deps.pubsub, result.changes);
  return result.row;
}

export async function rejectAdjustment(
  deps: AdjustmentDeps,
  actor: StaffActor,
  id: string,
  reason: string,
  now: Date,
): Promise<BalanceAdjustmentRow> {
  const row = await requireAdjustment(deps.db, id);
  if (!reason.trim()) {
    throw new AppError('VALIDATION_ERROR', {
      message: 'A reason is required.',
      details: { field: 'reason' },
    });
  }
  const [updated] = await deps.db
    .update(staffBalanceAdjustments)
    .set({
      status: 'REJECTED',
      decidedBy: actor.id,
      decidedByName: actor.name,
      decidedAt: now,
      decisionReason: reason.trim().slice(0, 500),
    })
    .where(
      and(
        eq(staffBalanceAdjustments.id, id),
        eq(staffBalanceAdjustments.status, 'PENDING_APPROVAL'),
      ),
    )
    .returning();
  if (!updated) throw alreadyDecided(row);
  return updated;
}

export async function listAdjustments(
  db: Db,
  filter: { status?: AdjustmentStatus | null; playerId?: string | null },
  page: { first: number; after: string | null },
): Promise<{ rows: BalanceAdjustmentRow[]; next: string | null }> {
  const where = [];
  if (filter.status) where.push(eq(staffBalanceAdjustments.status, filter.status));
  if (filter.playerId) where.push(eq(staffBalanceAdjustments.playerId, filter.playerId));
  const forPlayer = Boolean(filter.playerId);
  if (page.after) {
    const at = new Date(page.after);
    if (!Number.isNaN(at.getTime())) where.push(gt(staffBalanceAdjustments.createdAt, at));
  }
  const rows = await db
    .select()
    .from(staffBalanceAdjustments)
    .where(where.length ? and(...where) : undefined)
    .orderBy(
      forPlayer ? desc(staffBalanceAdjustments.createdAt) : asc(staffBalanceAdjustments.createdAt),
    )
    .limit(page.first + 1);
  const more = rows.length > page.first;
  const shown = more ? rows.slice(0, page.first) : rows;
  return {
    rows: shown,
    next: more ? shown[shown.length - 1]!.createdAt.toISOString() : null,
  };
}
