// Business outcomes of identity services: data, not exceptions (ARCHITECTURE §4). Resolvers map
// a Failure to the SDL's error types (`__typename` chosen there), REST to `{ error }`.
export interface Failure {
  ok: false;
  /** catalogue (§8) or validation (§5) code */
  code: string;
  message: string;
  /** the input field a validation code belongs to */
  field?: string;
  /** validation parameters, e.g. `{ length: 6 }` */
  params?: Record<string, string | number>;
  /** TRY_AGAIN_LATER: seconds until the next attempt is accepted */
  retryAfterSeconds?: number;
}

export type Outcome<T = object> = ({ ok: true } & T) | Failure;

export function fail(code: string, message: string, extra: Partial<Failure> = {}): Failure {
  return { ok: false, code, message, ...extra };
}
