// The dev outbox: the latest mails, optionally for one recipient (case-insensitive).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from './tables';

export interface OutboxMailView {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  createdAt: string;
}

export async function listOutbox(
  db: Db,
  options: { to?: string | undefined; limit?: number } = {},
): Promise<OutboxMailView[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(
      options.to
        ? eq(sql`lower(${mailOutbox.to})`, options.to.trim().toLowerCase())
        : eq(mailOutbox.transport, 'outbox'),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(limit);
  return rows
    .filter((row) => row.transport === 'outbox')
    .map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
    }));
}
