// Test helpers of the notification centre: a real sandbox card deposit (GraphQL + the hosted
// page's Pay button) and a graphql-ws client of a player.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from '../../test/harness';
import type { TestUser } from '../../test/users';

const CREATE = `mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {
  createFiatDepositPayment(input: $input) { status paymentLink paymentId }
}`;

/** Deposits `amount` USD through the sandbox card: create the payment, then press Pay. */
export async function sandboxDeposit(
  server: TestServer,
  user: TestUser,
  amount = 25,
): Promise<string> {
  const res = await server.gql<{
    createFiatDepositPayment: {
      status: string;
      paymentLink: string | null;
      paymentId: string | null;
    };
  }>(
    CREATE,
    {
      input: {
        methodId: 'sandbox-card',
        currency: 'USD',
        amount,
        returnUrl: 'http://localhost:3000/deposit',
        predefinedFields: [
          { name: 'NAME', value: 'Ada Lovelace' },
          { name: 'COUNTRY', value: 'US' },
        ],
        userAgent: 'vitest',
      },
    },
    { headers: user.headers },
  );
  const created = res.data?.createFiatDepositPayment;
  if (!created?.paymentLink || !created.paymentId) {
    throw new Error(`deposit not created: ${JSON.stringify(res.errors ?? res.data)}`);
  }
  const url = new URL(created.paymentLink);
  const decided = await server.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: url.searchParams.get('token')!,
      decision: 'approve',
      lang: 'en',
    }).toString(),
  });
  if (decided.statusCode !== 303) throw new Error(`deposit not approved: ${decided.statusCode}`);
  return created.paymentId;
}

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
