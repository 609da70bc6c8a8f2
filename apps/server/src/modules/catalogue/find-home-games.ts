// The home page's rows: the featured games (back office order), then the best-rated enabled games of the slots, the live categories and all.
import { LIVE_CATEGORIES, type Language } from '@aurum/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  gameColumns,
  providerJoin,
  toGameViews,
  type GameListRow,
  type GameView,
} from './game-view';
import { gameProviders, games } from './tables';

export const HOME_ROW_DEFAULT = 20;
export const HOME_ROW_MAX = 50;

export interface FindHomeGamesOptions {
  db: Db;
  lang: Language;
  /** games per row; clamped to 1..50, default 20 */
  count?: number | null;
}

export interface HomeGamesList {
  topSlots: GameView[];
  topLiveCasino: GameView[];
  topAll: GameView[];
}

export function clampRowSize(count: number | null | undefined): number {
  if (count === null || count === undefined || !Number.isFinite(count)) return HOME_ROW_DEFAULT;
  return Math.min(HOME_ROW_MAX, Math.max(1, Math.trunc(count)));
}

/** Rating descending; ties by likes, then id, so pages are stable. */
export const BY_RATING = [desc(games.rating), desc(games.likes), asc(games.id)] as const;

/** The back office's featured games first (featured_order 1, 2, …), then by rating. */
const FEATURED_FIRST = sql`${games.featuredOrder} asc nulls last`;

async function topGames(db: Db, limit: number, category?: SQL): Promise<GameListRow[]> {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, providerJoin)
    .where(and(eq(games.disabled, false), eq(games.recalled, false), category))
    .orderBy(FEATURED_FIRST, ...BY_RATING)
    .limit(limit);
}

export async function findHomeGames(options: FindHomeGamesOptions): Promise<HomeGamesList> {
  const { db, lang } = options;
  const limit = clampRowSize(options.count);
  const slots = await topGames(db, limit, eq(games.category, 'slots'));
  const live = await topGames(db, limit, inArray(games.category, [...LIVE_CATEGORIES]));
  const all = await topGames(db, limit);
  // One restrictions query for the three rows.
  const views = await toGameViews(db, [...slots, ...live, ...all], lang);
  return {
    topSlots: views.slice(0, slots.length),
    topLiveCasino: views.slice(slots.length, slots.length + live.length),
    topAll: views.slice(slots.length + live.length),
  };
}
