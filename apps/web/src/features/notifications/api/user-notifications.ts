// userNotifications (spec §7.2): the notification centre's first page and the unread counters.
import { gql } from 'urql';

export interface NotificationData {
  amount: string | null;
  currency: string | null;
  message: string | null;
  domain: string | null;
}

export interface AppNotification {
  id: string;
  type: 'PERSONAL' | 'SYSTEM';
  action: string;
  content: string;
  initiator: string;
  isViewed: boolean;
  createdAt: string;
  data: NotificationData | null;
}

export interface NotificationList {
  items: AppNotification[];
  actions: string[];
  count: number;
  userUnread: number;
  systemUnread: number;
  recent: AppNotification[];
}

export interface UserNotificationsVariables {
  input: { pagination: { page: number; count: number } };
}

/** The drawer's page; the bell reads the counters of the same query (one cached answer). */
export const NOTIFICATIONS_PAGE: UserNotificationsVariables = {
  input: { pagination: { page: 1, count: 30 } },
};

export const USER_NOTIFICATIONS_QUERY = gql<
  { userNotifications: NotificationList },
  UserNotificationsVariables
>`
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
`;
