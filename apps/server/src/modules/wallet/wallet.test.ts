// The wallet through the real API: balances on the current user, the older REST wallet, the demo
// top-up (cap, idempotency, concurrency), currency conversion and the operator's FX rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { auditRowsOf, withFailingAudit } from '../../test/staff';
import { registerTestUser } from '../../test/users';
import { auditLedger } from './ledger-audit';

const OPERATOR_TOKEN = 'wallet-test-operator-token-0123456789';
let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { OPERATOR_TOKEN } });
});
afterAll(async () => {
  await server?.close();
});

const BALANCE = `query CurrentUser { currentUser { id balance { id bonus real total depositWagered currency { code } } } }`;

interface Balance {
  id: string;
  bonus: string;
  real: string;
  total: string;
  depositWagered: string;
  currency: { code: string };
}

async function balances(headers: Record<string, string>): Promise<Balance[]> {
  const res = await server.gql<{ currentUser: { balance: Balance[] } }>(BALANCE, undefined, {
    headers,
  });
  expect(res.errors).toBeUndefined();
  return res.data!.currentUser.balance;
}

describe('wallet', () => {
  it('lists the account-currency balance first, zero for a new player', async () => {
    const user = await registerTestUser(server, { currency: 'EUR', country: 'DE' });
    const list = await balances(user.headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      real: '0.00',
      bonus: '0.00',
      total: '0.00',
      depositWagered: '0.00',
      currency: { code: 'EUR' },
    });
    // stable id
    expect((await balances(user.headers))[0]!.id).toBe(list[0]!.id);
  });

  it('tops up demo money once per request key and publishes the change', async () => {
    const user = await registerTestUser(server);
    const events = server.pubsub.subscribe('balance.updated', user.userId);
    const next = events.next();
    const first = await server.rest<{ response: Record<string, unknown> }>(
      'POST',
      '/api/payment/fun-top-up',
      {},
      { ...user.headers, 'idempotency-key': 'topup-1' },
    );
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({
      replayed: false,
      amount: 100_000,
      currency: 'USD',
      balance: 100_000,
      remainingToday: 400_000,
    });
    const event = await next;
    expect(event.value).toEqual({
      source: 'FUN_TOP_UP',
      amount: '1000.00',
      currency: 'USD',
      balanceType: 'REAL',
    });
    await events.return?.();
    const again = await server.rest<{ response: Record<string, unknown> }>(
      'POST',
      '/api/payment/fun-top-up',
      {},
      { ...user.headers, 'idempotency-key': 'topup-1' },
    );
    expect(again.body.response).toMatchObject({ replayed: true, balance: 100_000 });
    expect((await balances(user.headers))[0]).toMatchObject({ real: '1000.00', total: '1000.00' });
  });

  it('caps demo top-ups per day, also under 20 parallel requests', async () => {
    const user = await registerTestUser(server);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        server.rest<{ error?: { code: string } }>(
          'POST',
          '/api/payment/fun-top-up',
          { requestId: `parallel-${i}` },
          user.headers,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body.error?.code).toBe('FUN_TOP_UP_LIMIT');
    expect((await balances(user.headers))[0]!.real).toBe('5000.00');
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('refuses bad top-ups and guests', async () => {
    const user = await registerTestUser(server);
    const guest = await server.rest('POST', '/api/payment/fun-top-up', { requestId: 'x' });
    expect(guest.status).toBe(401);
    // not a positive integer of minor units: refused at the edge; over the cap: by the service
    const refusals: [unknown, string][] = [
      [0, 'VALIDATION_ERROR'],
      [-5, 'VALIDATION_ERROR'],
      [1.5, 'VALIDATION_ERROR'],
      ['abc', 'VALIDATION_ERROR'],
      [{ minor: 5 }, 'VALIDATION_ERROR'],
      [600_001, 'INVALID_AMOUNT'],
    ];
    for (const [amount, code] of refusals) {
      const res = await server.rest<{ error: { code: string } }>(
        'POST',
        '/api/payment/fun-top-up',
        { requestId: `bad-${JSON.stringify(amount)}`, amount },
        user.headers,
      );
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.error.code, String(amount)).toBe(code);
    }
    const noKey = await server.rest<{ error: { code: string } }>(
      'POST',
      '/api/payment/fun-top-up',
      {},
      user.headers,
    );
    expect(noKey.body.error.code).toBe('VALIDATION_ERROR');
    expect((await balances(user.headers))[0]!.real).toBe('0.00');
  });

  it('serves the older REST wallet with selection', async () => {
    const user = await registerTestUser(server);
    await server.rest(
      'POST',
      '/api/payment/fun-top-up',
      { requestId: 'w1', amount: 1234 },
      user.headers,
    );
    const wallet = await server.rest<{
      response: {
        id: string;
        selected: boolean;
        typeName: string;
        amount: number;
        currency: { code: string };
      }[];
    }>('GET', '/api/wallet/', undefined, user.headers);
    expect(wallet.status).toBe(200);
    expect(
      wallet.body.response.map((e) => [e.typeName, e.amount, e.selected, e.currency.code]),
    ).toEqual([
      ['REAL', 1234, true, 'USD'],
      ['BONUS', 0, false, 'USD'],
    ]);
    const bonusId = wallet.body.response[1]!.id;
    const selected = await server.rest<{ response: { id: string; selected: boolean }[] }>(
      'POST',
      `/api/wallet/${bonusId}/select`,
      undefined,
      user.headers,
    );
    expect(selected.body.response.find((e) => e.id === bonusId)?.selected).toBe(true);
    const other = await registerTestUser(server);
    const foreign = await server.rest(
      'POST',
      `/api/wallet/${bonusId}/select`,
      undefined,
      other.headers,
    );
    expect(foreign.status).toBe(404);
    expect((await server.rest('GET', '/api/wallet/')).status).toBe(401);
  });

  it('lists currencies publicly', async () => {
    const res = await server.rest<{ response: { code: string; crypto: boolean }[] }>(
      'GET',
      '/api/wallet/currencies',
    );
    expect(res.status).toBe(200);
    expect(res.body.response.find((c) => c.code === 'USD')).toMatchObject({ crypto: false });
    expect(res.body.response.find((c) => c.code === 'BTC')).toMatchObject({ crypto: true });
  });

  it('converts currencies at the stored rates, which operators update', async () => {
    const convert = (amount: string, from: string, to: string) =>
      server.gql<{ convertCurrency: { amount: string; currency: string } }>(
        'query ConvertCurrency($r: ConvertCurrencyRequest!) { convertCurrency(request: $r) { amount currency } }',
        { r: { amount, from, to } },
      );
    expect((await convert('100', 'USD', 'EUR')).data?.convertCurrency).toEqual({
      amount: '92.59',
      currency: 'EUR',
    });
    expect((await convert('1', 'BTC', 'USD')).data?.convertCurrency.amount).toBe('97000.00');
    const bad = await convert('1.234', 'USD', 'EUR');
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_AMOUNT');
    expect((await convert('1', 'USD', 'XXX')).errors?.[0]?.extensions?.code).toBe(
      'UNKNOWN_CURRENCY',
    );

    const denied = await server.rest('PUT', '/api/operator/fx-rates/PLN', { usdPerUnit: '0.5' });
    expect(denied.status).toBe(403);
    const set = await server.rest<{ response: { usdPerUnit: string; updatedBy: string } }>(
      'PUT',
      '/api/operator/fx-rates/PLN',
      { usdPerUnit: '0.5' },
      { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'alice' },
    );
    expect(set.status).toBe(200);
    expect(set.body.response).toMatchObject({ usdPerUnit: '0.5', updatedBy: 'operator:alice' });
    expect((await convert('10', 'PLN', 'USD')).data?.convertCurrency.amount).toBe('5.00');
    const invalid = await server.rest(
      'PUT',
      '/api/operator/fx-rates/PLN',
      { usdPerUnit: '-1' },
      { 'x-operator-token': OPERATOR_TOKEN },
    );
    expect(invalid.status).toBe(400);
    await server.rest(
      'PUT',
      '/api/operator/fx-rates/PLN',
      { usdPerUnit: '0.25' },
      { 'x-operator-token': OPERATOR_TOKEN },
    );
  });

  it("an operator's rate change is on the staff audit chain with the rate it replaced, or is not made at all", async () => {
    const put = (usdPerUnit: string) =>
      server.rest<{ response: { usdPerUnit: string } }>(
        'PUT',
        '/api/operator/fx-rates/SEK',
        { usdPerUnit },
        { 'x-operator-token': OPERATOR_TOKEN, 'x-operator-name': 'bob' },
      );
    expect((await put('0.1')).status).toBe(200);
    const refused = await withFailingAudit(server, 'fx.set-rate', () => put('0.2'));
    expect(refused.status).toBe(500);
    const rates = await server.rest<{ response: { currency: string; usdPerUnit: string }[] }>(
      'GET',
      '/api/operator/fx-rates',
      undefined,
      { 'x-operator-token': OPERATOR_TOKEN },
    );
    expect(rates.body.response.find((r) => r.currency === 'SEK')?.usdPerUnit).toBe('0.1');
    expect((await put('0.095')).status).toBe(200);
    const rows = await auditRowsOf(server, 'fx.set-rate', 'SEK');
    const json = (text: string | null) => (text === null ? null : JSON.parse(text)) as unknown;
    expect(rows.map((r) => [r.actorName, json(r.before), json(r.after)])).toEqual([
      ['automation:bob', null, { usdPerUnit: '0.1' }],
      ['automation:bob', { usdPerUnit: '0.1' }, { usdPerUnit: '0.095' }],
    ]);
  });
});
