// Payments, withdrawals, bonuses and identity → the notification centre: each notice event
// becomes one stored notification, created in the delivery's transaction, then pushed to the
// player's sockets after the commit.
import { storeNotificationFor } from '../modules/notifications';
import { isBlocked } from '../modules/rg';
import type { Db } from '../db/client';
import type { OutboxConsumer } from '../outbox/relay';
import type { AppPubSub } from '../pubsub';

export function notificationsConsumer(db: Db, pubsub: AppPubSub): OutboxConsumer {
  return {
    name: 'notifications',
    handle: async (tx, event) => {
      // responsible gaming: a blocked player gets no bonus (marketing) notices
      if (
        event.type === 'bonus.notice' &&
        (await isBlocked(tx, event.payload.userId, new Date()))
      ) {
        return;
      }
      return storeNotificationFor(tx, pubsub, db, event);
    },
  };
}
