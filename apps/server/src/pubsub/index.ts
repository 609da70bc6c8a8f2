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
}

export async function createAppPubSub(options: CreatePubSubOptions): Promise<PubSubHandle> {
  return options.redisUrl ? createRedisPubSub(options.redisUrl, options.log) : createMemoryPubSub();
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

async function createRedisPubSub(redisUrl: string, log: Logger): Promise<PubSubHandle> {
  const connect = (role: 'publish' | 'subscribe') => {
    const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    client.on('error', (error: Error) => log.warn({ err: error, role }, 'redis pubsub error'));
    return client;
  };
  const publishClient = connect('publish');
  const subscribeClient = connect('subscribe');
  await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  // The Redis event target fires PUBLISH without awaiting it; a publish while Redis is away (or
  // while the bus is closing) must be a logged, lost notification, never an unhandled rejection.
  const publish = publishClient.publish.bind(publishClient) as (
    channel: string,
    message: string,
  ) => Promise<number>;
  publishClient.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      log.warn({ err: error, channel }, 'redis publish failed');
      return 0;
    })) as typeof publishClient.publish;

  const pubsub = createPubSub<ChannelArgs>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient, serializer }),
  });
  return {
    pubsub,
    kind: 'redis',
    ping: async () => {
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
            await client.quit();
          } catch {
            client.disconnect();
          }
        }),
      );
    },
  };
}
