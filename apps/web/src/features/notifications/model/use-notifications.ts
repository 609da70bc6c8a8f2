// The notification centre's data: one cached UserNotifications answer shared by the bell and the
// drawer, refetched from the network when the counters change (userNotificationsUpdated).
import { useCallback } from 'react';
import { useQuery, useSubscription } from 'urql';
import { NOTIFICATIONS_PAGE, USER_NOTIFICATIONS_QUERY } from '../api/user-notifications';
import { USER_NOTIFICATIONS_UPDATED_SUBSCRIPTION } from '../api/user-notifications-updated';

export function useNotifications() {
  const [result, reexecute] = useQuery({
    query: USER_NOTIFICATIONS_QUERY,
    variables: NOTIFICATIONS_PAGE,
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    list: result.data?.userNotifications ?? null,
    fetching: result.fetching,
    error: result.error,
    refetch,
  };
}

/** Refetches the list whenever the server says the viewer's counters changed. */
export function useNotificationsLive(refetch: () => void): void {
  useSubscription({ query: USER_NOTIFICATIONS_UPDATED_SUBSCRIPTION }, (_previous, event) => {
    refetch();
    return event;
  });
}
