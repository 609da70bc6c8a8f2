// Free spins expire freespinsExpireTime hours (72 for the seeded free-spins bonus) after the grant,
// apart from the bonus's own expiry: the expiry job moves FREESPINS_PLAY to ACTIVE with no spins
// left, returns the unused spins' funding (spins left × spin value) from BONUS to the pool and
// publishes the change (userBonusUpdated); the played spins' wins stay. Parallel runs (several
// instances) move the money once; a spin after the deadline is refused before the job has run.
// The app's own bonus workers are stopped: the tests run the job themselves.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { account, accountBalance } from '../wallet';
import { auditLedger } from '../wallet/testing';
import type { UserBonusUpdatedEvent } from './events';
import { bonusesIdle, expireDueBonuses, expireDueFreeSpins } from '.';
import { userBonuses } from './tables';
import { depositWithBonus } from './test-deposit';
import { workersFor } from './workers';

let server: TestServer;
let slug: string;

beforeAll(async () => {
  server = await createTestServer();
  // this app's expiry timer would race the runs the tests make with a chosen clock
  await workersFor(server.pubsub)?.stop();
  const rows = await executeRows<{ slug: string }>(
    server.db,
    sql`SELECT freespins_game_slug AS slug FROM bonuses WHERE name = 'free-spins'`,
  );
  slug = rows[0]!.slug;
});
afterAll(async () => {
  await server?.close();
});

const HOUR = 3_600_000;

interface BonusView {
  id: number;
  status: string;
  freeSpinsLeft: number;
  bonusInfo: { name: string };
}

async function freeSpinsBonus(user: TestUser): Promise<BonusView> {
  const res = await server.gql<{ getUserBonusesList: { bonusList: BonusView[] } }>(
    `query GetUserBonusesList { getUserBonusesList { ... on UserBonusList {
      bonusList { id status freeSpinsLeft bonusInfo { name } } } } }`,
    undefined,
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === 'free-spins')!;
}

async function freeSpin(user: TestUser, userBonusId: number) {
  const res = await server.gql<{
    playFreeSpin: { __typename: string; code?: string; freeSpinsLeft?: number };
  }>(
    `mutation PlayFreeSpin($input: PlayFreeSpinInput!) { playFreeSpin(input: $input) { __typename
      ... on FreeSpinSuccess { freeSpinsLeft } ... on GeneralAppError { code } } }`,
    { input: { userBonusId, gameSlug: slug } },
    { headers: user.headers },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.playFreeSpin;
}

const bonusBalance = (user: TestUser) =>
  accountBalance(server.db, account.player(user.userId, 'BONUS', 'USD'));

/** A player who took the free-spins bonus with a 20.00 deposit: 10.00 BONUS, 50 spins of 0.20. */
async function playerInFreeSpins(): Promise<{ user: TestUser; id: number; grantedAt: Date }> {
  const user = await registerTestUser(server);
  const offer = await freeSpinsBonus(user);
  await depositWithBonus(server, user, offer.id, 20_00n, 'spins-expiry-test');
  const [row] = await server.db.select().from(userBonuses).where(eq(userBonuses.id, offer.id));
  expect(row).toMatchObject({ status: 'FREESPINS_PLAY', freeSpinsLeft: 50 });
  expect(await bonusBalance(user)).toBe(10_00n);
  // the deposit's outbox work (grant, notices) is done: no relay transaction holds the row
  await bonusesIdle(server.pubsub);
  return { user, id: offer.id, grantedAt: row!.grantedAt! };
}

async function spinsExpireForfeits(id: number): Promise<string[]> {
  const rows = await executeRows<{ amount: string }>(
    server.db,
    sql`SELECT amount::text AS amount FROM ledger_transfers
        WHERE idempotency_key = ${`bonus:${id}:spins-expire`}`,
  );
  return rows.map((r) => r.amount);
}

/** bonus.updated events of one player from now on */
function bonusUpdates(userId: string) {
  const events: UserBonusUpdatedEvent[] = [];
  const subscription = server.pubsub.subscribe(
    'bonus.updated',
    userId,
  ) as AsyncIterableIterator<UserBonusUpdatedEvent>;
  const loop = (async () => {
    for await (const event of subscription) events.push(event);
  })();
  return {
    events,
    async waitFor(match: (e: UserBonusUpdatedEvent) => boolean, timeoutMs = 5000) {
      const started = Date.now();
      while (!events.some(match)) {
        if (Date.now() - started > timeoutMs) throw new Error('no matching bonus.updated');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      await subscription.return?.();
      await loop;
    },
  };
}

describe('free spins expiry (freespinsExpireTime)', () => {
  it('unused spins expire after 72 h: ACTIVE, no spins, their funding back to the pool, once', async () => {
    const { user, id, grantedAt } = await playerInFreeSpins();
    const updates = bonusUpdates(user.userId);
    expect((await freeSpin(user, id)).freeSpinsLeft).toBe(49);
    expect((await freeSpin(user, id)).freeSpinsLeft).toBe(48);
    const afterSpins = await bonusBalance(user);
    // the spins' bet.settled events reach wagering through the outbox relay, whose transaction
    // locks this row: a sweep meanwhile skips it (SKIP LOCKED) and would leave it to the next tick
    await bonusesIdle(server.pubsub);

    // before the deadline nothing happens
    await expireDueFreeSpins(server.db, server.pubsub, {
      now: new Date(grantedAt.getTime() + 72 * HOUR - 1000),
    });
    expect(await freeSpinsBonus(user)).toMatchObject({
      status: 'FREESPINS_PLAY',
      freeSpinsLeft: 48,
    });
    expect(await spinsExpireForfeits(id)).toEqual([]);

    // three instances' expiry jobs at once, past the deadline
    const later = { now: new Date(grantedAt.getTime() + 72 * HOUR + 1000) };
    await Promise.all([
      expireDueFreeSpins(server.db, server.pubsub, later),
      expireDueFreeSpins(server.db, server.pubsub, later),
      expireDueFreeSpins(server.db, server.pubsub, later),
    ]);
    expect(await freeSpinsBonus(user)).toMatchObject({ id, status: 'ACTIVE', freeSpinsLeft: 0 });
    // 48 unused spins × 0.20 = 9.60 back to the pool; the two spins' wins stay as bonus money
    expect(await spinsExpireForfeits(id)).toEqual(['960']);
    expect(await bonusBalance(user)).toBe(afterSpins - 9_60n);
    await updates.waitFor((e) => e.id === id && e.status === 'ACTIVE');
    await updates.stop();

    // a later run finds nothing of this player to do; the bonus itself expires as before
    await expireDueFreeSpins(server.db, server.pubsub, later);
    expect(await spinsExpireForfeits(id)).toEqual(['960']);
    expect((await freeSpin(user, id)).code).toBe('BONUS_UNAVAILABLE');
    const [row] = await server.db.select().from(userBonuses).where(eq(userBonuses.id, id));
    await expireDueBonuses(server.db, server.pubsub, {
      now: new Date(row!.expireAt!.getTime() + 1),
    });
    expect(
      (await server.db.select().from(userBonuses).where(eq(userBonuses.id, id)))[0],
    ).toMatchObject({ status: 'EXPIRED' });
    expect(await bonusBalance(user)).toBe(0n);
    const audit = await auditLedger(server.db);
    expect(audit.unbalancedCurrencies).toEqual([]);
    expect(audit.ok).toBe(true);
  });

  it('a spin after the deadline is refused and moves nothing; the job then ends the spins', async () => {
    const { user, id } = await playerInFreeSpins();
    // granted 73 hours ago
    await server.db
      .update(userBonuses)
      .set({ grantedAt: sql`now() - interval '73 hours'` })
      .where(eq(userBonuses.id, id));
    const refused = await freeSpin(user, id);
    expect(refused).toMatchObject({ __typename: 'GeneralAppError', code: 'BONUS_UNAVAILABLE' });
    expect(await bonusBalance(user)).toBe(10_00n);
    expect(await freeSpinsBonus(user)).toMatchObject({
      status: 'FREESPINS_PLAY',
      freeSpinsLeft: 50,
    });

    await expireDueFreeSpins(server.db, server.pubsub);
    expect(await freeSpinsBonus(user)).toMatchObject({ status: 'ACTIVE', freeSpinsLeft: 0 });
    expect(await spinsExpireForfeits(id)).toEqual(['1000']);
    expect(await bonusBalance(user)).toBe(0n);
    expect((await auditLedger(server.db)).ok).toBe(true);
  });

  it('a bonus without freespinsExpireTime keeps its spins until its own expiry', async () => {
    const { user, id } = await playerInFreeSpins();
    const [before] = await executeRows<{ hours: number | null }>(
      server.db,
      sql`SELECT freespins_expire_time AS hours FROM bonuses WHERE name = 'free-spins'`,
    );
    await server.db
      .update(userBonuses)
      .set({ grantedAt: sql`now() - interval '1000 hours'` })
      .where(eq(userBonuses.id, id));
    try {
      await server.db.execute(
        sql`UPDATE bonuses SET freespins_expire_time = NULL WHERE name = 'free-spins'`,
      );
      await expireDueFreeSpins(server.db, server.pubsub);
      expect(await freeSpinsBonus(user)).toMatchObject({
        status: 'FREESPINS_PLAY',
        freeSpinsLeft: 50,
      });
      expect((await freeSpin(user, id)).freeSpinsLeft).toBe(49);
    } finally {
      await server.db.execute(
        sql`UPDATE bonuses SET freespins_expire_time = ${before!.hours} WHERE name = 'free-spins'`,
      );
    }
    expect(await spinsExpireForfeits(id)).toEqual([]);
  });
});
