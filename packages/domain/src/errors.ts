// The error and notification code catalogue (spec §8), grouped, as const string unions.
// Server errors carry these codes; the web maps them to translated toasts.
import { VALIDATION_CODES } from './validation/codes';

/** General codes: UNAUTHORIZED forces logout anywhere (spec §4.1). */
export const GENERAL_CODES = [
  'UNAUTHORIZED',
  'TRY_AGAIN_LATER',
  'ERROR_DEFAULT',
  'VALIDATION_ERROR',
  'INCORRECT_FIELD_ERROR',
] as const;
export type GeneralCode = (typeof GENERAL_CODES)[number];

/** Login (spec §8 Login). */
export const LOGIN_CODES = [
  'UNAUTHORIZED',
  'USER_SUSPENDED',
  'INVALID_CREDENTIALS',
  'USER_BANNED',
] as const;
export type LoginCode = (typeof LOGIN_CODES)[number];

/** Registration and account existence (spec §8). */
export const REGISTRATION_CODES = [
  'EMAIL_ALREADY_EXISTS',
  'PHONE_ALREADY_EXISTS',
  'INVALID_EMAIL',
  'DOMAIN_BANNED',
] as const;
export type RegistrationCode = (typeof REGISTRATION_CODES)[number];

/** Email confirmation by code or OTP (spec §8 Email confirmation codes) and by link. */
export const CONFIRMATION_CODES = [
  'CONFIRMATION_CODE_NOT_FOUND',
  'OTP_CODE_NOT_FOUND',
  'CONFIRMATION_CODE_EXPIRED',
  'OTP_CODE_EXPIRED',
  'CONFIRMATION_EMAIL_EXPIRED',
  'CONFIRMATION_EMAIL_NOT_FOUND',
] as const;
export type ConfirmationCode = (typeof CONFIRMATION_CODES)[number];

/** Password reset (spec §8). */
export const PASSWORD_RESET_CODES = ['ERROR_TOKEN_EXPIRED'] as const;
export type PasswordResetCode = (typeof PASSWORD_RESET_CODES)[number];

/** Profile (spec §8 Profile save). */
export const PROFILE_CODES = ['INVALID_PHONE_NUMBER'] as const;
export type ProfileCode = (typeof PROFILE_CODES)[number];

/** Favourites (spec §5, §8). */
export const FAVOURITE_CODES = [
  'ID_REQUIRED',
  'GAME_ADDED_TO_FAVORITES',
  'GAME_REMOVED_FROM_FAVORITES',
] as const;
export type FavouriteCode = (typeof FAVOURITE_CODES)[number];

/** Deposits and withdrawals (spec §8 Deposit and withdrawal, notification texts). */
export const PAYMENT_CODES = [
  'UNAVAILABLE_METHOD',
  'DEPOSIT_METHOD_UNAVAILABLE',
  'FIAT_DEPOSIT_CREATE_PAYMENT_ERROR',
  'DEPOSIT_REJECTED_BY_PROVIDER',
  'SUCCESS_DEPOSIT_DESCRIPTION',
  'WITHDRAWAL_REQUEST_WAGER_LIMIT',
  'WITHDRAWAL_REQUEST_FAILED',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_REJECTED',
  'COMPLETE_BONUS_FIRST',
  'SUCCESS_CANCEL_WITHDRAW',
  'FAILED_CANCEL_WITHDRAW',
  'ERROR_TOAST_WITHDRAW_UNAVAILABLE',
  'ERROR_TOAST_HEAD',
  'ERROR_TOAST_BODY',
  'INSUFFICIENT_FUNDS',
] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** The payment codes that are failures (the others are toasts and notices). */
export const PAYMENT_FAILURE_CODES = [
  'UNAVAILABLE_METHOD',
  'DEPOSIT_METHOD_UNAVAILABLE',
  'FIAT_DEPOSIT_CREATE_PAYMENT_ERROR',
  'DEPOSIT_REJECTED_BY_PROVIDER',
  'WITHDRAWAL_REQUEST_WAGER_LIMIT',
  'WITHDRAWAL_REQUEST_FAILED',
  'COMPLETE_BONUS_FIRST',
  'FAILED_CANCEL_WITHDRAW',
  'INSUFFICIENT_FUNDS',
] as const satisfies readonly PaymentCode[];

/** Bonuses (spec §5 bonus preview, §8 Bonuses, notification texts). */
export const BONUS_CODES = [
  'BONUS_UNAVAILABLE',
  'ONBOARDING_REQUIRED',
  'COMPLETE_BONUS_FIRST',
  'WARN_MIN_DEP_AMOUNT',
  'INCORRECT_DATA',
] as const;
export type BonusCode = (typeof BONUS_CODES)[number];

/** Other gates (spec §6, §2.5). RESTRINCTION_GEO is spelled as the spec spells it. */
export const ACCESS_CODES = ['CHAT_UNAVAILABLE', 'RESTRINCTION_GEO'] as const;
export type AccessCode = (typeof ACCESS_CODES)[number];

/**
 * Transport-level codes: what an HTTP status means when nothing more specific is known, and the
 * GraphQL endpoint's own refusals.
 */
export const TRANSPORT_CODES = [
  'BAD_REQUEST',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'OPERATION_NAME_MISMATCH',
  // a GraphQL document that does not parse, does not fit the schema, or names no operation in it
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
] as const;
export type TransportCode = (typeof TRANSPORT_CODES)[number];

/** Account: sign-in second factor, email confirmation, KYC, VIP applications. */
export const ACCOUNT_CODES = [
  'USER_NOT_FOUND',
  'EMAIL_ALREADY_CONFIRMED',
  'INVALID_TWO_FACTOR_CODE',
  'TFA_CHALLENGE_NOT_FOUND',
  'TFA_CHALLENGE_EXPIRED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'KYC_REQUIRED',
  'KYC_ALREADY_VERIFIED',
  'KYC_TOO_MANY_DOCUMENTS',
  'VIP_APPLICATION_PENDING',
] as const;
export type AccountCode = (typeof ACCOUNT_CODES)[number];

/**
 * The cashier and the ledger beyond the spec's list: currencies and rates, demo top-ups, processor
 * webhooks, withdrawal decisions, client request keys (IDEMPOTENCY_KEY_REUSED: the same key was
 * sent with another request) and the ledger's own refusals.
 */
export const CASHIER_CODES = [
  'CURRENCY_MISMATCH',
  'INVALID_AMOUNT',
  'UNKNOWN_CURRENCY',
  'FX_RATE_UNAVAILABLE',
  'FUN_TOP_UP_DISABLED',
  'FUN_TOP_UP_LIMIT',
  'AMOUNT_MISMATCH',
  'PAYMENT_ALREADY_FINAL',
  'INVALID_SIGNATURE',
  'STALE_WEBHOOK',
  'UNKNOWN_ADDRESS',
  'WITHDRAW_STATUS_CONFLICT',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_CONFLICT',
  'INVALID_IDEMPOTENCY_KEY',
  'INVALID_ACCOUNT',
  'INVALID_METADATA',
  'INVALID_TRANSFER',
  'INVALID_TRANSFER_KIND',
  'SAME_ACCOUNT',
] as const;
export type CashierCode = (typeof CASHIER_CODES)[number];

/** Play: games, stakes and crash rounds; RESTRICTION_GEO is the server's spelling of the gate. */
export const PLAY_CODES = [
  'GAME_NOT_FOUND',
  'RESTRICTION_GEO',
  'BET_TOO_LOW',
  'BET_TOO_HIGH',
  'CRASH_ALREADY_BET',
  'CRASH_BETTING_CLOSED',
  'CRASH_NOT_RUNNING',
  'CRASH_NO_BET',
  'CRASH_TOO_LATE',
  'TABLE_ALREADY_BET',
  'TABLE_BETTING_CLOSED',
  'TABLE_DECISION_CLOSED',
] as const;
export type PlayCode = (typeof PLAY_CODES)[number];

/**
 * Responsible gaming (issue 14): refusals of the player's limits, blocks and jurisdiction rules.
 * Their `details` (GraphQL `extensions.details`, REST `error.details`, the `rg` field of
 * GeneralAppError / LoginError / IdentityError) carry the amount left (`remainingMinor`) or the
 * end time (`until`); see docs/rg-server-notes.md.
 */
export const RG_CODES = [
  'RG_DEPOSIT_LIMIT',
  'RG_LOSS_LIMIT',
  'RG_WAGER_LIMIT',
  'RG_SESSION_LIMIT',
  'RG_TIME_OUT',
  'RG_SELF_EXCLUDED',
  'RG_ACCOUNT_CLOSED',
  'RG_RETURN_REQUIRED',
  'RG_RETURN_PENDING',
  'RG_NOTHING_TO_RETURN_FROM',
  'RG_REALITY_CHECK_DUE',
  'RG_MAX_STAKE',
  'RG_SPIN_TOO_FAST',
  'RG_LIMIT_CHANGE_NOT_READY',
  'RG_NO_PENDING_CHANGE',
] as const;
export type RgCode = (typeof RG_CODES)[number];

/**
 * The staff API's (back office) own refusals: an invitation link that is used or expired, a
 * four-eyes approval by the person who already approved, a decision on something already decided.
 */
export const STAFF_CODES = [
  'STAFF_INVITATION_INVALID',
  'FOUR_EYES_SAME_APPROVER',
  'APPROVAL_ALREADY_DECIDED',
] as const;
export type StaffCode = (typeof STAFF_CODES)[number];

/** Bonus refusals beyond the spec's list (a bonus not ready to claim, an operator's name clash). */
export const BONUS_FAILURE_CODES = ['BONUS_NOT_READY', 'BONUS_NAME_TAKEN'] as const;
export type BonusFailureCode = (typeof BONUS_FAILURE_CODES)[number];

/**
 * The notification centre's codes for the cashier's events: deposits credited or declined, crypto
 * transfers below the minimum, and each withdrawal status.
 */
export const PAYMENT_NOTIFICATION_CODES = [
  'SUCCESS_DEPOSIT',
  'DEPOSIT_REJECTED_BY_PROVIDER',
  'CRYPTO_DEPOSIT_BELOW_MINIMUM',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_FAILED',
  'WITHDRAWAL_CANCELLED',
] as const;
export type PaymentNotificationCode = (typeof PAYMENT_NOTIFICATION_CODES)[number];

/**
 * The notification centre's codes for a player's bonus (spec §4.7 names activated, claimed,
 * canceled and wager completed): BONUS_ACTIVATED (activated, waiting for a qualifying deposit),
 * BONUS_GRANTED (bonus money credited: amount, currency), FREE_SPINS_GRANTED (amount = number of
 * spins, message = the game), BONUS_WAGER_COMPLETED (ready to claim: amount wagered),
 * BONUS_CLAIMED (amount credited as real money), BONUS_CANCELED and BONUS_EXPIRED (amount of
 * bonus money forfeited, absent when none).
 */
export const BONUS_NOTIFICATION_CODES = [
  'BONUS_ACTIVATED',
  'BONUS_GRANTED',
  'FREE_SPINS_GRANTED',
  'BONUS_WAGER_COMPLETED',
  'BONUS_CLAIMED',
  'BONUS_CANCELED',
  'BONUS_EXPIRED',
] as const;
export type BonusNotificationCode = (typeof BONUS_NOTIFICATION_CODES)[number];

/**
 * Notification `content` codes carried by userNotificationCreated (spec §3, §7.2): every code the
 * server's notification centre creates for a player (SUCCESS_DEPOSIT and EMAIL_CONFIRMED are the
 * ones the spec names).
 */
export const NOTIFICATION_CONTENT_CODES = [
  ...PAYMENT_NOTIFICATION_CODES,
  'EMAIL_CONFIRMED',
  'KYC_VERIFIED',
  'KYC_REJECTED',
  ...BONUS_NOTIFICATION_CODES,
  // a system notification from the back office: the text (player's language) in data.message
  'OPERATOR_MESSAGE',
] as const;
export type NotificationContentCode = (typeof NOTIFICATION_CONTENT_CODES)[number];

/** Codes that have their own notification text (spec §8 "Notification texts by code"). */
export const NOTIFICATION_TEXT_CODES = [
  'TRY_AGAIN_LATER',
  'CONFIRMATION_EMAIL_EXPIRED',
  'CONFIRMATION_EMAIL_NOT_FOUND',
  'INVALID_EMAIL',
  'INVALID_PHONE_NUMBER',
  'BONUS_UNAVAILABLE',
  'UNAVAILABLE_METHOD',
  'DEPOSIT_METHOD_UNAVAILABLE',
  'FIAT_DEPOSIT_CREATE_PAYMENT_ERROR',
  'DEPOSIT_REJECTED_BY_PROVIDER',
  'VALIDATION_ERROR',
  'INCORRECT_FIELD_ERROR',
  'WITHDRAWAL_REQUEST_WAGER_LIMIT',
  'WITHDRAWAL_REQUEST_FAILED',
  'COMPLETE_BONUS_FIRST',
  'WITHDRAWAL_REJECTED',
  'CHAT_UNAVAILABLE',
  'PHONE_ALREADY_EXISTS',
  'EMAIL_ALREADY_EXISTS',
  'DOMAIN_BANNED',
  'ONBOARDING_REQUIRED',
] as const;
export type NotificationTextCode = (typeof NOTIFICATION_TEXT_CODES)[number];

/** Toast translation keys the spec names in kebab case (spec §8). */
export const TOAST_KEYS = {
  recoveryPasswordEmail: 'notification-recovery-password-email',
  fiatDepositCreatePaymentError: 'notification-fiat-deposit-create-payment-error',
  withdrawalRejectedTitle: 'notification-withdrawal-rejected-title',
  withdrawalRejected: 'notification-withdrawal-rejected',
  bonusCanceled: 'notification-bonus-canceled',
  successfulRegistrationTitle: 'SUCCESSFUL_REGISTRATION_TITLE',
  successfulRegistrationDescription: 'SUCCESSFUL_REGISTRATION_DESCRIPTION',
} as const;

/**
 * Every code a server failure may carry (`AppError.code`, a result union's `code` or `reason`):
 * the catalogue's failure groups plus the validation codes of spec §5. The web has a text for each
 * (`errors:<CODE>.title`, or `validation:<CODE>` for a validation code), a test guarantees it.
 */
export const APP_ERROR_CODES = [
  ...new Set([
    ...GENERAL_CODES,
    ...LOGIN_CODES,
    ...REGISTRATION_CODES,
    ...CONFIRMATION_CODES,
    ...PASSWORD_RESET_CODES,
    ...PROFILE_CODES,
    'ID_REQUIRED',
    ...PAYMENT_FAILURE_CODES,
    ...BONUS_CODES,
    ...BONUS_FAILURE_CODES,
    ...ACCESS_CODES,
    ...TRANSPORT_CODES,
    ...ACCOUNT_CODES,
    ...CASHIER_CODES,
    ...PLAY_CODES,
    ...RG_CODES,
    ...STAFF_CODES,
    ...Object.values(VALIDATION_CODES),
  ] as const),
];
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export function isAppErrorCode(code: unknown): code is AppErrorCode {
  return typeof code === 'string' && (APP_ERROR_CODES as readonly string[]).includes(code);
}

export type ErrorCode =
  | AppErrorCode
  | GeneralCode
  | LoginCode
  | RegistrationCode
  | ConfirmationCode
  | PasswordResetCode
  | ProfileCode
  | FavouriteCode
  | PaymentCode
  | BonusCode
  | AccessCode
  | NotificationContentCode
  | NotificationTextCode;

const KNOWN = new Set<string>([
  ...GENERAL_CODES,
  ...LOGIN_CODES,
  ...REGISTRATION_CODES,
  ...CONFIRMATION_CODES,
  ...PASSWORD_RESET_CODES,
  ...PROFILE_CODES,
  ...FAVOURITE_CODES,
  ...PAYMENT_CODES,
  ...BONUS_CODES,
  ...ACCESS_CODES,
  ...NOTIFICATION_CONTENT_CODES,
  ...NOTIFICATION_TEXT_CODES,
  ...APP_ERROR_CODES,
]);

/** True for a code of the catalogue. Unknown codes show the code itself as the title (spec §8). */
export function isKnownCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}

export function isNotificationTextCode(code: unknown): code is NotificationTextCode {
  return typeof code === 'string' && (NOTIFICATION_TEXT_CODES as readonly string[]).includes(code);
}

/**
 * The login failure toast (spec §8): INVALID_CREDENTIALS → something-went-wrong title with the
 * invalid-credentials body; USER_BANNED → the account-suspended toast; any other code (the spec
 * says so literally, USER_SUSPENDED included) → a toast titled Error with something-went-wrong.
 */
export function loginErrorKind(
  code: string | null | undefined,
): 'invalid-credentials' | 'suspended' | 'other' {
  if (code === 'INVALID_CREDENTIALS') return 'invalid-credentials';
  if (code === 'USER_BANNED') return 'suspended';
  return 'other';
}

/** The email-confirmation failure toast (spec §8): not found, expired, or try again later. */
export function confirmationErrorKind(
  code: string | null | undefined,
): 'not-found' | 'expired' | 'try-again-later' {
  switch (code) {
    case 'CONFIRMATION_CODE_NOT_FOUND':
    case 'OTP_CODE_NOT_FOUND':
      return 'not-found';
    case 'CONFIRMATION_CODE_EXPIRED':
    case 'OTP_CODE_EXPIRED':
      return 'expired';
    default:
      return 'try-again-later';
  }
}

/** The body key of the withdraw-unavailable toast for a failure reason: ERROR_TOAST_{reason}. */
export function withdrawReasonToastKey(reason: string): string {
  return `ERROR_TOAST_${reason}`;
}

/**
 * An unauthorized signal forces logout (spec §4.1): GraphQL code UNAUTHORIZED, HTTP 401 or 403,
 * or a general-error result with that code.
 */
export function isUnauthorizedSignal(signal: {
  code?: string | null;
  status?: number | null;
}): boolean {
  return signal.code === 'UNAUTHORIZED' || signal.status === 401 || signal.status === 403;
}
