// The back office's desk (issue 15) through /backoffice/graphql: chat moderation, the VIP
// applications inbox, responsible-gaming flags, the support inbox's filters and keyset pages, the
// KYC decision reaching the player as a notification with its reason code — each action an
// audit row (denied attempts too) — and the player schema without any operator field.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppSchema } from '../graphql/schema';
import { modules } from '../modules';
import { sendChatMessage } from '../modules/chat/service';
import { setPlayerLevel } from '../modules/vip/levels';
import { submitVipApplication } from '../modules/vip/service';
import { notificationsIdle } from '../modules/notifications';
import { rgFlags } from '../modules/rg/tables';
import { sendSupportMessage } from '../modules/support/service';
import { users } from '../db/schema';
import { createTestServer, type TestServer } from '../test/harness';
import { registerTestUser } from '../test/users';
import {
  auditRowsOf,
  createTestStaff,
  errorCode,
  staffGql,
  withFailingAudit,
  type TestStaff,
} from '../test/staff';
import { verifyAuditChain } from './audit';
import { playerLoader } from './players-read';
import { staffAudit } from './tables';

let server: TestServer;
const staff: Record<string, TestStaff> = {};
beforeAll(async () => {
  server = await createTestServer();
  for (const role of ['support', 'compliance', 'marketing', 'readonly'] as const) {
    staff[role] = await createTestStaff(server, role, { name: `Pat ${role}` });
  }
}, 120_000);
afterAll(() => server?.close());

describe('back-office desk', () => {
  it('the player schema has no operator field left', () => {
    const player = buildAppSchema(modules);
    const fields = [
      ...Object.keys(player.getQueryType()?.getFields() ?? {}),
      ...Object.keys(player.getMutationType()?.getFields() ?? {}),
      ...Object.keys(player.getSubscriptionType()?.getFields() ?? {}),
    ];
    expect(fields.filter((f) => /^operator/i.test(f))).toEqual([]);
  });

  it('chat moderation: recent messages, delete with a reason (audited), denied for marketing', async () => {
    const writer = await registerTestUser(server);
    await setPlayerLevel(server.db, { actor: 'test', userId: writer.userId, level: 10 });
    const sent = await sendChatMessage(server, {
      userId: writer.userId,
      room: 'en',
      text: 'buy cheap gold at spam.example',
    });
    const LIST = `query Chat($room: String) { chatModerationMessages(room: $room, first: 5) {
      nodes { id text deletedAt player { id } } pageInfo { nextCursor } } }`;
    const list = await staffGql<{
      chatModerationMessages: { nodes: { id: string; player: { id: string } }[] };
    }>(server, LIST, { room: 'en' }, staff.support!.headers);
    expect(list.data!.chatModerationMessages.nodes[0]).toMatchObject({
      id: sent.id,
      player: { id: writer.userId },
    });

    const DELETE = `mutation Del($id: ID!, $reason: String!) {
      deleteChatMessage(id: $id, reason: $reason) { id deletedAt deleteReason } }`;
    const denied = await staffGql(
      server,
      DELETE,
      { id: sent.id, reason: 'spam' },
      staff.marketing!.headers,
    );
    expect(errorCode(denied)).toBe('FORBIDDEN');
    const noReason = await staffGql(
      server,
      DELETE,
      { id: sent.id, reason: ' ' },
      staff.support!.headers,
    );
    expect(errorCode(noReason)).toBe('VALIDATION_ERROR');
    const removed = await staffGql<{ deleteChatMessage: { deletedAt: string | null } }>(
      server,
      DELETE,
      { id: sent.id, reason: 'spam' },
      staff.support!.headers,
    );
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.deleteChatMessage).toMatchObject({ id: sent.id, deleteReason: 'spam' });
    expect(removed.data!.deleteChatMessage.deletedAt).not.toBeNull();
    // gone from the players' room
    const room = await server.gql<{ chatMessages: { items: { id: string }[] } }>(
      'query Room { chatMessages(room: "en") { items { id } } }',
      {},
      { headers: writer.headers },
    );
    expect(room.data!.chatMessages.items.map((m) => m.id)).not.toContain(sent.id);

    const rows = await auditRowsOf(server, 'chat.delete', sent.id);
    expect(rows.map((r) => r.outcome).sort()).toEqual(['FAILED', 'OK']);
    expect(rows.find((r) => r.outcome === 'OK')).toMatchObject({ reason: 'spam' });
    const deniedRows = await server.db
      .select()
      .from(staffAudit)
      .where(
        and(eq(staffAudit.action, 'chat.delete'), eq(staffAudit.actorId, staff.marketing!.id)),
      );
    expect(deniedRows.map((r) => r.outcome)).toEqual(['DENIED']);
  });

  it('VIP inbox: list pending, approve sets the level once, reject needs a reason; audited', async () => {
    const ann = await registerTestUser(server);
    const bob = await registerTestUser(server);
    await submitVipApplication(server.db, ann.userId, {
      message: 'I play every day, high stakes',
      contactPreference: 'EMAIL',
    });
    await submitVipApplication(server.db, bob.userId, {
      message: 'Please consider me for VIP',
      contactPreference: 'TELEGRAM',
    });
    const LIST = `query Vip($after: String) { vipApplications(status: PENDING, first: 1, after: $after) {
      nodes { id status player { id } currentLevel } pageInfo { nextCursor } } }`;
    const seen: { id: string; player: { id: string } }[] = [];
    let after: string | null = null;
    // (on PostgreSQL the worker's database holds other files' applications too: page until both
    // of this test's are seen)
    const seenBoth = () =>
      seen.some((a) => a.player.id === ann.userId) && seen.some((a) => a.player.id === bob.userId);
    for (let page = 0; page < 1000 && !seenBoth(); page++) {
      const res: Awaited<
        ReturnType<
          typeof staffGql<{
            vipApplications: {
              nodes: { id: string; player: { id: string } }[];
              pageInfo: { nextCursor: string | null };
            };
          }>
        >
      > = await staffGql(server, LIST, { after }, staff.support!.headers);
      expect(res.errors).toBeUndefined();
      seen.push(...res.data!.vipApplications.nodes);
      after = res.data!.vipApplications.pageInfo.nextCursor;
      if (!after) break;
    }
    const annApp = seen.find((a) => a.player.id === ann.userId)!;
    const bobApp = seen.find((a) => a.player.id === bob.userId)!;
    expect(annApp && bobApp).toBeTruthy();
    // keyset pages never repeat a row
    expect(new Set(seen.map((a) => a.id)).size).toBe(seen.length);

    const APPROVE = `mutation A($id: ID!, $level: Int!) {
      approveVipApplication(id: $id, level: $level) { status approvedLevel decidedByName currentLevel } }`;
    expect(
      errorCode(
        await staffGql(server, APPROVE, { id: annApp.id, level: 20 }, staff.support!.headers),
      ),
    ).toBe('FORBIDDEN');
    const [one, two] = await Promise.all(
      [0, 1].map(() =>
        staffGql<{ approveVipApplication: Record<string, unknown> }>(
          server,
          APPROVE,
          { id: annApp.id, level: 20 },
          staff.marketing!.headers,
        ),
      ),
    );
    const results = [one!, two!];
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.map(errorCode).filter(Boolean)).toEqual(['APPROVAL_ALREADY_DECIDED']);
    expect(results.find((r) => !r.errors)!.data!.approveVipApplication).toEqual({
      status: 'APPROVED',
      approvedLevel: 20,
      decidedByName: 'Pat marketing',
      currentLevel: 20,
    });
    const [annRow] = await server.db.select().from(users).where(eq(users.id, ann.userId));
    expect(annRow!.level).toBe(20);

    const REJECT = `mutation R($id: ID!, $reason: String!) {
      rejectVipApplication(id: $id, reason: $reason) { status decisionReason } }`;
    expect(
      errorCode(
        await staffGql(server, REJECT, { id: bobApp.id, reason: '' }, staff.marketing!.headers),
      ),
    ).toBe('VALIDATION_ERROR');
    const rejected = await staffGql(
      server,
      REJECT,
      { id: bobApp.id, reason: 'Not enough play yet' },
      staff.marketing!.headers,
    );
    expect(rejected.data).toEqual({
      rejectVipApplication: { status: 'DECLINED', decisionReason: 'Not enough play yet' },
    });
    const approveRows = await auditRowsOf(server, 'vip.approve', annApp.id);
    expect(approveRows.map((r) => r.outcome).sort()).toEqual(['FAILED', 'OK']);
    expect(
      (await auditRowsOf(server, 'vip.reject', bobApp.id)).map((r) => r.outcome).sort(),
    ).toEqual(['FAILED', 'OK']);
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('RG flags for compliance: list with keyset pages and on Player 360; support may not read them', async () => {
    const carl = await registerTestUser(server);
    for (const reference of ['tx-a', 'tx-b', 'tx-c']) {
      await server.db.insert(rgFlags).values({
        userId: carl.userId,
        kind: 'DEPOSIT_OVER_LIMIT',
        amount: 150_000n,
        currency: 'USD',
        reference: `${carl.userId}:${reference}`,
        createdAt: new Date(),
      });
    }
    const FLAGS = `query F($after: String) { rgFlags(first: 2, after: $after) {
      nodes { id kind reference amount { amount currency } player { id } } pageInfo { nextCursor } } }`;
    const first = await staffGql<{
      rgFlags: { nodes: { reference: string }[]; pageInfo: { nextCursor: string } };
    }>(server, FLAGS, {}, staff.compliance!.headers);
    expect(first.data!.rgFlags.nodes.map((n) => n.reference)).toEqual([
      `${carl.userId}:tx-c`,
      `${carl.userId}:tx-b`,
    ]);
    const second = await staffGql<{ rgFlags: { nodes: { reference: string }[] } }>(
      server,
      FLAGS,
      { after: first.data!.rgFlags.pageInfo.nextCursor },
      staff.compliance!.headers,
    );
    expect(second.data!.rgFlags.nodes[0]!.reference).toBe(`${carl.userId}:tx-a`);
    expect(errorCode(await staffGql(server, FLAGS, {}, staff.support!.headers))).toBe('FORBIDDEN');

    const P360 = `query P($id: ID!) { player(id: $id) { rgFlags { kind amount { amount } } rg { blocks { kind } } } }`;
    const view = await staffGql<{ player: { rgFlags: { amount: { amount: string } }[] } }>(
      server,
      P360,
      { id: carl.userId },
      staff.compliance!.headers,
    );
    expect(view.errors).toBeUndefined();
    expect(view.data!.player.rgFlags).toHaveLength(3);
    expect(view.data!.player.rgFlags[0]!.amount.amount).toBe('1500.00');
  });

  it('support inbox: UNREAD / OPEN / CLOSED filters, mark read, close and reopen', async () => {
    const dee = await registerTestUser(server);
    const sent = await sendSupportMessage(server, {
      userId: dee.userId,
      text: 'Where is my bonus?',
    });
    const id = sent.conversationId;
    const INBOX = `query I($filter: SupportInboxFilter) { supportInbox(filter: $filter, first: 100) {
      nodes { id status unread } } }`;
    const ids = async (filter: string) =>
      (
        await staffGql<{ supportInbox: { nodes: { id: string }[] } }>(
          server,
          INBOX,
          { filter },
          staff.support!.headers,
        )
      ).data!.supportInbox.nodes.map((n) => n.id);
    expect(await ids('UNREAD')).toContain(id);
    const READ = `mutation M($id: ID!) { markSupportConversationRead(id: $id) { status unread } }`;
    expect((await staffGql(server, READ, { id }, staff.support!.headers)).data).toEqual({
      markSupportConversationRead: { status: 'WAITING', unread: false },
    });
    expect(await ids('UNREAD')).not.toContain(id);
    expect(await ids('OPEN')).toContain(id);
    const CLOSE = `mutation C($id: ID!) { closeSupportConversation(id: $id, reason: "resolved") { status } }`;
    expect(errorCode(await staffGql(server, CLOSE, { id }, staff.readonly!.headers))).toBe(
      'FORBIDDEN',
    );
    expect((await staffGql(server, CLOSE, { id }, staff.support!.headers)).data).toEqual({
      closeSupportConversation: { status: 'CLOSED' },
    });
    expect(await ids('CLOSED')).toContain(id);
    expect(await ids('OPEN')).not.toContain(id);
    // the player writing again opens it, unread
    server.clock.advance(2_000);
    await sendSupportMessage(server, { userId: dee.userId, text: 'Still there?' });
    expect(await ids('UNREAD')).toContain(id);
    const rows = await auditRowsOf(server, 'support.close', id);
    expect(rows.map((r) => [r.outcome, r.reason])).toEqual([['OK', 'resolved']]);
  });

  it("a page's player fields read their players in one query", async () => {
    const [a, b] = [await registerTestUser(server), await registerTestUser(server)];
    let selects = 0;
    const counted = new Proxy(server.db, {
      get(target, key, receiver) {
        if (key === 'select') selects++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const players = playerLoader(counted);
    const rows = await Promise.all(
      [a.userId, b.userId, a.userId, '00000000-0000-4000-8000-000000000000', 'nope'].map((id) =>
        players.load(id),
      ),
    );
    expect(selects).toBe(1);
    expect(rows.map((r) => r?.id ?? null)).toEqual([a.userId, b.userId, a.userId, null, null]);
  });

  it('an action and its audit row commit together: a failing audit append undoes the action', async () => {
    const gus = await registerTestUser(server);
    const SET = `mutation S($id: ID!, $reason: String!) {
      setPlayerVipLevel(playerId: $id, level: 42, reason: $reason) { level } }`;
    const failed = await withFailingAudit(server, 'atomic-probe', () =>
      staffGql(server, SET, { id: gus.userId, reason: 'atomic-probe' }, staff.marketing!.headers),
    );
    expect(errorCode(failed)).toBe('INTERNAL_ERROR');
    const [row] = await server.db.select().from(users).where(eq(users.id, gus.userId));
    expect(row!.level).toBe(1);
    // the attempt itself is on the trail, as FAILED
    expect((await auditRowsOf(server, 'vip.set-level', gus.userId)).map((r) => r.outcome)).toEqual([
      'FAILED',
    ]);
    const ok = await staffGql(
      server,
      SET,
      { id: gus.userId, reason: 'fine' },
      staff.marketing!.headers,
    );
    expect(ok.errors).toBeUndefined();
    expect((await auditRowsOf(server, 'vip.set-level', gus.userId)).map((r) => r.outcome)).toEqual([
      'FAILED',
      'OK',
    ]);
    expect((await verifyAuditChain(server.db)).ok).toBe(true);
  });

  it('KYC decisions reach the player as notifications with the reason code', async () => {
    const eve = await registerTestUser(server);
    const REJECT = `mutation R($id: ID!) { rejectKyc(playerId: $id, reason: DOCUMENT_UNREADABLE) { status } }`;
    const res = await staffGql(server, REJECT, { id: eve.userId }, staff.compliance!.headers);
    expect(res.errors).toBeUndefined();
    const APPROVE = `mutation A($id: ID!) { approveKyc(playerId: $id) { status } }`;
    expect(
      (await staffGql(server, APPROVE, { id: eve.userId }, staff.compliance!.headers)).errors,
    ).toBeUndefined();
    await notificationsIdle(server.pubsub);
    const LIST = `query N { userNotifications { items { content data { message } } } }`;
    await expect
      .poll(async () => {
        const list = await server.gql<{
          userNotifications: {
            items: { content: string; data: { message: string | null } | null }[];
          };
        }>(LIST, {}, { headers: eve.headers });
        // (other files' notices to every player may reach eve on a shared database)
        return list.data?.userNotifications.items
          .filter((n) => n.content.startsWith('KYC_'))
          .map((n) => [n.content, n.data?.message ?? null]);
      })
      .toEqual([
        ['KYC_VERIFIED', null],
        ['KYC_REJECTED', 'DOCUMENT_UNREADABLE'],
      ]);
  });
});
