// In-app support (walk issue 19 item 18) through the real GraphQL endpoint and graphql-ws: a
// player's conversation, live replies by named staff through the back office's API
// (/backoffice/graphql), the staff inbox, text rules, control characters, rate limit, and stored
// text kept inert.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { createTestStaff, errorCode, staffGql, type TestStaff } from '../../test/staff';
import { registerTestUser, type TestUser } from '../../test/users';
import { collect, playerClient, sleep, untilLive } from '../../test/subscriptions';
import type { SupportMessageEvent } from './events';
import { conversationMessages, listConversations, replyAsStaff } from './index';
import { supportMessages } from './tables';

let server: TestServer;
let dana: TestStaff;
beforeAll(async () => {
  server = await createTestServer({ listen: true });
  dana = await createTestStaff(server, 'support', { name: 'Dana Support' });
}, 60_000);
afterAll(() => server?.close());

const FIELDS = 'id conversationId fromStaff staffName mine text';
const SEND = `mutation SendSupportMessage($text: String!) {
  sendSupportMessage(text: $text) {
    __typename
    ... on SendSupportMessageSuccess { supportMessage { ${FIELDS} } }
    ... on SupportError { code message retryAfterSeconds } } }`;
const CONVERSATION = `query SupportConversation($before: ID, $limit: Int) {
  supportConversation(before: $before, limit: $limit) { id status hasMore items { ${FIELDS} } } }`;
const REPLY = `mutation Reply($id: ID!, $text: String!) {
  replySupportConversation(id: $id, text: $text) { id status unread lastMessage { staffName text } } }`;
const INBOX = `query Inbox($filter: SupportInboxFilter) {
  supportInbox(filter: $filter, first: 100) {
    nodes { id status unread player { id } lastMessage { text fromStaff } } } }`;
const ADDED = `subscription SupportMessageAdded { supportMessageAdded { ${FIELDS} } }`;

interface Message {
  id: string;
  conversationId: string;
  fromStaff: boolean;
  staffName: string | null;
  mine: boolean;
  text: string;
}
interface SendResult {
  sendSupportMessage: {
    __typename: string;
    supportMessage?: Message;
    code?: string;
    retryAfterSeconds?: number | null;
  };
}
interface Conversation {
  id: string | null;
  status: string | null;
  hasMore: boolean;
  items: Message[];
}

const send = (user: TestUser | null, text: string) =>
  server.gql<SendResult>(SEND, { text }, user ? { headers: user.headers } : undefined);

async function conversation(user: TestUser, vars: Record<string, unknown> = {}) {
  const res = await server.gql<{ supportConversation: Conversation }>(CONVERSATION, vars, {
    headers: user.headers,
  });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.supportConversation;
}

function probe(userId: string, id: string): SupportMessageEvent {
  return {
    id,
    conversationId: '0',
    userId,
    author: 'staff',
    staffId: 'probe',
    staffName: null,
    text: 'probe',
    createdAt: new Date().toISOString(),
  };
}

describe('support conversation', () => {
  it('a player writes, a named staff member replies in the back office, the player receives it live', async () => {
    const ana = await registerTestUser(server);
    const ben = await registerTestUser(server);
    expect(await conversation(ana)).toEqual({ id: null, status: null, hasMore: false, items: [] });

    const anaClient = playerClient(server.wsUrl!, ana.token);
    const benClient = playerClient(server.wsUrl!, ben.token);
    const anaAdded = collect<{ supportMessageAdded: Message }>(anaClient, ADDED);
    const benAdded = collect<{ supportMessageAdded: Message }>(benClient, ADDED);
    try {
      await untilLive(
        () => server.pubsub.publish('support.message-added', ana.userId, probe(ana.userId, 'p-a')),
        () => anaAdded.events.some((e) => e.supportMessageAdded.id === 'p-a'),
      );
      await untilLive(
        () => server.pubsub.publish('support.message-added', ben.userId, probe(ben.userId, 'p-b')),
        () => benAdded.events.some((e) => e.supportMessageAdded.id === 'p-b'),
      );
      const benBefore = benAdded.events.length;

      const sent = (await send(ana, '  My withdrawal\r\n\r\n\r\nis pending.\tWhy?  ')).data!
        .sendSupportMessage;
      expect(sent.__typename).toBe('SendSupportMessageSuccess');
      expect(sent.supportMessage).toMatchObject({
        text: 'My withdrawal\n\nis pending. Why?',
        mine: true,
        fromStaff: false,
      });
      const conversationId = sent.supportMessage!.conversationId;

      // the staff inbox lists it as unread, with its last message
      const inbox = await staffGql<{
        supportInbox: { nodes: { id: string; status: string; player: { id: string } }[] };
      }>(server, INBOX, { filter: 'UNREAD' }, dana.headers);
      expect(inbox.data!.supportInbox.nodes).toContainEqual(
        expect.objectContaining({ id: conversationId, player: { id: ana.userId } }),
      );

      const reply = await staffGql<{ replySupportConversation: { status: string } }>(
        server,
        REPLY,
        { id: conversationId, text: 'We are on it.' },
        dana.headers,
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.replySupportConversation).toMatchObject({
        status: 'ANSWERED',
        unread: false,
        lastMessage: { staffName: 'Dana Support', text: 'We are on it.' },
      });
      await expect
        .poll(() => anaAdded.events.find((e) => e.supportMessageAdded.text === 'We are on it.'))
        .toMatchObject({
          supportMessageAdded: {
            fromStaff: true,
            staffName: 'Dana Support',
            mine: false,
            conversationId,
          },
        });
      await sleep(200);
      // another player's socket receives nothing of Ana's conversation
      expect(benAdded.events.length).toBe(benBefore);

      const page = await conversation(ana);
      expect(page).toMatchObject({ id: conversationId, status: 'answered', hasMore: false });
      expect(page.items.map((m) => [m.text, m.fromStaff, m.staffName, m.mine])).toEqual([
        ['My withdrawal\n\nis pending. Why?', false, null, true],
        ['We are on it.', true, 'Dana Support', false],
      ]);
      // Ben cannot see Ana's conversation
      expect((await conversation(ben)).items).toEqual([]);
    } finally {
      anaAdded.stop();
      benAdded.stop();
      await anaClient.dispose();
      await benClient.dispose();
    }
  });

  it('the back office answers through replyAsStaff and reads the inbox', async () => {
    const carl = await registerTestUser(server);
    const first = (await send(carl, 'Hello?')).data!.sendSupportMessage.supportMessage!;
    const answer = await replyAsStaff(server, 'staff-42', first.conversationId, ' Hi Carl ', 'Eve');
    expect(answer).toMatchObject({ author: 'staff', staffId: 'staff-42', text: 'Hi Carl' });
    const inbox = await listConversations(server.db, { filter: 'OPEN', first: 100 });
    expect(inbox.items.find((c) => c.id === first.conversationId)).toMatchObject({
      userId: carl.userId,
      status: 'answered',
      lastMessage: { text: 'Hi Carl', author: 'staff' },
    });
    const read = await conversationMessages(server.db, first.conversationId);
    expect(read.items.map((m) => m.text)).toEqual(['Hello?', 'Hi Carl']);
    // the player never sees the staff id
    const seen = await server.gql(CONVERSATION, {}, { headers: carl.headers });
    expect(JSON.stringify(seen)).not.toContain('staff-42');

    await expect(replyAsStaff(server, 'staff-42', '999999999', 'x')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      replyAsStaff(server, 'staff-42', first.conversationId, ' \n '),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    await expect(
      replyAsStaff(server, 'x'.repeat(200), first.conversationId, 'hi'),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it("reads an inbox page's last messages in one query, whatever the page's size", async () => {
    const players = [await registerTestUser(server), await registerTestUser(server)];
    const ids: string[] = [];
    for (const [i, player] of players.entries()) {
      const first = (await send(player, `question ${i}`)).data!.sendSupportMessage.supportMessage!;
      await replyAsStaff(server, 'staff-7', first.conversationId, `answer ${i}`, 'Eve');
      ids.push(first.conversationId);
    }
    let queries = 0;
    const counted = new Proxy(server.db, {
      get(target, key, receiver) {
        if (key === 'select' || key === 'selectDistinctOn') queries++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const inbox = await listConversations(counted, { first: 100 });
    expect(queries).toBe(2);
    expect(inbox.items.length).toBeGreaterThanOrEqual(2);
    for (const [i, id] of ids.entries()) {
      expect(inbox.items.find((c) => c.id === id)).toMatchObject({
        userId: players[i]!.userId,
        lastMessage: { text: `answer ${i}`, author: 'staff', conversationId: id },
      });
    }
    // every conversation listed carries its own newest message
    const newest = await server.db
      .select({ conversationId: supportMessages.conversationId, id: supportMessages.id })
      .from(supportMessages)
      .orderBy(supportMessages.id);
    const expected = new Map(newest.map((m) => [String(m.conversationId), String(m.id)]));
    for (const item of inbox.items) expect(item.lastMessage?.id).toBe(expected.get(item.id));
  });

  it('refuses guests, bad text, control characters and foreign operators; nothing is stored', async () => {
    const dora = await registerTestUser(server);
    expect((await send(null, 'hi')).data!.sendSupportMessage.code).toBe('UNAUTHORIZED');
    const guestRead = await server.gql(CONVERSATION, {});
    expect(guestRead.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');

    expect((await send(dora, '   ')).data!.sendSupportMessage.code).toBe('VALIDATION_ERROR');
    expect((await send(dora, 'x'.repeat(2001))).data!.sendSupportMessage.code).toBe(
      'VALIDATION_ERROR',
    );
    const control = await send(dora, 'bell \u0007 here');
    expect(control.errors?.[0]?.extensions?.code ?? control.data?.sendSupportMessage.code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await conversation(dora)).items).toEqual([]);

    // the player schema has no staff field; the staff API refuses players and foreign tokens
    const onPlayerApi = await server.gql(INBOX, {}, { headers: dora.headers });
    expect(onPlayerApi.data ?? null).toBeNull();
    expect(onPlayerApi.errors?.[0]?.message).toMatch(/SupportInboxFilter|supportInbox/);
    for (const headers of [{}, dora.headers, { 'x-operator-token': 'nope' }]) {
      expect(errorCode(await staffGql(server, INBOX, {}, headers))).toBe('UNAUTHORIZED');
      const reply = await staffGql(server, REPLY, { id: '1', text: 'x' }, headers);
      expect(errorCode(reply)).toBe('UNAUTHORIZED');
    }
    const unknown = await staffGql(server, REPLY, { id: '999999999', text: 'hello' }, dana.headers);
    expect(errorCode(unknown)).toBe('NOT_FOUND');
  });

  it('keeps markup as inert text', async () => {
    const eve = await registerTestUser(server);
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const sent = (await send(eve, markup)).data!.sendSupportMessage.supportMessage!;
    expect(sent.text).toBe(markup);
    const [row] = await server.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, Number(sent.id)));
    // stored and answered as the characters typed; the web renders it as text (React escapes)
    expect(row!.text).toBe(markup);
  });

  it('limits a player to one message a second and ten a minute, even in parallel', async () => {
    const finn = await registerTestUser(server);
    const burst = await Promise.all([1, 2, 3, 4].map((i) => send(finn, `burst ${i}`)));
    const ok = burst.filter(
      (r) => r.data!.sendSupportMessage.__typename === 'SendSupportMessageSuccess',
    );
    expect(ok).toHaveLength(1);
    const refused = burst.find((r) => r.data!.sendSupportMessage.code === 'TRY_AGAIN_LATER')!;
    expect(refused.data!.sendSupportMessage.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 9; i++) {
      server.clock.advance(1_500);
      expect((await send(finn, `m${i}`)).data!.sendSupportMessage.__typename).toBe(
        'SendSupportMessageSuccess',
      );
    }
    server.clock.advance(1_500);
    const eleventh = (await send(finn, 'eleventh')).data!.sendSupportMessage;
    expect(eleventh.code).toBe('TRY_AGAIN_LATER');
    server.clock.advance(eleventh.retryAfterSeconds! * 1000);
    expect((await send(finn, 'later')).data!.sendSupportMessage.__typename).toBe(
      'SendSupportMessageSuccess',
    );
    const page = await conversation(finn);
    expect(page.items).toHaveLength(11);
  });
});
