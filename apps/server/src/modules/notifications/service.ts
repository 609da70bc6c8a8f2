// The notification centre's services: create (idempotent per source event), list, count, mark read,
// prune. Personal notifications belong to one player; system notifications (user_id null) are seen
// by every player and read per player through notification_reads.
import { and, count, desc, eq, exists, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppPubSub } from '../../pubsub';
import './events';
import {
  notificationReads,
  notifications,
  type NotificationData,
  type NotificationType,
} from './tables';

/** How long notifications are kept (documented in docs/realtime-notes.md). */
export const NOTIFICATION_RETENTION_DAYS = 90;

export interface NotificationView {
  id: string;
  type: NotificationType;
  action: string;
  content: string;
  initiator: string;
  isViewed: boolean;
  /** ISO time */
  createdAt: string;
  data: NotificationData;
}

export interface NewNotification {
  /** null: a system notification for every player */
  userId: string | null;
  action: string;
  content: string;
  initiator: string;
  data?: NotificationData;
  /** identity of the source event; a second create with the same key creates nothing */
  dedupeKey?: string | null;
}

type Row = typeof notifications.$inferSelect;

function toView(row: Row, isViewed = row.isViewed): NotificationView {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    content: row.content,
    initiator: row.initiator,
    isViewed,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}

/**
 * Inserts a notification; with a `dedupeKey` already used, inserts nothing and answers null.
 * Usable inside a caller's transaction (`db` may be a `tx`); publish with `publishCreated` after
 * that transaction commits.
 */
export async function createNotification(
  db: Db,
  input: NewNotification,
): Promise<NotificationView | null> {
  const rows = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.userId ? 'PERSONAL' : 'SYSTEM',
      action: input.action,
      content: input.content,
      initiator: input.initiator,
      data: input.data ?? {},
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  const row = rows[0];
  return row ? toView(row) : null;
}

/** Tells the owner's sockets (or every socket, for a system notification) after the commit. */
export async function publishCreated(
  db: Db,
  pubsub: AppPubSub,
  userId: string | null,
  view: NotificationView,
): Promise<void> {
  if (!userId) {
    pubsub.publish('notification.system-created', view);
    return;
  }
  pubsub.publish('notification.created', userId, view);
  const unread = await unreadCounts(db, userId);
  pubsub.publish('notifications.updated', userId, { reason: 'CREATED', ...unread });
}

/** System notifications the player has not read (a read mark exists per player). */
function systemUnreadCondition(userId: string) {
  return and(
    isNull(notifications.userId),
    notExists(
      sql`(select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userId})`,
    ),
  );
}

export async function unreadCounts(
  db: Db,
  userId: string,
): Promise<{ userUnread: number; systemUnread: number }> {
  const [personal] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isViewed, false)));
  const [system] = await db
    .select({ n: count() })
    .from(notifications)
    .where(systemUnreadCondition(userId));
  return { userUnread: Number(personal?.n ?? 0), systemUnread: Number(system?.n ?? 0) };
}

export interface ListInput {
  page: number;
  count: number;
  type?: NotificationType | null;
  isViewed?: boolean | null;
  action?: string | null;
}

export interface NotificationList {
  items: NotificationView[];
  actions: string[];
  count: number;
  userUnread: number;
  systemUnread: number;
  recent: NotificationView[];
}

/** How many newest unread notifications `recent` carries (the bell's preview). */
export const RECENT_LIMIT = 5;

export async function listNotifications(
  db: Db,
  userId: string,
  input: ListInput,
): Promise<NotificationList> {
  // Visible: the player's own, and system ones. `viewed` per row: own flag, or a read mark.
  const readMark = exists(
    sql`(select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${userId})`,
  );
  const viewed = sql<boolean>`case when ${notifications.userId} is null then ${readMark} else ${notifications.isViewed} end`;
  const visible = or(eq(notifications.userId, userId), isNull(notifications.userId));
  const filters = [visible];
  if (input.type) filters.push(eq(notifications.type, input.type));
  if (input.action) filters.push(eq(notifications.action, input.action));
  if (input.isViewed === true || input.isViewed === false) {
    filters.push(sql`(${viewed}) = ${input.isViewed}`);
  }
  const where = and(...filters);

  const [rows, total, actions, recentRows, unread] = await Promise.all([
    db
      .select({ row: notifications, viewed })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.count)
      .offset((input.page - 1) * input.count),
    db.select({ n: count() }).from(notifications).where(where),
    db
      .selectDistinct({ action: notifications.action })
      .from(notifications)
      .where(visible)
      .orderBy(notifications.action),
    db
      .select({ row: notifications, viewed })
      .from(notifications)
      .where(and(visible, sql`not (${viewed})`))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(RECENT_LIMIT),
    unreadCounts(db, userId),
  ]);
  return {
    items: rows.map((r) => toView(r.row, Boolean(r.viewed))),
    actions: actions.map((a) => a.action),
    count: Number(total[0]?.n ?? 0),
    ...unread,
    recent: recentRows.map((r) => toView(r.row, Boolean(r.viewed))),
  };
}

/** Marks every personal and system notification of the player read; idempotent. */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ isViewed: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isViewed, false)));
    await tx.execute(sql`
      insert into ${notificationReads} (notification_id, user_id)
      select ${notifications.id}, ${userId}::uuid from ${notifications}
      where ${notifications.userId} is null
      on conflict do nothing`);
  });
}

/**
 * Deletes notifications older than the retention period (read marks go with them, ON DELETE
 * CASCADE). One idempotent statement: several instances running it at once delete each row once.
 */
export async function pruneNotifications(
  db: Db,
  retentionDays = NOTIFICATION_RETENTION_DAYS,
): Promise<number> {
  const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(notifications)
    .where(lt(notifications.createdAt, cutoff))
    .returning({ id: notifications.id });
  return deleted.length;
}
