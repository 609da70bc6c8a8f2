// userNotificationCreated (spec §7.2): SUCCESS_DEPOSIT carries amount and currency; EMAIL_CONFIRMED.
import { gql } from 'urql';
import type { AppNotification } from './user-notifications';

export const USER_NOTIFICATION_CREATED_SUBSCRIPTION = gql<{
  userNotificationCreated: AppNotification;
}>`
  subscription UserNotificationCreated {
    userNotificationCreated {
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
  }
`;
