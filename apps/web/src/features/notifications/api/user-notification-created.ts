// userNotificationCreated (spec §7.2): SUCCESS_DEPOSIT carries amount and currency; EMAIL_CONFIRMED.
import { graphql } from '@/lib/graphql';

export const USER_NOTIFICATION_CREATED_SUBSCRIPTION = graphql(`
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
`);
