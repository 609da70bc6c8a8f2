// The notification centre: notifications per player and for everyone, what payment, withdrawal,
// bonus and identity events make (consumed from the outbox through workflows/notify.ts),
// presence, the retention sweep.
import { readSdl } from '../../graphql/schema';
import { relayFor } from '../../outbox/relay';
import type { AppPubSub } from '../../pubsub';
import type { AppDeps, AppModule } from '../types';
import { resolvers } from './resolvers';
import { registerNotificationRoutes } from './rest';
import { pruneNotifications } from './service';

/** How often each instance runs the retention sweep (idempotent; instances may overlap). */
export const PRUNE_INTERVAL_MS = 6 * 60 * 60 * 1000;

const timers = new WeakMap<AppPubSub, NodeJS.Timeout>();

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
    const timer = setInterval(() => prune(deps), PRUNE_INTERVAL_MS);
    timer.unref();
    prune(deps);
    timers.set(deps.pubsub, timer);
  },
  stop: (deps) => {
    clearInterval(timers.get(deps.pubsub));
    timers.delete(deps.pubsub);
  },
};

/**
 * Waits until the notifications of the events committed so far are stored and published (tests,
 * bench): the app's outbox relay has drained.
 */
export async function notificationsIdle(pubsub: AppPubSub): Promise<void> {
  await relayFor(pubsub)?.idle();
}

export { storeNotificationFor, notificationFor } from './consumer';

export { createNotification, publishCreated, pruneNotifications } from './service';
export { NOTIFICATION_RETENTION_DAYS } from './service';
export type { NotificationView } from './service';
