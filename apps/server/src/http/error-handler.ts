// One error handler, one not-found handler and the pages route (any other browser navigation
// answers the SPA's or the back office's index) for the whole HTTP surface:
// - /graphql answers GraphQL-shaped errors `{ errors: [{ message, extensions: { code } }] }`;
// - everything else answers the REST envelope `{ error: { code, message } }`;
// - bad input (schema validation, malformed JSON, wrong content type) is a 4xx, never a 500;
// - unexpected errors are logged with the request id and masked.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codeForStatus, isAppError } from '../errors';
import { restError } from '../rest/reply';
import { isBackofficePath, wantsSpa, type Spa } from './static';
import { isBackendUnavailable, serviceUnavailable } from './unavailable';

interface HttpFailure {
  status: number;
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

function describe(
  error: FastifyError | Error,
  request: FastifyRequest,
  debug: boolean,
): HttpFailure {
  if (!isAppError(error) && isBackendUnavailable(error)) {
    request.log.warn({ err: error }, 'backend unavailable');
    return describe(serviceUnavailable(error), request, debug);
  }
  if (isAppError(error)) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { status: 400, code: 'VALIDATION_ERROR', message: fastifyError.message };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: codeForStatus(status), message: fastifyError.message };
  }
  request.log.error({ err: error }, 'unhandled error');
  return {
    status: 500,
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong.',
    // DEBUG_ERRORS=1 only: the original error, for a developer's eyes
    ...(debug ? { details: { error: error.message, stack: error.stack } } : {}),
  };
}

function isGraphQLPath(url: string): boolean {
  return url === '/graphql' || url.startsWith('/graphql?') || url.startsWith('/graphql/');
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: HttpFailure) {
  const retryAfter = failure.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number' && retryAfter > 0)
    reply.header('retry-after', String(retryAfter));
  if (isGraphQLPath(request.url)) {
    return reply.code(failure.status).send({
      errors: [{ message: failure.message, extensions: { code: failure.code } }],
    });
  }
  return restError(reply, failure.status, failure.code, failure.message, failure.details);
}

export interface ErrorHandlingOptions {
  /** DEBUG_ERRORS: unexpected errors carry their message and stack */
  debugErrors?: boolean;
  /** the back office's index (navigations under /backoffice), when it is built */
  backoffice?: Spa | null;
}

export function registerErrorHandling(
  app: FastifyInstance,
  spa: Spa,
  options: ErrorHandlingOptions = {},
): void {
  const debug = options.debugErrors ?? false;
  app.setErrorHandler((error: FastifyError | Error, request, reply) =>
    sendFailure(request, reply, describe(error, request, debug)),
  );

  /** A browser navigation's page (the SPA's or the back office's index), or null. */
  const servePage = (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsSpa(request)) return null;
    if (!isBackofficePath(request.url.split('?')[0] ?? '/')) return spa.serveIndex(reply);
    return options.backoffice ? options.backoffice.serveIndex(reply) : null;
  };
  // Pages are answered by a route, not by the not-found handler: a route's own hooks (the
  // response compression's among them) never run for the not-found handler, and /games' 200 KB of
  // server-rendered HTML went out uncompressed (issue 16). Every file of the build and every API
  // path has a more specific route; what else reaches this one is passed on as not found.
  app.get('/*', (request, reply) => servePage(request, reply) ?? reply.callNotFound());

  app.setNotFoundHandler((request, reply) =>
    sendFailure(request, reply, {
      status: 404,
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}
