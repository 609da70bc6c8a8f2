// Subscription helpers of the integration tests: a player's graphql-ws client, collecting a
// subscription's events, and waiting until a subscription is live on the server.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export function playerClient(wsUrl: string, token: string): Client {
  return createClient({
    url: `${wsUrl}?token=${token}`,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
}

/** Collects every event of a subscription until `stop()`. */
export function collect<T>(
  client: Client,
  query: string,
  /** keeps only matching events: system broadcasts of other tests share Redis */
  keep: (event: T) => boolean = () => true,
): { events: T[]; first: Promise<T>; stop: () => void } {
  const events: T[] = [];
  let resolveFirst!: (value: T) => void;
  let rejectFirst!: (error: unknown) => void;
  const first = new Promise<T>((resolve, reject) => {
    resolveFirst = resolve;
    rejectFirst = reject;
  });
  // A subscription ended by the server (e.g. a closed socket) is awaited by the test when it matters.
  first.catch(() => undefined);
  const stop = client.subscribe<T>(
    { query },
    {
      next: (result) => {
        if (result.errors) {
          rejectFirst(result.errors);
          return;
        }
        const event = result.data as T;
        if (!keep(event)) return;
        events.push(event);
        resolveFirst(event);
      },
      error: (error) => rejectFirst(error),
      complete: () => undefined,
    },
  );
  return { events, first, stop };
}

/** Resolves once the socket acknowledged the connection. */
export function connected(client: Client): Promise<void> {
  return new Promise((resolve) => {
    const off = client.on('connected', () => {
      off();
      resolve();
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `isLive()` holds, calling `probe()` every 50 ms meanwhile: a subscription is
 * registered on the server a moment after the client sends it, so tests first publish readiness
 * probes on the subscribed topic until one arrives, then cause the event under test.
 */
export async function untilLive(probe: () => void, isLive: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!isLive()) {
    if (Date.now() - started > timeoutMs) throw new Error('subscription never became live');
    probe();
    await sleep(50);
  }
}
