// Which failures answer SERVICE_UNAVAILABLE (retry) instead of a masked INTERNAL_ERROR.
import { describe, expect, it } from 'vitest';
import { isBackendUnavailable } from './unavailable';

/** A database error as Drizzle throws it: the driver's error (with its SQLSTATE) as `cause`. */
function drizzleError(code: string): Error {
  const driver = Object.assign(new Error('driver says no'), { code });
  return new Error('Failed query: SELECT ledger_post($1::jsonb, $2::jsonb) AS result', {
    cause: driver,
  });
}

describe('isBackendUnavailable', () => {
  it('is true for an unreachable database, in the error or its cause', () => {
    expect(isBackendUnavailable(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isBackendUnavailable(drizzleError('57P01'))).toBe(true);
    expect(isBackendUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('is true for a transaction PostgreSQL broke off (deadlock, serialization failure)', () => {
    expect(isBackendUnavailable(drizzleError('40P01'))).toBe(true);
    expect(isBackendUnavailable(drizzleError('40001'))).toBe(true);
  });

  it("is false for the request's own faults and for bugs", () => {
    expect(isBackendUnavailable(drizzleError('23505'))).toBe(false); // unique violation
    expect(isBackendUnavailable(drizzleError('22P02'))).toBe(false); // invalid input
    expect(isBackendUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isBackendUnavailable(undefined)).toBe(false);
  });
});
