// Withdrawals: hold on request, cancel, operator decisions with audit, refusals by rule, bad
// input that moves nothing, and 100 parallel requests that never overdraw.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { isAppError } from '../../errors';
import { staffGql } from '../../test/staff';
import { createTestServer, type TestServer } from '../../test/harness';
import { fundedUser } from '../../test/withdrawals';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { createWithdrawalGate } from '../../workflows';
import type { BonusGateVerdict } from './bonus-gate';
import { runWithdrawCommand } from './ops';
import { createWithdrawRequest } from './withdrawals';

const OPERATOR_TOKEN = 'payments-test-operator-token-0123456789';
const OPERATOR = { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'olga' };
let server: TestServer;
/** what the bonus rules answer in a test (null: the real rules) */
let verdict: BonusGateVerdict | null = null;
const gate = createWithdrawalGate();
beforeAll(async () => {
  server = await createTestServer({
    env: { OPERATOR_TOKEN },
    withdrawalGate: { check: async (db, input) => verdict ?? gate.check(db, input) },
  });
});
afterAll(() => server?.close());
afterEach(() => {
  verdict = null;
});

const CREATE = `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) {
  createWithdrawRequest(input: $input) {
    __typename
    ... on CreateWithdrawRequestSuccess { uuid id }
    ... on CreateWithdrawRequestRefused { reason remaining }
    ... on GeneralAppError { code message }
  }
}`;
const CANCEL = `mutation CancelWithdrawRequest($id: Int!) {
  cancelWithdrawRequest(input: { id: $id }) {
    __typename
    ... on CancelWithdrawRequestSuccess { id }
    ... on GeneralAppError { code message }
  }
}`;
// staff decide on the back office's API; the operator token acts there as the automation actor
const REQUEST_FIELDS = 'id status amount { amount } fee { amount }';
const ACT: Record<string, string> = {
  approve: `mutation Approve($id: Int!, $reason: String) {
    approveWithdrawal(id: $id, reason: $reason) { withdrawal { ${REQUEST_FIELDS} } } }`,
  reject: `mutation Reject($id: Int!, $reason: String!) {
    rejectWithdrawal(id: $id, reason: $reason) { ${REQUEST_FIELDS} } }`,
  paid: `mutation Paid($id: Int!, $reason: String) {
    markWithdrawalPaid(id: $id, reason: $reason) { ${REQUEST_FIELDS} } }`,
  failed: `mutation Failed($id: Int!, $reason: String!) {
    markWithdrawalFailed(id: $id, reason: $reason) { ${REQUEST_FIELDS} } }`,
};
interface StaffRequest {
  id: number;
  status: string;
  amount: { amount: string };
  fee: { amount: string };
}

type Result = Record<string, unknown> & { __typename: string };

const funded = (amount?: number) => fundedUser(server, amount);

async function requestWithdraw(user: TestUser, input: Record<string, unknown>): Promise<Result> {
  const res = await server.gql<{ createWithdrawRequest: Result }>(
    CREATE,
    {
      input: {
        amount: '100.00',
        methodId: 'sandbox-ewallet-payout',
        currency: 'USD',
        inputs: [{ inputId: 'email', value: 'player@example.com' }],
        ...input,
      },
    },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createWithdrawRequest;
}

async function act(
  id: number,
  action: string,
  reason?: string,
  headers = OPERATOR,
): Promise<Result> {
  const needsReason = action === 'reject' || action === 'failed';
  const res = await staffGql<Record<string, StaffRequest | { withdrawal: StaffRequest }>>(
    server,
    ACT[action]!,
    { id, reason: reason ?? (needsReason ? '' : undefined) },
    headers,
  );
  if (res.errors) return { __typename: 'Error', code: res.errors[0]?.extensions?.code };
  const answer = Object.values(res.data!)[0]!;
  const row = 'withdrawal' in answer ? answer.withdrawal : answer;
  return {
    __typename: 'Success',
    request: { id: row.id, status: row.status, amount: row.amount.amount, fee: row.fee.amount },
  };
}

const real = (u: TestUser) => accountBalance(server.db, account.real(u.userId, 'USD'));
const hold = (u: TestUser) => accountBalance(server.db, account.withdrawHold(u.userId, 'USD'));

describe('withdrawals', () => {
  it('lists methods with limits and fees in the currency', async () => {
    const user = await registerTestUser(server);
    const res = await server.gql<{
      withdrawMethods: {
        methods: {
          id: string;
          kycRequired: boolean;
          currencySettings: { minWithdrawAmount: string; staticFee: string }[];
        }[];
      };
    }>(
      'query WithdrawMethods { withdrawMethods(request: { currency: "USD" }) { methods { id title name fee kycRequired kyc currencySettings { currency minWithdrawAmount maxWithdrawAmount staticFee } inputs { id validation required } dropdowns { id options { id inputs { id } } } } } }',
      undefined,
      { headers: user.headers },
    );
    const methods = res.data!.withdrawMethods.methods;
    expect(methods.map((m) => m.id)).toContain('sandbox-usdt-trc20');
    expect(methods.find((m) => m.id === 'sandbox-bank-payout')?.currencySettings[0]).toMatchObject({
      minWithdrawAmount: '50.00',
      staticFee: '2.00',
    });
  });

  it('holds the amount, lets the player cancel once, and publishes each change', async () => {
    const user = await funded();
    const changes = server.pubsub.subscribe('withdraw.status-changed', user.userId);
    const first = changes.next();
    const created = await requestWithdraw(user, {});
    expect(created.__typename).toBe('CreateWithdrawRequestSuccess');
    expect((await first).value).toMatchObject({
      status: 'PENDING',
      amount: '100.00',
      currency: 'USD',
    });
    await changes.return?.();
    expect(await real(user)).toBe(90_000n);
    expect(await hold(user)).toBe(10_000n);

    const list = await server.gql<{
      userWithdrawRequests: {
        id: number;
        status: string;
        amount: string;
        fee: string;
        method: { title: string };
      }[];
    }>(
      'query UserWithdrawRequests { userWithdrawRequests { id uuid status amount fee currency date comment method { title } } }',
      undefined,
      { headers: user.headers },
    );
    expect(list.data!.userWithdrawRequests[0]).toMatchObject({
      id: created.id,
      status: 'PENDING',
      amount: '100.00',
      fee: '1.00',
      method: { title: 'E-wallet' },
    });

    const cancelled = await server.gql<{ cancelWithdrawRequest: Result }>(
      CANCEL,
      { id: created.id },
      { headers: user.headers },
    );
    expect(cancelled.data!.cancelWithdrawRequest).toEqual({
      __typename: 'CancelWithdrawRequestSuccess',
      id: created.id,
    });
    expect(await real(user)).toBe(100_000n);
    expect(await hold(user)).toBe(0n);
    const twice = await server.gql<{ cancelWithdrawRequest: Result }>(
      CANCEL,
      { id: created.id },
      { headers: user.headers },
    );
    expect(twice.data!.cancelWithdrawRequest).toMatchObject({ code: 'FAILED_CANCEL_WITHDRAW' });
    const other = await registerTestUser(server);
    const foreign = await server.gql<{ cancelWithdrawRequest: Result }>(
      CANCEL,
      { id: created.id },
      { headers: other.headers },
    );
    expect(foreign.data!.cancelWithdrawRequest).toMatchObject({ code: 'FAILED_CANCEL_WITHDRAW' });
    expect(await real(user)).toBe(100_000n);
  });

  it('runs operator decisions with an audit trail; paid splits payout and fee', async () => {
    const user = await funded();
    const created = await requestWithdraw(user, { amount: '200' });
    const id = created.id as number;
    expect(
      await act(id, 'approve', undefined, {
        'x-operator-token': 'wrong-token-wrong-token-wrong',
      } as typeof OPERATOR),
    ).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await act(id, 'paid')).toMatchObject({ code: 'WITHDRAW_STATUS_CONFLICT' });
    expect(await act(id, 'approve')).toMatchObject({ request: { status: 'APPROVED' } });
    const cancel = await server.gql<{ cancelWithdrawRequest: Result }>(
      CANCEL,
      { id },
      { headers: user.headers },
    );
    expect(cancel.data!.cancelWithdrawRequest).toMatchObject({ code: 'FAILED_CANCEL_WITHDRAW' });
    const pspBefore = await accountBalance(server.db, account.psp('sandbox', 'USD'));
    const houseBefore = await accountBalance(server.db, account.house('USD'));
    expect(await act(id, 'paid')).toMatchObject({
      request: { status: 'PAID', amount: '200.00', fee: '2.00' },
    });
    expect(await hold(user)).toBe(0n);
    expect(await real(user)).toBe(80_000n);
    expect(await accountBalance(server.db, account.psp('sandbox', 'USD'))).toBe(
      pspBefore + 19_800n,
    );
    expect(await accountBalance(server.db, account.house('USD'))).toBe(houseBefore + 200n);
    expect(await act(id, 'reject', 'late')).toMatchObject({ code: 'WITHDRAW_STATUS_CONFLICT' });
    const audit = await executeRows<{
      actor: string;
      action: string;
      from_status: string | null;
      to_status: string;
    }>(
      server.db,
      sql`SELECT actor, action, from_status, to_status FROM withdraw_audit WHERE request_id = ${id} ORDER BY created_at`,
    );
    expect(audit.map((a) => [a.actor.split(':')[0], a.action, a.from_status, a.to_status])).toEqual(
      [
        ['player', 'request', null, 'PENDING'],
        ['automation', 'approve', 'PENDING', 'APPROVED'],
        ['automation', 'paid', 'APPROVED', 'PAID'],
      ],
    );
    expect(audit[1]!.actor).toBe('automation:olga');
    const queue = await staffGql<{ withdrawalQueue: { nodes: { id: number }[] } }>(
      server,
      'query Queue { withdrawalQueue(filter: { statuses: [PAID] }, first: 100) { nodes { id } } }',
      {},
      OPERATOR,
    );
    expect(queue.errors).toBeUndefined();
    expect(queue.data!.withdrawalQueue.nodes.map((r) => r.id)).toContain(id);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('returns the money on reject and on failed, and needs a reason for both', async () => {
    const user = await funded();
    const a = (await requestWithdraw(user, { amount: '300' })).id as number;
    const b = (await requestWithdraw(user, { amount: '400' })).id as number;
    expect(await real(user)).toBe(30_000n);
    expect(await act(a, 'reject')).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await act(a, 'reject', 'documents do not match')).toMatchObject({
      request: { status: 'REJECTED' },
    });
    expect(await act(b, 'approve')).toMatchObject({ request: { status: 'APPROVED' } });
    expect(await act(b, 'failed')).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await act(b, 'failed', 'bank returned the transfer')).toMatchObject({
      request: { status: 'FAILED' },
    });
    expect(await real(user)).toBe(100_000n);
    expect(await hold(user)).toBe(0n);
    const list = await server.gql<{
      userWithdrawRequests: { id: number; status: string; comment: string | null }[];
    }>('query UserWithdrawRequests { userWithdrawRequests { id status comment } }', undefined, {
      headers: user.headers,
    });
    expect(list.data!.userWithdrawRequests.find((r) => r.id === a)).toMatchObject({
      status: 'REJECTED',
      comment: 'documents do not match',
    });
  });

  it('refuses by rule: KYC, active bonus, wager limit', async () => {
    const user = await funded();
    expect(
      await requestWithdraw(user, {
        methodId: 'sandbox-card-payout',
        inputs: [
          { inputId: 'cardNumber', value: '4111 1111 1111 1111' },
          { inputId: 'cardHolder', value: 'Ada Lovelace' },
        ],
      }),
    ).toMatchObject({ __typename: 'CreateWithdrawRequestRefused', reason: 'KYC_REQUIRED' });
    verdict = { kind: 'complete-bonus-first' };
    expect(await requestWithdraw(user, {})).toMatchObject({
      reason: 'COMPLETE_BONUS_FIRST',
      remaining: null,
    });
    verdict = { kind: 'wager-limit', remaining: 4_550n };
    expect(await requestWithdraw(user, {})).toMatchObject({
      reason: 'WITHDRAWAL_REQUEST_WAGER_LIMIT',
      remaining: '45.50',
    });
    expect(await real(user)).toBe(100_000n);
  });

  it('tells what can be withdrawn now and what blocks it, before any form', async () => {
    const user = await funded();
    const status = async () => {
      const res = await server.gql<{ withdrawalStatus: Record<string, unknown> }>(
        'query WithdrawalStatus { withdrawalStatus { currency realBalance withdrawable blockedBy wagerRemaining } }',
        undefined,
        { headers: user.headers },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.withdrawalStatus;
    };
    expect(await status()).toEqual({
      currency: 'USD',
      realBalance: '1000.00',
      withdrawable: '1000.00',
      blockedBy: null,
      wagerRemaining: null,
    });
    verdict = { kind: 'complete-bonus-first' };
    expect(await status()).toMatchObject({
      realBalance: '1000.00',
      withdrawable: '0.00',
      blockedBy: 'COMPLETE_BONUS_FIRST',
    });
    verdict = { kind: 'wager-limit', remaining: 4_550n };
    expect(await status()).toMatchObject({
      withdrawable: '0.00',
      blockedBy: 'WITHDRAWAL_REQUEST_WAGER_LIMIT',
      wagerRemaining: '45.50',
    });
    const anonymous = await server.gql(
      'query WithdrawalStatus { withdrawalStatus { withdrawable } }',
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('fails closed: an app wired without the withdrawal gate refuses and holds nothing', async () => {
    const ungated = await createTestServer({ env: { OPERATOR_TOKEN }, withdrawalGate: null });
    try {
      const user = await fundedUser(ungated);
      const res = await ungated.gql<{ createWithdrawRequest: Result }>(
        CREATE,
        {
          input: {
            amount: '100.00',
            methodId: 'sandbox-ewallet-payout',
            currency: 'USD',
            inputs: [{ inputId: 'email', value: 'player@example.com' }],
          },
        },
        { headers: user.headers },
      );
      expect(res.data!.createWithdrawRequest).toMatchObject({
        __typename: 'GeneralAppError',
        code: 'WITHDRAWAL_REQUEST_FAILED',
      });
      expect(await accountBalance(ungated.db, account.real(user.userId, 'USD'))).toBe(100_000n);
      const held = await executeRows<{ n: number }>(
        ungated.db,
        sql`SELECT count(*)::int AS n FROM withdraw_requests WHERE user_id = ${user.userId}`,
      );
      expect(held[0]!.n).toBe(0);
    } finally {
      await ungated.close();
    }
  });

  it('answers bad input with a code and moves nothing', async () => {
    const user = await funded();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '1.00' }, 'VALIDATION_ERROR'],
      [{ amount: '0' }, 'VALIDATION_ERROR'],
      [{ amount: '-50' }, 'VALIDATION_ERROR'],
      [{ amount: 'abc' }, 'VALIDATION_ERROR'],
      [{ amount: '10.001' }, 'VALIDATION_ERROR'],
      [{ amount: '99999999999999999999999' }, 'INSUFFICIENT_FUNDS'],
      [{ amount: '1000.01' }, 'INSUFFICIENT_FUNDS'],
      [{ currency: 'EUR' }, 'CURRENCY_MISMATCH'],
      [{ methodId: 'nope' }, 'UNAVAILABLE_METHOD'],
      [{ inputs: [{ inputId: 'email', value: 'not-an-email' }] }, 'INCORRECT_FIELD_ERROR'],
      [{ inputs: [] }, 'INCORRECT_FIELD_ERROR'],
      [
        {
          inputs: [
            { inputId: 'email', value: 'a@b.co' },
            { inputId: 'other', value: 'x' },
          ],
        },
        'INCORRECT_FIELD_ERROR',
      ],
      [
        { methodId: 'sandbox-usdt-trc20', inputs: [{ inputId: 'address', value: '0xdeadbeef' }] },
        'INCORRECT_FIELD_ERROR',
      ],
    ];
    for (const [input, code] of cases) {
      expect(await requestWithdraw(user, input), JSON.stringify(input)).toMatchObject({
        __typename: 'GeneralAppError',
        code,
      });
    }
    expect(await real(user)).toBe(100_000n);
    expect(await hold(user)).toBe(0n);
    const guest = await server.gql(CREATE, {
      input: { amount: '1', methodId: 'x', currency: 'USD' },
    });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });

  it('100 parallel withdrawals on one balance never overdraw', async () => {
    const user = await funded(100_000);
    const deps = { db: server.db, pubsub: server.pubsub, withdrawalGate: gate };
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, async () => {
        try {
          await createWithdrawRequest(deps, user.userId, {
            amount: '50.00',
            methodId: 'sandbox-ewallet-payout',
            currency: 'USD',
            inputs: [{ inputId: 'email', value: 'player@example.com' }],
          });
          return 'created';
        } catch (error) {
          if (isAppError(error)) return error.code;
          throw error;
        }
      }),
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(20);
    expect(outcomes.filter((o) => o === 'INSUFFICIENT_FUNDS')).toHaveLength(80);
    expect(await real(user)).toBe(0n);
    expect(await hold(user)).toBe(100_000n);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('lets the ops CLI list and decide withdrawals, audited as the CLI user', async () => {
    const user = await funded();
    const id = (await requestWithdraw(user, { amount: '150' })).id as number;
    const lines: string[] = [];
    const ctx = {
      db: server.db,
      config: server.config,
      log: server.app.log,
      actor: 'cli:tester',
      out: (line: string) => lines.push(line),
    };
    await runWithdrawCommand(ctx, ['list', 'PENDING']);
    expect(lines.some((l) => l.startsWith(`#${id} `) && l.includes('150.00 USD'))).toBe(true);
    await runWithdrawCommand(ctx, ['reject', String(id), '--reason', 'duplicate', 'account']);
    expect(lines.at(-1)).toBe(`withdrawal #${id}: REJECTED`);
    await expect(runWithdrawCommand(ctx, ['approve', 'x'])).rejects.toThrow(/^usage:/);
    expect(await real(user)).toBe(100_000n);
    const audit = await executeRows<{ actor: string; reason: string }>(
      server.db,
      sql`SELECT actor, reason FROM withdraw_audit WHERE request_id = ${id} AND action = 'reject'`,
    );
    expect(audit).toEqual([{ actor: 'cli:tester', reason: 'duplicate account' }]);
  });
});
