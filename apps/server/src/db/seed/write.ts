// Stores the generated seed with bulk multi-row inserts (chunks keep each statement well under
// PostgreSQL's 65,535-parameter limit and PGlite's memory comfortable).
import { isLanguage } from '@aurum/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  banners,
  gameCategories,
  gameProviders,
  gameRestrictions,
  games,
} from '../../modules/catalogue/tables';
import { searchKey } from '../../modules/catalogue/search-key';
import { countries, currencies, languages } from '../../modules/reference/tables';
import type { Db } from '../client';
import { declaredPayoutPercent } from '../../modules/play/engines/registry';
import type { LocalizedText } from '../../modules/catalogue/tables';
import { payoutSentence } from './data/game-texts';
import { engineThemeOf, THEMED_CATEGORIES } from './engine-theme';
import { HONEST_CATEGORY_TEXTS, LIVE_CATEGORY_TEXTS } from './data/honest-texts';
import { honestGame } from './honest';
import type { SeedCatalogue } from './generate';

export const CHUNK_SIZE = 500;

export function chunks<T>(items: readonly T[], size = CHUNK_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The path of a country's flag image. */
export const flagPath = (code: string) => `/media/flags/${code}.svg`;
/** The path of a banner's image. */
export const bannerPath = (key: string) => `/media/banners/${key}.svg`;

export async function writeReference(db: Db, data: SeedCatalogue): Promise<Record<string, number>> {
  await db
    .insert(languages)
    .values(
      data.languages.map((l, i) => ({ code: l.code, name: l.name, rtl: l.rtl, sortOrder: i + 1 })),
    );
  await db.insert(currencies).values(
    data.currencies.map((c, i) => ({
      code: c.code,
      id: i + 1,
      name: c.name,
      symbol: c.symbol,
      crypto: c.crypto,
      decimals: c.decimals,
      isDepositEnabled: c.deposit,
      isWithdrawalEnabled: c.withdraw,
      sortOrder: i + 1,
    })),
  );
  await db.insert(countries).values(
    data.countries.map((c) => ({
      code: c.code,
      name: c.name,
      currency: c.currency,
      languages: [...c.languages],
      flag: flagPath(c.code),
    })),
  );
  return {
    languages: data.languages.length,
    currencies: data.currencies.length,
    countries: data.countries.length,
  };
}

export async function writeCatalogue(db: Db, data: SeedCatalogue): Promise<Record<string, number>> {
  await db.insert(gameCategories).values(
    data.categories.map((c) => ({
      name: c.name,
      rating: c.rating,
      rollover: c.rollover,
      description: c.description,
    })),
  );

  const providerRows = await db
    .insert(gameProviders)
    .values(
      data.providers.map((p) => ({
        slug: p.slug,
        name: p.name,
        searchName: searchKey(p.name),
        rating: p.rating,
        likes: p.likes,
        description: p.description,
        palette: p.palette,
        mark: p.mark,
      })),
    )
    .returning({ id: gameProviders.id, slug: gameProviders.slug });
  const providerIds = new Map(providerRows.map((r) => [r.slug, r.id]));

  const gameIds = new Map<string, number>();
  for (const chunk of chunks(data.games)) {
    const rows = await db
      .insert(games)
      .values(
        chunk.map((g) => {
          const providerId = providerIds.get(g.providerSlug);
          if (providerId === undefined) throw new Error(`unknown provider ${g.providerSlug}`);
          return {
            slug: g.slug,
            name: g.name,
            searchName: searchKey(g.name),
            title: g.title,
            category: g.category,
            providerId,
            rating: g.rating,
            likes: g.likes,
            recalled: g.recalled,
            payout: g.payout,
            devices: g.devices,
            hasBonus: g.hasBonus,
            disabled: g.disabled,
            theme: g.theme,
            engineTheme: engineThemeOf(g.name, g.category),
            motif: g.motif,
            pattern: g.pattern,
            palette: g.palette,
            description: g.description,
            createdAt: g.createdAt,
          };
        }),
      )
      .returning({ id: games.id, slug: games.slug });
    for (const r of rows) gameIds.set(r.slug, r.id);
  }

  for (const chunk of chunks(data.restrictions)) {
    await db.insert(gameRestrictions).values(
      chunk.map((r) => {
        const gameId = gameIds.get(r.gameSlug);
        if (gameId === undefined) throw new Error(`unknown game ${r.gameSlug}`);
        return { gameId, country: r.country, currency: r.currency, disabled: r.disabled };
      }),
    );
  }

  await db.insert(banners).values(
    data.banners.map((b) => ({
      key: b.key,
      position: b.position,
      sortOrder: b.sortOrder,
      url: b.url,
      active: b.active,
      title: b.title,
      description: b.description,
      buttonText: b.buttonText,
      path: bannerPath(b.key),
    })),
  );

  return {
    categories: data.categories.length,
    providers: data.providers.length,
    games: data.games.length,
    restrictions: data.restrictions.length,
    banners: data.banners.length,
  };
}

/**
 * Fills `search_name` of games and providers written before that column existed (its migration
 * adds it empty). On a fresh database the catalogue step already wrote it and this finds nothing.
 */
export async function backfillSearchNames(db: Db): Promise<Record<string, number>> {
  let gamesUpdated = 0;
  let providersUpdated = 0;
  const providerRows = await db
    .select({ id: gameProviders.id, name: gameProviders.name })
    .from(gameProviders)
    .where(eq(gameProviders.searchName, ''));
  for (const p of providerRows) {
    await db
      .update(gameProviders)
      .set({ searchName: searchKey(p.name) })
      .where(eq(gameProviders.id, p.id));
    providersUpdated++;
  }
  const gameRows = await db
    .select({ id: games.id, name: games.name })
    .from(games)
    .where(eq(games.searchName, ''));
  for (const chunk of chunks(gameRows)) {
    const values = sql.join(
      chunk.map((g) => sql`(${g.id}::integer, ${searchKey(g.name)}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${games} set search_name = v.search_name from (values ${values}) as v(id, search_name) where ${games.id} = v.id`,
    );
    gamesUpdated += chunk.length;
  }
  return { games: gamesUpdated, providers: providersUpdated };
}

/**
 * Databases seeded before `games.engine_theme` existed: stores the theme the engine used to
 * recognise from the name, for every slot that has none (operators' choices are kept).
 */
export async function backfillEngineThemes(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: games.id, name: games.name, category: games.category })
    .from(games)
    .where(and(isNull(games.engineTheme), inArray(games.category, [...THEMED_CATEGORIES])));
  let updated = 0;
  for (const chunk of chunks(rows)) {
    const values = sql.join(
      chunk.map((g) => sql`(${g.id}::integer, ${engineThemeOf(g.name, g.category)}::text)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${games} set engine_theme = v.engine_theme from (values ${values}) as v(id, engine_theme) where ${games.id} = v.id`,
    );
    updated += chunk.length;
  }
  return { games: updated };
}

/**
 * Catalogues written before the payout came from the engine: set every game's payout to its
 * engine's declared RTP and mend the RTP sentence of its description (issue 19 item 4).
 */
export async function backfillDeclaredPayouts(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({
      id: games.id,
      category: games.category,
      payout: games.payout,
      description: games.description,
    })
    .from(games);
  let updated = 0;
  for (const row of rows) {
    const old = Number(row.payout);
    const payout = declaredPayoutPercent(row.category, old);
    if (payout === old) continue;
    const description = { ...row.description } as LocalizedText;
    for (const lang of Object.keys(description) as (keyof LocalizedText)[]) {
      const text = description[lang];
      if (typeof text === 'string' && isLanguage(lang)) {
        description[lang] = text.replace(payoutSentence(lang, old), payoutSentence(lang, payout));
      }
    }
    await db.update(games).set({ payout, description }).where(eq(games.id, row.id));
    updated += 1;
  }
  return { games: updated };
}

/**
 * The honest catalogue (issue 18, honest.ts): every game's name, title and description made true
 * to the engine it opens, its payout to that engine's RTP, and the Live categories' texts to what
 * the tables are (no dealer, host or studio). Idempotent: a game already honest is left alone.
 */
export async function backfillHonestCatalogue(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({
      id: games.id,
      category: games.category,
      name: games.name,
      payout: games.payout,
      description: games.description,
    })
    .from(games);
  let updated = 0;
  for (const row of rows) {
    const honest = honestGame({
      category: row.category,
      name: row.name,
      description: row.description as LocalizedText,
    });
    const old = Number(row.payout);
    const payout = declaredPayoutPercent(row.category, old, honest.name);
    const description = { ...honest.description };
    if (payout !== old) {
      for (const lang of Object.keys(description) as (keyof LocalizedText)[]) {
        const text = description[lang];
        if (typeof text === 'string' && isLanguage(lang)) {
          description[lang] = text.replace(payoutSentence(lang, old), payoutSentence(lang, payout));
        }
      }
    }
    if (
      honest.name === row.name &&
      payout === old &&
      JSON.stringify(description) === JSON.stringify(row.description)
    ) {
      continue;
    }
    await db
      .update(games)
      .set({
        name: honest.name,
        title: honest.name,
        searchName: searchKey(honest.name),
        payout,
        description,
      })
      .where(eq(games.id, row.id));
    updated += 1;
  }
  let categories = 0;
  for (const [name, description] of Object.entries(LIVE_CATEGORY_TEXTS)) {
    await db.update(gameCategories).set({ description }).where(eq(gameCategories.name, name));
    categories += 1;
  }
  return { games: updated, categories };
}

/**
 * Live roulette and baccarat became shared tables (modules/live, docs/games-live-notes.md): their
 * games' and categories' texts say so (the honest rule appends SHARED_TABLE), and the texts that
 * still promised what no engine has are replaced — the slots, roulette and "other" categories
 * (cascades, bonus buys, jackpots, American wheels, video poker) and the providers' blurbs (now
 * generated from honest features: no multi-camera studios or dealers). Idempotent.
 */
export async function backfillLiveTableTexts(
  db: Db,
  data: SeedCatalogue,
): Promise<Record<string, number>> {
  const honest = await backfillHonestCatalogue(db);
  let categories = 0;
  for (const [name, description] of Object.entries(HONEST_CATEGORY_TEXTS)) {
    await db.update(gameCategories).set({ description }).where(eq(gameCategories.name, name));
    categories += 1;
  }
  let providers = 0;
  for (const p of data.providers) {
    const done = await db
      .update(gameProviders)
      .set({ description: p.description })
      .where(eq(gameProviders.slug, p.slug))
      .returning({ slug: gameProviders.slug });
    providers += done.length;
  }
  return { games: honest.games ?? 0, categories: categories + (honest.categories ?? 0), providers };
}
