// Idempotent cashier requests (issue 13 item 6): a retry with the client's request key answers
// the first request and moves no money again, ten parallel requests with one key move money once,
// and the key with another request is refused. Runs on PGlite and, with DATABASE_URL, PostgreSQL.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { fundedUser } from '../../test/withdrawals';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { depositPayments, withdrawRequests } from './tables';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

type Result = Record<string, unknown> & { __typename: string };

const CREATE = `mutation CreateWithdrawRequest($input: CreateWithdrawRequestInput!) {
  createWithdrawRequest(input: $input) {
    __typename
    ... on CreateWithdrawRequestSuccess { uuid id }
    ... on CreateWithdrawRequestRefused { reason remaining }
    ... on GeneralAppError { code message }
  }
}`;
const CANCEL = `mutation CancelWithdrawRequest($input: CancelWithdrawRequestInput!) {
  cancelWithdrawRequest(input: $input) {
    __typename
    ... on CancelWithdrawRequestSuccess { id }
    ... on GeneralAppError { code message }
  }
}`;
const DEPOSIT = `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
  createFiatDepositPayment(input: $input) { status paymentLink errorMessage paymentId }
}`;

const funded = (amount?: number) => fundedUser(server, amount);

const real = (user: TestUser) => accountBalance(server.db, account.real(user.userId, 'USD'));
const hold = (user: TestUser) =>
  accountBalance(server.db, account.withdrawHold(user.userId, 'USD'));

async function withdraw(user: TestUser, requestKey: string | null, amount = '100.00') {
  const res = await server.gql<{ createWithdrawRequest: Result }>(
    CREATE,
    {
      input: {
        amount,
        methodId: 'sandbox-ewallet-payout',
        currency: 'USD',
        inputs: [{ inputId: 'email', value: 'player@example.com' }],
        requestKey,
      },
    },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createWithdrawRequest;
}

async function withdrawalsOf(user: TestUser): Promise<number> {
  const rows = await server.db
    .select({ n: count() })
    .from(withdrawRequests)
    .where(eq(withdrawRequests.userId, user.userId));
  return Number(rows[0]!.n);
}

describe('request keys of the cashier', () => {
  it('a sequential retry of a withdrawal answers the first request and holds once', async () => {
    const user = await funded();
    const key = randomUUID();
    const first = await withdraw(user, key);
    expect(first.__typename).toBe('CreateWithdrawRequestSuccess');
    // the hold lowered the balance: a fresh request would now be checked against 900, a retry is not
    const again = await withdraw(user, key);
    expect(again).toEqual(first);
    expect(await real(user)).toBe(90_000n);
    expect(await hold(user)).toBe(10_000n);
    expect(await withdrawalsOf(user)).toBe(1);
    const stored = await executeRows<{ operation: string; result: unknown }>(
      server.db,
      sql`SELECT operation, result FROM client_requests
          WHERE user_id = ${user.userId} AND request_key = ${key}`,
    );
    expect(stored).toEqual([
      { operation: 'createWithdrawRequest', result: { withdrawRequestId: first.id } },
    ]);
    // without a key every request is new
    expect((await withdraw(user, null)).__typename).toBe('CreateWithdrawRequestSuccess');
    expect(await withdrawalsOf(user)).toBe(2);
  });

  it('10 parallel withdrawals with one key move money once', async () => {
    const user = await funded(15_000);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => withdraw(user, key)));
    const ids = new Set(results.map((r) => r.id));
    expect(results.every((r) => r.__typename === 'CreateWithdrawRequestSuccess')).toBe(true);
    expect(ids.size).toBe(1);
    expect(await withdrawalsOf(user)).toBe(1);
    expect(await real(user)).toBe(5_000n);
    expect(await hold(user)).toBe(10_000n);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('refuses the key with another request, and a failed request leaves the key free', async () => {
    const user = await funded(20_000);
    const key = randomUUID();
    expect((await withdraw(user, key, '100.00')).__typename).toBe('CreateWithdrawRequestSuccess');
    expect(await withdraw(user, key, '50.00')).toMatchObject({
      __typename: 'GeneralAppError',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await real(user)).toBe(10_000n);

    const other = randomUUID();
    expect(await withdraw(user, other, '500.00')).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect((await withdraw(user, other, '50.00')).__typename).toBe('CreateWithdrawRequestSuccess');
    expect(await real(user)).toBe(5_000n);

    expect(await withdraw(user, 'not a key!')).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('cancels once per key; a retry answers the first cancel', async () => {
    const user = await funded(20_000);
    const created = await withdraw(user, randomUUID());
    const key = randomUUID();
    const cancel = () =>
      server.gql<{ cancelWithdrawRequest: Result }>(
        CANCEL,
        { input: { id: created.id, requestKey: key } },
        { headers: user.headers },
      );
    const results = await Promise.all([cancel(), cancel(), cancel()]);
    for (const res of results) {
      expect(res.data?.cancelWithdrawRequest).toEqual({
        __typename: 'CancelWithdrawRequestSuccess',
        id: created.id,
      });
    }
    expect(await real(user)).toBe(20_000n);
    expect(await hold(user)).toBe(0n);
    // a new cancel (new key) of the cancelled request fails as before
    const fresh = await server.gql<{ cancelWithdrawRequest: Result }>(
      CANCEL,
      { input: { id: created.id, requestKey: randomUUID() } },
      { headers: user.headers },
    );
    expect(fresh.data?.cancelWithdrawRequest).toMatchObject({ code: 'FAILED_CANCEL_WITHDRAW' });
  });

  it('creates one deposit payment per key', async () => {
    const user = await registerTestUser(server);
    const key = randomUUID();
    const deposit = (amount: number) =>
      server.gql<{ createFiatDepositPayment: Result }>(
        DEPOSIT,
        {
          input: {
            methodId: 'sandbox-card',
            currency: 'USD',
            amount,
            predefinedFields: [
              { name: 'NAME', value: 'Ada Lovelace' },
              { name: 'COUNTRY', value: 'US' },
            ],
            requestKey: key,
          },
        },
        { headers: user.headers },
      );
    const results = await Promise.all(Array.from({ length: 5 }, () => deposit(25)));
    const payments = new Set(results.map((r) => r.data?.createFiatDepositPayment.paymentId));
    expect(payments.size).toBe(1);
    expect(results[0]!.data?.createFiatDepositPayment).toMatchObject({ status: 'SUCCESS' });
    const rows = await server.db
      .select({ n: count() })
      .from(depositPayments)
      .where(eq(depositPayments.userId, user.userId));
    expect(Number(rows[0]!.n)).toBe(1);
    expect((await deposit(30)).data?.createFiatDepositPayment).toMatchObject({
      status: 'ERROR',
      errorMessage: 'IDEMPOTENCY_KEY_REUSED',
    });
  });
});
