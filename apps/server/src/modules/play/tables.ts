// Play: provably fair seeds and every settled round (real and demo).
// `user_id` is identity's user id and `game_id` the catalogue's game id, stored without foreign
// keys (no module touches another module's tables). Money lives in the ledger only; a round
// keeps its amounts as a record of what was settled.
import { sql } from 'drizzle-orm';
import type { EngineKind } from './engines/registry';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The player's current seed pair; the server seed stays secret until it is rotated. */
export const fairnessSeeds = pgTable('fairness_seeds', {
  userId: uuid('user_id').primaryKey(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  /** the nonce the next bet uses (bets so far under this pair) */
  nonce: integer('nonce').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server seeds that were rotated out, now revealed. */
export const fairnessRevealedSeeds = pgTable(
  'fairness_revealed_seeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** the client seed in use when the pair was rotated */
    clientSeed: text('client_seed').notNull(),
    /** bets made under the pair (nonces 0 … nonce − 1) */
    nonce: integer('nonce').notNull(),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fairness_revealed_seeds_user_idx').on(t.userId, t.revealedAt.desc())],
);

/** One settled round. */
export const playRounds = pgTable(
  'play_rounds',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    gameSlug: text('game_slug').notNull(),
    gameCategory: text('game_category').notNull(),
    engine: text('engine').$type<EngineKind>().notNull(),
    demo: boolean('demo').notNull(),
    currency: text('currency').notNull(),
    /** stake, minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** payout (stake included), minor units */
    win: bigint('win', { mode: 'bigint' }).notNull(),
    /** stake taken from REAL and from BONUS, minor units (0 in demo) */
    realAmount: bigint('real_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    params: jsonb('params').notNull(),
    outcome: jsonb('outcome').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('play_rounds_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    index('play_rounds_user_game_created_idx').on(t.userId, t.gameSlug, t.createdAt.desc()),
    // back office: GGR reports and the dashboard read a period of real-money rounds; the
    // migration (0030) creates it INCLUDE (currency, amount, win), so the daily GGR is an
    // index-only scan (drizzle-kit has no INCLUDE; the name and columns here keep it in step)
    index('play_rounds_created_idx')
      .on(t.createdAt)
      .where(sql`NOT ${t.demo}`),
  ],
);
