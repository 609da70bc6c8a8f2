// In-app support (walk issue 19 item 18): a player's conversation with staff. The player reads
// and writes their own conversation (rate limited); staff list the conversations and reply
// (`replyAsStaff`, the face the back office calls; until it lands the operator token replies
// through GraphQL). Every message goes out after the commit on the player's topic and on the
// staff inbox topic.
import { checkSupportText, SUPPORT_PAGE_SIZE, SUPPORT_RATE_LIMIT } from '@aurum/domain';
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock';
import { executeRows, toNumber, type Db } from '../../db/client';
import { parseTimeIdCursor, preciseTime } from '../../db/keyset';
import { AppError, notFound, validationError } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import type { SupportMessageEvent } from './events';
import {
  supportConversations,
  supportMessages,
  type SupportConversationRow,
  type SupportMessageRow,
} from './tables';

/** First key of the per-player advisory lock that serialises a player's sends. */
const SEND_LOCK_NAMESPACE = 72_451_207;

export interface SupportDeps {
  db: Db;
  pubsub: AppPubSub;
  clock?: Clock;
}

function toEvent(row: SupportMessageRow, userId: string): SupportMessageEvent {
  return {
    id: String(row.id),
    conversationId: String(row.conversationId),
    userId,
    author: row.author === 'staff' ? 'staff' : 'player',
    staffId: row.staffId,
    staffName: row.author === 'staff' ? row.staffName : null,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

function checkedText(raw: string): string {
  const checked = checkSupportText(raw);
  if (!checked.ok) {
    throw validationError(
      checked.reason === 'EMPTY'
        ? 'Write a message first.'
        : 'A message is at most 2000 characters long.',
    );
  }
  return checked.text;
}

function parseId(value: string | number | null | undefined, what: string): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (!/^\d{1,15}$/.test(text)) throw validationError(`${what} must be an id.`);
  return Number(text);
}

export interface SupportPage {
  /** null until the player's first message */
  id: string | null;
  status: string | null;
  items: SupportMessageEvent[];
  hasMore: boolean;
}

async function messagesOf(
  db: Db,
  conversation: SupportConversationRow,
  input: { before?: string | null; limit?: number | null },
): Promise<{ items: SupportMessageEvent[]; hasMore: boolean }> {
  const limit = Math.min(
    Math.max(Math.trunc(input.limit ?? SUPPORT_PAGE_SIZE), 1),
    SUPPORT_PAGE_SIZE,
  );
  const before = parseId(input.before, 'before');
  const rows = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversation.id),
        before === null ? undefined : lt(supportMessages.id, before),
      ),
    )
    .orderBy(desc(supportMessages.id))
    .limit(limit + 1);
  return {
    items: rows
      .slice(0, limit)
      .reverse()
      .map((row) => toEvent(row, conversation.userId)),
    hasMore: rows.length > limit,
  };
}

async function conversationOf(db: Db, userId: string): Promise<SupportConversationRow | null> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.userId, userId))
    .limit(1);
  return row ?? null;
}

/** The player's conversation, oldest message first (the newest `limit`, or older than `before`). */
export async function playerConversation(
  db: Db,
  userId: string,
  input: { before?: string | null; limit?: number | null } = {},
): Promise<SupportPage> {
  const conversation = await conversationOf(db, userId);
  if (!conversation) {
    parseId(input.before, 'before');
    return { id: null, status: null, items: [], hasMore: false };
  }
  return {
    id: String(conversation.id),
    status: conversation.status,
    ...(await messagesOf(db, conversation, input)),
  };
}

/** How long the player must wait before the next message at `now`, in ms (0: may send now). */
async function waitBeforeNext(db: Db, conversationId: number, now: Date): Promise<number> {
  const { minIntervalMs, windowMs, maxPerWindow } = SUPPORT_RATE_LIMIT;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [stats] = await executeRows<{ n: unknown; since_last: unknown; since_oldest: unknown }>(
    db,
    sql`select count(*) as n,
          extract(epoch from ${at} - max(${supportMessages.createdAt})) * 1000 as since_last,
          extract(epoch from ${at} - min(${supportMessages.createdAt})) * 1000 as since_oldest
        from ${supportMessages}
        where ${supportMessages.conversationId} = ${conversationId}
          and ${supportMessages.author} = 'player'
          and ${supportMessages.createdAt} > ${at} - make_interval(secs => ${windowMs / 1000})`,
  );
  const count = stats ? toNumber(stats.n) : 0;
  if (!stats || count === 0) return 0;
  let wait = 0;
  const sinceLast = toNumber(stats.since_last);
  if (sinceLast < minIntervalMs) wait = minIntervalMs - sinceLast;
  if (count >= maxPerWindow) wait = Math.max(wait, windowMs - toNumber(stats.since_oldest));
  return Math.max(wait, 0);
}

function publish(pubsub: AppPubSub, event: SupportMessageEvent): void {
  pubsub.publish('support.message-added', event.userId, event);
  pubsub.publish('support.inbox', 'staff', event);
}

/**
 * A player writes to support: opens their conversation on the first message. VALIDATION_ERROR
 * for a text empty or over 2000 characters after normalisation; TRY_AGAIN_LATER (with the
 * seconds to wait) faster than one message a second or over 10 a minute. A refused message
 * stores nothing. A player's sends are serialised by an advisory lock, so parallel requests
 * cannot slip past the limit on any instance.
 */
export async function sendSupportMessage(
  deps: SupportDeps,
  input: { userId: string; text: string },
): Promise<SupportMessageEvent> {
  const text = checkedText(input.text);
  const clock = deps.clock ?? systemClock;
  const message = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}::int4, hashtext(${input.userId}))`,
    );
    const now = clock.now();
    await tx
      .insert(supportConversations)
      .values({ userId: input.userId, createdAt: now, lastMessageAt: now })
      .onConflictDoNothing();
    const [conversation] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.userId, input.userId));
    const wait = await waitBeforeNext(tx, conversation!.id, now);
    if (wait > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(wait / 1000));
      throw new AppError('TRY_AGAIN_LATER', {
        message: `Too many messages. Try again in ${retryAfterSeconds} s.`,
        details: { retryAfterSeconds },
      });
    }
    const [row] = await tx
      .insert(supportMessages)
      .values({ conversationId: conversation!.id, author: 'player', text, createdAt: now })
      .returning();
    await tx
      .update(supportConversations)
      .set({ status: 'waiting', lastMessageAt: now })
      .where(eq(supportConversations.id, conversation!.id));
    return toEvent(row!, input.userId);
  });
  publish(deps.pubsub, message);
  return message;
}

/**
 * Staff answer a conversation (the back office's inbox calls this with its staff id; the operator
 * token's GraphQL mutation calls it with `operator:<name>`). NOT_FOUND for an unknown
 * conversation, VALIDATION_ERROR for an empty or too long text or a bad staff id.
 */
export async function replyAsStaff(
  deps: SupportDeps,
  staffId: string,
  conversationId: string | number,
  rawText: string,
  /** the name the player sees beside the answer */
  staffName: string | null = null,
): Promise<SupportMessageEvent> {
  if (!/^[\w .:@-]{1,80}$/.test(staffId)) throw validationError('Unknown staff id.');
  const id = parseId(conversationId, 'conversationId');
  const text = checkedText(rawText);
  const now = (deps.clock ?? systemClock).now();
  const message = await deps.db.transaction(async (tx) => {
    const [conversation] = await tx
      .update(supportConversations)
      .set({ status: 'answered', lastMessageAt: now, staffReadAt: now })
      .where(eq(supportConversations.id, id!))
      .returning();
    if (!conversation) throw notFound('No such conversation.');
    const [row] = await tx
      .insert(supportMessages)
      .values({
        conversationId: conversation.id,
        author: 'staff',
        staffId,
        staffName: staffName?.trim().slice(0, 200) || null,
        text,
        createdAt: now,
      })
      .returning();
    return toEvent(row!, conversation.userId);
  });
  publish(deps.pubsub, message);
  return message;
}

export interface SupportConversationSummary {
  id: string;
  userId: string;
  status: string;
  /** the player wrote after staff last read or answered it */
  unread: boolean;
  lastMessageAt: string;
  lastMessage: SupportMessageEvent | null;
}

/** The staff inbox's filters: UNREAD (the player wrote and no staff read it since), OPEN, CLOSED. */
export const SUPPORT_INBOX_FILTERS = ['UNREAD', 'OPEN', 'CLOSED'] as const;
export type SupportInboxFilter = (typeof SUPPORT_INBOX_FILTERS)[number];

const unreadCondition = (): SQL =>
  and(
    eq(supportConversations.status, 'waiting'),
    or(
      isNull(supportConversations.staffReadAt),
      lt(supportConversations.staffReadAt, supportConversations.lastMessageAt),
    ),
  )!;

function summaryOf(
  conversation: SupportConversationRow,
  last: SupportMessageEvent | null,
): SupportConversationSummary {
  return {
    id: String(conversation.id),
    userId: conversation.userId,
    status: conversation.status,
    unread:
      conversation.status === 'waiting' &&
      (!conversation.staffReadAt || conversation.staffReadAt < conversation.lastMessageAt),
    lastMessageAt: conversation.lastMessageAt.toISOString(),
    lastMessage: last,
  };
}

/**
 * The last message of each of `conversations`, in one query (the inbox's page of up to 100):
 * `DISTINCT ON` over the (conversation, id desc) index.
 */
async function lastMessagesOf(
  db: Db,
  conversations: readonly SupportConversationRow[],
): Promise<Map<number, SupportMessageEvent>> {
  const last = new Map<number, SupportMessageEvent>();
  if (conversations.length === 0) return last;
  const owners = new Map(conversations.map((c) => [c.id, c.userId]));
  const rows = await db
    .selectDistinctOn([supportMessages.conversationId])
    .from(supportMessages)
    .where(inArray(supportMessages.conversationId, [...owners.keys()]))
    .orderBy(supportMessages.conversationId, desc(supportMessages.id));
  for (const row of rows)
    last.set(row.conversationId, toEvent(row, owners.get(row.conversationId)!));
  return last;
}

/**
 * Staff inbox: conversations, the most recent first, filtered (UNREAD / OPEN / CLOSED, or all),
 * each with its last message; keyset pages (`after` = the previous page's `next`), 1–100 a page.
 */
export async function listConversations(
  db: Db,
  input: { filter?: SupportInboxFilter | null; first?: number | null; after?: string | null } = {},
): Promise<{ items: SupportConversationSummary[]; next: string | null }> {
  const filter = input.filter ?? null;
  if (filter !== null && !(SUPPORT_INBOX_FILTERS as readonly string[]).includes(filter)) {
    throw validationError('filter is UNREAD, OPEN or CLOSED.');
  }
  const first = Math.min(Math.max(Math.trunc(input.first ?? 25), 1), 100);
  const cursor = parseTimeIdCursor(input.after);
  const where: SQL[] = [];
  if (filter === 'UNREAD') where.push(unreadCondition());
  if (filter === 'OPEN') where.push(ne(supportConversations.status, 'closed'));
  if (filter === 'CLOSED') where.push(eq(supportConversations.status, 'closed'));
  if (cursor) {
    where.push(
      sql`(${supportConversations.lastMessageAt}, ${supportConversations.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await db
    .select({
      ...getTableColumns(supportConversations),
      cursorAt: preciseTime(supportConversations.lastMessageAt),
    })
    .from(supportConversations)
    .where(and(...where))
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  const last = await lastMessagesOf(db, page);
  const items = page.map((conversation) =>
    summaryOf(conversation, last.get(conversation.id) ?? null),
  );
  const tail = page[page.length - 1];
  return {
    items,
    next: rows.length > first && tail ? `${tail.cursorAt}|${tail.id}` : null,
  };
}

/** One conversation's summary (NOT_FOUND when unknown). */
export async function conversationSummary(
  db: Db,
  conversationId: string | number,
): Promise<SupportConversationSummary> {
  const id = parseId(conversationId, 'conversationId');
  const [conversation] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id!))
    .limit(1);
  if (!conversation) throw notFound('No such conversation.');
  const last = await lastMessagesOf(db, [conversation]);
  return summaryOf(conversation, last.get(conversation.id) ?? null);
}

/**
 * Staff mark a conversation read, close it or reopen it. A closed conversation opens again when
 * the player writes. Answers the status before and after; NOT_FOUND when unknown.
 */
export async function updateConversation(
  db: Db,
  conversationId: string | number,
  change: 'READ' | 'CLOSE' | 'REOPEN',
  now: Date,
): Promise<{ before: string; after: string }> {
  const id = parseId(conversationId, 'conversationId');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.id, id!))
      .for('update');
    if (!row) throw notFound('No such conversation.');
    const [lastMessage] = await tx
      .select({ author: supportMessages.author })
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, row.id))
      .orderBy(desc(supportMessages.id))
      .limit(1);
    const status =
      change === 'CLOSE'
        ? 'closed'
        : change === 'REOPEN' && row.status === 'closed'
          ? lastMessage?.author === 'staff'
            ? 'answered'
            : 'waiting'
          : row.status;
    await tx
      .update(supportConversations)
      .set({ status, staffReadAt: now })
      .where(eq(supportConversations.id, row.id));
    return { before: row.status, after: status };
  });
}

/** Staff read one conversation (oldest first), like the player does. NOT_FOUND when unknown. */
export async function conversationMessages(
  db: Db,
  conversationId: string | number,
  input: { before?: string | null; limit?: number | null } = {},
): Promise<SupportPage & { userId: string }> {
  const id = parseId(conversationId, 'conversationId');
  const [conversation] = await db
    .select()
    .from(supportConversations)
    .where(eq(supportConversations.id, id!))
    .limit(1);
  if (!conversation) throw notFound('No such conversation.');
  return {
    id: String(conversation.id),
    userId: conversation.userId,
    status: conversation.status,
    ...(await messagesOf(db, conversation, input)),
  };
}
