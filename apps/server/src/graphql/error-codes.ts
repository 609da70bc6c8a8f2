// Every GraphQL error leaves the server with an `extensions.code` of the catalogue
// (`APP_ERROR_CODES`) and nothing else of the server's insides: no SQL, no stack, no original
// message — unless DEBUG_ERRORS=1. Applied to every answer, HTTP (graphql/yoga.ts, on the
// processed result) and websocket (graphql/ws.ts):
//   - AppError codes pass (yoga.ts maps a thrown AppError to its code first);
//   - a variable that does not coerce (wrong type, missing, null for non-null) → VALIDATION_ERROR;
//   - a document that does not parse → GRAPHQL_PARSE_FAILED;
//   - one that fails validation (unknown field, limits, introspection in production) →
//     GRAPHQL_VALIDATION_FAILED;
//   - no operation to run (unknown or ambiguous operationName) → OPERATION_RESOLUTION_FAILURE;
//   - anything else, e.g. an error raised while executing that is not an AppError →
//     INTERNAL_ERROR with the masked message.
import { isAppErrorCode, type AppErrorCode } from '@aurum/domain';
import { GraphQLError, type ExecutionResult } from 'graphql';

export const UNEXPECTED_MESSAGE = 'Unexpected error.';

/** What other libraries call these codes, in the catalogue's words. */
const ALIASES: Record<string, AppErrorCode> = {
  BAD_USER_INPUT: 'VALIDATION_ERROR',
  INTERNAL_SERVER_ERROR: 'INTERNAL_ERROR',
  PERSISTED_QUERY_NOT_FOUND: 'BAD_REQUEST',
};

function codeOf(error: GraphQLError): AppErrorCode {
  const code = error.extensions?.code;
  if (isAppErrorCode(code)) return code;
  if (typeof code === 'string' && ALIASES[code]) return ALIASES[code];
  if (/^Variable "\$/.test(error.message)) return 'VALIDATION_ERROR';
  if (/^Syntax Error:/.test(error.message)) return 'GRAPHQL_PARSE_FAILED';
  // raised while executing (it has a path) and not a business error: a fault
  if (error.path && error.path.length > 0) return 'INTERNAL_ERROR';
  return 'GRAPHQL_VALIDATION_FAILED';
}

export interface CodeErrorOptions {
  /** DEBUG_ERRORS: keep the original error's extensions (message, stack) */
  debug: boolean;
  /** keep Yoga's internal extensions (`http`, `unexpected`), which Yoga strips when it answers */
  keepInternals?: boolean;
}

/** The error as it may leave the server. */
export function codeGraphQLError(error: GraphQLError, options: CodeErrorOptions): GraphQLError {
  const code = codeOf(error);
  const { details, http, unexpected } = (error.extensions ?? {}) as Record<string, unknown>;
  const extensions: Record<string, unknown> = options.debug
    ? { ...error.extensions, code }
    : { code, ...(details === undefined ? {} : { details }) };
  if (options.keepInternals) {
    if (http !== undefined) extensions.http = http;
    if (unexpected !== undefined || code === 'INTERNAL_ERROR') extensions.unexpected = true;
  } else {
    delete extensions.http;
    delete extensions.unexpected;
  }
  const faulty = code === 'INTERNAL_ERROR' && !options.debug;
  return new GraphQLError(faulty ? UNEXPECTED_MESSAGE : error.message, {
    nodes: error.nodes ?? null,
    source: error.source ?? null,
    positions: error.positions ?? null,
    path: error.path ?? null,
    extensions,
  });
}

/** A result with every error coded. */
export function codeResult<T extends ExecutionResult>(result: T, options: CodeErrorOptions): T {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error: unknown) =>
      codeGraphQLError(
        error instanceof GraphQLError ? error : new GraphQLError(UNEXPECTED_MESSAGE),
        options,
      ),
    ),
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<ExecutionResult> {
  return Boolean(value && typeof value === 'object' && Symbol.asyncIterator in value);
}

/** A processed Yoga result (one, a batch, or a stream) with every error coded. */
export function codeAnyResult(result: unknown, options: CodeErrorOptions): unknown {
  if (Array.isArray(result))
    return result.map((item) => codeResult(item as ExecutionResult, options));
  if (isAsyncIterable(result)) {
    const source = result;
    return {
      async *[Symbol.asyncIterator]() {
        for await (const item of source) yield codeResult(item, options);
      },
    };
  }
  if (result && typeof result === 'object') return codeResult(result as ExecutionResult, options);
  return result;
}
