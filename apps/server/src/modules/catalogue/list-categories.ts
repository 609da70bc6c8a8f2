// The category list with the number of enabled games in each: rating descending, 'other' last.
import type { Language } from '@aurum/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categoryTitle } from './category-titles';
import { pickText } from './localized-text';
import { gameCategories, games } from './tables';

export interface ListCategoriesOptions {
  db: Db;
  lang: Language;
}

export interface GameCategoryView {
  name: string;
  /** display name in the request's language */
  title: string;
  description: string;
  rollover: number;
  _count: number;
}

export async function listCategories(options: ListCategoriesOptions): Promise<GameCategoryView[]> {
  const { db, lang } = options;
  const rows = await db
    .select({
      name: gameCategories.name,
      description: gameCategories.description,
      rollover: gameCategories.rollover,
      count: sql<number>`cast(count(${games.id}) as integer)`,
    })
    .from(gameCategories)
    .leftJoin(games, and(eq(games.category, gameCategories.name), eq(games.disabled, false)))
    .groupBy(gameCategories.name)
    .orderBy(
      sql`${gameCategories.name} = 'other'`,
      desc(gameCategories.rating),
      asc(gameCategories.name),
    );
  return rows.map((r) => ({
    name: r.name,
    title: categoryTitle(r.name, lang),
    description: pickText(r.description, lang),
    rollover: Number(r.rollover),
    _count: Number(r.count),
  }));
}
