// The players' chat: one public room per language (spec §6: writing needs level 10). `user_id` is
// the identity module's user id, stored without a foreign key (no module references another's
// tables). The author's masked name, tag and level are copied at send time, so reading a room
// never needs another module. An operator's removal keeps the row (moderation trail) and hides it.
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** increasing: the order of a room and the cursor of `before` */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** en | ru | az | kk | tr | ar */
    room: text('room').notNull(),
    userId: uuid('user_id').notNull(),
    /** masked first name ("Al***e"), null when the player has not given a name */
    authorName: text('author_name'),
    /** four hex characters derived from the user id, telling players with similar names apart */
    authorTag: text('author_tag').notNull(),
    authorLevel: integer('author_level').notNull(),
    /** normalised: no control characters, 1–300 code points */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** the operator who removed it (`api`, `cli:<user>`) */
    deletedBy: text('deleted_by'),
    deleteReason: text('delete_reason'),
  },
  (t) => [
    index('chat_messages_room_id_idx').on(t.room, t.id.desc()),
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
