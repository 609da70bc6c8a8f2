// markAllNotificationsAsRead (spec §7.2): then the notifications are refetched.
import { graphql } from '@/lib/graphql';

export const MARK_ALL_NOTIFICATIONS_AS_READ_MUTATION = graphql(`
  mutation MarkAllNotificationsAsRead {
    markAllNotificationsAsRead {
      ok
    }
  }
`);
