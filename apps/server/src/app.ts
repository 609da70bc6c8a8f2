// Builds the Fastify application without listening: main listens, tests inject or listen on port 0.
// HTTP surface: POST|GET /graphql (Yoga), ws /graphql/subscriptions (graphql-ws), /api/* (module
// REST adapters), /healthz, and the built SPA for everything else.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { operatorAuditWriter } from './backoffice/audit';
import { registerBackoffice } from './backoffice/http';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { registerGraphQLRoute } from './graphql/http-route';
import { buildAppSchema } from './graphql/schema';
import { attachSubscriptionServer } from './graphql/ws';
import { createAppYoga } from './graphql/yoga';
import { registerInputHygiene } from './http/control-chars';
import { registerErrorHandling } from './http/error-handler';
import { HEALTH_PATHS, registerHealth } from './http/health';
import { createLogger, redactUrl, type Logger } from './http/logger';
import { genReqId, REQUEST_ID_HEADER } from './http/request-id';
import type { ViewerLookup } from './http/auth';
import { registerRateLimits } from './http/rate-limit';
import { loadSpaShell, registerSecurityHeaders } from './http/security-headers';
import { createPageRenderer, loadSsrEntry, type SsrEntry } from './http/ssr';
import { registerBackofficeApp, registerSpa } from './http/static';
import { metrics as processMetrics } from './metrics';
import { registerMetricsRoute } from './metrics/route';
import { modules as registeredModules } from './modules';
import { sessionViewerLookup } from './modules/identity';
import type { WithdrawalGate } from './modules/payments';
import type { AppDeps, AppModule } from './modules/types';
import type { PubSubHandle } from './pubsub';
import {
  createBlockEffects,
  createPlayerAccessGate,
  createWithdrawalGate,
  startWorkflows,
  type WorkflowOptions,
} from './workflows';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  pubsub: PubSubHandle;
  /** defaults to a logger built from the config */
  logger?: Logger;
  /** defaults to the registry (modules/index.ts) */
  modules?: readonly AppModule[];
  /** bearer token → viewer; defaults to the identity module's session lookup */
  findViewer?: ViewerLookup;
  /** defaults to the system clock */
  clock?: Clock;
  /** defaults to the workflows' gate; null wires none (withdrawals are then refused) */
  withdrawalGate?: WithdrawalGate | null;
  /** options of the outbox relay; false starts no relay (events wait for another instance) */
  workflows?: WorkflowOptions | false;
  /** the web's server-render entry; defaults to the built one beside WEB_DIST (http/ssr.ts) */
  ssrEntry?: SsrEntry | null;
}

/** Largest request body accepted (JSON). */
const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database, pubsub } = options;
  const logger = options.logger ?? createLogger(config);
  const app = Fastify({
    loggerInstance: logger,
    genReqId,
    // Fastify's own request/response lines are replaced by the onResponse access log below.
    logController: new LogController({ requestIdLogLabel: 'reqId', disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
  });

  const withdrawalGate =
    options.withdrawalGate === undefined ? createWithdrawalGate() : options.withdrawalGate;
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    db: database.db,
    config,
    pubsub: pubsub.pubsub,
    log: app.log,
    // who a bearer token is: injected here so the frame (http/, graphql/) never imports identity
    findViewer: options.findViewer ?? sessionViewerLookup(database.db),
    clock,
    ...(withdrawalGate ? { withdrawalGate } : {}),
    playerAccess: createPlayerAccessGate(),
    metrics: processMetrics,
    operatorAudit: operatorAuditWriter(clock),
  };
  deps.blockEffects = createBlockEffects(deps);
  // the scrape reads this app's pool and outbox until it closes
  const releaseSource = processMetrics.registerSource({ database });

  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // One access-log line per request, with the GraphQL operation name when there is one; and its
  // latency by route template (unmatched paths share one label: no cardinality from scanners).
  app.addHook('onResponse', async (request, reply) => {
    deps.metrics.observeHttp(
      request.routeOptions.url && !request.is404 ? request.routeOptions.url : 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    const quiet = HEALTH_PATHS.has(request.url) && reply.statusCode < 400;
    request.log[quiet ? 'debug' : 'info'](
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(request.graphqlOperation ? { op: request.graphqlOperation } : {}),
      },
      'request completed',
    );
  });

  const shell = loadSpaShell(config.webDist, app.log);
  await registerSecurityHeaders(app, config, shell);
  // Brotli quality 5 (the plugin's default is 4): the home page's 338 KB of HTML goes 35.2 →
  // 31.8 KB for +0.6 ms of compression here; 3.4 KB is ~20 ms at slow 4G's 1.6 Mbit/s, and the
  // first screen's sixth image waits for the document's connection (issue 16, docs/lcp-notes.md).
  // Quality 9 gives 30.9 KB for 22 ms; 11, 28.2 KB for 335 ms (per request).
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
  });
  const rateLimiter = await registerRateLimits(app, deps);
  const ssrEntry =
    shell.template === null || !config.serverRender
      ? null
      : options.ssrEntry !== undefined
        ? options.ssrEntry
        : await loadSsrEntry(config.webDist, app.log);
  const spa = await registerSpa(
    app,
    config.webDist,
    shell,
    config.publicUrl,
    ssrEntry && createPageRenderer(app, ssrEntry),
  );
  const backoffice = await registerBackofficeApp(
    app,
    config.backofficeDist,
    shell.noncePlaceholder,
  );
  registerErrorHandling(app, spa, { debugErrors: config.debugErrors, backoffice });
  // control characters in REST params, query and body: VALIDATION_ERROR before any handler
  registerInputHygiene(app);

  const modules = options.modules ?? registeredModules;
  const schema = buildAppSchema(modules);
  const yoga = createAppYoga(deps, schema, {
    rateLimiter,
    modulePlugins: modules.flatMap((module) => module.graphqlPlugins?.(deps, schema) ?? []),
  });
  registerGraphQLRoute(app, yoga);
  // the staff API: its own schema and endpoint (/backoffice/graphql), never the player's
  await registerBackoffice(app, deps, rateLimiter);
  attachSubscriptionServer(app, yoga, {
    trustProxy: config.trustProxy,
    pubsub: deps.pubsub,
    debugErrors: config.debugErrors,
    metrics: deps.metrics,
    rateLimiter,
  });
  registerHealth(app, database, pubsub);
  registerMetricsRoute(app, deps.metrics, config.metricsToken);

  for (const module of options.modules ?? registeredModules) {
    const rest = module.rest;
    if (rest) await app.register(async (scope) => rest(scope, deps));
  }
  for (const module of options.modules ?? registeredModules) await module.start?.(deps);
  // the outbox relay: delivers integration events to the workflows' consumers (docs/outbox-notes.md)
  const relay = options.workflows === false ? null : startWorkflows(deps, options.workflows);
  app.addHook('onClose', async () => {
    releaseSource();
    await relay?.stop();
    for (const module of options.modules ?? registeredModules) await module.stop?.(deps);
  });
  return app;
}
