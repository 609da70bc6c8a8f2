// The event bus of subscriptions (ARCHITECTURE §6). In-process by default; with REDIS_URL every
// instance publishes to and listens on Redis, so an event raised on one instance reaches the
// sockets held by all of them.
//
// Services call `publish` AFTER their database transaction commits, never inside it: a rolled
// back transaction must not have told anyone anything, and a subscriber that refetches on the
// event must find the committed state.
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import { setMaxListeners } from 'node:events';
import type { Logger } from '../http/logger';
import type { AppChannels } from './channels';
import { roundTrip, serializer } from './serializer';

export type { AppChannels } from './channels';

export type ChannelArgs = { [K in keyof AppChannels]: AppChannels[K] };

export type AppPubSub = PubSub<ChannelArgs>;

/**
 * The bus for work that runs in a transaction it does not commit itself (a service called inside
 * a larger transaction): `publish` is queued, and `flush` sends the queue once the enclosing
 * transaction has committed. A rolled back transaction drops the queue unsent.
 */
export function deferPublishes(pubsub: AppPubSub): { pubsub: AppPubSub; flush: () => void } {
  const queue: (() => void)[] = [];
  return {
    pubsub: {
      publish: (...args) => void queue.push(() => pubsub.publish(...args)),
      subscribe: pubsub.subscribe,
    },
    flush: () => {
      for (const publish of queue.splice(0)) publish();
    },
  };
}

export type PubSubKind = 'memory' | 'redis';

export interface PubSubHandle {
  pubsub: AppPubSub;
  kind: PubSubKind;
  /** true when events can flow (Redis answers PING) */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface CreatePubSubOptions {
  redisUrl: string | undefined;
  log: Logger;
  /** put before every channel name on Redis (REDIS_CHANNEL_PREFIX); '' by default */
  channelPrefix?: string;
}

export async function createAppPubSub(options: CreatePubSubOptions): Promise<PubSubHandle> {
  return options.redisUrl
    ? createRedisPubSub(options.redisUrl, options.log, options.channelPrefix ?? '')
    : createMemoryPubSub();
}

/**
 * In-process bus. Payloads go through the same serializer as on Redis, so a payload that would
 * not survive Redis (a Date, a class instance) shows up in development and tests already.
 */
function createMemoryPubSub(): PubSubHandle {
  // One listener per open subscription on a channel: a player with many tabs (or the realtime
  // benchmark's 100 sockets per player) is normal, not a leak, so Node's 10-listener warning is off.
  const eventTarget = new EventTarget();
  setMaxListeners(0, eventTarget);
  const inner = createPubSub<ChannelArgs>({
    eventTarget: eventTarget as NonNullable<Parameters<typeof createPubSub>[0]>['eventTarget'],
  });
  const pubsub: AppPubSub = {
    publish: (routingKey, ...args) => inner.publish(routingKey, ...roundTrip(args)),
    subscribe: inner.subscribe,
  };
  return {
    pubsub,
    kind: 'memory',
    ping: async () => true,
    close: async () => {},
  };
}

/** How long the boot waits for Redis before it starts without it (it keeps reconnecting). */
const REDIS_BOOT_WAIT_MS = 2_000;

/**
 * Redis pub/sub that degrades instead of failing: while Redis is away, publishing drops the event
 * (pub/sub only pushes to browsers; what must not be lost goes through the outbox), subscribing
 * waits, and nothing throws into the request that published. ioredis reconnects by itself (backoff
 * up to 2 s) and re-subscribes every channel when Redis is back. The boot does not wait for Redis.
 */
async function createRedisPubSub(
  redisUrl: string,
  log: Logger,
  prefix: string,
): Promise<PubSubHandle> {
  const retryStrategy = (attempt: number) => Math.min(50 * 2 ** attempt, 2_000);
  // Publishing fails at once while disconnected (no offline queue): a request never waits on it.
  const publishClient = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
  });
  // Subscribing queues while disconnected and is replayed on reconnect (autoResubscribe).
  const subscribeClient = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: null,
    retryStrategy,
  });
  let down = false;
  for (const [role, client] of [
    ['publish', publishClient],
    ['subscribe', subscribeClient],
  ] as const) {
    client.on('error', (error: Error) => {
      if (!down) log.warn({ err: error, role }, 'redis pubsub error');
      down = true;
    });
    client.on('ready', () => {
      if (down) log.info({ role }, 'redis pubsub reconnected');
      down = false;
    });
  }
  const connectOrWait = (client: Redis) =>
    Promise.race([
      client.connect().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, REDIS_BOOT_WAIT_MS).unref()),
    ]);
  await Promise.all([connectOrWait(publishClient), connectOrWait(subscribeClient)]);

  // The event target calls publish/subscribe without awaiting them: catch their rejections here,
  // or a Redis outage would become an unhandled rejection.
  // Every channel on Redis carries the prefix; messages on other prefixes are not ours.
  const safePublisher = {
    publish: (channel: string, message: string) =>
      publishClient.publish(prefix + channel, message).catch((error: unknown) => {
        log.debug({ err: error, channel }, 'redis publish dropped');
        return 0;
      }),
  };
  const safeSubscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) =>
      subscribeClient.on(event, (channel: string, message: string) => {
        if (channel.startsWith(prefix)) listener(channel.slice(prefix.length), message);
      }),
    subscribe: (channel: string) =>
      subscribeClient.subscribe(prefix + channel).catch((error: unknown) => {
        log.warn({ err: error, channel }, 'redis subscribe failed');
        return 0;
      }),
    unsubscribe: (channel: string) =>
      subscribeClient.unsubscribe(prefix + channel).catch((error: unknown) => {
        log.debug({ err: error, channel }, 'redis unsubscribe failed');
        return 0;
      }),
  };

  const pubsub = createPubSub<ChannelArgs>({
    eventTarget: createRedisEventTarget({
      publishClient: safePublisher as unknown as Redis,
      subscribeClient: safeSubscriber as unknown as Redis,
      serializer,
    }),
  });
  return {
    pubsub,
    kind: 'redis',
    ping: async () => {
      if (publishClient.status !== 'ready' || subscribeClient.status !== 'ready') return false;
      try {
        return (await publishClient.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      await Promise.allSettled(
        [publishClient, subscribeClient].map(async (client) => {
          try {
            if (client.status === 'ready') await client.quit();
            else client.disconnect();
          } catch {
            client.disconnect();
          }
        }),
      );
    },
  };
}
