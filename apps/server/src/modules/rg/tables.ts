// Responsible gaming's tables. `user_id` is the identity module's user id, stored without a
// foreign key (no module touches another module's tables). Every time is the app clock's
// (`AppDeps.clock`), written by this module, so rolling windows follow the injected clock.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One row per player: the lock every stake, deposit and limit change of the player takes
 * (`SELECT … FOR UPDATE`), so checks and debits are serialised per player; plus the player's
 * block, session and reality-check state.
 */
export const rgPlayers = pgTable('rg_players', {
  userId: uuid('user_id').primaryKey(),
  /** reality-check interval chosen by the player (null: the profile's default) */
  realityCheckMinutes: integer('reality_check_minutes'),
  /** true when the player turned the reality check off (where the profile allows) */
  realityCheckOff: boolean('reality_check_off').notNull().default(false),
  /** the current interval started here (session start or the last answer) */
  realityCheckAnchor: timestamp('reality_check_anchor', { withTimezone: true }),
  /** the latest sign-in: the session the session limit and reality check count from */
  sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
  /** TIME_OUT | SELF_EXCLUSION | CLOSED, null when open */
  blockKind: text('block_kind'),
  blockSince: timestamp('block_since', { withTimezone: true }),
  /** null: indefinite exclusion or a closure */
  blockUntil: timestamp('block_until', { withTimezone: true }),
  /** the exclusion's duration code (MONTHS_6 … INDEFINITE) or the closure's reason */
  blockReason: text('block_reason'),
  blockComment: text('block_comment'),
  /** the account opens at this time (a return was requested) */
  returnAvailableAt: timestamp('return_available_at', { withTimezone: true }),
  limitPromptAnsweredAt: timestamp('limit_prompt_answered_at', { withTimezone: true }),
  lastSpinAt: timestamp('last_spin_at', { withTimezone: true }),
  pgsiScore: integer('pgsi_score'),
  pgsiAt: timestamp('pgsi_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A limit in force and its pending increase/removal. type SESSION is in minutes. */
export const rgLimits = pgTable(
  'rg_limits',
  {
    userId: uuid('user_id').notNull(),
    /** DEPOSIT | LOSS | WAGER | SESSION */
    type: text('type').notNull(),
    /** DAY | WEEK | MONTH | SESSION */
    period: text('period').notNull(),
    /** null: no limit in force */
    amount: bigint('amount', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** a pending change exists */
    pending: boolean('pending').notNull().default(false),
    /** the pending value; null with pending = removal */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.period] })],
);

/**
 * The player's money activity as responsible gaming counts it, written in the transaction that
 * moves the money: STAKE (a debit for a round), WIN and REFUND (credits back), DEPOSIT (credited),
 * WITHDRAWAL (requested). `ref` makes each write idempotent (`round:<id>:stake`, …).
 */
export const rgActivity = pgTable(
  'rg_activity',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    /** minor units of `currency`, > 0 */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    ref: text('ref').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rg_activity_ref_key').on(t.ref),
    index('rg_activity_user_at_idx').on(t.userId, t.at),
  ],
);

/** Every change of a limit or block: who, when, old, new (shown to the back office). */
export const rgHistory = pgTable(
  'rg_history',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** player | system | operator:<name> */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    limitType: text('limit_type'),
    period: text('period'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('rg_history_user_idx').on(t.userId, t.id)],
);

/** Items for operator review, e.g. a crypto deposit credited over the deposit limit. */
export const rgFlags = pgTable(
  'rg_flags',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rg_flags_kind_reference_key').on(t.kind, t.reference),
    index('rg_flags_user_idx').on(t.userId),
  ],
);

/**
 * What identifies an excluded player across accounts: `email:<normalised>`, `phone:<digits>`,
 * `identity:<sha256 of name and birth date>` (verified KYC). Registration, a phone change and a
 * KYC verification with a key of a player whose block is in force are refused.
 */
export const rgExcludedIdentities = pgTable(
  'rg_excluded_identities',
  {
    key: text('key').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.userId] })],
);

/** PGSI answers of signed-in players. */
export const rgPgsiResults = pgTable(
  'rg_pgsi_results',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    answers: jsonb('answers').notNull(),
    score: integer('score').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rg_pgsi_results_user_idx').on(t.userId)],
);

export type RgPlayerRow = typeof rgPlayers.$inferSelect;
export type RgLimitRow = typeof rgLimits.$inferSelect;
