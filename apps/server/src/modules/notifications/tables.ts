// Notifications: personal ones (user_id set) and system ones for every player (user_id null, read
// marks per player in notification_reads); and the players' presence (last seen). `user_id` is the
// identity module's user id, stored without a foreign key (no module references another's tables).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** spec §3 Notification.data */
export interface NotificationData {
  /** major units, decimal string (FREE_SPINS_GRANTED: the number of spins) */
  amount?: string | null;
  currency?: string | null;
  message?: string | null;
  domain?: string | null;
}

export const NOTIFICATION_TYPES = ['PERSONAL', 'SYSTEM'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the owner; null for a system notification (every player sees it) */
    userId: uuid('user_id'),
    type: text('type').$type<NotificationType>().notNull(),
    /** the area: DEPOSIT, WITHDRAWAL, BONUS, ACCOUNT, ANNOUNCEMENT … */
    action: text('action').notNull(),
    /** the code the client translates: SUCCESS_DEPOSIT, EMAIL_CONFIRMED … */
    content: text('content').notNull(),
    /** who caused it: PAYMENTS, BONUSES, IDENTITY, OPERATOR */
    initiator: text('initiator').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull().default({}),
    /** personal notifications only; system ones are read per player in notification_reads */
    isViewed: boolean('is_viewed').notNull().default(false),
    /** the source event's identity: the same event creates one notification, whichever instance sees it */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_dedupe_key_uq').on(t.dedupeKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.isViewed} = false`),
    index('notifications_created_idx').on(t.createdAt),
  ],
);

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id').primaryKey(),
  /** open presence subscriptions over every instance (heartbeat-guarded, see realtime-notes) */
  connections: integer('connections').notNull().default(0),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
