// The older payment REST flow: methods per currency, deposit redirect, withdrawal, history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser } from '../../test/users';
import { setKycStatus } from '../identity/testing';

let server: TestServer;
let usdId: number;
beforeAll(async () => {
  server = await createTestServer();
  const currencies = await server.rest<{ response: { id: number; code: string }[] }>(
    'GET',
    '/api/wallet/currencies',
  );
  usdId = currencies.body.response.find((c) => c.code === 'USD')!.id;
});
afterAll(() => server?.close());

describe('older payment REST', () => {
  it('lists deposit groups and withdrawal methods the older modal can fill', async () => {
    const user = await registerTestUser(server);
    const deposit = await server.rest<{
      response: { id: string; children: { id: string; min: number; max: number }[] }[];
    }>(
      'GET',
      `/api/payment/methods/deposit?type=DEPOSIT&currencyId=${usdId}`,
      undefined,
      user.headers,
    );
    expect(deposit.body.response).toEqual([
      {
        id: 'e-wallets',
        name: 'E-wallets',
        iconSlug: 'ewallet',
        children: [
          { id: 'sandbox-ewallet', name: 'E-wallet', iconSlug: 'ewallet', min: 500, max: 200_000 },
        ],
      },
    ]);
    const withdrawal = await server.rest<{
      response: { id: string; additionalFields: { type: string }[] }[];
    }>(
      'GET',
      `/api/payment/methods/withdrawal?type=WITHDRAW&currencyId=${usdId}`,
      undefined,
      user.headers,
    );
    expect(
      withdrawal.body.response.map((m) => [m.id, m.additionalFields.map((f) => f.type)]),
    ).toEqual([['sandbox-card-payout', ['BANK_CARD', 'PHONE']]]);
    expect(
      (await server.rest('GET', `/api/payment/methods/deposit?currencyId=${usdId}`)).status,
    ).toBe(401);
  });

  it('creates a deposit with a redirect, a withdrawal, and pages the history', async () => {
    const user = await registerTestUser(server);
    const created = await server.rest<{ response: { url: { redirect_url: string } } }>(
      'POST',
      '/api/payment/deposit',
      {
        amount: 2500,
        methodId: 'sandbox-ewallet',
        additionalFieldsValues: [{ value: 'player@example.com', type: 'EMAIL' }],
      },
      user.headers,
    );
    expect(created.status).toBe(200);
    expect(created.body.response.url.redirect_url).toMatch(
      /\/api\/payment\/sandbox\/checkout\/[0-9a-f-]{36}\?token=/,
    );
    const card = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/payment/deposit',
      { amount: 2500, methodId: 'sandbox-card', additionalFieldsValues: [] },
      user.headers,
    );
    expect(card.body.error.code).toBe('INCORRECT_FIELD_ERROR');
    const bad = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/payment/deposit',
      { amount: 12.5, methodId: 'sandbox-ewallet' },
      user.headers,
    );
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');

    await server.rest(
      'POST',
      '/api/payment/fun-top-up',
      { requestId: 'legacy', amount: 50_000 },
      user.headers,
    );
    const body = {
      amount: 2_000,
      methodId: 'sandbox-card-payout',
      additionalFieldsValues: [
        { value: '4111 1111 1111 1111', type: 'BANK_CARD' },
        { value: '+15550001111', type: 'PHONE' },
      ],
    };
    const refused = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/payment/withdraw',
      body,
      user.headers,
    );
    expect(refused.body.error.code).toBe('KYC_REQUIRED');
    await setKycStatus(server.db, { actor: 'test', userId: user.userId, status: 'VERIFIED' });
    const withdrawn = await server.rest<{ response: { id: number; status: string } }>(
      'POST',
      '/api/payment/withdraw',
      body,
      user.headers,
    );
    expect(withdrawn.body.response.status).toBe('PENDING');
    const badCard = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/payment/withdraw',
      { ...body, additionalFieldsValues: [{ value: '1234', type: 'BANK_CARD' }] },
      user.headers,
    );
    expect(badCard.body.error.code).toBe('INCORRECT_FIELD_ERROR');

    const deposits = await server.rest<{
      response: { data: { amount: number; status: string }[]; meta: Record<string, number> };
    }>('GET', '/api/payment/deposit/history?currentPage=1&perPage=10', undefined, user.headers);
    expect(deposits.body.response.data).toMatchObject([{ amount: 2500, status: 'PENDING' }]);
    expect(deposits.body.response.meta).toEqual({
      currentPage: 1,
      perPage: 10,
      total: 1,
      lastPage: 1,
    });
    const withdrawals = await server.rest<{
      response: { data: { amount: number; fee: number; status: string }[] };
    }>('GET', '/api/payment/withdraw/history', undefined, user.headers);
    expect(withdrawals.body.response.data).toMatchObject([
      { amount: 2_000, fee: 50, status: 'PENDING' },
    ]);
    expect(
      (await server.rest('GET', '/api/payment/other/history', undefined, user.headers)).status,
    ).toBe(404);
  });
});
