// Live tables: shared real-time rounds of the live roulette, baccarat, dice, wheel and blackjack games (one outcome for
// everyone at the table on a schedule). A settled bet is also written to play's bet history
// (through play's recordRounds). `user_id` is identity's user id, stored without foreign keys.
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
 * One round of a live table. The server seed stays secret until the round is settled; its hash
 * is public from the moment the round opens (before any bet), so the outcome was fixed before
 * betting closed. Outcome floats: play's fair stream with (server seed, client seed, number).
 */
export const liveRounds = pgTable(
  'live_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameSlug: text('game_slug').notNull(),
    gameId: integer('game_id').notNull(),
    gameCategory: text('game_category').notNull(),
    /** ROULETTE | BACCARAT | DICE | WHEEL | BLACKJACK */
    engine: text('engine').notNull(),
    /** 1, 2, 3 … per table; the nonce of the round's floats */
    number: integer('number').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** BETTING → SETTLED; blackjack: BETTING → DECIDING → SETTLED */
    phase: text('phase').$type<'BETTING' | 'DECIDING' | 'SETTLED'>().notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    /** blackjack: decisions are taken until then (set when betting closes) */
    decidingEndsAt: timestamp('deciding_ends_at', { withTimezone: true, precision: 3 }),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
    /**
     * the table's fixed settings of the round, fixed when it opens: dice's declared RTP (bp) and
     * the wheel's segment count (the same wheel for every bet); null for roulette and baccarat
     */
    config: jsonb('config').$type<{ rtpBp?: number; segments?: number }>(),
    /** the public result once settled (pocket / cards / roll / segment), JSON without bigints */
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_rounds_game_number_idx').on(t.gameSlug, t.number),
    index('live_rounds_unsettled_idx')
      .on(t.bettingEndsAt)
      .where(sql`settled_at IS NULL`),
  ],
);

/** A player's bet in a live round; its id is the bet-history round id and the ledger key. */
export const liveBets = pgTable(
  'live_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id').notNull(),
    userId: uuid('user_id').notNull(),
    demo: boolean('demo').notNull(),
    currency: text('currency').notNull(),
    /** stake (the sum of the bet's spots), minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    realAmount: bigint('real_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** play's bet parameters as JSON (amounts as strings) */
    params: jsonb('params').notNull(),
    /** PLACED → SETTLED */
    status: text('status').$type<'PLACED' | 'SETTLED'>().notNull(),
    /** payout (stake included), minor units, once settled */
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** blackjack: the hand's decisions so far, one letter each (H S D, as replayBlackjack) */
    actions: text('actions').notNull().default(''),
    /** the public (masked) name shown at the table */
    player: text('player').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('live_bets_round_user_idx').on(t.roundId, t.userId),
    index('live_bets_round_idx').on(t.roundId, t.status),
  ],
);
