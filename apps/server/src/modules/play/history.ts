// Bet history: the player's rounds, newest first, filtered by game and date, paged from 1.
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { playRounds } from './tables';
import type { RoundView } from './place-bet';
import type { EngineOutcome } from './engines/run';

export interface BetHistoryInput {
  gameSlug?: string | null;
  from?: Date | null;
  to?: Date | null;
  demo?: boolean | null;
  page?: number | null;
  count?: number | null;
}

export const BET_HISTORY_PAGE_DEFAULT = 20;
export const BET_HISTORY_PAGE_MAX = 100;

export async function listBetHistory(
  db: Db,
  userId: string,
  input: BetHistoryInput,
): Promise<{ items: RoundView[]; count: number }> {
  const size = Math.min(
    BET_HISTORY_PAGE_MAX,
    Math.max(1, Math.trunc(input.count ?? BET_HISTORY_PAGE_DEFAULT)),
  );
  const page = Math.min(1_000_000, Math.max(1, Math.trunc(input.page ?? 1)));
  if (input.from && input.to && input.from > input.to) {
    throw new AppError('VALIDATION_ERROR', { message: '`from` must not be after `to`.' });
  }
  const where: SQL[] = [eq(playRounds.userId, userId)];
  if (input.gameSlug) where.push(eq(playRounds.gameSlug, input.gameSlug));
  if (input.from) where.push(gte(playRounds.createdAt, input.from));
  if (input.to) where.push(lt(playRounds.createdAt, input.to));
  if (input.demo !== null && input.demo !== undefined) where.push(eq(playRounds.demo, input.demo));
  const condition = and(...where);
  const rows = await db
    .select()
    .from(playRounds)
    .where(condition)
    .orderBy(desc(playRounds.createdAt), desc(playRounds.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ n: count() }).from(playRounds).where(condition);
  return {
    items: rows.map((r) => ({ ...r, outcome: r.outcome as EngineOutcome })),
    count: Number(total?.n ?? 0),
  };
}
