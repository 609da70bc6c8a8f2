// The game catalogue in the back office: search, enable/disable, category, engine theme,
// blocking rules by country and currency, and the featured order of the home rows. Each write is
// one transaction with a game_audit row (the catalogue's own audit, beside the staff audit);
// the games / game_restrictions statement triggers bump the catalogue revision.
import { GAME_CATEGORIES } from '@aurum/domain';
import { and, asc, eq, gt, inArray, isNotNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { setGameEngineTheme } from '../../modules/catalogue';
import { searchKey } from '../../modules/catalogue/search-key';
import { gameAudit, gameProviders, gameRestrictions, games } from '../../modules/catalogue/tables';

/** Featured games at most (the home rows show 20 each). */
export const FEATURED_MAX = 20;

const notFound = () => new AppError('GAME_NOT_FOUND', { message: 'No such game.', status: 404 });

const columns = {
  id: games.id,
  slug: games.slug,
  name: games.name,
  provider: gameProviders.name,
  category: games.category,
  disabled: games.disabled,
  recalled: games.recalled,
  engineTheme: games.engineTheme,
  featuredOrder: games.featuredOrder,
};

interface GameRow {
  id: number;
  slug: string;
  name: string;
  provider: string;
  category: string;
  disabled: boolean;
  recalled: boolean;
  engineTheme: string | null;
  featuredOrder: number | null;
}

export interface ContentGameView {
  id: number;
  slug: string;
  name: string;
  provider: string;
  category: string;
  enabled: boolean;
  recalled: boolean;
  engineTheme: string | null;
  featuredOrder: number | null;
  restrictions: { country: string | null; currency: string | null }[];
}

async function views(db: Db, rows: GameRow[]): Promise<ContentGameView[]> {
  const ids = rows.map((r) => r.id);
  const rules = ids.length
    ? await db
        .select({
          gameId: gameRestrictions.gameId,
          country: gameRestrictions.country,
          currency: gameRestrictions.currency,
        })
        .from(gameRestrictions)
        .where(and(inArray(gameRestrictions.gameId, ids), eq(gameRestrictions.disabled, true)))
        .orderBy(asc(gameRestrictions.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    provider: r.provider,
    category: r.category,
    enabled: !r.disabled,
    recalled: r.recalled,
    engineTheme: r.engineTheme,
    featuredOrder: r.featuredOrder,
    restrictions: rules
      .filter((rule) => rule.gameId === r.id)
      .map(({ country, currency }) => ({ country, currency })),
  }));
}

function select(db: Db) {
  return db
    .select(columns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId));
}

export async function contentGame(db: Db, slug: string): Promise<ContentGameView> {
  const rows = await select(db).where(eq(games.slug, slug)).limit(1);
  if (!rows[0]) throw notFound();
  return (await views(db, rows))[0]!;
}

/** Games by name (search: part of the name or slug), keyset on (search_name, id). */
export async function contentGames(
  db: Db,
  opts: { search?: string | null; first: number; after?: string | null },
) {
  const term = opts.search ? searchKey(opts.search) : '';
  const cursor = opts.after ? decodeCursor(opts.after) : null;
  const rows = await db
    .select({ ...columns, key: games.searchName })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        term
          ? or(
              like(games.searchName, `%${term.replace(/[%_\\]/g, '\\$&')}%`),
              like(games.slug, `%${term.replace(/\s+/g, '-').replace(/[%_\\]/g, '\\$&')}%`),
            )
          : undefined,
        cursor
          ? or(
              gt(games.searchName, cursor.key),
              and(eq(games.searchName, cursor.key), gt(games.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(games.searchName), asc(games.id))
    .limit(opts.first + 1);
  const page = rows.slice(0, opts.first);
  const last = page[page.length - 1];
  return {
    nodes: await views(db, page),
    pageInfo: {
      nextCursor:
        rows.length > opts.first && last ? encodeCursor({ key: last.key, id: last.id }) : null,
    },
  };
}

function encodeCursor(c: { key: string; id: number }): string {
  return Buffer.from(JSON.stringify([c.key, c.id])).toString('base64url');
}

function decodeCursor(value: string): { key: string; id: number } {
  try {
    const [key, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof key === 'string' && Number.isInteger(id)) return { key, id: id as number };
  } catch {
    // fall through
  }
  throw validationError('after: not a cursor of this list', { field: 'after' });
}

export async function featuredGames(db: Db): Promise<ContentGameView[]> {
  const rows = await select(db)
    .where(isNotNull(games.featuredOrder))
    .orderBy(asc(games.featuredOrder), asc(games.id));
  return views(db, rows);
}

/** One audited change of one game: lock, change, game_audit row — one transaction. */
async function changeGame(
  db: Db,
  actor: string,
  slug: string,
  action: string,
  change: (tx: Db, game: { id: number }) => Promise<void>,
): Promise<{ before: ContentGameView; after: ContentGameView }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: games.id })
      .from(games)
      .where(eq(games.slug, slug))
      .for('update');
    if (!locked) throw notFound();
    const before = await contentGame(tx, slug);
    await change(tx, locked);
    const after = await contentGame(tx, slug);
    await tx.insert(gameAudit).values({
      gameId: locked.id,
      actor,
      action,
      before: before as unknown as Record<string, unknown>,
      after: after as unknown as Record<string, unknown>,
    });
    return { before, after };
  });
}

export function setContentGameEnabled(db: Db, actor: string, slug: string, enabled: boolean) {
  return changeGame(db, actor, slug, enabled ? 'ENABLE' : 'DISABLE', async (tx, game) => {
    await tx.update(games).set({ disabled: !enabled }).where(eq(games.id, game.id));
  });
}

export function setContentGameCategory(db: Db, actor: string, slug: string, category: string) {
  if (!(GAME_CATEGORIES as readonly string[]).includes(category)) {
    throw validationError(`category: one of ${GAME_CATEGORIES.join(', ')}`, { field: 'category' });
  }
  return changeGame(db, actor, slug, 'SET_CATEGORY', async (tx, game) => {
    await tx.update(games).set({ category }).where(eq(games.id, game.id));
  });
}

/** Through the catalogue's own service (it validates the theme and writes its game_audit row). */
export async function setContentGameEngineTheme(
  db: Db,
  actor: string,
  slug: string,
  engineTheme: string | null,
) {
  const before = await contentGame(db, slug);
  await setGameEngineTheme(db, { actor, slug, engineTheme });
  return { before, after: await contentGame(db, slug) };
}

export interface RestrictionIn {
  country?: string | null;
  currency?: string | null;
}

export function restrictionValues(rules: readonly RestrictionIn[]) {
  if (rules.length > 300)
    throw validationError('restrictions: at most 300', { field: 'restrictions' });
  const seen = new Set<string>();
  const out: { country: string | null; currency: string | null }[] = [];
  for (const rule of rules) {
    const country = rule.country?.trim().toUpperCase() || null;
    const currency = rule.currency?.trim().toUpperCase() || null;
    if (!country && !currency) {
      throw validationError('restrictions: a country, a currency or both', {
        field: 'restrictions',
      });
    }
    if (country && !/^[A-Z]{2}$/.test(country)) {
      throw validationError('restrictions: country is ISO alpha-2', {
        field: 'restrictions.country',
      });
    }
    if (currency && !/^[A-Z0-9]{3,5}$/.test(currency)) {
      throw validationError('restrictions: a currency code', { field: 'restrictions.currency' });
    }
    const key = `${country}|${currency}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ country, currency });
  }
  return out;
}

export function setContentGameRestrictions(
  db: Db,
  actor: string,
  slug: string,
  rules: readonly RestrictionIn[],
) {
  const values = restrictionValues(rules);
  return changeGame(db, actor, slug, 'SET_RESTRICTIONS', async (tx, game) => {
    await tx.delete(gameRestrictions).where(eq(gameRestrictions.gameId, game.id));
    if (values.length) {
      await tx
        .insert(gameRestrictions)
        .values(values.map((v) => ({ gameId: game.id, ...v, disabled: true })));
    }
  });
}

/** Replaces the featured list: the games in `slugs` get 1, 2, … and every other game none. */
export async function setFeaturedGames(db: Db, actor: string, slugs: readonly string[]) {
  const unique = [...new Set(slugs.map((s) => s.trim()))];
  if (unique.length !== slugs.length) {
    throw validationError('slugs: each game once', { field: 'slugs' });
  }
  if (unique.length > FEATURED_MAX) {
    throw validationError(`slugs: at most ${FEATURED_MAX}`, { field: 'slugs' });
  }
  return db.transaction(async (tx) => {
    const before = await featuredGames(tx);
    const found = unique.length
      ? await tx
          .select({ id: games.id, slug: games.slug })
          .from(games)
          .where(inArray(games.slug, unique))
          .for('update')
      : [];
    if (found.length !== unique.length) throw notFound();
    await tx.update(games).set({ featuredOrder: null }).where(isNotNull(games.featuredOrder));
    for (const [index, slug] of unique.entries()) {
      const id = found.find((g) => g.slug === slug)!.id;
      await tx
        .update(games)
        .set({ featuredOrder: index + 1 })
        .where(eq(games.id, id));
      await tx.insert(gameAudit).values({
        gameId: id,
        actor,
        action: 'SET_FEATURED',
        before: { featuredOrder: before.find((g) => g.id === id)?.featuredOrder ?? null },
        after: { featuredOrder: index + 1 },
      });
    }
    const after = await featuredGames(tx);
    return {
      before: before.map((g) => g.slug),
      after,
    };
  });
}
