// Platform-wide notices: published on the bus, delivered to every subscribed socket.
import { randomUUID } from 'node:crypto';
import type { AppPubSub } from '../../pubsub';

export interface SystemPingEvent {
  id: string;
  message: string;
  /** ISO 8601 */
  sentAt: string;
}

/** Publishes a notice to every instance's subscribers. */
export function publishSystemPing(pubsub: AppPubSub, message: string): SystemPingEvent {
  const event: SystemPingEvent = { id: randomUUID(), message, sentAt: new Date().toISOString() };
  pubsub.publish('system.ping', event);
  return event;
}
