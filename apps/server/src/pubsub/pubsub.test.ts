import { describe, expect, it } from 'vitest';
import { createLogger } from '../http/logger';
import type { SystemPingEvent } from '../modules/system/system-ping';
import '../modules/system/events';
import { createAppPubSub, type AppPubSub } from './index';
import { roundTrip } from './serializer';

const log = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

async function firstEvent(
  subscriber: AppPubSub,
  publisher: AppPubSub,
  message: string,
): Promise<SystemPingEvent> {
  const subscription = subscriber.subscribe('system.ping');
  const event: SystemPingEvent = { id: message, message, sentAt: new Date(0).toISOString() };
  // Redis SUBSCRIBE completes asynchronously: publish until the subscriber hears it.
  const timer = setInterval(() => publisher.publish('system.ping', event), 25);
  try {
    for await (const received of subscription) {
      if (received.message === message) return received;
    }
    throw new Error('subscription ended');
  } finally {
    clearInterval(timer);
    await subscription.return();
  }
}

describe('pub/sub', () => {
  it('delivers in process', async () => {
    const handle = await createAppPubSub({ redisUrl: undefined, log });
    expect(handle.kind).toBe('memory');
    const event = await firstEvent(handle.pubsub, handle.pubsub, `local ${Math.random()}`);
    expect(event.sentAt).toBe('1970-01-01T00:00:00.000Z');
    await handle.close();
  });

  it('carries bigint payloads the way Redis does', () => {
    expect(roundTrip({ amount: 150000n, nested: [1n, 'x'] })).toEqual({
      amount: 150000n,
      nested: [1n, 'x'],
    });
    expect(roundTrip({ at: new Date(0) })).toEqual({ at: '1970-01-01T00:00:00.000Z' });
  });

  it.runIf(process.env.REDIS_URL)('shares events between instances through Redis', async () => {
    const a = await createAppPubSub({ redisUrl: process.env.REDIS_URL, log });
    const b = await createAppPubSub({ redisUrl: process.env.REDIS_URL, log });
    try {
      expect(a.kind).toBe('redis');
      expect(await a.ping()).toBe(true);
      const fromA = await firstEvent(b.pubsub, a.pubsub, `a→b ${Math.random()}`);
      expect(fromA.message).toMatch(/^a→b/);
      const fromB = await firstEvent(a.pubsub, b.pubsub, `b→a ${Math.random()}`);
      expect(fromB.message).toMatch(/^b→a/);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.runIf(process.env.REDIS_URL)(
    'instances with a channel prefix hear their own deployment only',
    async () => {
      const tag = Math.random().toString(36).slice(2, 8);
      const a = await createAppPubSub({
        redisUrl: process.env.REDIS_URL,
        log,
        channelPrefix: `a${tag}:`,
      });
      const a2 = await createAppPubSub({
        redisUrl: process.env.REDIS_URL,
        log,
        channelPrefix: `a${tag}:`,
      });
      const b = await createAppPubSub({
        redisUrl: process.env.REDIS_URL,
        log,
        channelPrefix: `b${tag}:`,
      });
      const heardByB: string[] = [];
      const other = b.pubsub.subscribe('system.ping');
      const listening = (async () => {
        for await (const event of other) heardByB.push(event.message);
      })();
      try {
        // b is listening (it hears itself) before a publishes
        await firstEvent(b.pubsub, b.pubsub, `b first ${tag}`);
        // the same prefix: delivered across instances
        const event = await firstEvent(a2.pubsub, a.pubsub, `a→a2 ${tag}`);
        expect(event.message).toBe(`a→a2 ${tag}`);
        // Redis delivers in order: once b hears its next own event, a's would have arrived
        await firstEvent(b.pubsub, b.pubsub, `b again ${tag}`);
        expect(heardByB.filter((m) => m.startsWith('a→a2'))).toEqual([]);
      } finally {
        await other.return();
        await listening;
        await Promise.all([a.close(), a2.close(), b.close()]);
      }
    },
  );

  it.runIf(process.env.REDIS_URL)(
    'a publish after Redis went away is logged, not an unhandled rejection',
    async () => {
      const warnings: string[] = [];
      const note = (_: unknown, msg?: string) => void warnings.push(msg ?? '');
      const spy = { ...log, warn: note, debug: note };
      const handle = await createAppPubSub({
        redisUrl: process.env.REDIS_URL,
        log: spy as typeof log,
      });
      await handle.close();
      const rejections: unknown[] = [];
      const onRejection = (reason: unknown) => rejections.push(reason);
      process.on('unhandledRejection', onRejection);
      try {
        const event = { id: 'x', message: 'x', sentAt: new Date(0).toISOString() };
        handle.pubsub.publish('system.ping', event);
        await expect.poll(() => warnings).toContain('redis publish dropped');
        await new Promise((resolve) => setImmediate(resolve));
        expect(rejections).toEqual([]);
      } finally {
        process.off('unhandledRejection', onRejection);
      }
    },
  );
});
