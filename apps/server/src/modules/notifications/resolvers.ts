// GraphQL resolvers of the notification centre and presence. Every subscription listens on the
// viewer's own topics only (`<channel>:<viewer id>`), so a socket never receives another player's events.
import { Repeater } from 'graphql-yoga';
import type { Published } from '../../graphql/published';
import { requireViewer } from '../../graphql/viewer';
import type { GraphQLContext, ModuleResolvers } from '../types';
import type { OnlineStatusEvent } from './events';
import { HEARTBEAT_MS, presenceConnect, presenceDisconnect, presenceHeartbeat } from './presence';
import { listNotifications, markAllRead, unreadCounts } from './service';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

function clampInt(value: number | null | undefined, min: number, max: number, fallback: number) {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** Presence for one subscription: connect, heartbeat, and disconnect when it ends. */
function onlineStatus(ctx: GraphQLContext): AsyncIterable<OnlineStatusEvent> {
  const { userId } = requireViewer(ctx);
  const { db, pubsub, log } = ctx;
  return new Repeater<OnlineStatusEvent>(async (push, stop) => {
    const changes = pubsub.subscribe('presence.updated', userId);
    let ended = false;
    void stop.then(() => {
      ended = true;
    });
    const relay = (async () => {
      for await (const event of changes) {
        if (ended) break;
        await push(event);
      }
    })();
    const connected = await presenceConnect(db, userId);
    pubsub.publish('presence.updated', userId, connected);
    const timer = setInterval(() => {
      presenceHeartbeat(db, userId).then(
        (event) => push(event),
        (error: unknown) => log.warn({ err: error }, 'presence heartbeat failed'),
      );
    }, HEARTBEAT_MS);
    timer.unref();
    await stop;
    clearInterval(timer);
    await changes.return?.();
    await relay.catch(() => undefined);
    try {
      pubsub.publish('presence.updated', userId, await presenceDisconnect(db, userId));
    } catch (error) {
      log.warn({ err: error }, 'presence disconnect failed');
    }
  });
}

export const resolvers: ModuleResolvers = {
  Query: {
    userNotifications: (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      const pagination = args.input?.pagination;
      const filter = args.input?.filter;
      return listNotifications(ctx.db, viewer.userId, {
        page: clampInt(pagination?.page, 1, 1_000_000, 1),
        count: clampInt(pagination?.count, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
        type: filter?.type ?? null,
        isViewed: filter?.isViewed ?? null,
        action: filter?.action ?? null,
      });
    },
  },
  Mutation: {
    markAllNotificationsAsRead: async (_p, _a, ctx) => {
      const viewer = requireViewer(ctx);
      await markAllRead(ctx.db, viewer.userId);
      const unread = await unreadCounts(ctx.db, viewer.userId);
      ctx.pubsub.publish('notifications.updated', viewer.userId, {
        reason: 'MARKED_READ',
        ...unread,
      });
      return { ok: true };
    },
  },
  Subscription: {
    updateUserOnlineStatus: {
      subscribe: (_p, _a, ctx) => onlineStatus(ctx),
      resolve: (event: OnlineStatusEvent) => event,
    },
    userNotificationCreated: {
      subscribe: (_p, _a, ctx) => {
        const { userId } = requireViewer(ctx);
        return Repeater.merge([
          ctx.pubsub.subscribe('notification.created', userId),
          ctx.pubsub.subscribe('notification.system-created'),
        ]);
      },
      resolve: (event: Published<'notification.created' | 'notification.system-created'>) => event,
    },
    userNotificationsUpdated: {
      subscribe: (_p, _a, ctx) =>
        ctx.pubsub.subscribe('notifications.updated', requireViewer(ctx).userId),
      resolve: (event: Published<'notifications.updated'>) => event,
    },
  },
};
