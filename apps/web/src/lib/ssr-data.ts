// Server rendering's seams in the app (issue 16, docs/architecture.md "Server-rendered pages").
// The server renders public pages as a guest and inlines the first screen's GraphQL answers in
// `<script type="application/json" id="ssr-data">` (data, not code: no CSP hash needed); the
// browser answers the same operations from it while hydrating, so the first client render matches
// the server's HTML without waiting for the network (urql's ssrExchange on both sides). On the server, a context carries the
// request's GraphQL client and collects the page's title, description and status.
import type { Client, SSRData } from '@urql/core';
import { createContext, useContext } from 'react';

export const SSR_DATA_ID = 'ssr-data';

export interface SsrPayload {
  /** the language the server rendered in */
  language: string;
  /** GraphQL answers by urql operation key (urql's ssrExchange format) */
  results: SSRData;
  /** the i18next namespaces the page used (loaded before hydrating) */
  namespaces: string[];
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

let serverHref: string | null | undefined;

/**
 * True while the browser still shows the address the server rendered, in its language: its
 * title and description are already in the HTML (no `meta` namespace needed). Once the visitor
 * navigates, false for good.
 */
export function onServerRenderedPage(language: string): boolean {
  if (typeof window === 'undefined') return false;
  if (serverHref === undefined) serverHref = ssrPayload() ? window.location.href : null;
  if (serverHref !== window.location.href) serverHref = null;
  return serverHref !== null && ssrPayload()?.language === language;
}

/** The server's answers count as fresh this long after the page started. */
const SEED_MS = 30_000;
const started = Date.now();

export function isSeedFresh(): boolean {
  return Date.now() - started < SEED_MS;
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
