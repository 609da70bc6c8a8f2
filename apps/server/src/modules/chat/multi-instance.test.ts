// Two server instances on one PostgreSQL database and one Redis: a message posted on one instance
// reaches a room's subscriber on the other, and the rate limit holds across both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { registerTestUser, type TestUser } from '../../test/users';
import { collect, playerClient, untilLive } from '../../test/subscriptions';
import { setPlayerLevel } from '../vip/testing';

const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

const SEND = `mutation SendChatMessage($room: String!, $text: String!) {
  sendChatMessage(room: $room, text: $text) {
    __typename
    ... on SendChatMessageSuccess { chatMessage { id } }
    ... on ChatError { code } } }`;
type SendResult = {
  sendChatMessage: { __typename: string; chatMessage?: { id: string }; code?: string };
};

describe('chat on two instances (PostgreSQL + Redis)', () => {
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

  const send = (server: TestServer, user: TestUser, text: string) =>
    server.gql<SendResult>(SEND, { room: 'tr', text }, { headers: user.headers });

  it.runIf(shared)('delivers a message posted on B to a subscriber on A', async () => {
    expect(a.pubsubHandle.kind).toBe('redis');
    const writer = await registerTestUser(a);
    await setPlayerLevel(a.db, { actor: 'test', userId: writer.userId, level: 10 });
    const reader = await registerTestUser(a);
    const client = playerClient(a.wsUrl!, reader.token);
    const added = collect<{ chatMessageAdded: { id: string; text: string } }>(
      client,
      'subscription ChatMessageAdded { chatMessageAdded(room: "tr") { id text } }',
    );
    try {
      await untilLive(
        () =>
          b.pubsub.publish('chat.message-added', 'tr', {
            id: 'probe',
            room: 'tr',
            userId: writer.userId,
            author: { name: null, tag: '0000', level: 0 },
            text: 'probe',
            createdAt: new Date().toISOString(),
          }),
        () => added.events.some((e) => e.chatMessageAdded.id === 'probe'),
      );
      const sent = await send(b, writer, 'Merhaba from B');
      const id = sent.data?.sendChatMessage.chatMessage?.id;
      expect(id).toBeTruthy();
      await expect
        .poll(() => added.events.find((e) => e.chatMessageAdded.id === id)?.chatMessageAdded.text)
        .toBe('Merhaba from B');
      // the next message within 2 s is refused on the other instance too
      expect((await send(a, writer, 'and again from A')).data?.sendChatMessage.code).toBe(
        'TRY_AGAIN_LATER',
      );
    } finally {
      added.stop();
      await client.dispose();
    }
  });
});
