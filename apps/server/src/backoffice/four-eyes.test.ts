// Money under four eyes: a withdrawal at or above the threshold needs two different approvers and
// is approved once even when the second approval is sent twice at once; a manual adjustment goes
// through the ledger, is idempotent per request key, and above its threshold waits for a second
// person whose double click still posts once. Everything lands in the audit trail.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../db/client';
import { withdrawAudit, withdrawRequests } from '../db/schema';
import { account, accountBalance } from '../modules/wallet';
import { auditLedger } from '../modules/wallet/testing';
import { createTestServer, type TestServer } from '../test/harness';
import {
  auditRowsOf,
  createTestStaff,
  errorCode,
  staffGql,
  withFailingAudit,
  type TestStaff,
} from '../test/staff';
import type { TestUser } from '../test/users';
import { fundedUser, requestWithdrawal } from '../test/withdrawals';
import { verifyAuditChain } from './audit';
import { staffBalanceAdjustments, staffWithdrawalApprovals } from './tables';

const APPROVE = `mutation ApproveWithdrawal($id: Int!, $reason: String) {
  approveWithdrawal(id: $id, reason: $reason) { applied withdrawal { status requiresTwoApprovals approvals { staffId } } }
}`;
const PAID = `mutation MarkWithdrawalPaid($id: Int!) { markWithdrawalPaid(id: $id) { status } }`;
const ADJUST = `mutation AdjustBalance($input: AdjustBalanceInput!) {
  adjustBalance(input: $input) { id status amount { minor currency } transferId requestedBy { staffId } }
}`;
const APPROVE_ADJ = `mutation ApproveBalanceAdjustment($id: ID!) {
  approveBalanceAdjustment(id: $id) { id status transferId decidedBy { staffId } }
}`;

let server: TestServer;
let financeA: TestStaff;
let financeB: TestStaff;
let support: TestStaff;

beforeAll(async () => {
  server = await createTestServer({
    env: { BACKOFFICE_FOUR_EYES_WITHDRAWAL: '50', BACKOFFICE_FOUR_EYES_ADJUSTMENT: '100' },
  });
  financeA = await createTestStaff(server, 'finance');
  financeB = await createTestStaff(server, 'finance');
  support = await createTestStaff(server, 'support');
}, 60_000);
afterAll(() => server.close());

const funded = () => fundedUser(server);
const withdraw = (user: TestUser, amount: string) => requestWithdrawal(server, user, amount);

describe('withdrawals: four eyes', () => {
  it('below the threshold one approval applies it', async () => {
    const user = await funded();
    const id = await withdraw(user, '20.00');
    const res = await staffGql<{
      approveWithdrawal: {
        applied: boolean;
        withdrawal: { status: string; requiresTwoApprovals: boolean };
      };
    }>(server, APPROVE, { id }, financeA.headers);
    expect(res.errors).toBeUndefined();
    expect(res.data!.approveWithdrawal).toMatchObject({
      applied: true,
      withdrawal: { status: 'APPROVED', requiresTwoApprovals: false },
    });
  });

  it('above it: the same person cannot approve twice; the second approver, clicking twice at once, approves once and pays once', async () => {
    const user = await funded();
    const id = await withdraw(user, '100.00');
    const changes = server.pubsub.subscribe('withdraw.status-changed', user.userId);
    const first = await staffGql<{
      approveWithdrawal: {
        applied: boolean;
        withdrawal: { status: string; requiresTwoApprovals: boolean };
      };
    }>(server, APPROVE, { id }, financeA.headers);
    expect(first.data!.approveWithdrawal).toMatchObject({
      applied: false,
      withdrawal: { status: 'PENDING', requiresTwoApprovals: true },
    });
    const again = await staffGql(server, APPROVE, { id }, financeA.headers);
    expect(errorCode(again)).toBe('FOUR_EYES_SAME_APPROVER');

    const approvedEvent = changes.next();
    const both = await Promise.all([
      staffGql<{ approveWithdrawal: { applied: boolean; withdrawal: { status: string } } }>(
        server,
        APPROVE,
        { id },
        financeB.headers,
      ),
      staffGql<{ approveWithdrawal: { applied: boolean; withdrawal: { status: string } } }>(
        server,
        APPROVE,
        { id },
        financeB.headers,
      ),
    ]);
    for (const res of both) {
      expect(res.errors).toBeUndefined();
      expect(res.data!.approveWithdrawal).toMatchObject({
        applied: true,
        withdrawal: { status: 'APPROVED' },
      });
    }
    const approvals = await server.db
      .select()
      .from(withdrawAudit)
      .where(and(eq(withdrawAudit.requestId, id), eq(withdrawAudit.action, 'approve')));
    expect(approvals).toHaveLength(1);
    expect((await approvedEvent).value).toMatchObject({ status: 'APPROVED' });

    const paid = await Promise.all([
      staffGql<{ markWithdrawalPaid: { status: string } }>(server, PAID, { id }, financeB.headers),
      staffGql<{ markWithdrawalPaid: { status: string } }>(server, PAID, { id }, financeA.headers),
    ]);
    const codes = paid.map((r) => r.data?.markWithdrawalPaid?.status ?? errorCode(r)).sort();
    expect(codes).toEqual(['PAID', 'WITHDRAW_STATUS_CONFLICT']);
    const payouts = await executeRows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM ledger_transfers t JOIN withdraw_requests w
          ON t.idempotency_key = 'withdraw:' || w.uuid || ':payout' WHERE w.id = ${id}`,
    );
    expect(payouts[0]!.n).toBe(1);
    expect(await accountBalance(server.db, account.withdrawHold(user.userId, 'USD'))).toBe(0n);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('above it: two approvers at once — the second to commit reads the first and applies it, once', async () => {
    const user = await funded();
    const id = await withdraw(user, '100.00');
    const both = await Promise.all(
      [financeA, financeB].map((staff) =>
        staffGql<{ approveWithdrawal: { applied: boolean } }>(
          server,
          APPROVE,
          { id },
          staff.headers,
        ),
      ),
    );
    for (const res of both) expect(res.errors).toBeUndefined();
    expect(both.map((r) => r.data!.approveWithdrawal.applied).sort()).toEqual([false, true]);
    const [row] = await server.db
      .select()
      .from(withdrawRequests)
      .where(eq(withdrawRequests.id, id));
    expect(row!.status).toBe('APPROVED');
    const approvals = await server.db
      .select()
      .from(withdrawAudit)
      .where(and(eq(withdrawAudit.requestId, id), eq(withdrawAudit.action, 'approve')));
    expect(approvals).toHaveLength(1);
  });

  it('an approval and its audit row commit together: when the row cannot be written nothing is approved and the player is told nothing', async () => {
    const user = await funded();
    const id = await withdraw(user, '20.00');
    const changes = server.pubsub.subscribe('withdraw.status-changed', user.userId);
    const first = changes.next();
    const failed = await withFailingAudit(server, 'audit-probe-withdrawal', () =>
      staffGql(server, APPROVE, { id, reason: 'audit-probe-withdrawal' }, financeA.headers),
    );
    expect(errorCode(failed)).toBe('INTERNAL_ERROR');
    const [row] = await server.db
      .select()
      .from(withdrawRequests)
      .where(eq(withdrawRequests.id, id));
    expect(row!.status).toBe('PENDING');
    const recorded = await server.db
      .select()
      .from(staffWithdrawalApprovals)
      .where(eq(staffWithdrawalApprovals.requestId, id));
    expect(recorded).toHaveLength(0);
    const outcomes = await auditRowsOf(server, 'withdrawal.approve', String(id));
    expect(outcomes.map((r) => r.outcome)).toEqual(['FAILED']);
    // the player's first event is the next decision's: nothing was sent for the rolled back one
    const REJECT = `mutation R($id: Int!, $reason: String!) { rejectWithdrawal(id: $id, reason: $reason) { status } }`;
    const rejected = await staffGql(
      server,
      REJECT,
      { id, reason: 'details do not match' },
      financeA.headers,
    );
    expect(rejected.errors).toBeUndefined();
    expect((await first).value).toMatchObject({ status: 'REJECTED' });
    await changes.return?.();
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('support may not decide withdrawals (and the attempt is in the audit trail)', async () => {
    const user = await funded();
    const id = await withdraw(user, '10.00');
    const res = await staffGql(server, APPROVE, { id }, support.headers);
    expect(errorCode(res)).toBe('FORBIDDEN');
    const rows = await executeRows<{ outcome: string }>(
      server.db,
      sql`SELECT outcome FROM staff_audit WHERE actor_id = ${support.id} AND action = 'withdrawal.approve'`,
    );
    expect(rows.map((r) => r.outcome)).toEqual(['DENIED']);
  });
});

describe('manual balance adjustments', () => {
  it('below the threshold: posted through the ledger at once; a retry with the key moves nothing again', async () => {
    const user = await funded();
    const real = account.real(user.userId, 'USD');
    const before = await accountBalance(server.db, real);
    const input = {
      playerId: user.userId,
      currency: 'USD',
      amountMinor: '2500',
      reason: 'goodwill for a stuck round',
      requestKey: `adj-${user.userId}`,
    };
    const [a, b] = await Promise.all([
      staffGql<{ adjustBalance: { id: string; status: string; transferId: string } }>(
        server,
        ADJUST,
        { input },
        financeA.headers,
      ),
      staffGql<{ adjustBalance: { id: string; status: string; transferId: string } }>(
        server,
        ADJUST,
        { input },
        financeA.headers,
      ),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data!.adjustBalance.id).toBe(b.data!.adjustBalance.id);
    expect(a.data!.adjustBalance.status).toBe('APPLIED');
    expect(await accountBalance(server.db, real)).toBe(before + 2500n);
    const reused = await staffGql(
      server,
      ADJUST,
      { input: { ...input, amountMinor: '9999' } },
      financeA.headers,
    );
    expect(errorCode(reused)).toBe('IDEMPOTENCY_KEY_REUSED');
    const kinds = await executeRows<{ kind: string; n: number }>(
      server.db,
      sql`SELECT kind, count(*)::int AS n FROM ledger_transfers WHERE credit_account = ${real} AND kind = 'ADJUSTMENT' GROUP BY kind`,
    );
    expect(kinds).toEqual([{ kind: 'ADJUSTMENT', n: 1 }]);
    // a debit beyond the balance waits (above the threshold) and is refused when approved
    const overdraw = await staffGql<{ adjustBalance: { id: string; status: string } }>(
      server,
      ADJUST,
      { input: { ...input, amountMinor: '-999999999', requestKey: `over-${user.userId}` } },
      financeA.headers,
    );
    expect(overdraw.data!.adjustBalance.status).toBe('PENDING_APPROVAL');
    const refused = await staffGql(
      server,
      APPROVE_ADJ,
      { id: overdraw.data!.adjustBalance.id },
      financeB.headers,
    );
    expect(errorCode(refused)).toBe('INSUFFICIENT_FUNDS');
    expect(await accountBalance(server.db, real)).toBe(before + 2500n);
  });

  it('above the threshold: waits; not the requester; the second person posts it once', async () => {
    const user = await funded();
    const real = account.real(user.userId, 'USD');
    const before = await accountBalance(server.db, real);
    const res = await staffGql<{ adjustBalance: { id: string; status: string } }>(
      server,
      ADJUST,
      {
        input: {
          playerId: user.userId,
          currency: 'USD',
          amountMinor: '50000',
          reason: 'tournament prize',
          requestKey: `big-${user.userId}`,
        },
      },
      financeA.headers,
    );
    expect(res.data!.adjustBalance.status).toBe('PENDING_APPROVAL');
    expect(await accountBalance(server.db, real)).toBe(before);
    const id = res.data!.adjustBalance.id;
    expect(errorCode(await staffGql(server, APPROVE_ADJ, { id }, financeA.headers))).toBe(
      'FOUR_EYES_SAME_APPROVER',
    );
    const both = await Promise.all([
      staffGql<{ approveBalanceAdjustment: { status: string } }>(
        server,
        APPROVE_ADJ,
        { id },
        financeB.headers,
      ),
      staffGql<{ approveBalanceAdjustment: { status: string } }>(
        server,
        APPROVE_ADJ,
        { id },
        financeB.headers,
      ),
    ]);
    for (const r of both) expect(r.data?.approveBalanceAdjustment.status).toBe('APPLIED');
    expect(await accountBalance(server.db, real)).toBe(before + 50000n);
    expect((await auditLedger(server.db)).ok).toBe(true);
    const audit = await executeRows<{ action: string; outcome: string }>(
      server.db,
      sql`SELECT action, outcome FROM staff_audit WHERE target_type = 'player' AND target_id = ${user.userId} ORDER BY id`,
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'adjustment.request', outcome: 'OK' },
        { action: 'adjustment.approve', outcome: 'FAILED' },
        { action: 'adjustment.approve', outcome: 'OK' },
      ]),
    );
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('an adjustment and its audit row commit together: when the row cannot be written no money moves, the key stays free and the player is told nothing', async () => {
    const user = await funded();
    const real = account.real(user.userId, 'USD');
    const before = await accountBalance(server.db, real);
    const balances = server.pubsub.subscribe('balance.updated', user.userId);
    const first = balances.next();
    const input = {
      playerId: user.userId,
      currency: 'USD',
      amountMinor: '2500',
      reason: 'audit-probe-adjustment',
      requestKey: `probe-${user.userId}`,
    };
    const failed = await withFailingAudit(server, 'audit-probe-adjustment', () =>
      staffGql(server, ADJUST, { input }, financeA.headers),
    );
    expect(errorCode(failed)).toBe('INTERNAL_ERROR');
    expect(await accountBalance(server.db, real)).toBe(before);
    const rows = await server.db
      .select()
      .from(staffBalanceAdjustments)
      .where(eq(staffBalanceAdjustments.playerId, user.userId));
    expect(rows).toHaveLength(0);
    expect((await auditLedger(server.db)).ok).toBe(true);
    // the player's first event is the next adjustment's: nothing was sent for the rolled back one
    const other = await staffGql<{ adjustBalance: { status: string } }>(
      server,
      ADJUST,
      {
        input: { ...input, amountMinor: '100', reason: 'fine', requestKey: `other-${user.userId}` },
      },
      financeA.headers,
    );
    expect(other.data?.adjustBalance.status).toBe('APPLIED');
    expect((await first).value).toMatchObject({ amount: '1.00', currency: 'USD' });
    // the same request (same key) again: the key was not used up, and it is posted once
    const ok = await staffGql<{ adjustBalance: { status: string } }>(
      server,
      ADJUST,
      { input },
      financeA.headers,
    );
    expect(ok.data?.adjustBalance.status).toBe('APPLIED');
    expect(await accountBalance(server.db, real)).toBe(before + 2600n);
    await balances.return?.();
    const outcomes = await auditRowsOf(server, 'adjustment.request', user.userId);
    expect(outcomes.map((r) => r.outcome)).toEqual(['FAILED', 'OK', 'OK']);
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });
});
