// The notification centre: notifications per player and for everyone, the consumer that turns
// payment, withdrawal, bonus and identity events into notifications, presence, the retention sweep.
import { readSdl } from '../../graphql/schema';
import type { AppPubSub } from '../../pubsub';
import type { AppDeps, AppModule } from '../types';
import { startNotificationConsumer, type NotificationConsumer } from './consumer';
import { resolvers } from './resolvers';
import { registerNotificationRoutes } from './rest';
import { pruneNotifications } from './service';

/** How often each instance runs the retention sweep (idempotent; instances may overlap). */
export const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

const consumers = new WeakMap<
  AppPubSub,
  { consumer: NotificationConsumer; timer: NodeJS.Timeout }
>();

function prune(deps: AppDeps): void {
  pruneNotifications(deps.db).then(
    (deleted) => {
      if (deleted > 0) deps.log.info({ deleted }, 'old notifications pruned');
    },
    (error: unknown) => deps.log.warn({ err: error }, 'notification prune failed'),
  );
}

export const notificationsModule: AppModule = {
  name: 'notifications',
  typeDefs: readSdl(import.meta.dirname, 'notifications.graphql'),
  resolvers,
  rest: (app, deps) => registerNotificationRoutes(app, deps),
  start: (deps) => {
    const consumer = startNotificationConsumer(deps.db, deps.pubsub, deps.log);
    const timer = setInterval(() => prune(deps), PRUNE_INTERVAL_MS);
    timer.unref();
    prune(deps);
    consumers.set(deps.pubsub, { consumer, timer });
  },
  stop: async (deps) => {
    const running = consumers.get(deps.pubsub);
    if (!running) return;
    clearInterval(running.timer);
    running.consumer.stop();
    await running.consumer.idle();
    consumers.delete(deps.pubsub);
  },
};

/** Waits until the notifications raised so far on this app are stored and published (tests, bench). */
export async function notificationsIdle(pubsub: AppPubSub): Promise<void> {
  await consumers.get(pubsub)?.consumer.idle();
}

export { createNotification, publishCreated, pruneNotifications } from './service';
export { NOTIFICATION_RETENTION_DAYS } from './service';
