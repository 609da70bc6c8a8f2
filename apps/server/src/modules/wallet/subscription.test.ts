// userBalanceUpdated over the websocket: only the viewer's own events, and never for guests.
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser } from '../../test/users';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ listen: true });
});
afterAll(() => server.close());

const SUBSCRIPTION =
  'subscription UserBalanceUpdated { userBalanceUpdated { source amount currency balanceType } }';

describe('userBalanceUpdated', () => {
  it("delivers the viewer's balance changes and nobody else's", async () => {
    const alice = await registerTestUser(server);
    const bob = await registerTestUser(server);
    const client = createClient({
      url: `${server.wsUrl}?token=${alice.token}`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const iterator = client.iterate<{ userBalanceUpdated: Record<string, string> }>({
      query: SUBSCRIPTION,
    });
    const first = iterator.next();
    // Bob's top-up first (must not reach Alice), then Alice's, repeated until the subscription is live.
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      void server.rest(
        'POST',
        '/api/payment/fun-top-up',
        { requestId: `b${n}`, amount: 100 },
        bob.headers,
      );
      void server.rest(
        'POST',
        '/api/payment/fun-top-up',
        { requestId: `a${n}`, amount: 250 },
        alice.headers,
      );
    }, 100);
    try {
      const result = await first;
      expect(result.value?.data?.userBalanceUpdated).toEqual({
        source: 'FUN_TOP_UP',
        amount: '2.50',
        currency: 'USD',
        balanceType: 'REAL',
      });
    } finally {
      clearInterval(timer);
      await iterator.return?.();
      await client.dispose();
    }
  });

  it('refuses guests', async () => {
    const client = createClient({ url: server.wsUrl!, webSocketImpl: WebSocket, retryAttempts: 0 });
    const iterator = client.iterate({ query: SUBSCRIPTION });
    const result = await iterator.next();
    const errors = (result.value as { errors?: { extensions?: { code?: string } }[] }).errors;
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    await client.dispose();
  });
});
