// GraphQL Yoga: schema, context, limits (graphql-armor) and error masking. Mounted on Fastify by
// graphql/http-route.ts and on the websocket by graphql/ws.ts; both execute through the same
// envelop pipeline, so every plugin applies to both.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import {
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type GraphQLSchema,
} from 'graphql';
import {
  createYoga,
  maskError,
  useErrorHandler,
  type Plugin,
  type YogaServerInstance,
} from 'graphql-yoga';
import { GRAPHQL_LIMITS } from '@aurum/domain';
import { isAppError } from '../errors';
import type { Logger } from '../http/logger';
import { isBackendUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../http/unavailable';
import type { AppMetrics } from '../metrics';
import type { AppDeps, GraphQLContext } from '../modules/types';
import type { RateLimiter } from '../http/rate-limit';
import { buildContext, type ServerContext } from './context';
import { useRateLimits } from './rate-limit-plugin';
import { codeAnyResult } from './error-codes';
import { useInputHygiene } from './input-hygiene';

export type AppYoga = YogaServerInstance<ServerContext, GraphQLContext>;

export const GRAPHQL_PATH = '/graphql';

/** Query limits (shared with the web's document test, which proves the app's operations fit). */
export { GRAPHQL_LIMITS };

/** The error a resolver threw, under graphql-js' wrapping. */
function originalError(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/** An unexpected error (a bug): anything that is not a GraphQLError, AppError or a lost backend. */
function isUnexpected(error: unknown): boolean {
  const original = originalError(error);
  return (
    !(original instanceof GraphQLError) && !isAppError(original) && !isBackendUnavailable(original)
  );
}

/**
 * AppError → GraphQL error with `extensions.code`; the database out of reach → SERVICE_UNAVAILABLE
 * (HTTP 503, Retry-After); other errors → Yoga's masking (the original only with DEBUG_ERRORS).
 */
export const maskAppError: typeof maskError = (error, message, isDev) => {
  const original = originalError(error);
  if (!isAppError(original) && isBackendUnavailable(original)) {
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError('The service is temporarily unavailable. Please try again shortly.', {
      nodes: located?.nodes ?? null,
      path: located?.path ?? null,
      extensions: {
        code: 'SERVICE_UNAVAILABLE',
        details: { retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS },
        http: { status: 503, headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
      },
    });
  }
  if (isAppError(original)) {
    const located = error instanceof GraphQLError ? error : undefined;
    return new GraphQLError(original.message, {
      nodes: located?.nodes ?? null,
      path: located?.path ?? null,
      extensions: {
        code: original.code,
        ...(original.details ? { details: original.details } : {}),
      },
    });
  }
  return maskError(error, message, isDev);
};

/**
 * Yoga's own log lines, into pino. Yoga logs every error it masks or maps; errors raised while
 * executing are GraphQLErrors and are logged once, with the request id, by the error handler
 * plugin below (and AppErrors are business outcomes, not faults), so those go to debug here.
 */
export function yogaLogger(log: Logger) {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      for (const arg of args) {
        if (arg instanceof Error) {
          const effective = level === 'error' && arg instanceof GraphQLError ? 'debug' : level;
          log[effective]({ err: arg }, arg.message);
        } else {
          log[level](typeof arg === 'string' ? arg : { detail: arg }, 'yoga');
        }
      }
    };
  return {
    debug: forward('debug'),
    info: forward('info'),
    warn: forward('warn'),
    error: forward('error'),
  };
}

/** Production: the schema is not introspectable (clients ship generated documents). */
const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** Distinct operation names kept as labels; further names count as `other`. */
const MAX_OPERATION_LABELS = 500;

/**
 * Operation latency by name and outcome. Names come from clients, so only well-formed ones become
 * labels, and at most MAX_OPERATION_LABELS of them (a flood of invented names cannot blow up the
 * series count).
 */
function useOperationMetrics(metrics: AppMetrics): Plugin {
  const seen = new Set<string>();
  const label = (name: string | undefined): string => {
    if (!name || !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) return 'anonymous';
    if (seen.has(name)) return name;
    if (seen.size >= MAX_OPERATION_LABELS) return 'other';
    seen.add(name);
    return name;
  };
  return {
    onExecute({ args }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName ?? undefined);
      return {
        onExecuteDone({ result }) {
          const failed =
            !(Symbol.asyncIterator in result) && Boolean(result.errors && result.errors.length > 0);
          metrics.observeGraphQL(
            label(operation?.name?.value),
            failed ? 'error' : 'success',
            (performance.now() - started) / 1000,
          );
        },
      };
    },
  };
}

/** Codes every error of an HTTP answer (graphql/error-codes.ts), whatever phase raised it. */
export function codeEveryError(debug: boolean): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      setResult(codeAnyResult(result, { debug, keepInternals: true }) as typeof result);
    },
  };
}

export function createAppYoga(
  deps: AppDeps,
  schema: GraphQLSchema,
  options: { rateLimiter?: RateLimiter; modulePlugins?: Plugin[] } = {},
): AppYoga {
  const { config, log } = deps;
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    logging: yogaLogger(log),
    landingPage: false,
    graphiql: config.isProduction ? false : { title: 'Aurum GraphQL' },
    // Same-origin only: the SPA is served by this process (or proxied by Vite in development).
    cors: false,
    // isDev adds the original error (message, stack, SQL) to masked errors: DEBUG_ERRORS only,
    // never by NODE_ENV
    maskedErrors: { maskError: maskAppError, isDev: config.debugErrors },
    context: (initial) => buildContext(deps, initial),
    plugins: [
      useOperationMetrics(deps.metrics),
      // control characters in arguments and variables: VALIDATION_ERROR before any resolver
      useInputHygiene(),
      EnvelopArmorPlugin({
        // depth counts fields, not fragment spreads (a spread adds no nesting to the answer)
        maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
        costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
        maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
        maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
        maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
        blockFieldSuggestion: { enabled: config.isProduction },
      }),
      useErrorHandler(({ errors, context, phase }) => {
        // In the execution phase envelop passes the execution args, which hold the context.
        const ctx = (
          phase === 'execution' ? (context as { contextValue?: unknown }).contextValue : context
        ) as Partial<GraphQLContext> | undefined;
        const logger = ctx?.log ?? log;
        for (const error of errors) {
          if (isUnexpected(error)) {
            logger.error({ err: originalError(error) }, 'unexpected error in a GraphQL operation');
          }
        }
      }),
      ...(config.isProduction ? [disableIntrospection] : []),
      // every error of the answer carries a catalogue code and no internals
      codeEveryError(config.debugErrors),
      // counts only operations that passed validation and the limits above
      ...(options.rateLimiter ? [useRateLimits(options.rateLimiter, config)] : []),
      // the modules' plugins (the catalogue's response cache: a hit is answered in onParams)
      ...(options.modulePlugins ?? []),
    ],
  });
}
