// Mail: the outbox of every mail the server composed (dev outbox, and a delivery record with SMTP).
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    /** insertion order: breaks ties between mails of the same clock tick (PGlite's clock is ms) */
    seq: bigint('seq', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
