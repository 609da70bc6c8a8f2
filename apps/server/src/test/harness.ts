// Integration-test harness: the real app over the worker's shared database (PGlite in memory, or
// PostgreSQL when DATABASE_URL is set) and a pub/sub of its own (Redis when REDIS_URL is set).
//
//   const server = await createTestServer();
//   const res = await server.gql('query ServerTime { serverTime }');
//   await server.close();
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { adjustableClock, type AdjustableClock } from '../clock';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import { SUBSCRIPTIONS_PATH } from '../graphql/ws';
import { createLogger } from '../http/logger';
import type { AppModule } from '../modules/types';
import { createAppPubSub, type AppPubSub, type PubSubHandle } from '../pubsub';
import { getTestDatabase, TEST_SEED_GAMES } from './test-database';

/** The keyring test servers use unless a test passes its own (`env.TOTP_ENCRYPTION_KEYS`). */
export const TEST_TOTP_KEYRING = 'test:hMcNXb8eNNmmRBtZy6ivdEJPfw/1fm339rcHDhgIJl4=';

export interface CreateTestServerOptions {
  /** listen on 127.0.0.1:<random port> (for websockets and real HTTP); default false (inject) */
  listen?: boolean;
  /** path of a built SPA to serve; default: none (the build note is served) */
  webDist?: string;
  /** extra environment variables for loadConfig */
  env?: Record<string, string>;
  /** modules to mount instead of the registry */
  modules?: readonly AppModule[];
  /** see BuildAppOptions.withdrawalGate */
  withdrawalGate?: BuildAppOptions['withdrawalGate'];
  /** see BuildAppOptions.workflows */
  workflows?: BuildAppOptions['workflows'];
  /** see BuildAppOptions.ssrEntry */
  ssrEntry?: BuildAppOptions['ssrEntry'];
}

export interface GqlOptions {
  headers?: Record<string, string>;
  /** the `?op=` sent; defaults to the document's first operation name */
  op?: string;
  /** the body's operationName; defaults to the document's first operation name */
  operationName?: string;
}

export interface GqlResult<TData> {
  status: number;
  data: TData | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown>; path?: unknown[] }[] | undefined;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface RestResult<TBody> {
  status: number;
  body: TBody;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  db: Db;
  pubsubHandle: PubSubHandle;
  pubsub: AppPubSub;
  /** the app's clock: `advance(ms)` instead of sleeping through a throttle or a rate limit */
  clock: AdjustableClock;
  /** POST /graphql?op=<name> with `{ query, variables, operationName }` */
  gql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlResult<TData>>;
  /** any HTTP call; JSON bodies are parsed when possible */
  rest<TBody = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<RestResult<TBody>>;
  /** `http://127.0.0.1:<port>` when listening */
  listenUrl: string | undefined;
  /** `ws://127.0.0.1:<port>/graphql/subscriptions` when listening */
  wsUrl: string | undefined;
  /** closes the app and its pub/sub; the shared database stays open for the next test */
  close(): Promise<void>;
}

export function firstOperationName(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** This test worker's pub/sub channel prefix (its files run one after another). */
const CHANNEL_PREFIX = `test-${randomUUID().slice(0, 8)}:`;

export async function createTestServer(options: CreateTestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_GAMES: String(TEST_SEED_GAMES),
    DATA_DIR: path.join(os.tmpdir(), 'aurum-test-data'),
    WEB_DIST: options.webDist ?? path.join(os.tmpdir(), 'aurum-test-no-web-dist'),
    BACKOFFICE_DIST: path.join(os.tmpdir(), 'aurum-test-no-backoffice-dist'),
    // a test-only key, so production-mode test servers start (production requires one)
    TOTP_ENCRYPTION_KEYS: TEST_TOTP_KEYRING,
    // generous request limits: suites never trip them (http/rate-limit.test.ts sets its own)
    RATE_LIMIT_MULTIPLIER: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // with REDIS_URL, the servers of one test worker (the multi-instance tests make two) share
    // their events, and no server of a file running beside them hears them (a chat test once
    // found the back office's first message, same id, from such a file)
    REDIS_CHANNEL_PREFIX: CHANNEL_PREFIX,
    ...options.env,
  });
  const logger = createLogger(config);
  const database = await getTestDatabase(logger);
  const pubsubHandle = await createAppPubSub({
    redisUrl: config.redisUrl,
    channelPrefix: config.redisChannelPrefix,
    log: logger,
  });
  const clock = adjustableClock();
  const app = await buildApp({
    config,
    database,
    pubsub: pubsubHandle,
    logger,
    clock,
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.withdrawalGate !== undefined ? { withdrawalGate: options.withdrawalGate } : {}),
    ...(options.workflows !== undefined ? { workflows: options.workflows } : {}),
    ...(options.ssrEntry !== undefined ? { ssrEntry: options.ssrEntry } : {}),
  });

  let listenUrl: string | undefined;
  let wsUrl: string | undefined;
  if (options.listen) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    listenUrl = `http://127.0.0.1:${port}`;
    wsUrl = `ws://127.0.0.1:${port}${SUBSCRIPTIONS_PATH}`;
  } else {
    await app.ready();
  }

  const rest: TestServer['rest'] = async (method, url, body, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return {
      status: response.statusCode,
      body: parseJson(response.body) as never,
      headers: response.headers,
    };
  };

  const gql: TestServer['gql'] = async (query, variables, gqlOptions = {}) => {
    const name = firstOperationName(query);
    const op = gqlOptions.op ?? name;
    const operationName = gqlOptions.operationName ?? name;
    const url = op ? `/graphql?op=${encodeURIComponent(op)}` : '/graphql';
    const response = await rest<{ data?: unknown; errors?: GqlResult<unknown>['errors'] }>(
      'POST',
      url,
      { query, ...(variables ? { variables } : {}), ...(operationName ? { operationName } : {}) },
      { accept: 'application/json', ...gqlOptions.headers },
    );
    const body = typeof response.body === 'object' && response.body ? response.body : {};
    return {
      status: response.status,
      data: body.data as never,
      errors: body.errors,
      headers: response.headers,
    };
  };

  return {
    app,
    config,
    database,
    db: database.db,
    pubsubHandle,
    pubsub: pubsubHandle.pubsub,
    clock,
    gql,
    rest,
    listenUrl,
    wsUrl,
    close: async () => {
      await app.close();
      await pubsubHandle.close();
    },
  };
}
