// Crypto deposits: coins and networks, stable per-player addresses in each network's format, and
// the sandbox chain: credited at the FX rate on confirmation, once; below-minimum not credited.
import { cryptoAddress } from '@aurum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { auditLedger } from '../wallet/testing';
import { base58check, bech32 } from './crypto-addresses';
import { chainDeposit, depositCreditedEvents, paymentNotices, sandboxDeposit } from './testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const ADDRESS = `query GetDepositAddress($balanceId: ID!, $currency: String!) {
  getDepositAddress(balanceId: $balanceId, method: { currency: $currency }) {
    cryptoDepositAddress { address currency network minimumPayinAmount precision }
  }
}`;

async function balanceId(user: TestUser): Promise<string> {
  const res = await server.gql<{ currentUser: { balance: { id: string }[] } }>(
    'query CurrentUser { currentUser { balance { id } } }',
    undefined,
    { headers: user.headers },
  );
  return res.data!.currentUser.balance[0]!.id;
}

async function address(user: TestUser, currency: string): Promise<string> {
  const res = await server.gql<{
    getDepositAddress: { cryptoDepositAddress: { address: string } };
  }>(ADDRESS, { balanceId: await balanceId(user), currency }, { headers: user.headers });
  expect(res.errors).toBeUndefined();
  return res.data!.getDepositAddress.cryptoDepositAddress.address;
}

async function send(addr: string, amount: string, txId: string) {
  return server.rest<{ response: { status: string; txId: string }; error?: { code: string } }>(
    'POST',
    '/api/payment/sandbox/chain/transfers',
    { address: addr, amount, txId },
  );
}

describe('crypto deposits', () => {
  it('encodes like the reference implementations', () => {
    // Bitcoin's well-known address of the all-zero hash160.
    expect(base58check(Buffer.from([0]), Buffer.alloc(20))).toBe('1111111111111111111114oLvT2');
    // BIP-173 test vector: hrp "a", no data.
    expect(bech32('a', Buffer.alloc(0))).toBe('a12uel5l');
  });

  it('offers whitelisted coins with networks and stable addresses in each format', async () => {
    const user = await registerTestUser(server);
    const methods = await server.gql<{
      getPaymentMethods: {
        crypto: { code: string; swappableTo: string[]; networks: { code: string }[] }[];
      };
    }>(
      'query GetPaymentMethods { getPaymentMethods(target: "USD") { crypto { code name minimumPayinAmount precision payinEnabled swappableTo networks { name code minimumPayinAmount precision } } } }',
      undefined,
      { headers: user.headers },
    );
    const crypto = methods.data!.getPaymentMethods.crypto;
    expect(crypto.map((c) => c.code).sort()).toEqual([
      'ADA',
      'BTC',
      'ETH',
      'LTC',
      'TRX',
      'USDT',
      'XRP',
      'ZEC',
    ]);
    expect(crypto.find((c) => c.code === 'USDT')).toMatchObject({
      swappableTo: ['USD'],
      networks: [{ code: 'TRC20' }, { code: 'ERC20' }],
    });

    const btc = await address(user, 'BTC:BTC');
    expect(cryptoAddress('btc')(btc)).toBeNull();
    expect(await address(user, 'BTC')).toBe(btc);
    expect(cryptoAddress('eth')(await address(user, 'ETH:ERC20'))).toBeNull();
    expect(cryptoAddress('trx')(await address(user, 'USDT:TRC20'))).toBeNull();
    expect(await address(user, 'USDT:ERC20')).not.toBe(await address(user, 'ETH:ERC20'));
    expect(await address(user, 'LTC:LTC')).toMatch(/^L[1-9A-HJ-NP-Za-km-z]{25,33}$/);
    expect(await address(user, 'XRP:XRP')).toMatch(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
    expect(await address(user, 'ADA:ADA')).toMatch(/^addr1[02-9ac-hj-np-z]{53}$/);
    expect(await address(user, 'ZEC:ZEC')).toMatch(/^t1[1-9A-HJ-NP-Za-km-z]{33}$/);
    const other = await registerTestUser(server);
    expect(await address(other, 'BTC:BTC')).not.toBe(btc);

    const foreign = await server.gql(
      ADDRESS,
      { balanceId: await balanceId(other), currency: 'BTC:BTC' },
      { headers: user.headers },
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await server.gql(
      ADDRESS,
      { balanceId: await balanceId(user), currency: 'DOGE:DOGE' },
      { headers: user.headers },
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('DEPOSIT_METHOD_UNAVAILABLE');
  });

  it('credits a confirmed transfer once, in the account currency at the FX rate', async () => {
    const user = await registerTestUser(server);
    const addr = await address(user, 'BTC:BTC');
    const credited = depositCreditedEvents(server.db, user.userId);
    const seen = await send(addr, '0.001', `tx-credit-${user.userId}`);
    expect(seen.body.response.status).toBe('PENDING');
    const confirm = () =>
      server.rest<{ response: { status: string; credited: { amount: string; currency: string } } }>(
        'POST',
        `/api/payment/sandbox/chain/transfers/tx-credit-${user.userId}/confirm`,
      );
    const confirmed = await confirm();
    expect(confirmed.body.response).toMatchObject({
      status: 'CREDITED',
      credited: { amount: '97.00', currency: 'USD' },
    });
    expect((await paymentNotices(server.db, user.userId))[0]).toMatchObject({
      content: 'SUCCESS_DEPOSIT',
      amount: '97.00',
      currency: 'USD',
    });
    await Promise.all(Array.from({ length: 10 }, confirm));
    const again = await send(addr, '0.001', `tx-credit-${user.userId}`);
    expect(again.status).toBe(200);
    const changed = await send(addr, '0.002', `tx-credit-${user.userId}`);
    expect(changed.status).toBe(409);
    const balance = await server.gql<{ currentUser: { balance: { real: string }[] } }>(
      'query CurrentUser { currentUser { balance { real } } }',
      undefined,
      { headers: user.headers },
    );
    expect(balance.data!.currentUser.balance[0]!.real).toBe('97.00');
    expect((await auditLedger(server.db)).ok).toBe(true);
    // the typed event: once, in the account currency's minor units, as CRYPTO
    expect(await credited.until(1)).toEqual([
      {
        userId: user.userId,
        depositId: `tx-credit-${user.userId}`,
        amount: 97_00n,
        currency: 'USD',
        paymentType: 'CRYPTO',
        creditedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await credited.list()).toHaveLength(1);
  });

  it('reports a below-minimum deposit without crediting it, and refuses bad transfers', async () => {
    const user = await registerTestUser(server);
    const addr = await address(user, 'BTC:BTC');
    const credited = depositCreditedEvents(server.db, user.userId);
    await send(addr, '0.00005', `tx-small-${user.userId}`);
    const res = await server.rest<{ response: { status: string; credited: unknown } }>(
      'POST',
      `/api/payment/sandbox/chain/transfers/tx-small-${user.userId}/confirm`,
    );
    expect(res.body.response).toMatchObject({ status: 'BELOW_MINIMUM', credited: null });
    expect(
      (await send('1BoatSLRHtKNngkdXEeobR76b53LETtpyT', '1', 'tx-unknown-address')).body.error
        ?.code,
    ).toBe('UNKNOWN_ADDRESS');
    expect((await send(addr, '0.000000001', 'tx-too-precise')).body.error?.code).toBe(
      'INVALID_AMOUNT',
    );
    expect((await send(addr, '-1', 'tx-negative-1')).body.error?.code).toBe('INVALID_AMOUNT');
    const balance = await server.gql<{ currentUser: { balance: { real: string }[] } }>(
      'query CurrentUser { currentUser { balance { real } } }',
      undefined,
      { headers: user.headers },
    );
    expect(balance.data!.currentUser.balance[0]!.real).toBe('0.00');
    const console = await server.rest<string>('GET', '/api/payment/sandbox/chain');
    expect(console.status).toBe(200);
    expect(console.body).toContain(`tx-small-${user.userId}`);
    expect(await credited.list()).toEqual([]);
  });

  it('lists every deposit, card and crypto, with its method and network in the history', async () => {
    const user = await registerTestUser(server);
    await sandboxDeposit(server, user, 30);
    const sent = await chainDeposit(server, user, 'USDT:TRC20', '25', `tx-hist-${user.userId}`);
    expect(sent.status).toBe('CREDITED');
    const res = await server.gql<{
      getUserDepositPayments: {
        count: number;
        items: {
          status: string;
          amount: string;
          currency: string;
          method: string;
          network: string | null;
          exchange: { currency: string; amount: string } | null;
        }[];
      };
    }>(
      `query GetUserDepositPayments { getUserDepositPayments(input: { pagination: { page: 1, count: 20 } }) {
        count items { status amount currency method network exchange { currency amount } } } }`,
      undefined,
      { headers: user.headers },
    );
    expect(res.errors).toBeUndefined();
    const list = res.data!.getUserDepositPayments;
    expect(list.count).toBe(2);
    expect(list.items).toHaveLength(2);
    // newest first: the crypto deposit, then the card one
    expect(list.items[0]).toMatchObject({
      status: 'SUCCESS',
      currency: 'USD',
      method: 'USDT',
      network: 'TRC20',
      exchange: { currency: 'USDT', amount: '25.00' },
    });
    expect(list.items[1]).toMatchObject({ status: 'SUCCESS', amount: '30.00', network: null });
    // pages of one split the merged list
    const second = await server.gql<{ getUserDepositPayments: { items: { method: string }[] } }>(
      `query GetUserDepositPayments { getUserDepositPayments(input: { pagination: { page: 2, count: 1 } }) {
        items { method } } }`,
      undefined,
      { headers: user.headers },
    );
    expect(second.data!.getUserDepositPayments.items).toHaveLength(1);
    expect(second.data!.getUserDepositPayments.items[0]!.method).not.toBe('USDT');
  });
});
