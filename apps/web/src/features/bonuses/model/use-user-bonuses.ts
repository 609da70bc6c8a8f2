// The signed-in player's bonuses (getUserBonusesList, spec §4.7, page 1 of 100) kept live:
// userBonusUpdated changes a card's status, progress and expiry in place; userBonusListUpdated
// refetches the list from the network. Guests query nothing (spec §4.1).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useQuery, useSubscription } from 'urql';
import { USER_BONUS_LIST_UPDATED_SUBSCRIPTION } from '@/lib/api/deposit-bonuses';
import { currentLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import type { UserBonus, UserBonusUpdate } from '../api/bonus-fields';
import {
  BONUS_LIST_PAGE_SIZE,
  GET_USER_BONUSES_LIST_QUERY,
  USER_BONUS_UPDATED_SUBSCRIPTION,
} from '../api/bonuses';
import { applyBonusUpdates } from './live';

/** The latest event per bonus id (a pure reducer for urql's subscription handler). */
export function collectUpdate(
  previous: ReadonlyMap<number, UserBonusUpdate> | undefined,
  update: UserBonusUpdate,
): Map<number, UserBonusUpdate> {
  const next = new Map(previous);
  next.set(update.id, update);
  return next;
}

/**
 * Counts userBonusListUpdated events and calls `onEvent` after each; the argument is the event's
 * status (a bonus that became CLAIMED, CANCELED or EXPIRED has moved to the history).
 */
export function useBonusListEvents(pause: boolean, onEvent: (status: string) => void) {
  const [{ data }] = useSubscription<
    { userBonusListUpdated: { bonusId: number; status: string } },
    { count: number; status: string }
  >({ query: USER_BONUS_LIST_UPDATED_SUBSCRIPTION, pause }, (previous, event) => ({
    count: (previous?.count ?? 0) + 1,
    status: event.userBonusListUpdated.status,
  }));
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    if (data) handler.current(data.status);
  }, [data]);
}

export interface UserBonusesState {
  /** null while loading or failed */
  bonuses: UserBonus[] | null;
  loading: boolean;
  failed: boolean;
  /** Refetches from the network (after an action, on userBonusListUpdated). */
  refetch: () => void;
}

export function useUserBonuses(): UserBonusesState {
  const { user } = useSession();
  const pause = !user;
  const currency = user?.balance[0]?.currency.code;
  const lang = currentLanguage();
  const variables = useMemo(
    () => ({
      request: {
        lang,
        ...(currency ? { currencyCode: currency } : {}),
        pagination: { page: 1, count: BONUS_LIST_PAGE_SIZE },
      },
    }),
    [lang, currency],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: GET_USER_BONUSES_LIST_QUERY,
    variables,
    pause,
  });
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);

  const [{ data: updates }] = useSubscription<
    { userBonusUpdated: UserBonusUpdate },
    Map<number, UserBonusUpdate>
  >({ query: USER_BONUS_UPDATED_SUBSCRIPTION, pause }, (previous, event) =>
    collectUpdate(previous, event.userBonusUpdated),
  );
  useBonusListEvents(pause, refetch);

  const result = data?.getUserBonusesList;
  const list = result?.__typename === 'UserBonusList' ? result.bonusList : null;
  const bonuses = useMemo(
    () => (list ? applyBonusUpdates(list, updates ?? new Map()) : null),
    [list, updates],
  );
  return {
    bonuses,
    loading: !pause && !result && (fetching || !error),
    failed: !pause && ((Boolean(error) && !result) || result?.__typename === 'GeneralAppError'),
    refetch,
  };
}
