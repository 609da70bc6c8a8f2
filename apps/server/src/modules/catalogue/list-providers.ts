// The providers list (spec §3 Game provider, §2.6): search by name (case- and accent-insensitive,
// typo-tolerant like the games search), filter by category (providers with at least one enabled
// game in any of the categories), paged from 1 (default 12). Order: with a search, name matches
// first and then the closest; otherwise rating descending; ties by id.
import { GAME_CATEGORIES, PAGE_SIZES, type Language } from '@aurum/domain';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { ALL_GAMES, clampPage, clampPageSize, searchPredicate, type PageInput } from './find-games';
import type { ProviderLogoInput } from './art/provider-logo';
import { providerLogoVersion, versionedPath } from './art/version';
import { pickText } from './localized-text';
import { gameProviders, games } from './tables';

export const PROVIDERS_PAGE_DEFAULT = PAGE_SIZES.providers;

/** The logo's URL, versioned by its art (art/version.ts): cacheable as immutable. */
export const providerLogoPath = (provider: ProviderLogoInput & { slug: string }) =>
  versionedPath(`/media/providers/${provider.slug}.svg`, providerLogoVersion(provider));

export interface ProviderImageView {
  src: string;
  tags: string[];
}

export interface ProviderView {
  id: string;
  name: string;
  slug: string;
  description: string;
  likes: number;
  rating: number;
  /** enabled games of the provider */
  games: number;
  images: ProviderImageView[];
}

export interface ListProvidersOptions {
  db: Db;
  lang: Language;
  filter?: { search?: string | null; categories?: readonly string[] | null } | null;
  pagination?: PageInput | null;
}

// Written out with an alias: in a select list drizzle leaves column names unqualified, which
// inside the subquery would bind to the inner table.
const enabledGamesCount = sql<number>`(select cast(count(*) as integer) from games g where g.provider_id = "game_providers"."id" and g.disabled = false)`;

export async function listProviders(
  options: ListProvidersOptions,
): Promise<{ items: ProviderView[]; count: number }> {
  const { db, lang, filter } = options;
  const perPage = clampPageSize(options.pagination?.count, PROVIDERS_PAGE_DEFAULT);
  const page = clampPage(options.pagination?.page);

  const conditions: SQL[] = [];
  const search = searchPredicate(gameProviders.searchName, filter?.search);
  if (search) conditions.push(search.where);
  const categories = [...new Set((filter?.categories ?? []).map((c) => c.trim()))].filter(
    (c) => c !== '' && c !== ALL_GAMES,
  );
  if (categories.length > 0) {
    const unknown = categories.filter((c) => !(GAME_CATEGORIES as readonly string[]).includes(c));
    if (unknown.length > 0) {
      throw validationError(`Unknown game categories: ${unknown.join(', ')}.`, {
        categories: unknown,
      });
    }
    conditions.push(
      sql`exists (select 1 from ${games} where ${games.providerId} = ${gameProviders.id} and ${games.disabled} = false and ${games.category} in (${sql.join(
        categories.map((c) => sql`${c}`),
        sql`, `,
      )}))`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, total] = await Promise.all([
    db
      .select({
        id: gameProviders.id,
        name: gameProviders.name,
        slug: gameProviders.slug,
        mark: gameProviders.mark,
        palette: gameProviders.palette,
        description: gameProviders.description,
        likes: gameProviders.likes,
        rating: gameProviders.rating,
        games: enabledGamesCount,
      })
      .from(gameProviders)
      .where(where)
      .orderBy(...(search?.order ?? []), desc(gameProviders.rating), asc(gameProviders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(gameProviders)
      .where(where),
  ]);

  return {
    items: rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      slug: r.slug,
      description: pickText(r.description, lang),
      likes: r.likes,
      rating: r.rating,
      games: Number(r.games),
      images: [{ src: providerLogoPath(r), tags: ['logo'] }],
    })),
    count: Number(total[0]?.n ?? 0),
  };
}

/** Every provider with its enabled games count, for the games filter (rating descending). */
export async function listProviderOptions(
  db: Db,
): Promise<{ name: string; slug: string; games: number; logo: string }[]> {
  const rows = await db
    .select({
      name: gameProviders.name,
      slug: gameProviders.slug,
      mark: gameProviders.mark,
      palette: gameProviders.palette,
      games: enabledGamesCount,
    })
    .from(gameProviders)
    .orderBy(desc(gameProviders.rating), asc(gameProviders.id));
  return rows.map((r) => ({
    name: r.name,
    slug: r.slug,
    games: Number(r.games),
    logo: providerLogoPath(r),
  }));
}
