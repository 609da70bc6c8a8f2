import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { publishSystemPing } from '../modules/system/system-ping';
import { createTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ listen: true });
});
afterAll(() => server.close());

function wsUrl(query = ''): string {
  if (!server.wsUrl) throw new Error('server is not listening');
  return `${server.wsUrl}${query}`;
}

/** Resolves with the first message that satisfies `accept`. */
function nextMessage(socket: WebSocket, accept: (message: Record<string, unknown>) => boolean) {
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      if (accept(message)) resolve(message);
    });
    socket.on('error', reject);
  });
}

/**
 * Publishes until the subscriber gets the notice (a subscription is registered a moment after
 * the subscribe message; on Redis the SUBSCRIBE round trip adds a little more).
 */
async function publishUntil<T>(received: Promise<T>, message: string): Promise<T> {
  const timer = setInterval(() => publishSystemPing(server.pubsub, message), 50);
  try {
    return await received;
  } finally {
    clearInterval(timer);
  }
}

describe('graphql-ws at /graphql/subscriptions', () => {
  it('acknowledges a guest connection (no token)', async () => {
    const socket = new WebSocket(wsUrl(), 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const ack = nextMessage(socket, (m) => m.type === 'connection_ack');
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(await ack).toEqual({ type: 'connection_ack' });
    socket.close();
  });

  it('delivers a published event to a subscriber', async () => {
    const client: Client = createClient({
      url: wsUrl(),
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const message = `hello ${Math.random()}`;
    const iterator = client.iterate<{
      systemPing: { id: string; message: string; sentAt: string };
    }>({ query: 'subscription SystemPing { systemPing { id message sentAt } }' });
    const received = (async () => {
      for await (const result of iterator) {
        if (result.data?.systemPing.message === message) return result;
      }
      throw new Error('subscription ended without the event');
    })();
    const result = await publishUntil(received, message);
    expect(result.errors).toBeUndefined();
    expect(result.data?.systemPing).toMatchObject({ message });
    expect(Date.parse(result.data?.systemPing.sentAt ?? '')).not.toBeNaN();
    await iterator.return?.();
    await client.dispose();
  });

  it('applies validation to subscriptions (unknown field)', async () => {
    const client = createClient({ url: wsUrl(), webSocketImpl: WebSocket, retryAttempts: 0 });
    const iterator = client.iterate({ query: 'subscription Nope { noSuchEvent }' });
    await expect(iterator.next()).rejects.toSatisfy((errors: unknown) =>
      JSON.stringify(errors).includes('noSuchEvent'),
    );
    await client.dispose();
  });

  it('refuses upgrades on other paths', async () => {
    const socket = new WebSocket(`${server.listenUrl?.replace('http', 'ws')}/graphql`);
    const outcome = await new Promise<string>((resolve) => {
      socket.on('open', () => resolve('open'));
      socket.on('error', (error) => resolve(error.message));
    });
    expect(outcome).toMatch(/404/);
  });
});

describe('shutdown', () => {
  it('closes open sockets with 1001 Going Away', async () => {
    const own = await createTestServer({ listen: true });
    const socket = new WebSocket(own.wsUrl ?? '', 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    const ack = nextMessage(socket, (m) => m.type === 'connection_ack');
    socket.send(JSON.stringify({ type: 'connection_init' }));
    await ack;
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await own.close();
    expect(await closed).toBe(1001);
  });
});
