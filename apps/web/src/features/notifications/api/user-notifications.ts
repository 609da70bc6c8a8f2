// userNotifications (spec §7.2): the notification centre's first page and the unread counters.
import type { UserNotificationsQuery, UserNotificationsQueryVariables } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';

export type NotificationData = NonNullable<AppNotification['data']>;

export type AppNotification = NotificationList['items'][number];

export type NotificationList = UserNotificationsQuery['userNotifications'];

export type UserNotificationsVariables = UserNotificationsQueryVariables;

/** The drawer's page; the bell reads the counters of the same query (one cached answer). */
export const NOTIFICATIONS_PAGE: UserNotificationsVariables = {
  input: { pagination: { page: 1, count: 30 } },
};

export const USER_NOTIFICATIONS_QUERY = graphql(`
  query UserNotifications($input: UserNotificationsInput) {
    userNotifications(input: $input) {
      items {
        id
        type
        action
        content
        initiator
        isViewed
        createdAt
        data {
          amount
          currency
          message
          domain
        }
      }
      actions
      count
      userUnread
      systemUnread
      recent {
        id
      }
    }
  }
`);
