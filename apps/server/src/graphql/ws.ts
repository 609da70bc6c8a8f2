// Subscriptions over graphql-ws at /graphql/subscriptions?token=<token>, on Fastify's own HTTP
// server (upgrade requests for that path only). Operations run through Yoga's envelop pipeline
// (`getEnveloped`), so limits, masking and the context are exactly those of HTTP.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { pickLanguage } from '@aurum/domain';
import type { FastifyInstance } from 'fastify';
import { getOperationAST, GraphQLError, type ExecutionArgs } from 'graphql';
import type { ConnectionInitMessage } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientIp } from '../http/client';
import { redactUrl, type Logger } from '../http/logger';
import type { RateLimiter } from '../http/rate-limit';
import type { AppMetrics } from '../metrics';
import { cleanRequestId } from '../http/request-id';
import type { AppPubSub } from '../pubsub';
import type { Caller } from './context';
import { codeGraphQLError, codeResult } from './error-codes';
import type { AppYoga } from './yoga';

export const SUBSCRIPTIONS_PATH = '/graphql/subscriptions';

/** Largest message a client may send (a subscribe with its document). */
const MAX_PAYLOAD_BYTES = 256 * 1024;

/**
 * Close code for a token that does not (or no longer) resolve to a session: expired, revoked
 * (logout, password change) or a suspended account. Clients sign out on it and do not retry.
 */
export const CLOSE_UNAUTHORIZED = 4401;

/** Close code for an address over its connection limit (WS_CONNECT); the client retries later. */
export const CLOSE_TRY_AGAIN_LATER = 4462;

/** How often the sessions behind open authenticated sockets are checked again. */
export const SESSION_RECHECK_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** re-validates the session of every authenticated socket now; closes ended ones with 4401 */
    recheckSubscriptionSessions(): Promise<void>;
  }
}

interface EnvelopedRoot {
  execute: (args: ExecutionArgs) => unknown;
  subscribe: (args: ExecutionArgs) => unknown;
}

function callerFromUpgrade(request: IncomingMessage, log: Logger, trustProxy: boolean): Caller {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const requestId = cleanRequestId(request.headers['x-request-id']) ?? randomUUID();
  return {
    token: url.searchParams.get('token') || null,
    lang: pickLanguage(request.headers['accept-language']),
    requestId,
    log: log.child({ reqId: requestId }),
    ip: clientIp(request, trustProxy),
  };
}

export interface SubscriptionServerOptions {
  /** X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY) */
  trustProxy?: boolean;
  /** the bus on which a player's exclusion closes their sockets */
  pubsub?: AppPubSub;
  /** DEBUG_ERRORS: errors keep the original error's details */
  debugErrors?: boolean;
  /** counts open connections */
  metrics?: Pick<AppMetrics, 'websocketOpened' | 'websocketClosed'>;
  /** the request limits: connections opened per IP (WS_CONNECT) */
  rateLimiter?: RateLimiter;
}

export function attachSubscriptionServer(
  app: FastifyInstance,
  yoga: AppYoga,
  options: SubscriptionServerOptions = {},
): void {
  const coding = { debug: options.debugErrors ?? false };
  const counted = new WeakSet<WebSocket>();
  const trustProxy = options.trustProxy ?? false;
  const pubsub = options.pubsub;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES });
  const callers = new WeakMap<IncomingMessage, Caller>();
  const callerOf = (request: IncomingMessage) => {
    let caller = callers.get(request);
    if (!caller) {
      caller = callerFromUpgrade(request, app.log, trustProxy);
      callers.set(request, caller);
    }
    return caller;
  };

  // Authenticated sockets, re-validated every SESSION_RECHECK_MS.
  const authenticated = new Map<WebSocket, IncomingMessage>();
  // the player behind each authenticated socket: responsible gaming closes a player's sockets
  const owners = new Map<WebSocket, string>();
  const viewerOf = async (request: IncomingMessage) => {
    const context = await yoga.getEnveloped({ caller: callerOf(request) }).contextFactory();
    return context.viewer;
  };
  const hasSession = async (request: IncomingMessage) => Boolean(await viewerOf(request));
  const recheck = async () => {
    // One lookup per token per sweep, however many sockets (tabs) share it.
    const verdicts = new Map<string, Promise<boolean>>();
    for (const [socket, request] of [...authenticated]) {
      const token = callerOf(request).token ?? '';
      let verdict = verdicts.get(token);
      if (!verdict) {
        verdict = hasSession(request);
        verdicts.set(token, verdict);
      }
      try {
        if (await verdict) continue;
      } catch (error) {
        callerOf(request).log.warn({ err: error }, 'websocket session check failed');
        continue;
      }
      authenticated.delete(socket);
      socket.close(CLOSE_UNAUTHORIZED, 'Session ended');
    }
  };
  const recheckTimer = setInterval(() => void recheck(), SESSION_RECHECK_MS);
  recheckTimer.unref();
  app.decorate('recheckSubscriptionSessions', recheck);

  const server = useServer<ConnectionInitMessage['payload']>(
    {
      // Guests (no token) connect too; a token that resolves to no session closes with 4401.
      onConnect: async (ctx) => {
        const request = ctx.extra.request;
        const caller = callerOf(request);
        const verdict = await options.rateLimiter?.consume('WS_CONNECT', caller.ip ?? 'unknown');
        if (verdict && !verdict.allowed) {
          caller.log.info('websocket refused: too many connections from this address');
          // a code of our own, not graphql-ws's fatal 4429: the client retries with back-off
          ctx.extra.socket.close(CLOSE_TRY_AGAIN_LATER, 'Too many requests');
          return false;
        }
        if (caller.token) {
          const viewer = await viewerOf(request);
          if (!viewer) {
            caller.log.info('websocket refused: no session for the token');
            ctx.extra.socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
            return false;
          }
          authenticated.set(ctx.extra.socket, request);
          owners.set(ctx.extra.socket, viewer.userId);
        }
        caller.log.info({ url: redactUrl(request.url) }, 'websocket connected');
        counted.add(ctx.extra.socket);
        options.metrics?.websocketOpened();
        return true;
      },
      onClose: (ctx) => {
        authenticated.delete(ctx.extra.socket);
        owners.delete(ctx.extra.socket);
        if (counted.delete(ctx.extra.socket)) options.metrics?.websocketClosed();
      },
      onDisconnect: (ctx, code) => {
        callerOf(ctx.extra.request).log.info({ code }, 'websocket disconnected');
      },
      // every error on the socket carries a catalogue code, as on HTTP (graphql/error-codes.ts)
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => codeGraphQLError(error, coding).toJSON()),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors?.length ? (codeResult(result, coding) as never) : undefined,
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args) as never,
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args) as never,
      onSubscribe: async (ctx, _id, payload) => {
        const caller = callerOf(ctx.extra.request);
        const enveloped = yoga.getEnveloped({ caller, params: payload });
        let document;
        try {
          document = enveloped.parse(payload.query);
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError('Invalid document.')];
        }
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length > 0) return errors;
        const op = getOperationAST(document, payload.operationName)?.name?.value ?? null;
        caller.log.info({ op }, 'graphql operation over websocket');
        const root: EnvelopedRoot = { execute: enveloped.execute, subscribe: enveloped.subscribe };
        return {
          schema: enveloped.schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: root,
        };
      },
    },
    wss,
  );

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== SUBSCRIPTIONS_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  // Responsible gaming: a blocked player's sockets (4460) or a session past its time limit (4461)
  // are closed on every instance, whatever they subscribed to.
  const closeEvents = pubsub?.subscribe('rg.close-sockets');
  if (closeEvents) {
    void (async () => {
      for await (const event of closeEvents) {
        for (const [socket, userId] of [...owners]) {
          if (userId !== event.userId) continue;
          authenticated.delete(socket);
          owners.delete(socket);
          socket.close(event.code, event.reason);
        }
      }
    })().catch((error: unknown) => app.log.warn({ err: error }, 'rg close-sockets listener ended'));
  }

  // Close the sockets (1001 Going Away) before Fastify waits for its connections to end.
  app.addHook('preClose', async () => {
    clearInterval(recheckTimer);
    await closeEvents?.return?.();
    await server.dispose();
  });
}
