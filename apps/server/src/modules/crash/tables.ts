// Crash: the hash chains and the shared rounds with their bets. A settled bet is also written to
// play's bet history (through play's recordRounds), never to its tables directly. `user_id` is
// identity's user id, stored without foreign keys (no module touches another module's tables).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Crash hash chains: the terminal hash is public from creation; the seed never leaves the server. */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: serial('id').primaryKey(),
    seed: text('seed').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    length: integer('length').notNull(),
    /** games drawn so far; game i (1-based) uses hash h(length − i) */
    used: integer('used').notNull().default(0),
    /** the crash game whose shared rounds draw from it (null: the older single-player chain) */
    gameSlug: text('game_slug'),
    /** public salt committed with the terminal hash (shared rounds) */
    salt: text('salt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crash_chains_game_idx').on(t.gameSlug, t.id)],
);

/**
 * Shared crash rounds (rounds.ts): one driving instance per game holds a lease, renewed by
 * heartbeat; instances whose players watch the game keep `wanted_until` in the future.
 */
export const crashGames = pgTable('crash_games', {
  gameSlug: text('game_slug').primaryKey(),
  /** the instance driving the game's rounds */
  driver: text('driver'),
  /** the driver's lease (database clock); another instance may take over after it */
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().defaultNow(),
  /** somebody watches or plays until then */
  wantedUntil: timestamp('wanted_until', { withTimezone: true }).notNull().defaultNow(),
});

/** One shared crash round. The game hash and crash point stay secret until the round crashes. */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameSlug: text('game_slug').notNull(),
    gameId: integer('game_id').notNull(),
    gameCategory: text('game_category').notNull(),
    /** 1, 2, 3 … per game */
    number: integer('number').notNull(),
    chainId: integer('chain_id').notNull(),
    gameIndex: integer('game_index').notNull(),
    gameHash: text('game_hash').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    salt: text('salt').notNull(),
    rtpBp: integer('rtp_bp').notNull(),
    /** hundredths (235 = 2.35×) */
    crashPoint: bigint('crash_point', { mode: 'number' }).notNull(),
    /** r: the multiplier after t ms of running is ⌊100·e^(r·t)⌋ hundredths */
    growthRate: doublePrecision('growth_rate').notNull().default(0.00006),
    /** BETTING → RUNNING → CRASHED */
    phase: text('phase').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    crashedAt: timestamp('crashed_at', { withTimezone: true, precision: 3 }),
    /** every bet of the round settled and the outcome revealed in bet history */
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crash_rounds_game_number_idx').on(t.gameSlug, t.number),
    uniqueIndex('crash_rounds_chain_game_idx').on(t.chainId, t.gameIndex),
    index('crash_rounds_unsettled_idx')
      .on(t.gameSlug)
      .where(sql`settled_at IS NULL`),
  ],
);

/** A player's bet in a shared crash round; its id is the bet-history round id and ledger key. */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id').notNull(),
    userId: uuid('user_id').notNull(),
    demo: boolean('demo').notNull(),
    currency: text('currency').notNull(),
    /** stake, minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    realAmount: bigint('real_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** hundredths; null: cash out by hand */
    autoCashOut: bigint('auto_cash_out', { mode: 'number' }),
    /** ACTIVE → CASHED_OUT | LOST */
    status: text('status').$type<'ACTIVE' | 'CASHED_OUT' | 'LOST'>().notNull(),
    /** hundredths, when cashed out */
    cashedOutAt: bigint('cashed_out_at', { mode: 'number' }),
    /** payout (stake included), minor units */
    win: bigint('win', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** the public (masked) name shown in the players list */
    player: text('player').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crash_bets_round_user_idx').on(t.roundId, t.userId),
    index('crash_bets_round_status_idx').on(t.roundId, t.status),
  ],
);
