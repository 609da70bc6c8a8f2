/**
 * Whether a database error is a Postgres unique violation (SQLSTATE 23505). Drizzle wraps the
 * driver's error, so the code is looked for on the error and a few `cause`s down.
 */
export function uniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
