// The error and notification code catalogue (spec §8), grouped, as const string unions.
// Server errors carry these codes; the web maps them to translated toasts.

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
  ...BONUS_NOTIFICATION_CODES,
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

export type ErrorCode =
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
