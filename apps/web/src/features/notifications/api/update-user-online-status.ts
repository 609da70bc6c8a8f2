// UpdateUserOnlineStatus (spec §7.2): holding this subscription keeps the player online.
import { gql } from 'urql';

export const UPDATE_USER_ONLINE_STATUS_SUBSCRIPTION = gql<{
  updateUserOnlineStatus: { userId: string; online: boolean; lastSeenAt: string };
}>`
  subscription UpdateUserOnlineStatus {
    updateUserOnlineStatus {
      userId
      online
      lastSeenAt
    }
  }
`;
