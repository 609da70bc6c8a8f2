// Business failures as data: the one mapping from a thrown AppError to the member of an
// operation's result union. Every error type of the schema implements `AppFailure`
// (`code`, `message`); an operation either lists a specific member for the codes it claims, or
// answers `GeneralAppError`. UNAUTHORIZED and anything that is not an AppError stay GraphQL
// errors (`extensions.code`, or masked and logged).
import { isAppError, type AppError } from '../errors';

/** The `GeneralAppError` member, as a resolver returns it. */
export interface GeneralFailure {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  /** responsible-gaming refusal data (`RgRefusal`) for RG_* codes */
  rg?: RgRefusalView | null;
}

/** `RgRefusal` of the schema: the details of an RG_* AppError (amount left, end time …). */
export interface RgRefusalView {
  code: string;
  indefinite: boolean;
  [field: string]: unknown;
}

/** The `rg` data of an error: its details when its code is an RG_* code, else null. */
export function rgRefusalOf(error: unknown): RgRefusalView | null {
  if (!isAppError(error) || !error.code.startsWith('RG_')) return null;
  return { indefinite: false, ...(error.details ?? {}), code: error.code };
}

export function generalFailure(code: string, message: string, error?: AppError): GeneralFailure {
  const rg = error ? rgRefusalOf(error) : null;
  return { __typename: 'GeneralAppError', code, message, ...(rg ? { rg } : {}) };
}

/** A failure member specific to an operation: the codes it claims and how it is built. */
export interface FailureMember<R> {
  /** codes answered with this member; `'*'` claims every code */
  codes: readonly string[] | '*';
  build(error: AppError): R;
}

/** The error as a result member, or rethrown when it is not a business failure. */
export function toFailure(error: unknown): GeneralFailure;
export function toFailure<R>(error: unknown, member: FailureMember<R> & { codes: '*' }): R;
export function toFailure<R>(error: unknown, member?: FailureMember<R>): R | GeneralFailure;
export function toFailure<R>(error: unknown, member?: FailureMember<R>): R | GeneralFailure {
  if (!isAppError(error) || error.code === 'UNAUTHORIZED') throw error;
  if (member && (member.codes === '*' || member.codes.includes(error.code))) {
    return member.build(error);
  }
  return generalFailure(error.code, error.message, error);
}

/** Runs a resolver's body; an AppError it throws becomes the operation's failure member. */
export async function orFailure<T, R = never>(
  run: () => Promise<T>,
  member?: FailureMember<R>,
): Promise<T | R | GeneralFailure> {
  try {
    return await run();
  } catch (error) {
    return toFailure(error, member);
  }
}
