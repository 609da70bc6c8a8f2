// The realtime bridge (spec §4, §8), mounted once for signed-in players as its own chunk: holds
// the presence subscription and reacts to balance, notification and withdrawal events with
// session refetches and toasts. Reconnection, refetch after reconnect and sign-out on the
// bad-token close live in the GraphQL client (lib/graphql-client).
import { useEffect, useRef } from 'react';
import { useSubscription } from 'urql';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { UPDATE_USER_ONLINE_STATUS_SUBSCRIPTION } from '../api/update-user-online-status';
import { USER_BALANCE_UPDATED_SUBSCRIPTION } from '@/lib/api/user-balance-updated';
import { USER_NOTIFICATION_CREATED_SUBSCRIPTION } from '../api/user-notification-created';
import { USER_WITHDRAW_REQUEST_STATUS_CHANGED_SUBSCRIPTION } from '../api/user-withdraw-request-status-changed';
import {
  reactToNotification,
  reactToWithdrawStatus,
  type ReactionDeps,
} from '../model/realtime-reactions';

/** The toasts and refetches of one event; `seen` keeps each event to one reaction. */
function useReactions() {
  const session = useSession();
  const refreshRef = useRef(session.refresh);
  useEffect(() => {
    refreshRef.current = session.refresh;
  }, [session.refresh]);
  const seen = useRef(new Set<string>());
  const deps: ReactionDeps = {
    notify: (code, options) => void notify(code, options),
    refreshSession: () => refreshRef.current(),
    language: currentLanguage(),
  };
  const once = (key: string, react: () => void) => {
    if (seen.current.has(key)) return;
    seen.current.add(key);
    react();
  };
  return { deps, once, refreshRef };
}

export default function RealtimeBridge() {
  const { deps, once, refreshRef } = useReactions();

  useSubscription({ query: UPDATE_USER_ONLINE_STATUS_SUBSCRIPTION });

  useSubscription({ query: USER_BALANCE_UPDATED_SUBSCRIPTION }, (_previous, event) => {
    refreshRef.current();
    return event;
  });

  useSubscription({ query: USER_NOTIFICATION_CREATED_SUBSCRIPTION }, (_previous, event) => {
    const notification = event.userNotificationCreated;
    once(notification.id, () => reactToNotification(notification, deps));
    return event;
  });

  useSubscription(
    { query: USER_WITHDRAW_REQUEST_STATUS_CHANGED_SUBSCRIPTION },
    (_previous, event) => {
      const change = event.userWithdrawRequestStatusChanged;
      once(`withdraw:${change.uuid}:${change.status}`, () =>
        reactToWithdrawStatus(change.status, deps),
      );
      return event;
    },
  );

  return null;
}
