// The back office's own tables: staff identity (accounts, sessions, invitations), the hash-chained
// audit trail, and the staff-side records of four-eyes approvals, balance adjustments and notes.
// Players' data stays in the modules' tables; staff never share a table with players.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from './permissions';

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** lower-cased: the unique key */
    emailNormalized: text('email_normalized').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id PHC string */
    passwordHash: text('password_hash').notNull(),
    /** AES-256-GCM sealed base32 TOTP secret (security/secret-box.ts), bound to the staff id */
    totpSecret: text('totp_secret').notNull(),
    /** the last accepted TOTP time step: a code is never accepted twice */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_accounts_email_key').on(t.emailNormalized)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** last request; the session ends `idle timeout` after it */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export const staffInvitations = pgTable('staff_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** SHA-256 (hex) of the one-time token of the link */
  tokenHash: text('token_hash').notNull().unique(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  /** who invited: a staff id, `automation` or `cli:<os user>` */
  invitedBy: text('invited_by').notNull(),
  /** set when the invitation re-enrols an existing account (reinviteStaff) */
  staffId: uuid('staff_id'),
  /** sealed TOTP secret handed out by beginInvitation, proven by acceptInvitation */
  totpPendingSecret: text('totp_pending_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
});

/**
 * The audit trail: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), one chain: each
 * row carries the hash of the previous one; appends are serialised on `staff_audit_head`.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    /** chain position, 1, 2, 3 … (from staff_audit_head) */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').$type<StaffRole>(),
    action: text('action').notNull(),
    /** OK | DENIED | FAILED */
    outcome: text('outcome').$type<'OK' | 'DENIED' | 'FAILED'>().notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** JSON text, hashed as stored */
    before: text('before'),
    after: text('after'),
    reason: text('reason'),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_actor_idx').on(t.actorId, t.id),
    index('staff_audit_target_idx').on(t.targetType, t.targetId, t.id),
    index('staff_audit_action_idx').on(t.action, t.id),
  ],
);

/** The chain's head: one row, locked by every append. */
export const staffAuditHead = pgTable('staff_audit_head', {
  id: integer('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});

/** Four-eyes approvals of withdrawals (one row per approver). */
export const staffWithdrawalApprovals = pgTable(
  'staff_withdrawal_approvals',
  {
    requestId: integer('request_id').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.staffId] })],
);

export const ADJUSTMENT_STATUSES = ['PENDING_APPROVAL', 'APPLIED', 'REJECTED'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** Manual balance adjustments; APPLIED ones point at their ledger transfer. */
export const staffBalanceAdjustments = pgTable(
  'staff_balance_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    currency: text('currency').notNull(),
    /** signed minor units: > 0 credits the player's REAL account, < 0 debits it */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<AdjustmentStatus>().notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    /** the requester's idempotency key */
    requestKey: text('request_key').notNull(),
    decidedBy: text('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    transferId: text('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_adjustments_request_key').on(t.requestedBy, t.requestKey),
    index('staff_adjustments_player_idx').on(t.playerId, t.createdAt),
    index('staff_adjustments_status_idx').on(t.status, t.createdAt),
  ],
);

export const staffPlayerNotes = pgTable(
  'staff_player_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('staff_player_notes_player_idx').on(t.playerId, t.at)],
);

export type StaffAccountRow = typeof staffAccounts.$inferSelect;
export type StaffAuditRow = typeof staffAudit.$inferSelect;
export type BalanceAdjustmentRow = typeof staffBalanceAdjustments.$inferSelect;
