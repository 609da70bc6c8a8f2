// Bonuses: the catalogue (operator-editable, with its audit), the players' bonuses, the wagering
// record (one row per counted round, so a replayed bet.settled counts once) and the per-day net
// result used by the cashback bonus. `user_id` is identity's user id, stored without a foreign key
// (no module touches another module's tables). Money lives in the ledger only.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Title, condition and terms of a bonus in one language. */
export interface BonusTexts {
  title: string;
  condition: string;
  terms: string;
}

export interface CategoryMultiplier {
  category: string;
  /** exact decimal text, e.g. "1", "0.1" */
  multiplier: string;
}

/**
 * A bonus of the catalogue. Amounts are minor units of `currency_code` (the base currency); a
 * player of another available currency gets them converted at the wallet's FX rate.
 */
export const bonuses = pgTable('bonuses', {
  id: serial('id').primaryKey(),
  /** route key and stable name: welcome, cashback, high-roller, crypto, free-spins … */
  name: text('name').notNull().unique(),
  /** DEPOSIT (needs a qualifying deposit), CASHBACK (reward from last 7 days' net losses) */
  kind: text('kind').notNull().default('DEPOSIT'),
  currencyCode: text('currency_code').notNull(),
  coverImageUrl: text('cover_image_url').notNull(),
  /** CRYPTO, or null for any deposit */
  depositPaymentType: text('deposit_payment_type'),
  availableCurrencies: jsonb('available_currencies').$type<string[]>().notNull(),
  availableForGame: text('available_for_game'),
  availableForGameSlug: text('available_for_game_slug'),
  gameCategoryMultipliers: jsonb('game_category_multipliers')
    .$type<CategoryMultiplier[]>()
    .notNull(),
  minDepositAmount: bigint('min_deposit_amount', { mode: 'bigint' }),
  maxDepositAmount: bigint('max_deposit_amount', { mode: 'bigint' }),
  /** exact decimal text */
  wagerMultiplier: text('wager_multiplier').notNull(),
  /** hours */
  wageringTime: integer('wagering_time').notNull(),
  minWagerBet: bigint('min_wager_bet', { mode: 'bigint' }),
  maxWagerBet: bigint('max_wager_bet', { mode: 'bigint' }),
  freeSpinsCount: integer('free_spins_count').notNull().default(0),
  freespinsGame: text('freespins_game'),
  freespinsGameSlug: text('freespins_game_slug'),
  /** hours */
  freespinsExpireTime: integer('freespins_expire_time'),
  rewardAmount: bigint('reward_amount', { mode: 'bigint' }),
  maxRewardLimit: bigint('max_reward_limit', { mode: 'bigint' }),
  /** exact decimal text: the claim is capped at this × the bonus money granted */
  maxRewardLimitMultiplier: text('max_reward_limit_multiplier'),
  /** exact decimal text */
  rewardDepositMultiplier: text('reward_deposit_multiplier'),
  rewardFreeSpins: integer('reward_free_spins'),
  /** offered again after it was claimed, canceled or expired */
  repeatable: boolean('repeatable').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  position: integer('position').notNull().default(0),
  /** per language: en ru az kk tr ar */
  texts: jsonb('texts').$type<Record<string, BonusTexts>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator change of the catalogue. */
export const bonusAudit = pgTable('bonus_audit', {
  id: serial('id').primaryKey(),
  bonusId: integer('bonus_id').notNull(),
  actor: text('actor').notNull(),
  /** CREATE or UPDATE */
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's bonus; terms are copied in the player's currency when it is activated. */
export const userBonuses = pgTable(
  'user_bonuses',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    bonusId: integer('bonus_id').notNull(),
    /** see docs/bonus-state-machine.md */
    status: text('status').notNull(),
    currencyCode: text('currency_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** when the bonus money was granted */
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    discardedAt: timestamp('discarded_at', { withTimezone: true }),
    /** CANCELED_BY_PLAYER, DESELECTED, EXPIRED */
    discardReason: text('discard_reason'),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    /** the ledger key of the qualifying deposit (one bonus per deposit) */
    depositRef: text('deposit_ref').unique(),
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }),
    /** bonus money granted to BONUS, minor units */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wagerGoal: bigint('wager_goal', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageredAmount: bigint('wagered_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    freeSpinsTotal: integer('free_spins_total').notNull().default(0),
    freeSpinsLeft: integer('free_spins_left').notNull().default(0),
    /**
     * stakes (any game, no multiplier) placed since the bonus money was granted, counted up to
     * the deposit amount: the withdrawal rule of docs/bonuses-notes.md
     */
    depositTurnover: bigint('deposit_turnover', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** bonus money the claim would move to REAL now (min of BONUS balance and the limit) */
    calculatedMaxRewardLimit: bigint('calculated_max_reward_limit', { mode: 'bigint' }),
    /** what the claim moved to REAL */
    claimedReal: bigint('claimed_real', { mode: 'bigint' }),
    /** bonus money returned to the pool (claim remainder, cancel, expiry) */
    forfeited: bigint('forfeited', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_bonuses_user_idx').on(t.userId, t.status),
    index('user_bonuses_expiry_idx').on(t.expireAt),
    // One current bonus per player: the BONUS balance belongs to it.
    uniqueIndex('user_bonuses_one_current')
      .on(t.userId)
      .where(sql`status in ('PENDING', 'ACTIVE', 'FREESPINS_PLAY', 'READY_FOR_REWARD')`),
    // One offer per bonus per player.
    uniqueIndex('user_bonuses_one_available')
      .on(t.userId, t.bonusId)
      .where(sql`status = 'AVAILABLE'`),
  ],
);

/** A round counted towards a bonus's wagering (replays of one round count once). */
export const bonusWagerRounds = pgTable(
  'bonus_wager_rounds',
  {
    userBonusId: integer('user_bonus_id').notNull(),
    roundId: text('round_id').notNull(),
    /** amount × category multiplier, minor units */
    contribution: bigint('contribution', { mode: 'bigint' }).notNull(),
    freeSpin: boolean('free_spin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userBonusId, t.roundId] })],
);

/** Stakes and payouts per player, currency and UTC day, for the cashback bonus. */
export const bonusDailyResults = pgTable(
  'bonus_daily_results',
  {
    userId: uuid('user_id').notNull(),
    currency: text('currency').notNull(),
    day: date('day').notNull(),
    staked: bigint('staked', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    won: bigint('won', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * The part of `staked` and `won` a cashback has already paid for (set to staked/won when a
     * cashback is granted), so each loss is returned once however often cashback is activated.
     */
    returnedStaked: bigint('returned_staked', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    returnedWon: bigint('returned_won', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency, t.day] })],
);

/** Rounds already added to bonus_daily_results. */
export const bonusSeenRounds = pgTable('bonus_seen_rounds', {
  roundId: text('round_id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BonusRow = typeof bonuses.$inferSelect;
export type UserBonusRow = typeof userBonuses.$inferSelect;
