// The bonus module's notices → stored notifications (action BONUS, initiator BONUSES), one per
// bonus and code: activated, bonus money granted, free spins granted, wagering complete, reward
// claimed, canceled (with and without bonus money) and expired; a repeated notice makes nothing.
import { BONUS_NOTIFICATION_CODES } from '@aurum/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { enqueueEvent } from '../../outbox/enqueue';
import { applySettledBet, bonusesIdle, expireDueBonuses, publishEffects } from '../bonuses';
import { notificationsIdle } from '.';
import { notifications } from './tables';
import { sandboxDeposit } from '../payments/testing';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

async function bonusId(user: TestUser, name: string): Promise<number> {
  const res = await server.gql<{
    getUserBonusesList: { bonusList: { id: number; bonusInfo: { name: string } }[] };
  }>(
    `query GetUserBonusesList { getUserBonusesList(request: { lang: "en", pagination: { page: 1, count: 100 } }) {
      ... on UserBonusList { bonusList { id bonusInfo { name } } } } }`,
    undefined,
    { headers: user.headers },
  );
  return res.data!.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === name)!.id;
}

async function call(user: TestUser, mutation: string, args: string): Promise<string> {
  const op = mutation[0]!.toUpperCase() + mutation.slice(1);
  const res = await server.gql<Record<string, { __typename: string }>>(
    `mutation ${op} { ${mutation}(${args}) { __typename } }`,
    undefined,
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data![mutation]!.__typename;
}

async function deposit(user: TestUser, major: number): Promise<void> {
  await sandboxDeposit(server, user, major);
  await bonusesIdle(server.pubsub);
}

async function round(user: TestUser, amount: bigint, win: bigint): Promise<void> {
  const fx = await applySettledBet(server.db, {
    roundId: randomUUID(),
    userId: user.userId,
    amount,
    win,
    gameCategory: 'slots',
    gameSlug: 'any-slot',
    currency: 'USD',
  });
  // what the bet.settled consumer does after the commit
  publishEffects(server.pubsub, fx);
}

interface Item {
  content: string;
  action: string;
  initiator: string;
  data: { amount: string | null; currency: string | null; message: string | null } | null;
}

async function bonusNotifications(user: TestUser): Promise<Item[]> {
  await bonusesIdle(server.pubsub);
  await notificationsIdle(server.pubsub);
  const res = await server.gql<{ userNotifications: { items: Item[] } }>(
    `query UserNotifications($input: UserNotificationsInput) { userNotifications(input: $input) {
      items { content action initiator data { amount currency message } } } }`,
    { input: { pagination: { page: 1, count: 100 }, filter: { action: 'BONUS' } } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.userNotifications.items;
}

const note = (
  content: string,
  amount: string | null,
  currency: string | null,
  message: string | null = null,
): Item => ({
  content,
  action: 'BONUS',
  initiator: 'BONUSES',
  data: { amount, currency, message },
});

describe('bonus notifications', () => {
  it('stores one notification per bonus event, with its amount and currency', async () => {
    const user = await registerTestUser(server);

    // welcome: activated from the list, granted by a deposit, canceled with its bonus money
    const welcome = await bonusId(user, 'welcome');
    expect(await call(user, 'activateBonus', `bonusId: ${welcome}`)).toBe('ActivateBonusSuccess');
    await deposit(user, 40);
    expect(await call(user, 'cancelBonus', `bonusId: ${welcome}`)).toBe('CancelBonusSuccess');

    // cashback: granted at once, wagered, claimed
    await round(user, 200_00n, 0n);
    const cashback = await bonusId(user, 'cashback');
    expect(await call(user, 'activateBonus', `bonusId: ${cashback}`)).toBe('ActivateBonusSuccess');
    await round(user, 10_00n, 10_00n);
    await round(user, 10_00n, 10_00n);
    expect(await call(user, 'claimBonusReward', `bonusId: ${cashback}`)).toBe(
      'ClaimBonusRewardSuccess',
    );

    // high-roller: activated, canceled while PENDING (no bonus money)
    const highRoller = await bonusId(user, 'high-roller');
    await call(user, 'activateBonus', `bonusId: ${highRoller}`);
    await call(user, 'cancelBonus', `bonusId: ${highRoller}`);

    // free spins: chosen in the deposit modal (no notice of its own), granted, expired
    const spins = await bonusId(user, 'free-spins');
    await call(user, 'selectDepositBonus', `bonusId: ${spins}, currencyCode: "USD"`);
    await deposit(user, 20);
    const [game] = await executeRows<{ name: string }>(
      server.db,
      sql`SELECT freespins_game AS name FROM bonuses WHERE name = 'free-spins'`,
    );
    await expireDueBonuses(server.db, server.pubsub, {
      now: new Date(Date.now() + 100 * 3_600_000),
    });

    // (notifications created in the same moment, e.g. a grant's money and spins, have no order)
    const items = await bonusNotifications(user);
    const byText = (list: Item[]) => list.map((i) => JSON.stringify(i)).sort();
    expect(byText(items)).toEqual(
      byText([
        note('BONUS_ACTIVATED', null, null),
        note('BONUS_GRANTED', '40.00', 'USD'),
        note('BONUS_CANCELED', '40.00', 'USD'),
        note('BONUS_GRANTED', '20.00', 'USD'),
        note('BONUS_WAGER_COMPLETED', '20.00', 'USD'),
        note('BONUS_CLAIMED', '20.00', 'USD'),
        note('BONUS_ACTIVATED', null, null),
        note('BONUS_CANCELED', null, 'USD'),
        note('BONUS_GRANTED', '10.00', 'USD'),
        note('FREE_SPINS_GRANTED', '50', null, game!.name),
        note('BONUS_EXPIRED', '10.00', 'USD'),
      ]),
    );
    expect(new Set(items.map((i) => i.content))).toEqual(new Set(BONUS_NOTIFICATION_CODES));

    // a repeated notice (the same fact announced twice) creates nothing more
    await server.db.transaction((tx) =>
      enqueueEvent(tx, 'bonus.notice', {
        userId: user.userId,
        content: 'BONUS_CLAIMED',
        bonusId: cashback,
        bonusName: 'cashback',
        amount: '20.00',
        currency: 'USD',
        createdAt: new Date().toISOString(),
      }),
    );
    await notificationsIdle(server.pubsub);
    expect(await bonusNotifications(user)).toHaveLength(items.length);
    const claimed = await server.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.userId),
          eq(notifications.dedupeKey, `bonus:BONUS_CLAIMED:${cashback}`),
        ),
      );
    expect(claimed).toHaveLength(1);
  });
});
