// Bet history: the player's rounds, newest first, filtered by game and date, paged from 1.
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { playRounds } from './tables';
import type { RoundView } from './place-bet';
import type { EngineOutcome } from './engines/run';

export interface BetHistoryInput {
  gameSlug?: string | null;
  /** Only these games (the slugs a game search matched); an empty list matches nothing. */
  gameSlugs?: readonly string[] | null;
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
  if (input.gameSlugs) {
    if (input.gameSlugs.length === 0) return { items: [], count: 0 };
    where.push(inArray(playRounds.gameSlug, [...input.gameSlugs]));
  }
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

/** A bet-history row as another game module (crash, blackjack) records a settled bet. */
export type NewPlayRound = typeof playRounds.$inferInsert;

/** Writes settled bets of another game module to the bet history (inside its transaction). */
export async function recordRounds(tx: Db, rows: NewPlayRound[]): Promise<void> {
  if (rows.length > 0) await tx.insert(playRounds).values(rows);
}

/**
 * Fills in the crash point and game hash of crash bets cashed out before their round crashed
 * (their history rows were written without them, so nobody learns the outcome early).
 */
export async function revealCrashRounds(
  tx: Db,
  betIds: string[],
  reveal: { crashPoint: number; gameHash: string },
): Promise<void> {
  if (betIds.length === 0) return;
  await tx
    .update(playRounds)
    .set({
      outcome: sql`jsonb_set(jsonb_set(${playRounds.outcome},
        '{crash,point}', to_jsonb(${reveal.crashPoint}::bigint)),
        '{crash,gameHash}', to_jsonb(${reveal.gameHash}::text))`,
    })
    .where(inArray(playRounds.id, betIds));
}

/** Whether a round id is taken in the bet history (inside the caller's transaction). */
export async function isRoundIdTaken(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: playRounds.id })
    .from(playRounds)
    .where(eq(playRounds.id, id));
  return row !== undefined;
}
