// Blackjack: the rounds in play between requests (a round spans several). A settled round is also
// written to play's bet history (through play's recordRounds). `user_id` is identity's user id and
// `game_id` the catalogue's, stored without foreign keys.
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
 * Blackjack rounds (round.ts): a round spans several requests, so it lives here from
 * the deal until it settles; the settled round is also written to `play_rounds` (bet history).
 * At most one ACTIVE round per player and game. The round keeps its (secret) server seed to deal
 * its next cards; the seed pair is never rotated (revealed) while a round under it is ACTIVE.
 */
export const blackjackRounds = pgTable(
  'blackjack_rounds',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    gameSlug: text('game_slug').notNull(),
    gameCategory: text('game_category').notNull(),
    demo: boolean('demo').notNull(),
    currency: text('currency').notNull(),
    /** ACTIVE → SETTLED */
    status: text('status').$type<'ACTIVE' | 'SETTLED'>().notNull(),
    /** the initial bet, minor units */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** everything staked so far (initial bet, doubles, splits), minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** of `amount`, taken from REAL and from BONUS (0 in demo) */
    realAmount: bigint('real_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** payout (stake included) once settled, minor units */
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** BlackjackState of @aurum/domain (games/blackjack.ts) */
    state: jsonb('state').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** settled by the timeout rule (every open hand stood) */
    timedOut: boolean('timed_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the last action (the timeout counts from it) */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('blackjack_rounds_one_active_idx')
      .on(t.userId, t.gameSlug)
      .where(sql`status = 'ACTIVE'`),
    index('blackjack_rounds_active_updated_idx')
      .on(t.updatedAt)
      .where(sql`status = 'ACTIVE'`),
  ],
);
