// The notification centre end to end: events → stored notifications → the owner's sockets only;
// list, counters, mark-all-read; system notifications; presence; sessions closed with 4401.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_UNAUTHORIZED } from '../../graphql/ws';
import { enqueueEvent } from '../../outbox/enqueue';
import { createTestServer, type TestServer } from '../../test/harness';
import { auditRowsOf, withFailingAudit } from '../../test/staff';
import { registerTestUser, type TestUser } from '../../test/users';
import { notificationsIdle } from '.';
import { readPresence } from './presence';
import { notifications } from './tables';
import { collect, connected, playerClient, sleep, untilLive } from '../../test/subscriptions';
import { sandboxDeposit } from '../payments/testing';

const OPERATOR_TOKEN = 'notifications-operator-token-0123456789';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ listen: true, env: { OPERATOR_TOKEN } });
});
afterAll(() => server?.close());

interface CreatedEvent {
  userNotificationCreated: {
    id: string;
    type: string;
    action: string;
    content: string;
    initiator: string;
    isViewed: boolean;
    createdAt: string;
    data: {
      amount: string | null;
      currency: string | null;
      message: string | null;
      domain: string | null;
    } | null;
  };
}
interface UpdatedEvent {
  userNotificationsUpdated: { reason: string; userUnread: number; systemUnread: number };
}

const CREATED = `subscription UserNotificationCreated { userNotificationCreated {
  id type action content initiator isViewed createdAt data { amount currency message domain } } }`;
const UPDATED =
  'subscription UserNotificationsUpdated { userNotificationsUpdated { reason userUnread systemUnread } }';
const LIST = `query UserNotifications($input: UserNotificationsInput) { userNotifications(input: $input) {
  items { id type content isViewed data { amount currency } } actions count userUnread systemUnread
  recent { id content } } }`;
/** Personal notifications only: system broadcasts of tests running in parallel share Redis. */
const personal = (e: CreatedEvent) => e.userNotificationCreated.type === 'PERSONAL';
const MARK = 'mutation MarkAllNotificationsAsRead { markAllNotificationsAsRead { ok } }';

interface ListResult {
  userNotifications: {
    items: {
      id: string;
      type: string;
      content: string;
      isViewed: boolean;
      data: { amount: string | null; currency: string | null } | null;
    }[];
    actions: string[];
    count: number;
    userUnread: number;
    systemUnread: number;
    recent: { id: string; content: string }[];
  };
}

async function list(user: TestUser, input: Record<string, unknown> = {}) {
  const res = await server.gql<ListResult>(LIST, { input }, { headers: user.headers });
  expect(res.errors).toBeUndefined();
  return res.data!.userNotifications;
}

/** Probes the viewer's `notifications.updated` topic until the subscription answers. */
async function liveUpdated(user: TestUser, events: UpdatedEvent[]) {
  await untilLive(
    () =>
      server.pubsub.publish('notifications.updated', user.userId, {
        reason: 'PROBE',
        userUnread: 0,
        systemUnread: 0,
      }),
    () => events.some((e) => e.userNotificationsUpdated.reason === 'PROBE'),
  );
}

describe('notifications from payment events', () => {
  it('stores a SUCCESS_DEPOSIT once and delivers it to its owner only', async () => {
    const alice = await registerTestUser(server);
    const bob = await registerTestUser(server);
    const aliceClient = playerClient(server.wsUrl!, alice.token);
    const bobClient = playerClient(server.wsUrl!, bob.token);
    const aliceCreated = collect<CreatedEvent>(aliceClient, CREATED, personal);
    const aliceUpdated = collect<UpdatedEvent>(aliceClient, UPDATED);
    const bobCreated = collect<CreatedEvent>(bobClient, CREATED, personal);
    const bobUpdated = collect<UpdatedEvent>(bobClient, UPDATED);
    try {
      await liveUpdated(alice, aliceUpdated.events);
      await liveUpdated(bob, bobUpdated.events);
      const bobProbes = bobUpdated.events.length;

      await sandboxDeposit(server, alice, 25);
      const created = (await aliceCreated.first).userNotificationCreated;
      expect(created).toMatchObject({
        type: 'PERSONAL',
        action: 'DEPOSIT',
        content: 'SUCCESS_DEPOSIT',
        initiator: 'PAYMENTS',
        isViewed: false,
        data: { amount: '25.00', currency: 'USD', message: null },
      });
      await notificationsIdle(server.pubsub);
      await sleep(200);
      expect(aliceUpdated.events.at(-1)?.userNotificationsUpdated).toEqual({
        reason: 'CREATED',
        userUnread: 1,
        systemUnread: 0,
      });
      expect(aliceCreated.events).toHaveLength(1);
      expect(bobCreated.events).toHaveLength(0);
      expect(bobUpdated.events).toHaveLength(bobProbes);

      const page = await list(alice);
      expect(page.items.filter((n) => n.type === 'PERSONAL')).toEqual([
        {
          id: created.id,
          type: 'PERSONAL',
          content: 'SUCCESS_DEPOSIT',
          isViewed: false,
          data: { amount: '25.00', currency: 'USD' },
        },
      ]);
      expect(page).toMatchObject({ userUnread: 1, actions: expect.arrayContaining(['DEPOSIT']) });
      expect(page.recent.map((n) => n.id)).toContain(created.id);
      expect((await list(bob)).userUnread).toBe(0);

      const mark = await server.gql<{ markAllNotificationsAsRead: { ok: boolean } }>(
        MARK,
        undefined,
        {
          headers: alice.headers,
        },
      );
      expect(mark.data?.markAllNotificationsAsRead.ok).toBe(true);
      await sleep(100);
      expect(aliceUpdated.events.at(-1)?.userNotificationsUpdated).toEqual({
        reason: 'MARKED_READ',
        userUnread: 0,
        systemUnread: 0,
      });
      const after = await list(alice);
      expect(after).toMatchObject({ userUnread: 0, systemUnread: 0, recent: [] });
      expect(after.items.every((n) => n.isViewed)).toBe(true);
      expect((await list(alice, { filter: { isViewed: false } })).count).toBe(0);
      expect(bobUpdated.events).toHaveLength(bobProbes);
    } finally {
      aliceCreated.stop();
      aliceUpdated.stop();
      bobCreated.stop();
      bobUpdated.stop();
      await aliceClient.dispose();
      await bobClient.dispose();
    }
  });

  it('makes one notification of a withdrawal change, also when it is announced again', async () => {
    const user = await registerTestUser(server);
    const uuid = crypto.randomUUID();
    const change = {
      id: 1,
      uuid,
      status: 'REJECTED' as const,
      amount: '10.00',
      currency: 'USD',
      comment: 'Card expired',
    };
    for (let i = 0; i < 2; i++) {
      await server.db.transaction((tx) =>
        enqueueEvent(tx, 'withdraw.status-changed', { ...change, userId: user.userId }),
      );
    }
    await notificationsIdle(server.pubsub);
    const rows = await server.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, user.userId),
          eq(notifications.content, 'WITHDRAWAL_REJECTED'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'WITHDRAWAL',
      data: { amount: '10.00', currency: 'USD', message: 'Card expired' },
    });
  });

  it('turns email.confirmed into EMAIL_CONFIRMED', async () => {
    const user = await registerTestUser(server);
    await server.db.transaction((tx) =>
      enqueueEvent(tx, 'email.confirmed', { userId: user.userId }),
    );
    await notificationsIdle(server.pubsub);
    const page = await list(user);
    expect(page.items.map((n) => n.content)).toContain('EMAIL_CONFIRMED');
  });
});

describe('system notifications', () => {
  it('reach every player, are read per player, and need the operator token', async () => {
    const alice = await registerTestUser(server);
    const bob = await registerTestUser(server);
    const refused = await server.rest('POST', '/api/operator/notifications', {
      content: 'DOMAIN_BANNED',
    });
    expect(refused.status).toBe(403);

    const aliceClient = playerClient(server.wsUrl!, alice.token);
    // A domain of this run only: other tests' broadcasts share Redis.
    const domain = `mirror-${crypto.randomUUID().slice(0, 8)}.example`;
    const aliceCreated = collect<CreatedEvent>(
      aliceClient,
      CREATED,
      (e) => e.userNotificationCreated.data?.domain === domain,
    );
    const aliceUpdated = collect<UpdatedEvent>(aliceClient, UPDATED);
    try {
      await liveUpdated(alice, aliceUpdated.events);
      const res = await server.rest<{ response: { id: string } }>(
        'POST',
        '/api/operator/notifications',
        { content: 'DOMAIN_BANNED', domain },
        { 'x-operator-token': OPERATOR_TOKEN },
      );
      expect(res.status).toBe(200);
      // on the staff audit chain, as the automation actor
      const [row] = await auditRowsOf(server, 'notification.system-create', res.body.response.id);
      expect(row).toMatchObject({ actorId: 'automation', outcome: 'OK' });
      const event = (await aliceCreated.first).userNotificationCreated;
      expect(event).toMatchObject({
        id: res.body.response.id,
        type: 'SYSTEM',
        content: 'DOMAIN_BANNED',
        isViewed: false,
      });
      expect(event.data).toMatchObject({ domain });

      const before = await list(bob);
      expect(before.systemUnread).toBeGreaterThanOrEqual(1);
      await server.gql(MARK, undefined, { headers: alice.headers });
      expect((await list(alice)).systemUnread).toBe(0);
      expect((await list(bob)).systemUnread).toBe(before.systemUnread);
      expect(
        (await list(bob, { filter: { type: 'SYSTEM', isViewed: false } })).items.map((n) => n.id),
      ).toContain(event.id);
    } finally {
      aliceCreated.stop();
      aliceUpdated.stop();
      await aliceClient.dispose();
    }
  });

  it('an announcement whose audit row cannot be written is not made', async () => {
    const domain = `unaudited-${crypto.randomUUID().slice(0, 8)}.example`;
    const res = await withFailingAudit(server, 'notification.system-create', () =>
      server.rest(
        'POST',
        '/api/operator/notifications',
        { content: 'DOMAIN_BANNED', domain },
        { 'x-operator-token': OPERATOR_TOKEN },
      ),
    );
    expect(res.status).toBe(500);
    const rows = await server.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'domain' = ${domain}`);
    expect(rows).toHaveLength(0);
  });

  it('refuses guests', async () => {
    const res = await server.gql(LIST);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
  });
});

describe('updateUserOnlineStatus', () => {
  const PRESENCE =
    'subscription UpdateUserOnlineStatus { updateUserOnlineStatus { userId online lastSeenAt } }';
  interface PresenceEvent {
    updateUserOnlineStatus: { userId: string; online: boolean; lastSeenAt: string };
  }

  it('marks the owner online while subscribed, tells only them, and keeps the last seen time', async () => {
    const alice = await registerTestUser(server);
    const bob = await registerTestUser(server);
    const aliceClient = playerClient(server.wsUrl!, alice.token);
    const bobClient = playerClient(server.wsUrl!, bob.token);
    const aliceSub = collect<PresenceEvent>(aliceClient, PRESENCE);
    const bobSub = collect<PresenceEvent>(bobClient, PRESENCE);
    try {
      expect((await aliceSub.first).updateUserOnlineStatus).toMatchObject({
        userId: alice.userId,
        online: true,
      });
      expect((await bobSub.first).updateUserOnlineStatus).toMatchObject({
        userId: bob.userId,
        online: true,
      });
      expect((await readPresence(server.db, alice.userId)).online).toBe(true);
      await sleep(100);
      expect(bobSub.events.every((e) => e.updateUserOnlineStatus.userId === bob.userId)).toBe(true);
      expect(aliceSub.events.every((e) => e.updateUserOnlineStatus.userId === alice.userId)).toBe(
        true,
      );
    } finally {
      aliceSub.stop();
      bobSub.stop();
      await aliceClient.dispose();
      await bobClient.dispose();
    }
    const deadline = Date.now() + 3000;
    while ((await readPresence(server.db, alice.userId)).online && Date.now() < deadline)
      await sleep(50);
    const presence = await readPresence(server.db, alice.userId);
    expect(presence.online).toBe(false);
    expect(Date.now() - Date.parse(presence.lastSeenAt)).toBeLessThan(10_000);
  });
});

describe('sessions on the websocket', () => {
  function closeCode(socket: WebSocket): Promise<number> {
    return new Promise((resolve) => socket.once('close', (code) => resolve(code)));
  }

  it('closes with 4401 when the token has no session, at connect', async () => {
    const user = await registerTestUser(server);
    await server.gql('mutation Logout { logout }', undefined, { headers: user.headers });
    const socket = new WebSocket(`${server.wsUrl}?token=${user.token}`, 'graphql-transport-ws');
    const closed = closeCode(socket);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    expect(await closed).toBe(CLOSE_UNAUTHORIZED);
  });

  it('closes with 4401 when the session is revoked while connected', async () => {
    const user = await registerTestUser(server);
    const client = playerClient(server.wsUrl!, user.token);
    const closed = new Promise<number>((resolve) => {
      client.on('closed', (event) => resolve((event as { code: number }).code));
    });
    const isConnected = connected(client);
    const sub = collect<UpdatedEvent>(client, UPDATED);
    await isConnected;
    await server.app.recheckSubscriptionSessions();
    await sleep(50);
    await server.gql('mutation Logout { logout }', undefined, { headers: user.headers });
    await server.app.recheckSubscriptionSessions();
    expect(await closed).toBe(CLOSE_UNAUTHORIZED);
    sub.stop();
    await client.dispose();
  });
});
