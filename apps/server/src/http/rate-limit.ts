// Request limits (config.ts RATE_LIMIT_DEFAULTS; docs/hard-edge-notes.md). Built on
// @fastify/rate-limit: its store counts (Redis with REDIS_URL, so every instance shares one
// budget per key; its in-memory LRU otherwise) and its `createRateLimit` gives one limiter per
// class. Two edges use them:
//   - REST writes (POST/PUT/PATCH/DELETE under /api/, processors' HMAC-signed webhooks
//     excepted): per IP and per account, plus the operator class for x-operator-token calls;
//     over the limit → HTTP 429 TRY_AGAIN_LATER with Retry-After;
//   - GraphQL (graphql/rate-limit-plugin.ts): per operation, after validation and before
//     execution → `extensions.code = TRY_AGAIN_LATER` (and Retry-After on HTTP).
// A refused request never reaches a handler or a resolver, so it changes nothing. When the
// store fails (Redis away) the request is let through and a warning logged: the limits protect
// the service, they must not take it down.
import { once } from 'node:events';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config, RateLimitClass } from '../config';
import { AppError } from '../errors';
import { requestViewer, type ViewerLookup } from './auth';
import { clientIp } from './client';

export interface RateVerdict {
  allowed: boolean;
  /** seconds until the window that refused ends (0 when allowed) */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** counts one request of `subject` (an IP, an account id, an address) against a class */
  consume(limit: RateLimitClass, subject: string): Promise<RateVerdict>;
  /** the first refusal among several checks (all are counted) */
  consumeAll(checks: ReadonlyArray<readonly [RateLimitClass, string]>): Promise<RateVerdict>;
}

export const RATE_LIMIT_NAMESPACE = 'aurum:rate:';
const REDIS_READY_WAIT_MS = 3000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Signed by the processor (HMAC); a processor's retries must not be refused. */
const UNLIMITED_WRITES = /^\/api\/payment\/webhook\//;

export function tryAgainLater(verdict: RateVerdict): AppError {
  return new AppError('TRY_AGAIN_LATER', {
    message: 'Too many requests; try again later.',
    details: { retryAfterSeconds: verdict.retryAfterSeconds },
  });
}

/** The limiter key of one request: the class and its subject; read by the key generator. */
interface KeyCarrier {
  rateKey: string;
  routeOptions: { config: Record<string, unknown> };
}

export async function registerRateLimits(
  app: FastifyInstance,
  deps: { config: Config; findViewer: ViewerLookup },
): Promise<RateLimiter> {
  const { config } = deps;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        // a command while Redis is away fails at once (the request then passes), never queues
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : null;
  redis?.on('error', (error) => app.log.debug({ err: error }, 'rate-limit redis'));
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect());
    // counts taken before the connection is up would pass uncounted: wait for it at boot, but
    // never longer than REDIS_READY_WAIT_MS (a Redis that is down must not keep the server down)
    await Promise.race([
      once(redis, 'ready').catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, REDIS_READY_WAIT_MS).unref()),
    ]);
  }

  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: RATE_LIMIT_NAMESPACE } : {}),
    cache: 20_000,
    skipOnError: true,
  });

  const limiters = new Map(
    (Object.keys(config.rateLimits) as RateLimitClass[]).map((name) => {
      const { max, windowMs } = config.rateLimits[name];
      const limiter = app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request) => (request as unknown as KeyCarrier).rateKey,
      });
      return [name, limiter] as const;
    }),
  );

  const consume = async (name: RateLimitClass, subject: string): Promise<RateVerdict> => {
    const carrier: KeyCarrier = { rateKey: `${name}:${subject}`, routeOptions: { config: {} } };
    try {
      const result = await limiters.get(name)!(carrier as unknown as FastifyRequest);
      if (result.isAllowed || !result.isExceeded) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
    } catch (error) {
      app.log.warn({ err: error, limit: name }, 'rate limit store failed; request let through');
      return { allowed: true, retryAfterSeconds: 0 };
    }
  };
  const limiter: RateLimiter = {
    consume,
    async consumeAll(checks) {
      const verdicts = await Promise.all(checks.map(([name, subject]) => consume(name, subject)));
      const refused = verdicts.filter((v) => !v.allowed);
      if (!refused.length) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(...refused.map((v) => v.retryAfterSeconds)),
      };
    },
  };

  // REST writes and operator calls
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const operator = request.headers['x-operator-token'] !== undefined;
    const write =
      WRITE_METHODS.has(request.method) &&
      pathname.startsWith('/api/') &&
      !UNLIMITED_WRITES.test(pathname);
    if (!write && !(operator && pathname.startsWith('/api/'))) return;
    const ip = clientIp(request, config.trustProxy);
    const checks: Array<readonly [RateLimitClass, string]> = [];
    if (operator) checks.push(['OPERATOR', ip]);
    if (write) {
      checks.push(['REST_WRITE_IP', ip]);
      const viewer = request.headers.authorization ? await requestViewer(deps, request) : null;
      if (viewer) checks.push(['REST_WRITE_ACCOUNT', viewer.userId]);
    }
    const verdict = await limiter.consumeAll(checks);
    if (!verdict.allowed) throw tryAgainLater(verdict);
  });

  return limiter;
}
