// A backend that is down is not a bug: a request that needed the database while it is unreachable
// answers SERVICE_UNAVAILABLE (HTTP 503, Retry-After) on REST and GraphQL alike, not a masked 500.
// So does a transaction PostgreSQL broke off to resolve a deadlock: a retry goes through.
// The database pool bounds how long such a request waits (DATABASE_CONNECT_TIMEOUT_MS), so clients
// get the refusal quickly, and the pool reconnects by itself when the database is back.
import { AppError } from '../errors';

/** Seconds a client should wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures of a connection to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs meaning "the server is not there for you right now": class 08 (connection
 * exception), 57P01–57P03 (shutdown, crash shutdown, cannot connect now), 53300 (too many
 * connections) — and 40P01 / 40001 (deadlock detected, serialization failure): PostgreSQL rolled
 * the request's transaction back to let another one through, so nothing of it was kept and the
 * same request can simply be sent again (money requests carry their idempotency keys).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08/.test(code) || ['57P01', '57P02', '57P03', '53300', '40P01', '40001'].includes(code);
}

/** node-postgres' own messages for a connection that failed or ended under it. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated unexpectedly',
];

function isUnavailableOne(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code)))
    return true;
  return typeof message === 'string' && POOL_MESSAGES.some((m) => message.includes(m));
}

/** True when `error` (or any error in its cause chain) says the database cannot be reached. */
export function isBackendUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (isUnavailableOne(current)) return true;
    const next = current as { cause?: unknown; originalError?: unknown; errors?: unknown };
    if (Array.isArray(next.errors) && next.errors.some(isUnavailableOne)) return true;
    current = next.originalError ?? next.cause;
  }
  return false;
}

/** The refusal a request gets while the database is unreachable. */
export function serviceUnavailable(cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', {
    message: 'The service is temporarily unavailable. Please try again shortly.',
    details: { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
    ...(cause === undefined ? {} : { cause }),
  });
}
