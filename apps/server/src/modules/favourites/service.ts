// Favourites and last played games of a player.
//
// The rows hold (user, game) pairs; the games themselves come from the catalogue's services, so
// this module never reads the catalogue's tables. Lists show enabled games only, and their counts
// count only those (a game disabled after it was favourited drops out of the list and its count).
import { PAGE_SIZES, type Language } from '@aurum/domain';
import { and, desc, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  filterEnabledGameIds,
  findGameCategories,
  findGamesByIds,
  type GameView,
} from '../catalogue';
import { favoriteGames, lastPlayedGames } from './tables';

export const FAVORITES_PAGE_DEFAULT = PAGE_SIZES.favourites;
export const LAST_PLAYED_PAGE_DEFAULT = PAGE_SIZES.lastPlayed;
export const FAVOURITES_PAGE_MAX = 100;
/** Last played keeps this many most recent games per player in view. */
export const LAST_PLAYED_LIMIT = 500;

export interface ZeroBasedPage {
  /** page number from 0 */
  page?: number | null;
  count?: number | null;
}

export interface GamePage {
  items: GameView[];
  count: number;
}

function pageWindow(pagination: ZeroBasedPage | null | undefined, fallback: number) {
  const rawCount = pagination?.count;
  const count =
    rawCount === null || rawCount === undefined || !Number.isFinite(rawCount)
      ? fallback
      : Math.min(FAVOURITES_PAGE_MAX, Math.max(1, Math.trunc(rawCount)));
  const rawPage = pagination?.page;
  const page =
    rawPage === null || rawPage === undefined || !Number.isFinite(rawPage)
      ? 0
      : Math.min(1_000_000, Math.max(0, Math.trunc(rawPage)));
  return { page, count };
}

async function pageOfGames(
  db: Db,
  lang: Language,
  orderedIds: readonly number[],
  pagination: ZeroBasedPage | null | undefined,
  fallback: number,
): Promise<GamePage> {
  const { page, count } = pageWindow(pagination, fallback);
  const enabled = await filterEnabledGameIds(db, orderedIds);
  const slice = enabled.slice(page * count, page * count + count);
  return { items: await findGamesByIds(db, lang, slice), count: enabled.length };
}

/** Adds a game to the player's favourites; adding it again changes nothing. */
export async function addFavorite(db: Db, userId: string, gameId: number): Promise<void> {
  await db.insert(favoriteGames).values({ userId, gameId }).onConflictDoNothing();
}

/** Removes a game from the player's favourites; removing an absent one changes nothing. */
export async function removeFavorite(db: Db, userId: string, gameId: number): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, gameId)));
}

/** The player's favourite games, newest first; pages from 0, 9 per page by default. */
export async function listFavoriteGames(options: {
  db: Db;
  lang: Language;
  userId: string;
  pagination?: ZeroBasedPage | null;
}): Promise<GamePage> {
  const { db, lang, userId } = options;
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.userId, userId))
    .orderBy(desc(favoriteGames.createdAt), asc(favoriteGames.gameId));
  return pageOfGames(
    db,
    lang,
    rows.map((r) => r.gameId),
    options.pagination,
    FAVORITES_PAGE_DEFAULT,
  );
}

/** Which of the given games the player has favourited (one query for a whole page). */
export async function favoriteGameIds(
  db: Db,
  userId: string,
  gameIds: readonly number[],
): Promise<Set<number>> {
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(
      and(
        eq(favoriteGames.userId, userId),
        sql`${favoriteGames.gameId} = any(${sql`array[${sql.join(
          gameIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[]`})`,
      ),
    );
  return new Set(rows.map((r) => r.gameId));
}

async function touchLastPlayed(
  db: Db,
  userId: string,
  gameId: number,
  what: 'plays' | 'opens',
): Promise<void> {
  const column = what === 'plays' ? lastPlayedGames.plays : lastPlayedGames.opens;
  await db
    .insert(lastPlayedGames)
    .values({ userId, gameId, lastAt: new Date(), [what]: 1 })
    .onConflictDoUpdate({
      target: [lastPlayedGames.userId, lastPlayedGames.gameId],
      set: { lastAt: sql`now()`, [what]: sql`${column} + 1` },
    });
}

/**
 * Records that the player launched a game (for the Play issue): it moves to the front of their
 * last played games and counts as a play in their statistics.
 */
export async function recordGamePlayed(db: Db, userId: string, gameId: number): Promise<void> {
  await touchLastPlayed(db, userId, gameId, 'plays');
}

/** Records that the player opened a game's page: it moves to the front of last played. */
export async function recordGameOpened(db: Db, userId: string, gameId: number): Promise<void> {
  await touchLastPlayed(db, userId, gameId, 'opens');
}

/** The games the player played or opened, most recent first; pages from 0, 9 by default. */
export async function listLastPlayedGames(options: {
  db: Db;
  lang: Language;
  userId: string;
  pagination?: ZeroBasedPage | null;
}): Promise<GamePage> {
  const { db, lang, userId } = options;
  const rows = await db
    .select({ gameId: lastPlayedGames.gameId })
    .from(lastPlayedGames)
    .where(eq(lastPlayedGames.userId, userId))
    .orderBy(desc(lastPlayedGames.lastAt), asc(lastPlayedGames.gameId))
    .limit(LAST_PLAYED_LIMIT);
  return pageOfGames(
    db,
    lang,
    rows.map((r) => r.gameId),
    options.pagination,
    LAST_PLAYED_PAGE_DEFAULT,
  );
}

export interface CategoryStatistics {
  category: string;
  /** game launches */
  plays: number;
  /** game page views */
  opens: number;
  /** distinct games played or opened */
  games: number;
  /** favourite games */
  favorites: number;
}

/**
 * The player's activity per game category: launches, page views, distinct games and favourites,
 * most played first (then most favourited, then by name). Categories without activity are left out.
 */
export async function userCategoryStatistics(
  db: Db,
  userId: string,
): Promise<CategoryStatistics[]> {
  const played = await db
    .select({
      gameId: lastPlayedGames.gameId,
      plays: lastPlayedGames.plays,
      opens: lastPlayedGames.opens,
    })
    .from(lastPlayedGames)
    .where(eq(lastPlayedGames.userId, userId));
  const favorites = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(eq(favoriteGames.userId, userId));
  const categories = await findGameCategories(db, [
    ...new Set([...played.map((p) => p.gameId), ...favorites.map((f) => f.gameId)]),
  ]);
  const stats = new Map<string, CategoryStatistics>();
  const entry = (category: string) => {
    let s = stats.get(category);
    if (!s) {
      s = { category, plays: 0, opens: 0, games: 0, favorites: 0 };
      stats.set(category, s);
    }
    return s;
  };
  for (const p of played) {
    const category = categories.get(p.gameId);
    if (!category) continue;
    const s = entry(category);
    s.plays += p.plays;
    s.opens += p.opens;
    s.games += 1;
  }
  for (const f of favorites) {
    const category = categories.get(f.gameId);
    if (category) entry(category).favorites += 1;
  }
  return [...stats.values()].sort(
    (a, b) =>
      b.plays - a.plays || b.favorites - a.favorites || a.category.localeCompare(b.category),
  );
}
