// The one business error of the server. Services throw AppError; the GraphQL layer turns it into
// an error with `extensions.code` (or a module maps it into its result union), the REST layer into
// `{ error: { code, message } }` with `status`. Any other thrown error is unexpected: it is logged
// and masked ("Unexpected error." on GraphQL, INTERNAL_ERROR on REST).

/** Error codes of the spec's catalogue (§8), validation codes (§5), or transport-level codes. */
export type AppErrorCode = string;

export interface AppErrorOptions {
  /** shown to the player (the web maps the code to a translated text first) */
  message?: string;
  /** HTTP status on REST; defaults to 400 */
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
    this.status = options.status ?? 400;
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The viewer is not signed in (GraphQL `extensions.code = "UNAUTHORIZED"`, REST 401). */
export function unauthorized(message = 'Sign in to continue.'): AppError {
  return new AppError('UNAUTHORIZED', { message, status: 401 });
}

export function notFound(message = 'Not found.'): AppError {
  return new AppError('NOT_FOUND', { message, status: 404 });
}

export function validationError(message = 'Incomplete fields.', details?: Record<string, unknown>) {
  return new AppError('VALIDATION_ERROR', { message, status: 400, details });
}

/** The code a transport-level HTTP status maps to when nothing more specific is known. */
export function codeForStatus(status: number): string {
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
