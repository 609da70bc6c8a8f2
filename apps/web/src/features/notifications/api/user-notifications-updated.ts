// userNotificationsUpdated (spec §7.2): the unread counters changed.
import { gql } from 'urql';

export const USER_NOTIFICATIONS_UPDATED_SUBSCRIPTION = gql<{
  userNotificationsUpdated: { reason: string; userUnread: number; systemUnread: number };
}>`
  subscription UserNotificationsUpdated {
    userNotificationsUpdated {
      reason
      userUnread
      systemUnread
    }
  }
`;
