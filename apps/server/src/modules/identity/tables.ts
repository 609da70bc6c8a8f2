// Identity: players, their profile details, sessions, one-time codes, login attempts, KYC
// documents and the operator audit trail. No other module reads these tables: they call the
// identity services (e.g. `getUserAccountCurrency`).
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

export const USER_STATUSES = ['ACTIVE', 'SUSPENDED', 'BANNED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const KYC_STATUSES = ['NOT_STARTED', 'PENDING', 'VERIFIED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The onboarding answers given at registration (spec §3 Registration input). */
export interface OnboardingData {
  country?: string | null;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** public, display identifier (support, receipts); never used for authorization */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** as typed at registration (spaces stripped) */
    email: text('email').notNull(),
    /** lower-cased: the unique key */
    emailNormalized: text('email_normalized').notNull(),
    /** argon2id PHC string */
    passwordHash: text('password_hash').notNull(),
    /** bumped on every password change: sessions and reset tokens older than it are void */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    name: text('name'),
    /** E.164 */
    phone: text('phone').unique(),
    phoneConfirmed: boolean('phone_confirmed').notNull().default(false),
    /** ISO 3166-1 alpha-2 chosen at registration */
    mainCountry: text('main_country').notNull(),
    /** the account currency (ISO 4217), chosen at registration; never changes */
    firstRegisteredCurrency: text('first_registered_currency').notNull(),
    language: text('language').notNull().default('en'),
    kycStatus: text('kyc_status').$type<KycStatus>().notNull().default('NOT_STARTED'),
    /** the operator's reason for the last KYC decision (shown on REJECTED) */
    kycReason: text('kyc_reason'),
    isVip: boolean('is_vip').notNull().default(false),
    level: integer('level').notNull().default(1),
    onboarding: jsonb('onboarding').$type<OnboardingData>().notNull().default({}),
    depositBonusClaimShown: boolean('deposit_bonus_claim_shown').notNull().default(false),
    referralQuestsCompleted: boolean('referral_quests_completed').notNull().default(false),
    oneClickRequisitesShown: boolean('one_click_requisites_shown').notNull().default(false),
    hideZeroBalances: boolean('hide_zero_balances').notNull().default(false),
    hideLevelUp: boolean('hide_level_up').notNull().default(false),
    /** minor units of the account currency */
    totalWager: bigint('total_wager', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** affiliate click id captured at registration */
    cid: text('cid'),
    /** IANA time zone reported at registration */
    tz: text('tz'),
    status: text('status').$type<UserStatus>().notNull().default('ACTIVE'),
    /** TOTP secret (base32) once 2FA is enabled */
    totpSecret: text('totp_secret'),
    /** a secret handed out by twoFactorSetup, waiting for its first code */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** the last accepted TOTP time step: a code is never accepted twice */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_normalized_key').on(t.emailNormalized),
    // back office: player search by a part of the e-mail, name or phone (ILIKE '%…%'),
    // and its newest-first keyset
    index('users_email_trgm_idx').using('gin', sql`${t.emailNormalized} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const profileDetails = pgTable('profile_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address'),
  /** ISO date YYYY-MM-DD */
  birthDate: text('birth_date'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  city: text('city'),
  country: text('country'),
  gender: text('gender'),
  postal: text('postal'),
  state: text('state'),
  banner: text('banner'),
  avatar: text('avatar'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token; the token itself is never stored */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const ONE_TIME_CODE_KINDS = [
  'EMAIL_CONFIRMATION_LINK',
  'EMAIL_CONFIRMATION_OTP',
  'PASSWORD_RESET',
  'TFA_CHALLENGE',
] as const;
export type OneTimeCodeKind = (typeof ONE_TIME_CODE_KINDS)[number];

/** Single-use codes with an expiry, stored as SHA-256 hashes. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OneTimeCodeKind>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(t.kind, t.codeHash),
    index('one_time_codes_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

/** Failed (and successful) sign-ins, for throttling per account and per IP. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the lower-cased email typed, whether or not an account has it */
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.account, t.at),
    index('login_attempts_ip_idx').on(t.ip, t.at),
  ],
);

export const KYC_DOCUMENT_TYPES = [
  'PASSPORT',
  'ID_CARD',
  'DRIVING_LICENSE',
  'PROOF_OF_ADDRESS',
  'SELFIE',
  'OTHER',
] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<KycDocumentType>().notNull(),
    /** the file name the player uploaded (display only; never used as a path) */
    originalName: text('original_name').notNull(),
    /** the object's key in its backend (`kyc/<userId>/<uuid>.<ext>`; a path under UPLOADS_DIR on disk) */
    storageKey: text('storage_key').notNull(),
    /** the backend it was written to (document-storage.ts): `disk` or `s3` */
    storage: text('storage').$type<'disk' | 's3'>().notNull().default('disk'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_documents_user_idx').on(t.userId)],
);

/** Every operator action: who, what, on whom, why, when. Append-only. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `api` (x-operator-token) or `cli:<os user>` */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** the user acted upon */
    targetUserId: uuid('target_user_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_audit_target_idx').on(t.targetUserId, t.at)],
);

export type UserRow = typeof users.$inferSelect;
export type ProfileDetailsRow = typeof profileDetails.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;
