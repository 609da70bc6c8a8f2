// Fiat deposits end to end: methods, the hosted sandbox page, the signed webhook (forged, stale,
// replayed), crediting through the ledger, history, and bad input that moves nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, toNumber } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { auditLedger } from '../wallet/testing';
import { createSandboxProcessor, SANDBOX_SIGNATURE_HEADER } from './processors';
import { depositCreditedEvents, paymentNotices } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const CREATE = `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
  createFiatDepositPayment(input: $input) { status paymentLink errorMessage paymentId }
}`;
const BALANCE = 'query CurrentUser { currentUser { balance { real currency { code } } } }';

interface CreateResult {
  status: string;
  paymentLink: string | null;
  errorMessage: string | null;
  paymentId: string | null;
}

async function create(user: TestUser, input: Record<string, unknown>): Promise<CreateResult> {
  const res = await server.gql<{ createFiatDepositPayment: CreateResult }>(
    CREATE,
    {
      input: {
        methodId: 'sandbox-card',
        currency: 'USD',
        amount: 25,
        returnUrl: 'http://localhost:3000/deposit',
        predefinedFields: [
          { name: 'NAME', value: 'Ada Lovelace' },
          { name: 'COUNTRY', value: 'US' },
        ],
        userAgent: 'vitest',
        ...input,
      },
    },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createFiatDepositPayment;
}

async function realBalance(user: TestUser): Promise<string> {
  const res = await server.gql<{ currentUser: { balance: { real: string }[] } }>(
    BALANCE,
    undefined,
    {
      headers: user.headers,
    },
  );
  return res.data!.currentUser.balance[0]!.real;
}

function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function webhook(
  body: Record<string, unknown>,
  options: { timestamp?: number; secret?: string } = {},
) {
  const raw = JSON.stringify(body);
  const sandbox = createSandboxProcessor({
    publicUrl: server.config.publicUrl,
    paymentWebhookSecret: options.secret ?? server.config.paymentWebhookSecret,
  });
  const signature = sandbox.signWebhook(raw, options.timestamp ?? Math.floor(Date.now() / 1000));
  return server.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: raw,
  });
}

function succeeded(paymentId: string, amount = '2500', currency = 'USD') {
  return {
    id: `evt_${paymentId}`,
    type: 'payment.succeeded',
    data: { paymentId, amount, currency, reference: 'ref-1' },
  };
}

describe('fiat deposits', () => {
  it('lists fiat methods with limits in the account currency, and their fields', async () => {
    const user = await registerTestUser(server, { currency: 'TRY', country: 'TR' });
    const res = await server.gql<{
      getPaymentMethods: {
        fiat: { id: string; limitation: { min: string; max: string } }[];
        crypto: unknown[];
      };
    }>(
      'query GetPaymentMethods { getPaymentMethods(target: "TRY") { crypto { code } fiat { id name currency limitation { min max predefinedAmounts } } } }',
      undefined,
      { headers: user.headers },
    );
    expect(res.data?.getPaymentMethods.crypto).toHaveLength(8);
    const card = res.data?.getPaymentMethods.fiat.find((m) => m.id === 'sandbox-card');
    expect(card?.limitation).toMatchObject({ min: '300.00', max: '150000.00' });
    const fields = await server.gql<{
      getProviderPredefinedFields: { fields: { name: string; type: string }[] };
    }>(
      'query GetProviderPredefinedFields { getProviderPredefinedFields(methodId: "sandbox-card") { fields { name type required } } }',
      undefined,
      { headers: user.headers },
    );
    expect(fields.data?.getProviderPredefinedFields.fields.map((f) => f.type)).toEqual([
      'NAME',
      'COUNTRY_SELECT',
      'ZIP',
    ]);
  });

  it('credits once through the hosted page and the signed webhook, however often it is replayed', async () => {
    const user = await registerTestUser(server);
    const created = await create(user, {});
    expect(created.status).toBe('SUCCESS');
    const page = await server.rest<string>('GET', `${pathOf(created.paymentLink!)}&lang=ar`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('25.00 USD');

    const credited = depositCreditedEvents(server.db, user.userId);
    const url = new URL(created.paymentLink!);
    const decided = await server.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: url.searchParams.get('token')!,
        decision: 'approve',
        lang: 'en',
      }).toString(),
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(
      `http://localhost:3000/deposit?deposit=success&paymentId=${created.paymentId}`,
    );
    expect((await paymentNotices(server.db, user.userId))[0]).toMatchObject({
      content: 'SUCCESS_DEPOSIT',
      amount: '25.00',
      currency: 'USD',
    });
    expect(await realBalance(user)).toBe('25.00');

    const replays = await Promise.all(
      Array.from({ length: 100 }, () => webhook(succeeded(created.paymentId!))),
    );
    for (const r of replays) expect(JSON.parse(r.body).response.outcome).toBe('already-processed');
    expect(await realBalance(user)).toBe('25.00');
    // the typed event for other modules: once per deposit, in minor units, after the commit
    const [event] = await credited.until(1);
    expect(event).toEqual({
      userId: user.userId,
      depositId: created.paymentId,
      amount: 25_00n,
      currency: 'USD',
      paymentType: 'FIAT',
      creditedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await credited.list()).toHaveLength(1);

    const again = await server.rest<string>('GET', pathOf(created.paymentLink!));
    expect(again.body).toContain('already completed');

    const history = await server.gql<{
      getUserDepositPayments: {
        count: number;
        items: { status: string; amount: string; method: string }[];
      };
    }>(
      'query GetUserDepositPayments { getUserDepositPayments(input: { pagination: { page: 1, count: 10 } }) { count items { id timestamp status amount currency method } } }',
      undefined,
      { headers: user.headers },
    );
    expect(history.data?.getUserDepositPayments).toMatchObject({
      count: 1,
      items: [{ status: 'SUCCESS', amount: '25.00', method: 'Visa / Mastercard' }],
    });
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('refuses forged, stale and mismatched webhooks without moving money', async () => {
    const user = await registerTestUser(server);
    const created = await create(user, {});
    const forged = await webhook(succeeded(created.paymentId!), {
      secret: 'someone-else-entirely-different-secret',
    });
    expect(forged.statusCode).toBe(401);
    expect(JSON.parse(forged.body).error.code).toBe('INVALID_SIGNATURE');
    const stale = await webhook(succeeded(created.paymentId!), {
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(JSON.parse(stale.body).error.code).toBe('STALE_WEBHOOK');
    const tampered = await server.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
      payload: JSON.stringify(succeeded(created.paymentId!)),
    });
    expect(tampered.statusCode).toBe(401);
    const mismatch = await webhook(succeeded(created.paymentId!, '999999'));
    expect(mismatch.statusCode).toBe(409);
    const otherCurrency = await webhook(succeeded(created.paymentId!, '2500', 'EUR'));
    expect(otherCurrency.statusCode).toBe(409);
    expect(await realBalance(user)).toBe('0.00');
  });

  it('records a decline, notifies it, and never credits afterwards', async () => {
    const user = await registerTestUser(server);
    const created = await create(user, { amount: 40.5 });
    const credited = depositCreditedEvents(server.db, user.userId);
    const declined = await webhook({
      id: 'evt_decline',
      type: 'payment.declined',
      data: {
        paymentId: created.paymentId,
        amount: '4050',
        currency: 'USD',
        reference: 'r',
        reason: 'insufficient funds on card',
      },
    });
    expect(JSON.parse(declined.body).response.outcome).toBe('declined');
    expect((await paymentNotices(server.db, user.userId))[0]).toMatchObject({
      content: 'DEPOSIT_REJECTED_BY_PROVIDER',
      amount: '40.50',
      message: 'insufficient funds on card',
    });
    const late = await webhook(succeeded(created.paymentId!, '4050'));
    expect(late.statusCode).toBe(409);
    expect(JSON.parse(late.body).error.code).toBe('PAYMENT_ALREADY_FINAL');
    expect(await realBalance(user)).toBe('0.00');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await credited.list()).toEqual([]);
  });

  it('answers bad requests with a code and creates nothing', async () => {
    const user = await registerTestUser(server);
    const count = async () =>
      toNumber(
        (
          await executeRows<{ n: unknown }>(
            server.db,
            sql`SELECT count(*) AS n FROM deposit_payments WHERE user_id = ${user.userId}`,
          )
        )[0]!.n,
      );
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'VALIDATION_MIN'],
      [{ amount: -5 }, 'REQUIRED'],
      [{ amount: 9.99 }, 'VALIDATION_MIN'],
      [{ amount: 5000.01 }, 'VALIDATION_MAX'],
      [{ amount: 12.345 }, 'REQUIRED'],
      [{ amount: 1e300 }, 'VALIDATION_MAX'],
      [{ methodId: 'no-such-method' }, 'DEPOSIT_METHOD_UNAVAILABLE'],
      [{ currency: 'EUR' }, 'CURRENCY_MISMATCH'],
      [
        {
          methodId: 'sandbox-bank',
          amount: 100,
          predefinedFields: [{ name: 'NAME', value: 'Ada' }],
        },
        'KYC_REQUIRED',
      ],
      [{ predefinedFields: [{ name: 'COUNTRY', value: 'US' }] }, 'INCORRECT_FIELD_ERROR'],
      [
        {
          predefinedFields: [
            { name: 'NAME', value: 'Ada' },
            { name: 'COUNTRY', value: 'usa' },
          ],
        },
        'INCORRECT_FIELD_ERROR',
      ],
    ];
    for (const [input, code] of cases) {
      const result = await create(user, input);
      expect(result, JSON.stringify(input)).toMatchObject({
        status: 'ERROR',
        errorMessage: code,
        paymentLink: null,
      });
    }
    expect(await count()).toBe(0);
    // a foreign return address is replaced by the site's own
    const created = await create(user, { returnUrl: 'https://evil.example.net/phish' });
    const url = new URL(created.paymentLink!);
    const bad = await server.rest('GET', `${url.pathname}?token=${'f'.repeat(32)}`);
    expect(bad.status).toBe(404);
    const decided = await server.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${url.searchParams.get('token')}&decision=decline`,
    });
    expect(decided.headers.location).toMatch(/^http:\/\/localhost:3000\/\?deposit=declined/);
    const guest = await server.gql(CREATE, {
      input: { methodId: 'sandbox-card', currency: 'USD', amount: 25 },
    });
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});
