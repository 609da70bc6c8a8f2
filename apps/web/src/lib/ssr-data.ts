// Server rendering's seams in the app (issue 16, docs/architecture.md "Server-rendered pages").
// The server renders public pages as a guest and inlines the first screen's GraphQL answers in
// `<script type="application/json" id="ssr-data">` (data, not code: no CSP hash needed); the
// browser answers the same operations from it while hydrating, so the first client render matches
// the server's HTML without waiting for the network. On the server, a context carries the
// request's GraphQL client and collects the page's title, description and status.
import { makeResult, type Client, type Exchange, type ExecutionResult } from '@urql/core';
import { createContext, useContext } from 'react';
import { filter, map, merge, pipe, share } from 'wonka';

export const SSR_DATA_ID = 'ssr-data';

export interface SsrPayload {
  /** the language the server rendered in */
  language: string;
  /** GraphQL answers by urql operation key */
  results: Record<string, ExecutionResult>;
}

let payload: SsrPayload | null | undefined;

/** The server's inlined payload, or null on a client-rendered page. */
export function ssrPayload(): SsrPayload | null {
  if (payload === undefined) {
    const element = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
    try {
      payload = element?.textContent ? (JSON.parse(element.textContent) as SsrPayload) : null;
    } catch {
      payload = null;
    }
  }
  return payload;
}

/** Answers stay seeds this long after the page started; later reads go to the network. */
const SEED_MS = 30_000;
const started = Date.now();

/** Answers queries the server already answered from its inlined results (after the cache). */
export function seedExchange(results: Record<string, ExecutionResult>): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const shared = share(operations$);
      const seeded = new WeakSet<object>();
      return merge([
        pipe(
          shared,
          filter((operation) => {
            const hit =
              operation.kind === 'query' &&
              Date.now() - started < SEED_MS &&
              String(operation.key) in results;
            if (hit) seeded.add(operation);
            return hit;
          }),
          map((operation) => makeResult(operation, results[String(operation.key)]!)),
        ),
        forward(
          pipe(
            shared,
            filter((operation) => !seeded.has(operation)),
          ),
        ),
      ]);
    };
}

/** What a server render collects: set by the rendered screens. */
export interface SsrHead {
  title?: string;
  description?: string;
  /** the screen's title key (`notFound` answers 404) */
  key?: string | null;
  /** the HTTP status a screen asked for (useServerStatus) */
  status?: number;
}

export interface SsrContextValue {
  client: Client;
  head: SsrHead;
}

/** Present only in a server render. */
export const SsrContext = createContext<SsrContextValue | null>(null);

/** Lets a screen answer a server render with a status (a provider that does not exist: 404). */
export function useServerStatus(status: number | null): void {
  const server = useContext(SsrContext);
  if (server && status !== null) server.head.status = status;
}
