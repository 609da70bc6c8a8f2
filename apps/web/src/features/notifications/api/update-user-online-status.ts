// UpdateUserOnlineStatus (spec §7.2): holding this subscription keeps the player online.
import { graphql } from '@/lib/graphql';

export const UPDATE_USER_ONLINE_STATUS_SUBSCRIPTION = graphql(`
  subscription UpdateUserOnlineStatus {
    updateUserOnlineStatus {
      userId
      online
      lastSeenAt
    }
  }
`);
