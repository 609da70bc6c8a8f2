// Pending fiat payments count against the deposit limit from their creation (issue 14: "deposit
// limit checked before a fiat payment is created"): 20 payments created in parallel at the edge
// of the limit never hold more than it together; a declined payment frees its amount, a credited
// one keeps counting (as a deposit, once).
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { rgActivity } from './tables';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

interface Created {
  status: string;
  paymentId: string | null;
  paymentLink: string | null;
  errorMessage: string | null;
  rg: { remainingMinor: string | null; limitType: string | null } | null;
}

async function create(user: TestUser, amount: number): Promise<Created> {
  const res = await server.gql<{ createFiatDepositPayment: Created }>(
    `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
      createFiatDepositPayment(input: $input) {
        status paymentId paymentLink errorMessage rg { remainingMinor limitType } } }`,
    {
      input: {
        methodId: 'sandbox-card',
        currency: 'USD',
        amount,
        returnUrl: 'http://localhost:3000/deposit',
        predefinedFields: [
          { name: 'NAME', value: 'Ada Lovelace' },
          { name: 'COUNTRY', value: 'US' },
        ],
        userAgent: 'vitest',
        requestKey: randomUUID(),
      },
    },
    { headers: user.headers },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.createFiatDepositPayment;
}

/** Presses Pay or Decline on the sandbox processor's hosted page. */
async function decide(created: Created, decision: 'approve' | 'decline'): Promise<void> {
  const url = new URL(created.paymentLink!);
  const answer = await server.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: url.searchParams.get('token')!,
      decision,
      lang: 'en',
    }).toString(),
  });
  expect(answer.statusCode).toBe(303);
}

async function setDepositLimit(user: TestUser, amountMinor: string): Promise<void> {
  const res = await server.gql<{ setRgLimit: { __typename: string } }>(
    `mutation SetRgLimit($input: SetRgLimitInput!) { setRgLimit(input: $input) { __typename } }`,
    { input: { type: 'DEPOSIT', period: 'DAY', amountMinor } },
    { headers: user.headers },
  );
  expect(res.data!.setRgLimit.__typename).toBe('RgLimitChange');
}

const held = async (userId: string) =>
  server.db
    .select({ ref: rgActivity.ref, amount: rgActivity.amount })
    .from(rgActivity)
    .where(and(eq(rgActivity.userId, userId), like(rgActivity.ref, 'hold:%')));

describe('pending fiat payments and the deposit limit', () => {
  it('20 payments created in parallel at the edge never hold more than the limit', async () => {
    const user = await registerTestUser(server);
    await setDepositLimit(user, '5000'); // 50.00 a day
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(user, 10)));
    const made = answers.filter((a) => a.paymentId);
    const refused = answers.filter((a) => a.errorMessage === 'RG_DEPOSIT_LIMIT');
    expect(made).toHaveLength(5); // 5 × 10.00 = exactly the limit
    expect(refused).toHaveLength(15);
    for (const r of refused)
      expect(r.rg).toMatchObject({ remainingMinor: '0', limitType: 'DEPOSIT' });
    expect((await held(user.userId)).reduce((s, r) => s + r.amount, 0n)).toBe(5000n);

    // a declined payment frees its amount: one more 10.00 fits, 10.01 does not
    await decide(made[0]!, 'decline');
    expect(await held(user.userId)).toHaveLength(4);
    expect((await create(user, 10.01)).rg).toMatchObject({ remainingMinor: '1000' });
    const again = await create(user, 10);
    expect(again.paymentId).toBeTruthy();

    // a credited one counts once, as the deposit (its hold gives way, nothing is flagged)
    await decide(made[1]!, 'approve');
    const holds = await held(user.userId);
    expect(holds).toHaveLength(4);
    expect(holds.map((h) => h.ref)).not.toContain(`hold:fiat:${made[1]!.paymentId}`);
    const [deposit] = await server.db
      .select({ amount: rgActivity.amount })
      .from(rgActivity)
      .where(eq(rgActivity.ref, `deposit:fiat:${made[1]!.paymentId}`));
    expect(deposit!.amount).toBe(1000n);
    const limits = await server.gql<{
      myResponsibleGaming: {
        limits: { type: string; period: string; used: string; remaining: string | null }[];
      };
    }>('query { myResponsibleGaming { limits { type period used remaining } } }', undefined, {
      headers: user.headers,
    });
    expect(
      limits.data!.myResponsibleGaming.limits.find(
        (l) => l.type === 'DEPOSIT' && l.period === 'DAY',
      ),
    ).toMatchObject({ used: '5000', remaining: '0' });
    expect((await create(user, 10)).errorMessage).toBe('RG_DEPOSIT_LIMIT');
  });

  it('a retried creation (same request key) holds the amount once', async () => {
    const user = await registerTestUser(server);
    await setDepositLimit(user, '2000');
    const requestKey = randomUUID();
    const once = async () =>
      server.gql<{ createFiatDepositPayment: Created }>(
        `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
          createFiatDepositPayment(input: $input) { status paymentId errorMessage } }`,
        {
          input: {
            methodId: 'sandbox-card',
            currency: 'USD',
            amount: 15,
            returnUrl: 'http://localhost:3000/deposit',
            predefinedFields: [
              { name: 'NAME', value: 'Ada Lovelace' },
              { name: 'COUNTRY', value: 'US' },
            ],
            userAgent: 'vitest',
            requestKey,
          },
        },
        { headers: user.headers },
      );
    const [a, b] = await Promise.all([once(), once()]);
    const ids = new Set(
      [a, b].map((r) => r.data?.createFiatDepositPayment.paymentId).filter(Boolean),
    );
    expect(ids.size).toBe(1);
    expect((await held(user.userId)).reduce((s, r) => s + r.amount, 0n)).toBe(1500n);
  });
});
