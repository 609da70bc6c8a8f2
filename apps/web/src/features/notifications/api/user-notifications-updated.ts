// userNotificationsUpdated (spec §7.2): the unread counters changed.
import { graphql } from '@/lib/graphql';

export const USER_NOTIFICATIONS_UPDATED_SUBSCRIPTION = graphql(`
  subscription UserNotificationsUpdated {
    userNotificationsUpdated {
      reason
      userUnread
      systemUnread
    }
  }
`);
