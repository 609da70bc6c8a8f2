// The reconciliation sweep (sweep.ts): deposits whose `deposit.credited` nobody handled — this
// app's bonus workers are stopped, as if no instance listened — still grant the PENDING bonus,
// exactly once, through the cashier's read API; a sweep racing the event consumer, or another
// sweep (another instance), grants once; deposits before the choice, below the minimum or of the
// wrong payment type are not used; deposits younger than the grace period are left to their event.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { chainDeposit, depositCreditedEvents, sandboxDeposit } from '../payments/testing';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import { reconcilePendingDeposits } from './sweep';
import { handleDepositEvent, workersFor } from './workers';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // no instance listens to deposit.credited: every deposit below is left to the sweep
  await workersFor(server.pubsub)?.stop();
});
afterAll(() => server?.close());

/** one sweep over every PENDING bonus, with no grace period (the deposits here are seconds old) */
const sweep = () =>
  reconcilePendingDeposits(server.db, server.pubsub, { graceMs: 0, limit: 10_000 });

async function bonusNamed(user: TestUser, name: string): Promise<{ id: number; status: string }> {
  const res = await server.gql<{
    getUserBonusesList: {
      bonusList: { id: number; status: string; bonusInfo: { name: string } }[];
    };
  }>(
    `query GetUserBonusesList { getUserBonusesList(request: { lang: "en", pagination: { page: 1, count: 100 } }) {
      ... on UserBonusList { bonusList { id status bonusInfo { name } } } } }`,
    undefined,
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  const found = res.data!.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === name);
  if (!found) throw new Error(`no ${name} bonus`);
  return found;
}

async function select(user: TestUser, name: string): Promise<number> {
  const { id } = await bonusNamed(user, name);
  const res = await server.gql<{ selectDepositBonus: { selectedBonusId?: number } }>(
    `mutation SelectDepositBonus($id: Int!) { selectDepositBonus(bonusId: $id, currencyCode: "USD") {
      ... on SelectDepositBonusSuccess { selectedBonusId } } }`,
    { id },
    { headers: user.headers },
  );
  expect(res.data!.selectDepositBonus.selectedBonusId).toBe(id);
  return id;
}

async function depositRef(userBonusId: number): Promise<string | null> {
  const rows = await executeRows<{ ref: string | null }>(
    server.db,
    sql`SELECT deposit_ref AS ref FROM user_bonuses WHERE id = ${userBonusId}`,
  );
  return rows[0]!.ref;
}

async function grants(userBonusId: number): Promise<string[]> {
  const rows = await executeRows<{ amount: string }>(
    server.db,
    sql`SELECT amount::text AS amount FROM ledger_transfers WHERE idempotency_key = ${`bonus:${userBonusId}:grant`}`,
  );
  return rows.map((r) => r.amount);
}

const bonusBalance = (user: TestUser) =>
  accountBalance(server.db, account.player(user.userId, 'BONUS', 'USD'));

/** the clocks of the choice and the credit differ by at least a millisecond */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function expectLedgerBalanced() {
  const audit = await auditLedger(server.db);
  expect(audit.unbalancedCurrencies).toEqual([]);
  expect(audit.ok).toBe(true);
}

describe('deposit bonus reconciliation sweep', () => {
  it('grants a fiat deposit whose event was never handled, exactly once', async () => {
    const user = await registerTestUser(server);
    const id = await select(user, 'welcome');
    await tick();
    const paymentId = await sandboxDeposit(server, user, 40);
    expect((await bonusNamed(user, 'welcome')).status).toBe('PENDING');

    // within the grace period the deposit is left to its event
    await reconcilePendingDeposits(server.db, server.pubsub, { limit: 10_000 });
    expect((await bonusNamed(user, 'welcome')).status).toBe('PENDING');

    // two instances sweeping at once, then again
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(await bonusNamed(user, 'welcome')).toMatchObject({ id, status: 'ACTIVE' });
    expect(await depositRef(id)).toBe(`fiat:${paymentId}`);
    expect(await grants(id)).toEqual(['4000']);
    expect(await bonusBalance(user)).toBe(40_00n);
    await expectLedgerBalanced();
  });

  it('grants a crypto-only bonus from a confirmed chain transfer, not from a fiat deposit', async () => {
    const user = await registerTestUser(server);
    const id = await select(user, 'crypto');
    await tick();
    await sandboxDeposit(server, user, 100);
    await sweep();
    expect((await bonusNamed(user, 'crypto')).status).toBe('PENDING');
    expect(await grants(id)).toEqual([]);

    const txId = `tx-sweep-${randomUUID()}`;
    // 0.001 BTC credits 97.00 USD at the sandbox rate; the crypto bonus gives 50 %
    await chainDeposit(server, user, 'BTC:BTC', '0.001', txId);
    await sweep();
    expect((await bonusNamed(user, 'crypto')).status).toBe('ACTIVE');
    expect(await depositRef(id)).toBe(`crypto:${txId}`);
    expect(await grants(id)).toEqual(['4850']);
  });

  it('does not use a deposit credited before the choice or below the minimum', async () => {
    const user = await registerTestUser(server);
    const credited = depositCreditedEvents(server.pubsub, user.userId);
    const before = await sandboxDeposit(server, user, 40);
    const [beforeEvent] = await credited.until(1);
    await tick();
    const id = await select(user, 'welcome');
    await tick();
    // the welcome bonus needs 20.00 at least
    await sandboxDeposit(server, user, 15);
    await sweep();
    expect((await bonusNamed(user, 'welcome')).status).toBe('PENDING');
    // a late delivery of the earlier deposit's event does not grant either
    expect(await handleDepositEvent(server, beforeEvent!)).toBe('none');
    expect((await bonusNamed(user, 'welcome')).status).toBe('PENDING');
    expect(await grants(id)).toEqual([]);

    const qualifying = await sandboxDeposit(server, user, 25);
    await credited.stop();
    await sweep();
    expect((await bonusNamed(user, 'welcome')).status).toBe('ACTIVE');
    expect(await depositRef(id)).toBe(`fiat:${qualifying}`);
    expect(await depositRef(id)).not.toBe(`fiat:${before}`);
    expect(await grants(id)).toEqual(['2500']);
    await expectLedgerBalanced();
  });

  it('a sweep racing the event consumer grants once', async () => {
    for (let i = 0; i < 3; i++) {
      const user = await registerTestUser(server);
      const id = await select(user, 'welcome');
      await tick();
      const credited = depositCreditedEvents(server.pubsub, user.userId);
      await sandboxDeposit(server, user, 30);
      const [event] = await credited.until(1);
      await credited.stop();
      const [outcomeA, , outcomeB] = await Promise.all([
        handleDepositEvent(server, event!),
        sweep(),
        handleDepositEvent(server, event!),
        sweep(),
      ]);
      expect(await grants(id)).toEqual(['3000']);
      expect(await bonusBalance(user)).toBe(30_00n);
      expect((await bonusNamed(user, 'welcome')).status).toBe('ACTIVE');
      // at most one of the event deliveries granted (the sweep may have been first)
      expect([outcomeA, outcomeB].filter((o) => o === 'granted').length).toBeLessThanOrEqual(1);
    }
    await expectLedgerBalanced();
  });

  it('walks the PENDING bonuses in bounded batches with a cursor', async () => {
    const users = [await registerTestUser(server), await registerTestUser(server)];
    const ids: number[] = [];
    for (const user of users) ids.push(await select(user, 'welcome'));
    await tick();
    for (const user of users) await sandboxDeposit(server, user, 20);
    const start = Math.min(...ids) - 1;
    const first = await reconcilePendingDeposits(server.db, server.pubsub, {
      graceMs: 0,
      limit: 1,
      afterId: start,
    });
    expect(first).toMatchObject({ checked: 1, granted: 1, cursor: ids[0] });
    expect(await grants(ids[0]!)).toEqual(['2000']);
    expect(await grants(ids[1]!)).toEqual([]);
    const second = await reconcilePendingDeposits(server.db, server.pubsub, {
      graceMs: 0,
      limit: 1,
      afterId: first.cursor,
    });
    expect(second).toMatchObject({ checked: 1, granted: 1 });
    expect(await grants(ids[1]!)).toEqual(['2000']);
  });
});
