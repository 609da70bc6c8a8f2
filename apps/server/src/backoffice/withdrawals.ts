// The withdrawal queue: listing with filters, risk hints, and the decisions — every transition
// through the payments module's `changeWithdrawStatus` (row lock, ledger legs, player notified
// live). Four eyes: at or above the threshold the first approval is only recorded; a second,
// different staff member applies it.
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Config } from '../config';
import { executeRows, type Db } from '../db/client';
import { playRounds, userBonuses, users, withdrawRequests } from '../db/schema';
import { AppError } from '../errors';
import {
  changeWithdrawStatus,
  findWithdrawRequest,
  type WithdrawAction,
  type WithdrawRequestRow,
  type WithdrawStatus,
} from '../modules/payments';
import { deferPublishes, type AppPubSub } from '../pubsub';
import type { StaffActor } from './context';
import { money, needsTwoPeople, type MoneyView } from './money';
import { staffWithdrawalApprovals } from './tables';
import { encodeCursor, decodeCursor, preciseTime } from './players-read';

export type StaffWithdrawalParent = WithdrawRequestRow;

export interface WithdrawalDeps {
  db: Db;
  config: Config;
  pubsub: AppPubSub;
}

export interface WithdrawalFilter {
  statuses?: WithdrawStatus[] | null;
  currency?: string | null;
  playerId?: string | null;
  minMinor?: bigint | null;
  awaitingSecondApproval?: boolean | null;
  from?: Date | null;
  to?: Date | null;
}

const approvalCount = sql<number>`(SELECT count(*)::int FROM ${staffWithdrawalApprovals} a WHERE a.request_id = ${withdrawRequests.id})`;

/** Oldest first; keyset on (created_at, id). */
export async function listWithdrawals(
  db: Db,
  filter: WithdrawalFilter,
  page: { first: number; after: string | null },
): Promise<{ rows: WithdrawRequestRow[]; next: string | null }> {
  const statuses = filter.statuses?.length ? filter.statuses : (['PENDING', 'APPROVED'] as const);
  const where: SQL[] = [inArray(withdrawRequests.status, [...statuses])];
  if (filter.currency) where.push(eq(withdrawRequests.currency, filter.currency.toUpperCase()));
  if (filter.playerId) where.push(eq(withdrawRequests.userId, filter.playerId));
  if (filter.minMinor != null) where.push(gte(withdrawRequests.amount, filter.minMinor));
  if (filter.from) where.push(gte(withdrawRequests.createdAt, filter.from));
  if (filter.to) where.push(lt(withdrawRequests.createdAt, filter.to));
  if (filter.awaitingSecondApproval) {
    where.push(eq(withdrawRequests.status, 'PENDING'), sql`${approvalCount} = 1`);
  }
  if (page.after) {
    const [at, id] = decodeCursor(page.after);
    where.push(
      sql`(${withdrawRequests.createdAt}, ${withdrawRequests.id}) > (${at}::timestamptz, ${Number(id) || 0})`,
    );
  }
  const rows = await db
    .select({
      ...getTableColumns(withdrawRequests),
      cursorAt: preciseTime(withdrawRequests.createdAt),
    })
    .from(withdrawRequests)
    .where(and(...where))
    .orderBy(asc(withdrawRequests.createdAt), asc(withdrawRequests.id))
    .limit(page.first + 1);
  const more = rows.length > page.first;
  const shown = more ? rows.slice(0, page.first) : rows;
  const last = shown[shown.length - 1];
  return { rows: shown, next: more && last ? encodeCursor(last.cursorAt, last.id) : null };
}

/** A player's withdrawals, newest first; keyset on id. */
export async function playerWithdrawals(
  db: Db,
  playerId: string,
  page: { first: number; after: string | null },
): Promise<{ rows: WithdrawRequestRow[]; next: string | null }> {
  const after = page.after ? Number(page.after) : null;
  const rows = await db
    .select()
    .from(withdrawRequests)
    .where(
      and(
        eq(withdrawRequests.userId, playerId),
        ...(after && Number.isSafeInteger(after) ? [lt(withdrawRequests.id, after)] : []),
      ),
    )
    .orderBy(desc(withdrawRequests.id))
    .limit(page.first + 1);
  const more = rows.length > page.first;
  const shown = more ? rows.slice(0, page.first) : rows;
  return { rows: shown, next: more ? String(shown[shown.length - 1]!.id) : null };
}

const noSuchWithdrawal = () => new AppError('NOT_FOUND', { message: 'No such withdrawal.' });

export async function requireWithdrawal(db: Db, id: number): Promise<WithdrawRequestRow> {
  const row = await findWithdrawRequest(db, id);
  if (!row) throw noSuchWithdrawal();
  return row;
}

export interface ApprovalView {
  staffId: string;
  staffName: string;
  at: Date;
}

export async function listApprovals(db: Db, requestId: number): Promise<ApprovalView[]> {
  return db
    .select({
      staffId: staffWithdrawalApprovals.staffId,
      staffName: staffWithdrawalApprovals.staffName,
      at: staffWithdrawalApprovals.at,
    })
    .from(staffWithdrawalApprovals)
    .where(eq(staffWithdrawalApprovals.requestId, requestId))
    .orderBy(asc(staffWithdrawalApprovals.at));
}

export function actorLabel(actor: StaffActor): string {
  return actor.id === 'automation' ? actor.name : `staff:${actor.id}`;
}

/** Approve: see the file comment. Answers the request and whether it moved to APPROVED. */
export async function approveWithdrawal(
  deps: WithdrawalDeps,
  actor: StaffActor,
  id: number,
  now: Date,
  reason: string | null,
): Promise<{ row: WithdrawRequestRow; applied: boolean; approvals: number }> {
  if (!Number.isSafeInteger(id)) throw noSuchWithdrawal();
  // One approval of a request at a time: the request's row stays locked until the approval (and,
  // in the staff API, its audit row: guard.ts) commits, so two approvals sent at once never both
  // count only their own row, and a parallel second click reads what the first one did. The
  // player hears of it after the commit.
  const { pubsub, flush } = deferPublishes(deps.pubsub);
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawRequests)
      .where(eq(withdrawRequests.id, id))
      .for('update');
    if (!row) throw noSuchWithdrawal();
    const mine = async () => (await listApprovals(tx, id)).some((a) => a.staffId === actor.id);
    if (row.status !== 'PENDING') {
      // a retry of an approval that was applied answers what it did
      if (row.status === 'APPROVED' && (await mine())) return { row, applied: true, approvals: 2 };
      throw new AppError('WITHDRAW_STATUS_CONFLICT', {
        message: `A ${row.status} withdrawal cannot be approved.`,
        details: { status: row.status },
      });
    }
    const two = await needsTwoPeople(tx, deps.config, 'withdrawal', row.amount, row.currency);
    const inserted = await tx
      .insert(staffWithdrawalApprovals)
      .values({ requestId: id, staffId: actor.id, staffName: actor.name, at: now })
      .onConflictDoNothing()
      .returning();
    const approvals = (await listApprovals(tx, id)).length;
    if (two) {
      if (inserted.length === 0 && approvals < 2) {
        throw new AppError('FOUR_EYES_SAME_APPROVER', {
          message:
            'You already approved this withdrawal; a different staff member must approve it.',
        });
      }
      if (approvals < 2) return { row, applied: false, approvals };
    }
    const updated = await changeWithdrawStatus(
      { db: tx, pubsub },
      { id, action: 'approve', actor: actorLabel(actor), reason },
    );
    return { row: updated, applied: true, approvals };
  });
  flush();
  return result;
}

/** reject / paid / failed through the payments service. */
export async function decideWithdrawal(
  deps: WithdrawalDeps,
  actor: StaffActor,
  id: number,
  action: Exclude<WithdrawAction, 'approve' | 'cancel'>,
  reason: string | null,
): Promise<WithdrawRequestRow> {
  await requireWithdrawal(deps.db, id);
  return changeWithdrawStatus(
    { db: deps.db, pubsub: deps.pubsub },
    { id, action, actor: actorLabel(actor), reason },
  );
}

// ---------------------------------------------------------------- risk hints

export interface RiskView {
  kycStatus: string;
  activeBonus: boolean;
  depositsTotal: MoneyView[];
  withdrawalsTotal: MoneyView[];
  recentLargeWins: {
    roundId: string;
    game: string;
    stake: MoneyView;
    payout: MoneyView;
    at: Date;
  }[];
  accountAgeDays: number;
  samePayoutDetailsPlayers: string[];
}

const LARGE_WIN_MULTIPLIER = 50n;
const DAY_MS = 86_400_000;

export async function riskHints(db: Db, row: WithdrawRequestRow, now: Date): Promise<RiskView> {
  const userId = row.userId;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const bonus = await db
    .select({ id: userBonuses.id })
    .from(userBonuses)
    .where(
      and(
        eq(userBonuses.userId, userId),
        inArray(userBonuses.status, ['ACTIVE', 'FREESPINS_PLAY', 'READY_FOR_REWARD']),
      ),
    )
    .limit(1);
  // deposits as the ledger credited them (fiat and crypto alike)
  const depositRows = await executeRows<{ currency: string; total: string }>(
    db,
    sql`
    SELECT t.currency, sum(t.amount)::text AS total
    FROM ledger_accounts a JOIN ledger_transfers t ON t.credit_account = a.address
    WHERE a.owner_type = 'player' AND a.owner_id = ${userId} AND a.kind = 'REAL'
      AND t.kind = 'DEPOSIT'
    GROUP BY t.currency ORDER BY t.currency`,
  );
  const paid = await db
    .select({
      currency: withdrawRequests.currency,
      total: sql<string>`sum(${withdrawRequests.amount})::text`,
    })
    .from(withdrawRequests)
    .where(and(eq(withdrawRequests.userId, userId), eq(withdrawRequests.status, 'PAID')))
    .groupBy(withdrawRequests.currency);
  const wins = await db
    .select()
    .from(playRounds)
    .where(
      and(
        eq(playRounds.userId, userId),
        eq(playRounds.demo, false),
        gt(playRounds.createdAt, new Date(now.getTime() - 30 * DAY_MS)),
        sql`${playRounds.win} > 0 AND ${playRounds.win} >= ${playRounds.amount} * ${LARGE_WIN_MULTIPLIER}`,
      ),
    )
    .orderBy(desc(playRounds.win))
    .limit(5);
  const shared = await db
    .selectDistinct({ userId: withdrawRequests.userId })
    .from(withdrawRequests)
    .where(
      and(
        ne(withdrawRequests.userId, userId),
        eq(withdrawRequests.methodId, row.methodId),
        sql`${withdrawRequests.inputs} = ${JSON.stringify(row.inputs)}::jsonb`,
        // implied by the equality; lets the GIN index (withdraw_requests_inputs_idx) find them
        sql`${withdrawRequests.inputs} @> ${JSON.stringify(row.inputs)}::jsonb`,
        sql`jsonb_array_length(${withdrawRequests.inputs}) > 0`,
      ),
    )
    .limit(10);
  return {
    kycStatus: user?.kycStatus ?? 'NOT_STARTED',
    activeBonus: bonus.length > 0,
    depositsTotal: depositRows.map((d) => money(BigInt(d.total), d.currency)),
    withdrawalsTotal: paid.map((p) => money(BigInt(p.total), p.currency)),
    recentLargeWins: wins.map((w) => ({
      roundId: w.id,
      game: w.gameSlug,
      stake: money(w.amount, w.currency),
      payout: money(w.win, w.currency),
      at: w.createdAt,
    })),
    accountAgeDays: user ? Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS) : 0,
    samePayoutDetailsPlayers: shared.map((s) => s.userId),
  };
}

/** The payout details as JSON text (inputs and dropdowns). */
export function payoutDetails(row: WithdrawRequestRow): string {
  return JSON.stringify({ inputs: row.inputs, dropdowns: row.dropdowns });
}
