// Mines rounds (originals module): a round spans several requests (start, reveals, cash-out), so
// it lives here until it settles; the settled round is also written to play's bet history
// (`play_rounds`, through recordRounds). `user_id` is identity's user id and `game_id` the
// catalogue's, stored without foreign keys.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * At most one ACTIVE round per player and game. The round keeps its (secret) server seed to know
 * where the mines are; the seed pair is never rotated (revealed) while a round under it is ACTIVE.
 */
export const minesRounds = pgTable(
  'mines_rounds',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    gameSlug: text('game_slug').notNull(),
    gameCategory: text('game_category').notNull(),
    demo: boolean('demo').notNull(),
    currency: text('currency').notNull(),
    /** ACTIVE → CASHED_OUT | BUSTED */
    status: text('status').$type<'ACTIVE' | 'CASHED_OUT' | 'BUSTED'>().notNull(),
    /** minor units */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    realAmount: bigint('real_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    mines: integer('mines').notNull(),
    /** tiles opened, in order */
    revealed: jsonb('revealed').$type<number[]>().notNull(),
    /** payout (stake included) once settled, minor units */
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mines_rounds_one_active_idx')
      .on(t.userId, t.gameSlug)
      .where(sql`status = 'ACTIVE'`),
    index('mines_rounds_user_seed_idx').on(t.userId, t.serverSeedHash),
  ],
);
