// The cashier's typed `deposit.credited` → the player's PENDING deposit bonus, exactly once: real
// fiat (hosted sandbox page + signed webhook) and crypto (sandbox chain) deposits, the payment-type
// rule, replayed and concurrent deliveries, and two instances on PostgreSQL + Redis.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { notificationsIdle } from '../notifications';
import type { DepositCreditedEvent } from '../payments';
import { chainDeposit, depositCreditedEvents, sandboxDeposit } from '../payments/testing';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { bonusDepositHandled, bonusesIdle } from '.';

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

describe('deposit.credited → the PENDING bonus', () => {
  it('a fiat deposit activates the PENDING bonus as a FIAT deposit', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'welcome');
    const credited = depositCreditedEvents(server.pubsub, user.userId);
    const paymentId = await sandboxDeposit(server, user, 40);
    expect(await bonusDepositHandled(server.pubsub, paymentId)).toEqual(['granted']);
    const [event] = await credited.until(1);
    expect(event).toMatchObject({ depositId: paymentId, amount: 40_00n, paymentType: 'FIAT' });
    await credited.stop();
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
    expect(await bonusDepositHandled(server.pubsub, txId)).toEqual(['granted']);
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
    const paymentId = await sandboxDeposit(server, user, 100);
    expect(await bonusDepositHandled(server.pubsub, paymentId)).toEqual(['none']);
    expect(await bonusNamed(server, user, 'crypto')).toMatchObject({
      status: 'PENDING',
      calculatedReward: null,
    });
    expect(await bonusBalance(server, user)).toBe(0n);
    expect(await grants(server, id)).toEqual([]);

    const txId = `tx-bonus-${randomUUID()}`;
    await chainDeposit(server, user, 'BTC:BTC', '0.001', txId);
    expect(await bonusDepositHandled(server.pubsub, txId)).toEqual(['granted']);
    expect(await bonusNamed(server, user, 'crypto')).toMatchObject({ status: 'ACTIVE' });
    expect(await depositRef(server, id)).toBe(`crypto:${txId}`);
  });

  it('a replayed event grants once, and a used deposit never grants a later bonus', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'welcome');
    const credited = depositCreditedEvents(server.pubsub, user.userId);
    const paymentId = await sandboxDeposit(server, user, 30);
    const [event] = await credited.until(1);
    await credited.stop();
    // the original delivery and two replays (as a re-delivering bus would), in parallel
    server.pubsub.publish('deposit.credited', event!);
    server.pubsub.publish('deposit.credited', event!);
    const outcomes = await bonusDepositHandled(server.pubsub, paymentId, 3);
    expect([...outcomes].sort()).toEqual(['granted', 'none', 'none']);
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
    server.pubsub.publish('deposit.credited', event!);
    expect(await bonusDepositHandled(server.pubsub, paymentId, 4)).toHaveLength(4);
    expect((await bonusNamed(server, user, 'free-spins')).status).toBe('PENDING');
    expect(await grants(server, spins)).toEqual([]);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('parallel deliveries of one deposit grant once', async () => {
    const user = await registerTestUser(server);
    const id = await select(server, user, 'welcome');
    // a deposit this test announces itself, delivered five times at once
    const event: DepositCreditedEvent = {
      userId: user.userId,
      depositId: randomUUID(),
      amount: 50_00n,
      currency: 'USD',
      paymentType: 'FIAT',
      creditedAt: new Date().toISOString(),
    };
    for (let i = 0; i < 5; i++) server.pubsub.publish('deposit.credited', event);
    const outcomes = await bonusDepositHandled(server.pubsub, event.depositId, 5);
    expect(outcomes.filter((o) => o === 'granted')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'none')).toHaveLength(4);
    expect(await grants(server, id)).toEqual(['5000']);
    expect(await bonusBalance(server, user)).toBe(50_00n);
    await bonusesIdle(server.pubsub);
  });
});

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe('two instances on PostgreSQL + Redis', () => {
  let b: TestServer | undefined;
  afterAll(async () => {
    await b?.close();
  });

  it.runIf(shared)('both receive the deposit, one grants the bonus, one notification', async () => {
    const a = server;
    b = await createTestServer();
    expect(a.pubsubHandle.kind).toBe('redis');
    // B's worker subscribes through Redis asynchronously: announce made-up deposits of nobody
    // from A until B has handled one.
    const probe: DepositCreditedEvent = {
      userId: randomUUID(),
      depositId: `probe-${randomUUID()}`,
      amount: 1n,
      currency: 'USD',
      paymentType: 'FIAT',
      creditedAt: new Date().toISOString(),
    };
    const live = bonusDepositHandled(b.pubsub, probe.depositId);
    const probing = setInterval(() => a.pubsub.publish('deposit.credited', probe), 50);
    try {
      await live;
    } finally {
      clearInterval(probing);
    }

    const user = await registerTestUser(a);
    const id = await select(a, user, 'welcome');
    const paymentId = await sandboxDeposit(a, user, 40);
    const [onA, onB] = await Promise.all([
      bonusDepositHandled(a.pubsub, paymentId),
      bonusDepositHandled(b.pubsub, paymentId),
    ]);
    expect([...onA, ...onB].sort()).toEqual(['granted', 'none']);
    expect(await grants(a, id)).toEqual(['4000']);
    expect(await bonusBalance(a, user)).toBe(40_00n);
    expect(await bonusNamed(b, user, 'welcome')).toMatchObject({ id, status: 'ACTIVE' });

    await Promise.all([bonusesIdle(a.pubsub), bonusesIdle(b.pubsub)]);
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
