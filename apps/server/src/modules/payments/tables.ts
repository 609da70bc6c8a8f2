// The cashier's tables: fiat deposit payments, withdrawal requests and their audit trail.
// Money itself lives in the ledger (wallet module); these rows reference ledger transfers by
// idempotency key (`deposit:<id>`, `withdraw:<uuid>:hold|release|payout|fee`).
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

export const DEPOSIT_STATUSES = ['PENDING', 'SUCCESS', 'DECLINED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositPayments = pgTable(
  'deposit_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** the processor that handles it, e.g. `sandbox` */
    processor: text('processor').notNull(),
    methodId: text('method_id').notNull(),
    currency: text('currency').notNull(),
    /** minor units */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('PENDING'),
    returnUrl: text('return_url'),
    predefinedFields: jsonb('predefined_fields')
      .notNull()
      .default(sql`'[]'::jsonb`),
    userAgent: text('user_agent'),
    /** the processor's own reference, set by its webhook */
    providerReference: text('provider_reference'),
    /** the processor's reason for a decline */
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('deposit_payments_user_idx').on(t.userId, t.createdAt)],
);

export const WITHDRAW_STATUSES = [
  'PENDING',
  'APPROVED',
  'PAID',
  'REJECTED',
  'FAILED',
  'CANCELLED',
] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

export const withdrawRequests = pgTable(
  'withdraw_requests',
  {
    /** the display id players and operators use */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    userId: text('user_id').notNull(),
    methodId: text('method_id').notNull(),
    currency: text('currency').notNull(),
    /** minor units held (what leaves the balance) */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** minor units kept as the fee when paid; the payee receives amount − fee */
    fee: bigint('fee', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawStatus>().notNull().default('PENDING'),
    /** the payout details the player entered: [{inputId, value}] and [{dropdownId, optionId}] */
    inputs: jsonb('inputs')
      .notNull()
      .default(sql`'[]'::jsonb`),
    dropdowns: jsonb('dropdowns')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** the operator's reason shown to the player (reject, fail) */
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdraw_requests_user_idx').on(t.userId, t.createdAt),
    index('withdraw_requests_status_idx').on(t.status, t.createdAt),
    // back office: player search by a payout detail (inputs @> '[{"value": …}]')
    index('withdraw_requests_inputs_idx').using('gin', sql`${t.inputs} jsonb_path_ops`),
  ],
);

/** Every status change of a withdrawal: who, why, from, to. Append-only. */
export const withdrawAudit = pgTable(
  'withdraw_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: integer('request_id')
      .notNull()
      .references(() => withdrawRequests.id),
    /** `player:<userId>`, `operator`, `operator:<name>`, `cli:<os user>` */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdraw_audit_request_idx').on(t.requestId, t.createdAt)],
);

export type DepositPaymentRow = typeof depositPayments.$inferSelect;
export type WithdrawRequestRow = typeof withdrawRequests.$inferSelect;

/** A player's deposit address per coin and network (stable: created once, then reused). */
export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** coin code, e.g. USDT */
    currency: text('currency').notNull(),
    /** network code, e.g. TRC20 */
    network: text('network').notNull(),
    address: text('address').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('crypto_deposit_addresses_user_idx').on(t.userId, t.currency, t.network)],
);

export const CRYPTO_DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'BELOW_MINIMUM'] as const;
export type CryptoDepositStatus = (typeof CRYPTO_DEPOSIT_STATUSES)[number];

/** On-chain deposits seen by a chain processor (the sandbox chain), credited on confirmation. */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the chain's transaction id; one deposit per transaction and address */
    txId: text('tx_id').notNull().unique(),
    address: text('address').notNull(),
    userId: text('user_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    /** minor units of the coin */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<CryptoDepositStatus>().notNull().default('PENDING'),
    /** what was credited, minor units of the account currency (after the FX rate) */
    creditedAmount: bigint('credited_amount', { mode: 'bigint' }),
    creditedCurrency: text('credited_currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [index('crypto_deposits_user_idx').on(t.userId, t.createdAt)],
);

export type CryptoDepositRow = typeof cryptoDeposits.$inferSelect;

/**
 * The back office's settings of a cashier method (methods.ts defines the methods and their
 * defaults): enabled, KYC required and the USD limits (scaled per currency as the defaults are).
 * A method without a row uses its defaults. `method_key` = `deposit:<id>` or `withdraw:<id>`.
 */
export const paymentMethodSettings = pgTable('payment_method_settings', {
  methodKey: text('method_key').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  kycRequired: boolean('kyc_required').notNull(),
  minUsd: bigint('min_usd', { mode: 'bigint' }).notNull(),
  maxUsd: bigint('max_usd', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentMethodSettingsRow = typeof paymentMethodSettings.$inferSelect;
