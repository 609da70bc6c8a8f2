// Catalogue tables: game categories, providers, games, their restrictions, and promo banners.
// Per-language texts are jsonb objects keyed by the six interface languages (LocalizedText).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Language } from '@aurum/domain';

/** A text in every interface language. */
export type LocalizedText = Record<Language, string>;

/** Colours an artwork is drawn with (hex strings). */
export interface ArtPalette {
  /** gradient start */
  from: string;
  /** gradient end */
  to: string;
  /** highlights, symbol fill */
  accent: string;
  /** text and fine lines drawn over the gradient */
  ink: string;
}

export const gameCategories = pgTable('game_categories', {
  /** slug from GAME_CATEGORIES, e.g. "live-casino" */
  name: text('name').primaryKey(),
  /** higher sorts first; 'other' always sorts last regardless */
  rating: integer('rating').notNull().default(0),
  /** share of a bet that counts toward bonus wagering (1 = 100 %) */
  rollover: numeric('rollover', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
});

export const gameProviders = pgTable(
  'game_providers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** `searchKey(name)`: lower case, diacritics stripped (see search-key.ts); what search matches */
    searchName: text('search_name').notNull().default(''),
    rating: real('rating').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** wordmark colours */
    palette: jsonb('palette').$type<ArtPalette>().notNull(),
    /** the emblem drawn beside the wordmark (see art/provider-logo.ts) */
    mark: text('mark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('game_providers_rating_idx').on(t.rating.desc()),
    index('game_providers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('game_providers_search_gist_idx').using('gist', sql`${t.searchName} gist_trgm_ops`),
  ],
);

/** Every operator change to a game (engine theme, …): who, what, before, after. Append-only. */
export const gameAudit = pgTable('game_audit', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  gameId: integer('game_id').notNull(),
  actor: text('actor').notNull(),
  /** e.g. SET_ENGINE_THEME */
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** `searchKey(name)`: lower case, diacritics stripped (see search-key.ts); what search matches */
    searchName: text('search_name').notNull().default(''),
    title: text('title').notNull(),
    category: text('category')
      .notNull()
      .references(() => gameCategories.name),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    rating: real('rating').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    /** withdrawn by the studio; still listed, cannot be launched */
    recalled: boolean('recalled').notNull().default(false),
    /** theoretical return to player, percent (e.g. 96.2) */
    payout: numeric('payout', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    devices: text('devices')
      .array()
      .notNull()
      .default(sql`ARRAY['mobile','desktop']::text[]`),
    hasBonus: boolean('has_bonus').notNull().default(false),
    /** hidden from every list and count */
    disabled: boolean('disabled').notNull().default(false),
    /** art theme key, e.g. "egypt" */
    theme: text('theme').notNull(),
    /**
     * the engine theme a slot plays with (a key of SLOT_ENGINE_THEMES of @aurum/domain: its
     * symbols' names); written by the seed, set by operators; null: the category's default
     */
    engineTheme: text('engine_theme'),
    /** art symbol key (see art/motifs.ts) */
    motif: text('motif').notNull(),
    /** art background pattern key */
    pattern: text('pattern').notNull(),
    palette: jsonb('palette').$type<ArtPalette>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /**
     * the back office's featured order on the home rows: featured games (1, 2, …) come first in
     * every home row they belong to, in this order; null: not featured (by rating)
     */
    featuredOrder: integer('featured_order'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_category_rating_idx').on(t.category, t.rating.desc()),
    index('games_provider_rating_idx').on(t.providerId, t.rating.desc()),
    index('games_rating_idx').on(t.rating.desc(), t.id),
    index('games_has_bonus_idx').on(t.hasBonus),
    index('games_disabled_idx').on(t.disabled),
    index('games_created_at_idx').on(t.createdAt.desc()),
    index('games_devices_idx').using('gin', t.devices),
    index('games_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Search (LIKE '%term%' and `%>`): GiST rather than GIN. At catalogue sizes (10,000 rows)
    // the planner costs a GIN trigram scan above a sequential scan and reads the whole table
    // (28 ms); with GiST it takes a BitmapOr of two index scans (6 ms). See docs/catalogue-notes.md.
    index('games_search_gist_idx').using('gist', sql`${t.searchName} gist_trgm_ops`),
    // gamesList sorts (stable by id) over the enabled games; partial indexes keep them small.
    index('games_enabled_rating_idx')
      .on(t.rating.desc(), t.id)
      .where(sql`${t.disabled} = false`),
    index('games_enabled_search_name_idx')
      .on(t.searchName, t.id)
      .where(sql`${t.disabled} = false`),
    index('games_enabled_likes_idx')
      .on(t.likes.desc(), t.id)
      .where(sql`${t.disabled} = false`),
    index('games_enabled_payout_idx')
      .on(t.payout.desc(), t.id)
      .where(sql`${t.disabled} = false`),
    index('games_enabled_created_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.disabled} = false`),
    index('games_enabled_provider_category_idx')
      .on(t.providerId, t.category, t.rating.desc(), t.id)
      .where(sql`${t.disabled} = false`),
  ],
);

/**
 * A rule that limits where a game can be played: for players from `country` (ISO alpha-2),
 * or playing in `currency` (ISO 4217 / ticker), or both. `disabled` = blocked.
 */
export const gameRestrictions = pgTable(
  'game_restrictions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    country: text('country'),
    currency: text('currency'),
    disabled: boolean('disabled').notNull().default(true),
  },
  (t) => [
    index('game_restrictions_game_idx').on(t.gameId),
    index('game_restrictions_country_idx').on(t.country),
    index('game_restrictions_currency_idx').on(t.currency),
    // The availability check: NOT EXISTS (a blocking rule for this game and country/currency).
    index('game_restrictions_game_rule_idx').on(t.gameId, t.country, t.currency),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    key: text('key').notNull().unique(),
    /** 'top' | 'bottom' */
    position: text('position').$type<'top' | 'bottom'>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** in-app link target, e.g. /bonuses/cashback */
    url: text('url').notNull(),
    active: boolean('active').notNull().default(true),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    buttonText: jsonb('button_text').$type<LocalizedText>().notNull(),
    /** image URL (generated art, no text baked in) */
    path: text('path').notNull(),
    /** shown from (inclusive); null: no start */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** shown until (exclusive); null: no end */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('banners_position_idx').on(t.position, t.sortOrder)],
);

/**
 * One row: the catalogue's revision, bumped by statement triggers on every catalogue, banner,
 * restriction and bonus table, whoever writes them — the server, an ops CLI, a migration. The
 * response cache keys on it (response-cache.ts).
 */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: smallint('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
});

export type GameCategoryRow = typeof gameCategories.$inferSelect;
export type GameProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type GameRestrictionRow = typeof gameRestrictions.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
