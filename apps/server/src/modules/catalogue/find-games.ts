// The game list (spec §3 Game list filter, §9 defaults): filter, search, sort and page over the
// enabled games, with the total count of matches.
//
// Filters, all optional and combined with AND:
// - onlyAvailable (default true): leave out games with a blocking restriction for the viewer's
//   region. A rule applies when its country is null or the viewer's country AND its currency is
//   null or the viewer's currency. Disabled games are never listed, whatever the filter.
// - providers: provider slugs or names (case-insensitive); empty = all providers (spec §4.10).
// - onlyWithBonus: only games that take part in bonus offers.
// - categories: category names; 'all-games' (or an empty list) means no category filter.
// - devices: 'mobile' | 'desktop'; a game must run on every device listed.
// - search: see search-key.ts. Matches game names case- and accent-insensitively, and with typos:
//   a name containing the term ranks first, then names whose words are similar to it (pg_trgm
//   `<%`, word similarity ≥ 0.6, the extension's default), closest first. Both predicates are
//   served by the GiST trigram index on `search_name`.
// Order: the requested field and direction (default rating descending), ties by id ascending,
// so pages never overlap or skip.
import { categoriesListedBy, GAME_CATEGORIES, PAGE_SIZES, type Language } from '@aurum/domain';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import {
  gameColumns,
  providerJoin,
  toGameView,
  toGameViews,
  type GameListRow,
  type GameRestrictionView,
  type GameView,
} from './game-view';
import type { Region } from './region';
import { escapeLike, searchKey } from './search-key';
import { gameProviders, gameRestrictions, games } from './tables';

export const GAME_SORT_FIELDS = ['rating', 'name', 'createdAt', 'likes', 'payout'] as const;
export type GameSortField = (typeof GAME_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const GAME_DEVICES = ['mobile', 'desktop'] as const;
/** The error code of an unknown or disabled game. */
export const GAME_NOT_FOUND = 'GAME_NOT_FOUND';
/** The category value meaning "no category filter" (spec §2.4). */
export const ALL_GAMES = 'all-games';

export const GAMES_PAGE_DEFAULT = PAGE_SIZES.gameList;
export const GAMES_PAGE_MAX = 100;
/** Far beyond any real catalogue; keeps OFFSET within integer range. */
const MAX_PAGE = 1_000_000;

export interface GamesFilterInput {
  onlyAvailable?: boolean | null;
  providers?: readonly string[] | null;
  onlyWithBonus?: boolean | null;
  search?: string | null;
  categories?: readonly string[] | null;
  devices?: readonly string[] | null;
}

export interface GamesSortInput {
  field?: string | null;
  direction?: string | null;
}

export interface PageInput {
  page?: number | null;
  count?: number | null;
}

export interface FindGamesOptions {
  db: Db;
  lang: Language;
  filter?: GamesFilterInput | null;
  sort?: GamesSortInput | null;
  pagination?: PageInput | null;
  /** the viewer's region, for onlyAvailable */
  region: Region;
}

export interface GamesPage {
  items: GameView[];
  count: number;
  /** the page and page size actually used (after defaults and clamping) */
  page: number;
  perPage: number;
}

function toInt(value: number | null | undefined, fallback: number): number {
  return value === null || value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.trunc(value);
}

/** Page size: default 20, clamped to 1..100. */
export function clampPageSize(
  count: number | null | undefined,
  fallback: number = GAMES_PAGE_DEFAULT,
): number {
  return Math.min(GAMES_PAGE_MAX, Math.max(1, toInt(count, fallback)));
}

/** Page number from 1; anything below counts as 1. */
export function clampPage(page: number | null | undefined): number {
  return Math.min(MAX_PAGE, Math.max(1, toInt(page, 1)));
}

const cleanList = (list: readonly string[] | null | undefined) => [
  ...new Set((list ?? []).map((s) => s.trim()).filter((s) => s !== '')),
];

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The search term's predicate and ranking expressions, or null for a blank term. */
export function searchPredicate(column: SQL | AnyPgColumn, term: string | null | undefined) {
  const key = searchKey(term ?? '');
  if (key === '') return null;
  const pattern = `%${escapeLike(key)}%`;
  const substring = sql`(${column} like ${pattern})`;
  return {
    // `column %> key` is `key <% column` (pg_trgm declares them commutators) written the way the
    // index operator class takes it: the planner then sees the bitmap scan's index conditions as
    // the WHERE clause itself and does not evaluate word similarity a second time as a filter.
    where: sql`(${substring} or ${column} %> ${key})`,
    /** substring matches first, then by word similarity to the term */
    order: [
      sql`${substring} desc`,
      sql`case when ${substring} then 1 else word_similarity(${key}, ${column}) end desc`,
    ],
  };
}

/** Games whose studio's name contains the search term (null for a blank term). */
function providerSearchPredicate(term: string | null | undefined): SQL | null {
  const key = searchKey(term ?? '');
  if (key === '') return null;
  const pattern = `%${escapeLike(key)}%`;
  return sql`${games.providerId} in (select ${gameProviders.id} from ${gameProviders} where ${gameProviders.searchName} like ${pattern})`;
}

/** The WHERE of a games query (without the ORDER BY): also used by counts and the benchmark. */
export function gamesWhere(
  filter: GamesFilterInput | null | undefined,
  region: Region,
): { where: SQL; searchOrder: SQL[] } {
  const conditions: (SQL | undefined)[] = [eq(games.disabled, false)];

  if (filter?.onlyAvailable ?? true) {
    conditions.push(
      sql`not exists (select 1 from ${gameRestrictions} where ${gameRestrictions.gameId} = ${games.id} and ${gameRestrictions.disabled} and (${gameRestrictions.country} is null or ${gameRestrictions.country} = ${region.country}) and (${gameRestrictions.currency} is null or ${gameRestrictions.currency} = ${region.currency}))`,
    );
  }

  const providers = cleanList(filter?.providers);
  if (providers.length > 0) {
    const lowered = providers.map((p) => p.toLowerCase());
    conditions.push(
      sql`${games.providerId} in (select ${gameProviders.id} from ${gameProviders} where ${gameProviders.slug} = any(${textArray(lowered)}) or lower(${gameProviders.name}) = any(${textArray(lowered)}))`,
    );
  }

  if (filter?.onlyWithBonus) conditions.push(eq(games.hasBonus, true));

  const categories = cleanList(filter?.categories).filter((c) => c !== ALL_GAMES);
  if (categories.length > 0) {
    const unknown = categories.filter((c) => !(GAME_CATEGORIES as readonly string[]).includes(c));
    if (unknown.length > 0) {
      throw validationError(`Unknown game categories: ${unknown.join(', ')}.`, {
        categories: unknown,
      });
    }
    // 'live-casino' lists every live category (its count in gameCategoryList says the same)
    conditions.push(inArray(games.category, [...new Set(categories.flatMap(categoriesListedBy))]));
  }

  const devices = cleanList(filter?.devices).map((d) => d.toLowerCase());
  if (devices.length > 0) {
    const unknown = devices.filter((d) => !(GAME_DEVICES as readonly string[]).includes(d));
    if (unknown.length > 0) {
      throw validationError(`Unknown devices: ${unknown.join(', ')}.`, { devices: unknown });
    }
    conditions.push(sql`${games.devices} @> ${textArray(devices)}`);
  }

  const search = searchPredicate(games.searchName, filter?.search);
  const byProvider = providerSearchPredicate(filter?.search);
  // A studio's name finds its games too ("nova" lists Nova Gaming's games), ranked after games
  // whose own title matches.
  if (search && byProvider) conditions.push(sql`(${search.where} or ${byProvider})`);

  return {
    where: and(...conditions)!,
    searchOrder: search && byProvider ? [sql`${search.where} desc`, ...search.order] : [],
  };
}

const SORT_COLUMNS = {
  rating: games.rating,
  // alphabetical without regard to case or accents, the same under any database collation
  name: games.searchName,
  createdAt: games.createdAt,
  likes: games.likes,
  payout: games.payout,
} as const;

/** ORDER BY for a sort input; unknown fields or directions are a VALIDATION_ERROR. */
export function gamesOrder(sort: GamesSortInput | null | undefined): SQL[] {
  const field = sort?.field ?? 'rating';
  const direction = (sort?.direction ?? 'desc').toLowerCase();
  if (!(GAME_SORT_FIELDS as readonly string[]).includes(field)) {
    throw validationError(`Unknown sort field: ${field}.`, { field });
  }
  if (!(SORT_DIRECTIONS as readonly string[]).includes(direction)) {
    throw validationError(`Unknown sort direction: ${direction}.`, { direction });
  }
  const column = SORT_COLUMNS[field as GameSortField];
  // "desc nulls last" matches the indexes drizzle-kit writes (DESC NULLS LAST).
  return [direction === 'asc' ? sql`${column} asc` : sql`${column} desc nulls last`, asc(games.id)];
}

const matchCount = sql<number>`cast(count(*) over () as integer)`;
// Written with explicit names: drizzle leaves select-list columns unqualified.
const restrictionsJson = sql<
  GameRestrictionView[]
>`(select coalesce(json_agg(json_build_object('country', r.country, 'currency', r.currency, 'disabled', r.disabled) order by r.id), '[]'::json) from game_restrictions r where r.game_id = "games"."id")`;

/** The SELECT of one page of games (also EXPLAINed by the benchmark). */
export function gamesPageQuery(db: Db, where: SQL, order: SQL[], limit: number, offset: number) {
  return db
    .select({ ...gameColumns, total: matchCount, restrictions: restrictionsJson })
    .from(games)
    .innerJoin(gameProviders, providerJoin)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** One page of matching games and the number of all matches. */
export async function findGames(options: FindGamesOptions): Promise<GamesPage> {
  const { db, lang, region } = options;
  const perPage = clampPageSize(options.pagination?.count);
  const page = clampPage(options.pagination?.page);
  const { where, searchOrder } = gamesWhere(options.filter, region);
  const order = [...searchOrder, ...gamesOrder(options.sort)];

  // One round trip: the page, the number of all matches (a window count, evaluated before the
  // LIMIT) and each game's restrictions (a correlated subquery over game_restrictions_game_idx).
  const rows = await gamesPageQuery(db, where, order, perPage, (page - 1) * perPage);
  let count = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && page > 1) {
    // Past the last page the window has no row to carry the count.
    const [row] = await db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(games)
      .where(where);
    count = Number(row?.n ?? 0);
  }
  return {
    items: rows.map((row) => toGameView(row, row.restrictions ?? [], lang)),
    count,
    page,
    perPage,
  };
}

/** Whether the identifier is a numeric game id (otherwise it is a slug). */
const isNumericId = (identifier: string) => /^\d{1,9}$/.test(identifier);

/** The id of the enabled game with this id or slug, or null. */
export async function findGameId(db: Db, identifier: string): Promise<number | null> {
  const key = identifier.trim();
  if (key === '') return null;
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.disabled, false),
        isNumericId(key) ? or(eq(games.id, Number(key)), eq(games.slug, key)) : eq(games.slug, key),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The enabled game with this id or slug, or null. */
export async function findGame(
  db: Db,
  lang: Language,
  by: { identifier: string } | { slug: string },
): Promise<GameView | null> {
  const raw = 'slug' in by ? by.slug : by.identifier;
  const key = raw.trim();
  if (key === '') return null;
  const match =
    'identifier' in by && isNumericId(key)
      ? or(eq(games.id, Number(key)), eq(games.slug, key))
      : eq(games.slug, key);
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, providerJoin)
    .where(and(eq(games.disabled, false), match))
    .orderBy(asc(games.id))
    .limit(1);
  const [view] = await toGameViews(db, rows, lang);
  return view ?? null;
}

/** Enabled games by id, in the order of `ids` (missing or disabled ones are left out). */
export async function findGamesByIds(
  db: Db,
  lang: Language,
  ids: readonly number[],
): Promise<GameView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, providerJoin)
    .where(and(eq(games.disabled, false), inArray(games.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is GameListRow => r !== undefined);
  return toGameViews(db, ordered, lang);
}

/** Enabled games by slug, keyed by slug (missing or disabled ones are left out). */
export async function findGamesBySlugs(
  db: Db,
  lang: Language,
  slugs: readonly string[],
): Promise<Map<string, GameView>> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, providerJoin)
    .where(and(eq(games.disabled, false), inArray(games.slug, unique)));
  const views = await toGameViews(db, rows, lang);
  return new Map(views.map((view) => [view.slug, view]));
}

/**
 * Slugs of the games whose title (or studio) contains `term`, at most `limit`: lets another
 * module filter its records by a game search (bet history) without reading catalogue tables.
 */
export async function findGameSlugsMatching(db: Db, term: string, limit = 500): Promise<string[]> {
  const search = searchPredicate(games.searchName, term);
  const byProvider = providerSearchPredicate(term);
  if (!search || !byProvider) return [];
  const rows = await db
    .select({ slug: games.slug })
    .from(games)
    .where(sql`(${search.where} or ${byProvider})`)
    .limit(limit);
  return rows.map((row) => row.slug);
}

/** The category of each given game (for per-category statistics). */
export async function findGameCategories(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, category: games.category })
    .from(games)
    .where(inArray(games.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.category]));
}

/** Which of the given ids are enabled games, in the order given. */
export async function filterEnabledGameIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.disabled, false), inArray(games.id, [...ids])));
  const enabled = new Set(rows.map((r) => r.id));
  return ids.filter((id) => enabled.has(id));
}
