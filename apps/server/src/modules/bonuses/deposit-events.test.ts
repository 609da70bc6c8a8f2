// The cashier's `deposit.credited` (outbox) → the player's PENDING deposit bonus, exactly once: real
// fiat (hosted sandbox page + signed webhook) and crypto (sandbox chain) deposits, the payment-type
// rule, a deposit announced twice, concurrent deliveries, and two relays on one database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { notificationsIdle } from '../notifications';
import { enqueueEvent } from '../../outbox/enqueue';
import { relayFor } from '../../outbox/relay';
import { depositGrantConsumer } from '../../workflows/credit-deposit';
import type { DepositCreditedEvent } from '../payments';
import { chainDeposit, depositCreditedEvents, sandboxDeposit } from '../payments/testing';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { bonusesIdle } from '.';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

interface UserBonusView {
  id: number;
  status: string;
  calculatedReward: string | null;
  bonusInfo: { name: string; depositPaymentType: string | null };
}

async function bonusNamed(s: TestServer, user: TestUser, name: string): Promise<UserBonusView> {
  const res = await s.gql<{ getUserBonusesList: { bonusList: UserBonusView[] } }>(
    `query GetUserBonusesList { getUserBonusesList(request: { lang: "en", pagination: { page: 1, count: 100 } }) {
      ... on UserBonusList { bonusList { id status calculatedReward bonusInfo { name depositPaymentType } } } } }`,
    undefined,
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  const found = res.data!.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === name);
  if (!found) throw new Error(`no ${name} bonus`);
  return found;
}

async function select(s: TestServer, user: TestUser, name: string): Promise<number> {
  const { id } = await bonusNamed(s, user, name);
  const res = await s.gql<{ selectDepositBonus: { selectedBonusId?: number } }>(
    `mutation SelectDepositBonus($id: Int!) { selectDepositBonus(bonusId: $id, currencyCode: "USD") {
      ... on SelectDepositBonusSuccess { selectedBonusId } } }`,
    { id },
    { headers: user.headers },
  );
  expect(res.data!.selectDepositBonus.selectedBonusId).toBe(id);
  return id;
}

async function depositRef(s: TestServer, userBonusId: number): Promise<string | null> {
  const rows = await executeRows<{ ref: string | null }>(
    s.db,
    sql`SELECT deposit_ref AS ref FROM user_bonuses WHERE id = ${userBonusId}`,
  );
  return rows[0]!.ref;
}

async function grants(s: TestServer, userBonusId: number): Promise<string[]> {
  const rows = await executeRows<{ amount: string }>(
    s.db,
    sql`SELECT amount::text AS amount FROM ledger_transfers WHERE idempotency_key = ${`bonus:${userBonusId}:grant`}`,
  );
  return rows.map((r) => r.amount);
}

const bonusBalance = (s: TestServer, user: TestUser) =>
  accountBalance(s.db, account.player(user.userId, 'BONUS', 'USD'));

const announce = (s: TestServer, event: DepositCreditedEvent) =>
  s.db.transaction((tx) => enqueueEvent(tx, 'deposit.credited', event));

describe('deposit.credited → the PENDING bonus', () => {
  it('a fiat deposit activates the PENDING bonus as a FIAT deposit', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'welcome');
    const paymentId = await sandboxDeposit(server, user, 40);
    const [event] = await depositCreditedEvents(server.db, user.userId).until(1);
    expect(event).toMatchObject({ depositId: paymentId, amount: 40_00n, paymentType: 'FIAT' });
    await bonusesIdle(server.pubsub);
    expect(await bonusNamed(server, user, 'welcome')).toMatchObject({
      id,
      status: 'ACTIVE',
      calculatedReward: '40.00',
    });
    expect(await depositRef(server, id)).toBe(`fiat:${paymentId}`);
    expect(await bonusBalance(server, user)).toBe(40_00n);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('a confirmed crypto transfer activates the PENDING bonus as a CRYPTO deposit', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'crypto');
    const txId = `tx-bonus-${randomUUID()}`;
    // 0.001 BTC credits 97.00 USD at the sandbox rate; the crypto bonus gives 50 %
    expect(await chainDeposit(server, user, 'BTC:BTC', '0.001', txId)).toMatchObject({
      status: 'CREDITED',
      credited: { amount: '97.00', currency: 'USD' },
    });
    await bonusesIdle(server.pubsub);
    expect(await bonusNamed(server, user, 'crypto')).toMatchObject({
      status: 'ACTIVE',
      calculatedReward: '48.50',
    });
    expect(await depositRef(server, id)).toBe(`crypto:${txId}`);
    expect(await bonusBalance(server, user)).toBe(48_50n);
  });

  it('a crypto-only bonus ignores a fiat deposit and waits for a crypto one', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'crypto');
    await sandboxDeposit(server, user, 100);
    await bonusesIdle(server.pubsub);
    expect(await bonusNamed(server, user, 'crypto')).toMatchObject({
      status: 'PENDING',
      calculatedReward: null,
    });
    expect(await bonusBalance(server, user)).toBe(0n);
    expect(await grants(server, id)).toEqual([]);

    const txId = `tx-bonus-${randomUUID()}`;
    await chainDeposit(server, user, 'BTC:BTC', '0.001', txId);
    await bonusesIdle(server.pubsub);
    expect(await bonusNamed(server, user, 'crypto')).toMatchObject({ status: 'ACTIVE' });
    expect(await depositRef(server, id)).toBe(`crypto:${txId}`);
  });

  it('a deposit announced again grants once, and a used deposit never grants a later bonus', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'welcome');
    await sandboxDeposit(server, user, 30);
    const [event] = await depositCreditedEvents(server.db, user.userId).until(1);
    // the same deposit announced twice more (as a buggy or replaying producer would)
    await Promise.all([announce(server, event!), announce(server, event!)]);
    await bonusesIdle(server.pubsub);
    expect(await grants(server, id)).toEqual(['3000']);
    expect(await bonusBalance(server, user)).toBe(30_00n);

    // cancel it and choose another deposit bonus: the old deposit's replay does not grant it
    const canceled = await server.gql<{ cancelBonus: { __typename: string } }>(
      'mutation CancelBonus($id: Int!) { cancelBonus(bonusId: $id) { __typename } }',
      { id },
      { headers: user.headers },
    );
    expect(canceled.data!.cancelBonus.__typename).toBe('CancelBonusSuccess');
    const spins = await select(server, user, 'free-spins');
    await announce(server, event!);
    await bonusesIdle(server.pubsub);
    expect((await bonusNamed(server, user, 'free-spins')).status).toBe('PENDING');
    expect(await grants(server, spins)).toEqual([]);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('parallel deliveries of one deposit grant once', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'welcome');
    const event: DepositCreditedEvent = {
      userId: user.userId,
      depositId: randomUUID(),
      amount: 50_00n,
      currency: 'USD',
      paymentType: 'FIAT',
      creditedAt: new Date().toISOString(),
    };
    // five deliveries at once, each in its own transaction (separate connections on PostgreSQL)
    const outcomes: string[] = [];
    const consumer = depositGrantConsumer(server.pubsub, {
      onOutcome: (_id, outcome) => outcomes.push(outcome),
    });
    const delivered = {
      id: 0n,
      type: 'deposit.credited' as const,
      payload: event,
      createdAt: new Date(),
    };
    const afters = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.db.transaction((tx) => consumer.handle(tx, delivered)),
      ),
    );
    for (const after of afters) await after?.();
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'granted')).toHaveLength(4);
    expect(await grants(server, id)).toEqual(['5000']);
    expect(await bonusBalance(server, user)).toBe(50_00n);
    await bonusesIdle(server.pubsub);
  });
});

describe('two instances', () => {
  let b: TestServer | undefined;
  afterAll(async () => {
    await b?.close();
  });

  it('both relays run, one grants the bonus, one notification', async () => {
    const a = server;
    b = await createTestServer();
    expect(relayFor(b.pubsub)).toBeDefined();
    const user = await registerTestUser(a);
    const id = await select(a, user, 'welcome');
    await sandboxDeposit(a, user, 40);
    await Promise.all([bonusesIdle(a.pubsub), bonusesIdle(b.pubsub)]);
    expect(await grants(a, id)).toEqual(['4000']);
    expect(await bonusBalance(a, user)).toBe(40_00n);
    expect(await bonusNamed(b, user, 'welcome')).toMatchObject({ id, status: 'ACTIVE' });

    await Promise.all([notificationsIdle(a.pubsub), notificationsIdle(b.pubsub)]);
    const granted = await executeRows<{ dedupe: string; action: string; data: unknown }>(
      a.db,
      sql`SELECT dedupe_key AS dedupe, action, data FROM notifications
          WHERE user_id = ${user.userId} AND content = 'BONUS_GRANTED'`,
    );
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({
      action: 'BONUS',
      dedupe: `bonus:BONUS_GRANTED:${id}`,
      data: { amount: '40.00', currency: 'USD' },
    });
    expect((await auditLedger(a.db)).ok).toBe(true);
  });
});
