// Every change of a limit or block, with who, when, old and new (rg_history).
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rgHistory } from './tables';

export interface HistoryInput {
  userId: string;
  at: Date;
  actor: string;
  action: string;
  limitType?: string | null;
  period?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  details?: Record<string, unknown>;
}

export async function recordHistory(db: Db, input: HistoryInput): Promise<void> {
  await db.insert(rgHistory).values({
    userId: input.userId,
    at: input.at,
    actor: input.actor,
    action: input.action,
    limitType: input.limitType ?? null,
    period: input.period ?? null,
    oldValue: input.oldValue ?? null,
    newValue: input.newValue ?? null,
    details: input.details ?? {},
  });
}

export async function listHistory(db: Db, userId: string, first = 50) {
  const limit = Math.min(Math.max(Math.trunc(first) || 50, 1), 200);
  return db
    .select()
    .from(rgHistory)
    .where(eq(rgHistory.userId, userId))
    .orderBy(desc(rgHistory.id))
    .limit(limit);
}
