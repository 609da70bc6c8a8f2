// The one business error of the server. Services throw AppError; the GraphQL layer turns it into
// an error with `extensions.code` (or a module maps it into its result union), the REST layer into
// `{ error: { code, message } }` with the status of its code (HTTP_STATUS below). Any other thrown
// error is unexpected: it is logged and masked ("Unexpected error." on GraphQL, INTERNAL_ERROR on
// REST).
import {
  isAppErrorCode,
  type AppErrorCode as CatalogueCode,
  type ValidationError,
} from '@aurum/domain';

/**
 * A code of the domain catalogue (`packages/domain/src/errors.ts`): spec §8, the validation codes
 * of §5, transport codes. A literal outside the catalogue does not compile; the web has a
 * translated text for every one of them (apps/web/src/locales/error-codes.test.ts).
 */
export type AppErrorCode = CatalogueCode;

/**
 * The REST status of each code that is not 400 (the default). A throw names a `status` only when
 * its case differs from its code's usual meaning (e.g. a processor that is down: 502).
 */
export const HTTP_STATUS: Partial<Record<AppErrorCode, number>> = {
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_TWO_FACTOR_CODE: 401,
  TFA_CHALLENGE_NOT_FOUND: 401,
  TFA_CHALLENGE_EXPIRED: 401,
  INVALID_SIGNATURE: 401,
  STALE_WEBHOOK: 401,
  FORBIDDEN: 403,
  USER_BANNED: 403,
  USER_SUSPENDED: 403,
  FUN_TOP_UP_DISABLED: 403,
  RG_TIME_OUT: 403,
  RG_SELF_EXCLUDED: 403,
  RG_ACCOUNT_CLOSED: 403,
  RG_RETURN_REQUIRED: 403,
  RG_RETURN_PENDING: 403,
  RG_SESSION_LIMIT: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  UNKNOWN_ADDRESS: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  EMAIL_ALREADY_EXISTS: 409,
  PHONE_ALREADY_EXISTS: 409,
  IDEMPOTENCY_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  AMOUNT_MISMATCH: 409,
  PAYMENT_ALREADY_FINAL: 409,
  WITHDRAW_STATUS_CONFLICT: 409,
  FAILED_CANCEL_WITHDRAW: 409,
  KYC_ALREADY_VERIFIED: 409,
  KYC_TOO_MANY_DOCUMENTS: 409,
  BONUS_NAME_TAKEN: 409,
  BONUS_UNAVAILABLE: 409,
  RG_REALITY_CHECK_DUE: 409,
  RG_LIMIT_CHANGE_NOT_READY: 409,
  FOUR_EYES_SAME_APPROVER: 409,
  APPROVAL_ALREADY_DECIDED: 409,
  STAFF_INVITATION_INVALID: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TRY_AGAIN_LATER: 429,
  TOO_MANY_REQUESTS: 429,
  FUN_TOP_UP_LIMIT: 429,
  RG_SPIN_TOO_FAST: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The REST status of a code: the table's, else 400. */
export function statusForCode(code: AppErrorCode): number {
  return HTTP_STATUS[code] ?? 400;
}

export interface AppErrorOptions {
  /** shown to the player (the web maps the code to a translated text first) */
  message?: string;
  /** HTTP status on REST when it differs from the code's (HTTP_STATUS) */
  status?: number;
  /** extra, non-sensitive data sent along (e.g. the remaining amount of a wager limit) */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: AppErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? code, options.cause === undefined ? {} : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? statusForCode(code);
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The viewer is not signed in (GraphQL `extensions.code = "UNAUTHORIZED"`, REST 401). */
export function unauthorized(message = 'Sign in to continue.'): AppError {
  return new AppError('UNAUTHORIZED', { message });
}

export function forbidden(message = 'Operator token required.'): AppError {
  return new AppError('FORBIDDEN', { message });
}

export function notFound(message = 'Not found.'): AppError {
  return new AppError('NOT_FOUND', { message });
}

export function validationError(message = 'Incomplete fields.', details?: Record<string, unknown>) {
  return new AppError('VALIDATION_ERROR', { message, details });
}

/**
 * A failed shared rule (spec §5) as an AppError carrying the rule's code (`REQUIRED`,
 * `PASSWORD.LENGTH` …) and its parameters; a code outside the catalogue becomes VALIDATION_ERROR.
 */
export function ruleError(
  error: ValidationError,
  message: string,
  details: Record<string, unknown> = {},
): AppError {
  const code = isAppErrorCode(error.code) ? error.code : 'VALIDATION_ERROR';
  const all = { ...details, ...(error.params ? { params: error.params } : {}) };
  return new AppError(code, {
    message,
    ...(Object.keys(all).length > 0 ? { details: all } : {}),
  });
}

/** The code a transport-level HTTP status maps to when nothing more specific is known. */
export function codeForStatus(status: number): AppErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 406:
      return 'NOT_ACCEPTABLE';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'TOO_MANY_REQUESTS';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}
