// The players' chat: read a room's history, post (level 10, 1–300 characters, rate limited),
// and the operator's removal. Events go out after the commit on the room's topic.
import { createHash } from 'node:crypto';
import {
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  CHAT_TIER,
  checkChatText,
  isChatRoom,
  normalizeChatText,
  type ChatRoom,
} from '@aurum/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock';
import { executeRows, toNumber, type Db } from '../../db/client';
import { AppError, notFound, unauthorized, validationError } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { findUserById } from '../identity';
import { canUseChat, playerLevel } from '../vip';
import type { ChatMessageEvent, ChatMessageRemovedEvent } from './events';
import { chatMessages, type ChatMessageRow } from './tables';

/** First key of the per-player advisory lock that serialises a player's sends. */
const SEND_LOCK_NAMESPACE = 72_451_102;

/** Four hex characters from the user id: players with the same first name stay distinguishable. */
export function authorTag(userId: string): string {
  return createHash('sha256').update(userId).digest('hex').slice(0, 4).toUpperCase();
}

/**
 * The name others see: the first word of the player's name with most letters hidden
 * ("Alexandra" → "Al***a", "Ana" → "An**", "Bo" → "B*"); null without a usable name. Never an
 * email or anything but letters.
 */
export function maskedName(name: string | null | undefined): string | null {
  if (!name || name.includes('@')) return null;
  const first = normalizeChatText(name).split(' ')[0] ?? '';
  const letters = [...first.replace(/[^\p{L}\p{M}]/gu, '')];
  if (letters.length === 0) return null;
  if (letters.length <= 2) return `${letters[0]}*`;
  if (letters.length <= 4) return `${letters.slice(0, 2).join('')}**`;
  return `${letters.slice(0, 2).join('')}***${letters.at(-1)}`;
}

export function toEvent(row: ChatMessageRow): ChatMessageEvent {
  return {
    id: String(row.id),
    room: row.room,
    userId: row.userId,
    author: { name: row.authorName, tag: row.authorTag, level: row.authorLevel },
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  };
}

export function requireRoom(room: string): ChatRoom {
  if (!isChatRoom(room)) {
    throw new AppError('VALIDATION_ERROR', { message: 'Unknown chat room.' });
  }
  return room;
}

export interface ChatPage {
  room: ChatRoom;
  items: ChatMessageEvent[];
  hasMore: boolean;
}

/** A room's messages, oldest first: the newest `limit` (≤ 50), or those before the id `before`. */
export async function listChatMessages(
  db: Db,
  input: { room: string; before?: string | null; limit?: number | null },
): Promise<ChatPage> {
  const room = requireRoom(input.room);
  const limit = Math.min(Math.max(Math.trunc(input.limit ?? CHAT_PAGE_SIZE), 1), CHAT_PAGE_SIZE);
  let before: number | null = null;
  if (input.before !== null && input.before !== undefined) {
    if (!/^\d{1,15}$/.test(input.before)) {
      throw new AppError('VALIDATION_ERROR', { message: 'before must be a message id.' });
    }
    before = Number(input.before);
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.room, room),
        isNull(chatMessages.deletedAt),
        before === null ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  return {
    room,
    items: rows.slice(0, limit).reverse().map(toEvent),
    hasMore: rows.length > limit,
  };
}

/** How long the player must wait before the next message at `now`, in ms (0: may send now). */
async function waitBeforeNext(db: Db, userId: string, now: Date): Promise<number> {
  const { minIntervalMs, windowMs, maxPerWindow } = CHAT_RATE_LIMIT;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [stats] = await executeRows<{ n: unknown; since_last: unknown; since_oldest: unknown }>(
    db,
    sql`select count(*) as n,
          extract(epoch from ${at} - max(${chatMessages.createdAt})) * 1000 as since_last,
          extract(epoch from ${at} - min(${chatMessages.createdAt})) * 1000 as since_oldest
        from ${chatMessages}
        where ${chatMessages.userId} = ${userId}
          and ${chatMessages.createdAt} > ${at} - make_interval(secs => ${windowMs / 1000})`,
  );
  const count = stats ? toNumber(stats.n) : 0;
  if (!stats || count === 0) return 0;
  let wait = 0;
  const sinceLast = toNumber(stats.since_last);
  if (sinceLast < minIntervalMs) wait = minIntervalMs - sinceLast;
  if (count >= maxPerWindow) wait = Math.max(wait, windowMs - toNumber(stats.since_oldest));
  return Math.max(wait, 0);
}

/**
 * Posts a message: CHAT_UNAVAILABLE below the first VIP tier (bronze, level 10), VALIDATION_ERROR for an unknown room or a
 * text empty or over 300 characters after normalisation, TRY_AGAIN_LATER (with the seconds to
 * wait) faster than one message per 2 s or over 10 a minute. A refused message stores nothing.
 * One player's sends are serialised by an advisory lock, so parallel requests cannot slip
 * past the rate limit; every instance shares it through the database. Messages are stamped with
 * the app's clock and the limit is measured against it (tests advance the clock, never sleep).
 */
export async function sendChatMessage(
  deps: { db: Db; pubsub: AppPubSub; clock?: Clock },
  input: { userId: string; room: string; text: string },
): Promise<ChatMessageEvent> {
  const { db, pubsub } = deps;
  const clock = deps.clock ?? systemClock;
  if (!isChatRoom(input.room)) {
    throw validationError('Unknown chat room.');
  }
  if (!(await canUseChat(db, input.userId))) {
    throw new AppError('CHAT_UNAVAILABLE', {
      message: `The chat opens at the ${CHAT_TIER.key} VIP tier (level ${CHAT_TIER.minLevel}).`,
    });
  }
  const checked = checkChatText(input.text);
  if (!checked.ok) {
    throw validationError(
      checked.reason === 'EMPTY'
        ? 'Write a message first.'
        : 'A message is at most 300 characters long.',
    );
  }
  const user = await findUserById(db, input.userId);
  if (!user) throw unauthorized();
  const level = await playerLevel(db, input.userId);
  const room = input.room;

  const message = await db.transaction(async (tx): Promise<ChatMessageEvent> => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${SEND_LOCK_NAMESPACE}::int4, hashtext(${input.userId}))`,
    );
    const now = clock.now();
    const wait = await waitBeforeNext(tx, input.userId, now);
    if (wait > 0) {
      const retryAfterSeconds = Math.max(1, Math.ceil(wait / 1000));
      throw new AppError('TRY_AGAIN_LATER', {
        message: `Too many messages. Try again in ${retryAfterSeconds} s.`,
        details: { retryAfterSeconds },
      });
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        room,
        userId: input.userId,
        authorName: maskedName(user.name),
        authorTag: authorTag(input.userId),
        authorLevel: level,
        text: checked.text,
        createdAt: now,
      })
      .returning();
    return toEvent(row!);
  });
  pubsub.publish('chat.message-added', room, message);
  return message;
}

export interface ModeratedChatMessage extends ChatMessageEvent {
  deletedAt: Date | null;
  deletedBy: string | null;
  deleteReason: string | null;
}

/**
 * Staff moderation: the recent messages of one room or all rooms, newest first, removed ones
 * included (with who removed them and why); keyset on the id (`after` = the last id seen).
 */
export async function recentChatMessages(
  db: Db,
  input: { room?: string | null; first?: number | null; after?: string | null },
): Promise<{ items: ModeratedChatMessage[]; next: string | null }> {
  const room = input.room ? requireRoom(input.room) : null;
  const first = Math.min(Math.max(Math.trunc(input.first ?? 50), 1), 100);
  if (input.after && !/^\d{1,15}$/.test(input.after)) {
    throw new AppError('VALIDATION_ERROR', { message: 'after must be a message id.' });
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        room ? eq(chatMessages.room, room) : undefined,
        input.after ? lt(chatMessages.id, Number(input.after)) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(first + 1);
  const page = rows.slice(0, first);
  return {
    items: page.map((row) => ({
      ...toEvent(row),
      deletedAt: row.deletedAt,
      deletedBy: row.deletedBy,
      deleteReason: row.deleteReason,
    })),
    next: rows.length > first ? String(page[page.length - 1]!.id) : null,
  };
}

/**
 * Staff: hides a message from its room and tells the room's subscribers. Removing a message
 * already removed answers the same again without a second broadcast. NOT_FOUND for an unknown id.
 */
export async function deleteChatMessage(
  deps: { db: Db; pubsub: AppPubSub },
  input: { actor: string; id: string; reason?: string | null },
): Promise<ChatMessageRemovedEvent> {
  const { db, pubsub } = deps;
  if (!/^\d{1,15}$/.test(input.id)) {
    throw notFound('No such message.');
  }
  const id = Number(input.id);
  const removed = await db
    .update(chatMessages)
    .set({
      deletedAt: new Date(),
      deletedBy: input.actor,
      deleteReason: input.reason?.trim().slice(0, 500) || null,
    })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ room: chatMessages.room });
  if (removed[0]) {
    const event = { id: String(id), room: removed[0].room };
    pubsub.publish('chat.message-removed', event.room, event);
    return event;
  }
  const existing = await db
    .select({ room: chatMessages.room })
    .from(chatMessages)
    .where(eq(chatMessages.id, id))
    .limit(1);
  if (!existing[0]) throw notFound('No such message.');
  return { id: String(id), room: existing[0].room };
}
