// userBonusUpdated and userBonusListUpdated over the websocket: only the viewer's own events.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ listen: true });
});
afterAll(() => server.close());

async function welcomeId(user: TestUser): Promise<number> {
  const res = await server.gql<{
    getUserBonusesList: { bonusList: { id: number; bonusInfo: { name: string } }[] };
  }>(
    `query GetUserBonusesList { getUserBonusesList(request: { lang: "en" }) {
      ... on UserBonusList { bonusList { id bonusInfo { name } } } } }`,
    undefined,
    { headers: user.headers },
  );
  return res.data!.getUserBonusesList.bonusList.find((b) => b.bonusInfo.name === 'welcome')!.id;
}

const select = (user: TestUser, id: number) =>
  server.gql(
    `mutation SelectDepositBonus($id: Int!) { selectDepositBonus(bonusId: $id, currencyCode: "USD") { __typename } }`,
    { id },
    { headers: user.headers },
  );

describe('bonus subscriptions', () => {
  it("deliver the viewer's bonus changes and nobody else's", async () => {
    const alice = await registerTestUser(server);
    const bob = await registerTestUser(server);
    const [aliceWelcome, bobWelcome] = [await welcomeId(alice), await welcomeId(bob)];
    const client = createClient({
      url: `${server.wsUrl}?token=${alice.token}`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const updated = client.iterate<{ userBonusUpdated: Record<string, unknown> }>({
      query:
        'subscription UserBonusUpdated { userBonusUpdated { id status isCurrent expireAt wagerProgress { wageredAmount wagerGoal currencyCode } } }',
    });
    const listUpdated = client.iterate<{ userBonusListUpdated: Record<string, unknown> }>({
      query: 'subscription UserBonusListUpdated { userBonusListUpdated { bonusId status } }',
    });
    const firstUpdate = updated.next();
    const firstList = listUpdated.next();
    // Bob's change first (must not reach Alice), then Alice's, repeated until both are live.
    let n = 0;
    const inFlight: Promise<unknown>[] = [];
    const timer = setInterval(() => {
      n += 1;
      inFlight.push(
        select(bob, n % 2 ? bobWelcome : 0).then(() => select(alice, n % 2 ? aliceWelcome : 0)),
      );
    }, 150);
    try {
      const update = (await firstUpdate).value?.data?.userBonusUpdated;
      expect(update).toMatchObject({
        id: aliceWelcome,
        wagerProgress: { wageredAmount: '0.00', wagerGoal: '0.00', currencyCode: 'USD' },
      });
      expect(['PENDING', 'AVAILABLE']).toContain(update?.status);
      expect((await firstList).value?.data?.userBonusListUpdated).toMatchObject({
        bonusId: aliceWelcome,
      });
    } finally {
      clearInterval(timer);
      await Promise.allSettled(inFlight);
      await updated.return?.();
      await listUpdated.return?.();
      await client.dispose();
    }
  });

  it('refuses guests', async () => {
    const client = createClient({ url: server.wsUrl!, webSocketImpl: WebSocket, retryAttempts: 0 });
    const iterator = client.iterate({
      query: 'subscription UserBonusListUpdated { userBonusListUpdated { bonusId } }',
    });
    const result = await iterator.next();
    const errors = (result.value as { errors?: { extensions?: { code?: string } }[] }).errors;
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    await client.dispose();
  });
});
