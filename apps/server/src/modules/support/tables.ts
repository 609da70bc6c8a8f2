// In-app support: one conversation per player with the operator's staff, and its messages.
// `user_id` is the identity module's user id and `staff_id` the back office's staff id, both
// stored without a foreign key (no module references another's tables).
import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const supportConversations = pgTable(
  'support_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    /** waiting: the player wrote last; answered: staff wrote last; closed: staff closed it */
    status: text('status').notNull().default('waiting'),
    /** when staff last read it (unread: the player wrote after this) */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_idx').on(t.userId),
    index('support_conversations_last_idx').on(t.status, t.lastMessageAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    /** increasing: the order of a conversation and the cursor of `before` */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    /** player | staff */
    author: text('author').notNull(),
    /** who answered: a back-office staff id, or `operator:<name>` / `api` for the operator token */
    staffId: text('staff_id'),
    /** the answering staff member's name as the player sees it (staff messages) */
    staffName: text('staff_name'),
    /** normalised: no control characters but line feeds, 1–2000 code points */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_conversation_id_idx').on(t.conversationId, t.id.desc()),
    index('support_messages_author_created_idx').on(t.conversationId, t.author, t.createdAt),
  ],
);

export type SupportConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
