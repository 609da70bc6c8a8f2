// Mail: the outbox of every mail the server composed (dev outbox, and a delivery record with SMTP).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** what the mail is, e.g. `email-confirmation-link`, `password-reset` */
    kind: text('kind').notNull(),
    /** `outbox` (kept here only) or `smtp` (handed to the SMTP server) */
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
