// Two server instances on one PostgreSQL database and one Redis: a player subscribed on one
// instance receives, exactly once, the notification of an event caused on the other.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser } from '../../test/users';
import { notificationsIdle } from '.';
import { notifications } from './tables';
import { collect, playerClient, sleep, untilLive } from '../../test/subscriptions';
import { sandboxDeposit } from '../payments/testing';

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe('two instances on PostgreSQL + Redis', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    if (!shared) return;
    a = await createTestServer({ listen: true });
    b = await createTestServer({ listen: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it.runIf(shared)('delivers an event caused on B to a socket on A exactly once', async () => {
    expect(a.pubsubHandle.kind).toBe('redis');
    const user = await registerTestUser(a);
    const client = playerClient(a.wsUrl!, user.token);
    const created = collect<{
      userNotificationCreated: { id: string; type: string; content: string };
    }>(
      client,
      'subscription UserNotificationCreated { userNotificationCreated { id type content } }',
      // other tests' system broadcasts share Redis: only this player's own notifications count
      (e) => e.userNotificationCreated.type === 'PERSONAL',
    );
    const updated = collect<{ userNotificationsUpdated: { reason: string; userUnread: number } }>(
      client,
      'subscription UserNotificationsUpdated { userNotificationsUpdated { reason userUnread } }',
    );
    try {
      // Readiness probes through Redis from B until A's socket answers.
      await untilLive(
        () =>
          b.pubsub.publish('notifications.updated', user.userId, {
            reason: 'PROBE',
            userUnread: 0,
            systemUnread: 0,
          }),
        () => updated.events.some((e) => e.userNotificationsUpdated.reason === 'PROBE'),
      );
      const paymentId = await sandboxDeposit(b, user, 40);
      const event = (await created.first).userNotificationCreated;
      expect(event.content).toBe('SUCCESS_DEPOSIT');
      await notificationsIdle(a.pubsub);
      await notificationsIdle(b.pubsub);
      await sleep(500);
      expect(created.events).toHaveLength(1);
      const rows = await a.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, user.userId),
            eq(notifications.dedupeKey, `payment:SUCCESS_DEPOSIT:${paymentId}`),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(
        updated.events.filter((e) => e.userNotificationsUpdated.reason === 'CREATED'),
      ).toHaveLength(1);
    } finally {
      created.stop();
      updated.stop();
      await client.dispose();
    }
  });
});
