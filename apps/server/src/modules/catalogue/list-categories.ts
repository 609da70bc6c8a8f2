// The category list with the number of games each category link lists: rating descending,
// 'other' last.
//
// A count beside a link is the number of games that link shows to this viewer (walk issue 19
// item 6): with a viewer's region the counts use the game list's own WHERE (`gamesWhere`: enabled,
// only available for the region's country and currency, the list's devices), and 'live-casino'
// counts every live category, as its list does. `countAllGames` is the all-games list's total;
// it is not the sum of the categories, since 'live-casino' contains the other live categories.
import { categoriesListedBy, GAME_LIST_DEVICES, type Language } from '@aurum/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryTitle } from './category-titles';
import { gamesWhere } from './find-games';
import { pickText } from './localized-text';
import type { Region } from './region';
import { gameCategories, games } from './tables';

export interface ListCategoriesOptions {
  db: Db;
  lang: Language;
  /** The viewer's region; without it, every enabled game counts (the older REST view). */
  region?: Region;
}

export interface GameCategoryView {
  name: string;
  /** display name in the request's language */
  title: string;
  description: string;
  rollover: number;
  _count: number;
}

/** Games per category as the game list counts them for this region. */
async function countsByCategory(db: Db, region: Region | undefined): Promise<Map<string, number>> {
  const where = region
    ? gamesWhere({ onlyAvailable: true, devices: GAME_LIST_DEVICES }, region).where
    : eq(games.disabled, false);
  const rows = await db
    .select({ category: games.category, count: sql<number>`cast(count(*) as integer)` })
    .from(games)
    .where(where)
    .groupBy(games.category);
  return new Map(rows.map((r) => [r.category, Number(r.count)]));
}

export async function listCategories(options: ListCategoriesOptions): Promise<GameCategoryView[]> {
  const { db, lang, region } = options;
  const [rows, counts] = await Promise.all([
    db
      .select({
        name: gameCategories.name,
        description: gameCategories.description,
        rollover: gameCategories.rollover,
      })
      .from(gameCategories)
      .orderBy(
        sql`${gameCategories.name} = 'other'`,
        desc(gameCategories.rating),
        asc(gameCategories.name),
      ),
    countsByCategory(db, region),
  ]);
  return rows.map((r) => ({
    name: r.name,
    title: categoryTitle(r.name, lang),
    description: pickText(r.description, lang),
    rollover: Number(r.rollover),
    _count: region
      ? categoriesListedBy(r.name).reduce((sum, name) => sum + (counts.get(name) ?? 0), 0)
      : (counts.get(r.name) ?? 0),
  }));
}

/** The all-games list's total for this region (what "All games" links to). */
export async function countAllGames(db: Db, region: Region): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(games)
    .where(and(gamesWhere({ onlyAvailable: true, devices: GAME_LIST_DEVICES }, region).where));
  return Number(row?.count ?? 0);
}
