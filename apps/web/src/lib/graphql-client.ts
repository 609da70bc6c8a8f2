// The urql client (ARCHITECTURE §2, §4): every operation is POSTed to `/graphql?op=<Name>` with
// the interface language and the bearer token; subscriptions go over graphql-ws, whose code is
// downloaded only when the first subscription starts.
import {
  Client,
  cacheExchange,
  fetchExchange,
  getOperationName,
  makeOperation,
  mapExchange,
  subscriptionExchange,
  type CombinedError,
  type ExecutionResult,
  type Operation,
  type SubscriptionForwarder,
  ssrExchange,
  type SSRData,
} from '@urql/core';
import type { Client as WsClient } from 'graphql-ws';
import {
  RG_SIGN_OUT_CODES,
  WS_CLOSE_RG_CODES,
  WS_CLOSE_RG_SESSION_LIMIT,
  bareRefusal,
  rgRefusalOfError,
  setRgSignOutReason,
} from './rg-sign-out';
import { isSeedFresh } from './ssr-data';

export const GRAPHQL_PATH = '/graphql';
export const SUBSCRIPTIONS_PATH = '/graphql/subscriptions';
/** The server closes a socket whose token has no (more) session with this code: sign out, no retry. */
export const WS_CLOSE_UNAUTHORIZED = 4401;

/** Reads of the current user (the session's and the balance chip's), exempt from sign-out. */
const SESSION_QUERIES = new Set(['CurrentUser', 'CurrentUserBalance']);

export function isBadTokenClose(event: unknown): boolean {
  const code = (event as { code?: unknown } | null)?.code;
  return (
    code === WS_CLOSE_UNAUTHORIZED || (typeof code === 'number' && WS_CLOSE_RG_CODES.has(code))
  );
}

/**
 * The responsible-gaming closes (issue 14: a time-out, self-exclusion or closure — 4460 — or the
 * session time limit — 4461 — ended every session): remembers why, for the sign-in page. The
 * close reason carries the RG code.
 */
export function noteRgClose(event: unknown): void {
  const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown };
  if (typeof code !== 'number' || !WS_CLOSE_RG_CODES.has(code)) return;
  const rgCode =
    typeof reason === 'string' && RG_SIGN_OUT_CODES.has(reason)
      ? reason
      : code === WS_CLOSE_RG_SESSION_LIMIT
        ? 'RG_SESSION_LIMIT'
        : 'RG_SELF_EXCLUDED';
  setRgSignOutReason(bareRefusal(rgCode));
}

export function operationUrl(operation: Pick<Operation, 'query'>): string {
  const name = getOperationName(operation.query);
  return name ? `${GRAPHQL_PATH}?op=${encodeURIComponent(name)}` : GRAPHQL_PATH;
}

/** Spec §4.1: GraphQL code UNAUTHORIZED, HTTP 401 or 403. */
export function isUnauthorized(error: CombinedError | undefined): boolean {
  if (!error) return false;
  const status = (error.response as { status?: number } | undefined)?.status;
  if (status === 401 || status === 403) return true;
  return error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHORIZED');
}

export interface GraphqlClientOptions {
  token: string | null;
  language: string;
  /** Called once per unauthorised answer while a token is in use. */
  onUnauthorized: () => void;
  /** The server-rendered page's answers (guests only, lib/ssr-data). */
  seed?: SSRData | null;
}

export interface GraphqlClientHandle {
  client: Client;
  dispose: () => void;
}

function subscriptionsUrl(token: string | null): string {
  const { protocol, host } = window.location;
  const base = `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${SUBSCRIPTIONS_PATH}`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

export function createGraphqlClient({
  token,
  language,
  onUnauthorized,
  seed,
}: GraphqlClientOptions): GraphqlClientHandle {
  let ws: Promise<WsClient> | null = null;
  let disposed = false;
  // Queries on screen, re-executed from the network after the socket reconnects (events may
  // have been missed while it was down).
  const activeQueries = new Map<number, Operation>();
  const refetchActiveQueries = () => {
    for (const operation of activeQueries.values()) {
      client.reexecuteOperation(
        makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' }),
      );
    }
  };

  const wsClient = () => {
    // Reconnects forever with graphql-ws' randomised exponential backoff, except after the
    // server's bad-token close, which signs the player out.
    ws ??= import('graphql-ws').then(({ createClient }) =>
      createClient({
        url: subscriptionsUrl(token),
        lazy: true,
        retryAttempts: Infinity,
        shouldRetry: (event) => !isBadTokenClose(event),
        on: {
          connected: (_socket, _payload, wasRetry) => {
            if (wasRetry) refetchActiveQueries();
          },
          closed: (event) => {
            if (token && isBadTokenClose(event)) {
              noteRgClose(event);
              onUnauthorized();
            }
          },
        },
      }),
    );
    return ws;
  };

  const forwardSubscription: SubscriptionForwarder = (request) => ({
    subscribe(sink) {
      let unsubscribe: (() => void) | null = null;
      let cancelled = false;
      wsClient().then(
        (client) => {
          if (cancelled || disposed) return;
          unsubscribe = client.subscribe(
            { ...request, query: request.query ?? '' },
            {
              next: (value) => sink.next(value as ExecutionResult),
              error: (error) => sink.error(error),
              complete: () => sink.complete(),
            },
          );
        },
        (error: unknown) => sink.error(error),
      );
      return {
        unsubscribe() {
          cancelled = true;
          unsubscribe?.();
        },
      };
    },
  });

  const headers: Record<string, string> = { 'Accept-Language': language };
  if (token) headers.Authorization = `Bearer ${token}`;

  const client = new Client({
    url: GRAPHQL_PATH,
    requestPolicy: 'cache-and-network',
    preferGetMethod: false,
    fetchOptions: () => ({ headers }),
    exchanges: [
      // while the server's answers are fresh, a read it answered is served from them and then
      // from the cache, without the network round trip of cache-and-network
      ...(seed
        ? [
            mapExchange({
              onOperation: (operation) =>
                operation.kind === 'query' && String(operation.key) in seed && isSeedFresh()
                  ? makeOperation('query', operation, {
                      ...operation.context,
                      requestPolicy: 'cache-first',
                    })
                  : operation,
            }),
          ]
        : []),
      cacheExchange,
      mapExchange({
        onOperation(operation) {
          if (operation.kind === 'query') activeQueries.set(operation.key, operation);
          if (operation.kind === 'teardown') activeQueries.delete(operation.key);
          if (operation.kind === 'subscription' || operation.kind === 'teardown') return operation;
          return makeOperation(operation.kind, operation, {
            ...operation.context,
            url: operationUrl(operation),
          });
        },
        onError(error, operation) {
          // A responsible-gaming rule ended the session (issue 14): sign out and say why.
          const refusal = rgRefusalOfError(error);
          if (token && refusal && RG_SIGN_OUT_CODES.has(refusal.code)) {
            setRgSignOutReason(refusal);
            onUnauthorized();
            return;
          }
          // The current user failing is the session's own business: it just becomes a guest.
          if (SESSION_QUERIES.has(getOperationName(operation.query) ?? '')) return;
          if (token && isUnauthorized(error)) onUnauthorized();
        },
      }),
      ...(seed ? [ssrExchange({ isClient: true, initialState: seed })] : []),
      subscriptionExchange({ forwardSubscription }),
      fetchExchange,
    ],
  });

  return {
    client,
    dispose() {
      disposed = true;
      void ws?.then((c) => c.dispose());
    },
  };
}
