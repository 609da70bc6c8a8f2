// VIP club applications: a signed-in player asks to join; an account manager reviews the request.
// `user_id` is the identity module's user id, stored without a foreign key (no module touches
// another module's tables). One PENDING application per player at a time.
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const vipApplications = pgTable(
  'vip_applications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    message: text('message').notNull(),
    /** EMAIL | PHONE | TELEGRAM | WHATSAPP */
    contactPreference: text('contact_preference').notNull(),
    /** PENDING | APPROVED | DECLINED */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff decision (back office): who, when, why, and the level an approval set */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
    approvedLevel: integer('approved_level'),
  },
  (t) => [
    index('vip_applications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('vip_applications_status_idx').on(t.status, t.createdAt, t.id),
    uniqueIndex('vip_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
