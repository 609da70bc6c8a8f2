// Events of the notification centre, published after the notification's row commits.
import type { NotificationView } from './service';

declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user: topic `notification.created:<userId>` */
    'notification.created': [userId: string, event: NotificationView];
    /** broadcast: a system notification every signed-in socket receives */
    'notification.system-created': [event: NotificationView];
    /** per user: the viewer's unread counters changed (new notification, all marked read) */
    'notifications.updated': [userId: string, event: NotificationsUpdatedEvent];
    /** per user: the player's presence changed (a socket opened or closed, heartbeat) */
    'presence.updated': [userId: string, event: OnlineStatusEvent];
  }
}

export interface NotificationsUpdatedEvent {
  /** CREATED or MARKED_READ */
  reason: string;
  userUnread: number;
  systemUnread: number;
}

export interface OnlineStatusEvent {
  userId: string;
  online: boolean;
  /** ISO time */
  lastSeenAt: string;
}
