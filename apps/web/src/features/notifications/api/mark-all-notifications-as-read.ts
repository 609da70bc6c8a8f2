// markAllNotificationsAsRead (spec §7.2): then the notifications are refetched.
import { gql } from 'urql';

export const MARK_ALL_NOTIFICATIONS_AS_READ_MUTATION = gql<{
  markAllNotificationsAsRead: { ok: boolean };
}>`
  mutation MarkAllNotificationsAsRead {
    markAllNotificationsAsRead {
      ok
    }
  }
`;
