// Identity failures are AppErrors (one error model); the details carry what a form needs: the
// input field the code belongs to, the rule's parameters and, for TRY_AGAIN_LATER, when to retry.
// Resolvers map them to the SDL's IdentityError / LoginError, REST answers `{ error }`.
import type { ValidationError } from '@aurum/domain';
import { AppError, ruleError, type AppErrorCode } from '../../errors';

export interface FailureDetails {
  /** the input field a validation code belongs to */
  field?: string;
  /** validation parameters, e.g. `{ length: 6 }` */
  params?: Record<string, string | number>;
  /** TRY_AGAIN_LATER: seconds until the next attempt is accepted */
  retryAfterSeconds?: number;
}

export function fail(code: AppErrorCode, message: string, details: FailureDetails = {}): AppError {
  return new AppError(code, {
    message,
    ...(Object.keys(details).length > 0 ? { details: { ...details } } : {}),
  });
}

/** A failed shared rule of `field` (its code and parameters). */
export function failRule(field: string, error: ValidationError, message: string): AppError {
  return ruleError(error, message, { field });
}

/** The details of an identity failure as the resolvers send them. */
export function failureDetails(error: AppError): FailureDetails {
  const d = error.details ?? {};
  return {
    ...(typeof d.field === 'string' ? { field: d.field } : {}),
    ...(d.params && typeof d.params === 'object'
      ? { params: d.params as Record<string, string | number> }
      : {}),
    ...(typeof d.retryAfterSeconds === 'number' ? { retryAfterSeconds: d.retryAfterSeconds } : {}),
  };
}
