// The ledger's tables (ARCHITECTURE §5). Only src/modules/wallet/ledger.ts writes money here:
// `ledger_transfers` is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE, see the
// wallet_guard migration) and `ledger_accounts.balance` is a cache of Σ credits − Σ debits,
// updated in the same transaction as the transfers that change it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `player:<userId>:REAL:USD`, `house:USD`, `psp:<provider>:USD`, `bonus-pool:USD` */
    address: text('address').notNull().unique(),
    /** player | house | psp | bonus-pool */
    ownerType: text('owner_type').notNull(),
    /** the user id of a player account, the provider of a psp account, null otherwise */
    ownerId: text('owner_id'),
    /** REAL | BONUS | WITHDRAW_HOLD | HOUSE | PSP | BONUS_POOL */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** minor units; Σ credits − Σ debits of the account's transfers */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** counter-side accounts (house, psp, bonus pool) may go below zero; player accounts never */
    mayGoNegative: boolean('may_go_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_accounts_non_negative', sql`${t.mayGoNegative} OR ${t.balance} >= 0`),
    index('ledger_accounts_owner_idx').on(t.ownerType, t.ownerId, t.currency),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** commit order within the ledger (ids are random) */
    seq: bigint('seq', { mode: 'bigint' }).notNull().generatedAlwaysAsIdentity(),
    debitAccount: text('debit_account')
      .notNull()
      .references(() => ledgerAccounts.address),
    creditAccount: text('credit_account')
      .notNull()
      .references(() => ledgerAccounts.address),
    /** minor units of `currency`, always > 0 */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** DEPOSIT, FUN_TOP_UP, WITHDRAW_HOLD, WITHDRAW_RELEASE, WITHDRAW_PAYOUT, BET, WIN … */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** sha256 of the canonical inputs: a replay with other inputs is refused */
    inputHash: text('input_hash').notNull(),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${t.debitAccount} <> ${t.creditAccount}`),
    index('ledger_transfers_debit_idx').on(t.debitAccount, t.seq),
    index('ledger_transfers_credit_idx').on(t.creditAccount, t.seq),
    // back office: reports, the dashboard and the transfers CSV read a period (keyset)
    index('ledger_transfers_created_idx').on(t.createdAt, t.seq),
    // bonus cost of a period (reports, dashboard): a few rows among millions
    index('ledger_transfers_bonus_convert_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'BONUS_CONVERT'`),
  ],
);

/**
 * Pending balance changes of counter-side accounts (house, psp, bonus pool). Every bet touches
 * `house:<CUR>`; updating that one row in every transaction would serialise all of them, so
 * counter-sides get an appended delta instead and their balance is `balance + Σ delta`. A
 * compaction folds deltas into `balance` in one atomic statement (ledger.ts). Player accounts
 * never use deltas: their guard needs the exact balance under a row lock.
 */
export const ledgerAccountDeltas = pgTable(
  'ledger_account_deltas',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    account: text('account')
      .notNull()
      .references(() => ledgerAccounts.address),
    /** signed minor units */
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_account_deltas_account_idx').on(t.account)],
);

/** The player's chosen wallet entry (older REST wallet, `POST /api/wallet/{id}/select`). */
export const walletSelections = pgTable('wallet_selections', {
  userId: text('user_id').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => ledgerAccounts.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * FX reference rates: how many US dollars one major unit of `currency` is worth, scaled by
 * 10^12 (so 1 EUR = 1.08 USD is 1_080_000_000_000). Operators update them; USD is 10^12.
 */
export const fxRates = pgTable('fx_rates', {
  currency: text('currency').primaryKey(),
  usdPerUnitE12: bigint('usd_per_unit_e12', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** who set the rate: `seed`, `operator`, … */
  updatedBy: text('updated_by').notNull(),
});

/** Demo-money top-ups (`POST /api/payment/fun-top-up`), for the per-day cap. */
export const funTopUps = pgTable(
  'fun_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** the ledger transfer's idempotency key */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fun_top_ups_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Client request keys of the cashier's retryable requests (create a withdrawal or a deposit
 * payment, cancel a withdrawal, demo top-up): one row per (player, key), written in the same
 * transaction as the change the request makes, holding the hash of the request and its result.
 * A retry with the key returns `result`; the key with another request is refused.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    userId: text('user_id').notNull(),
    requestKey: text('request_key').notNull(),
    /** the operation, e.g. `createWithdrawRequest` */
    operation: text('operation').notNull(),
    /** sha256 of the operation and its canonical input */
    requestHash: text('request_hash').notNull(),
    /** what the first request answered (JSON), e.g. `{ "withdrawRequestId": 12 }` */
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestKey] })],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
