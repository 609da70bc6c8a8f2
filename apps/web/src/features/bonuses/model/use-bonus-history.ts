// The player's finished bonuses (getUserBonusHistory: CLAIMED, CANCELED, EXPIRED, newest first),
// page by page with Show more (spec §4.11: pages accumulate, duplicates by id are skipped). A
// bonus that finishes while the page is open (userBonusListUpdated with a final status) reloads
// the first page in the background, keeping what is shown until it arrives.
import { hasMore, mergePages } from '@aurum/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { currentLanguage } from '@/lib/i18n';
import type { UserBonus } from '../api/bonus-fields';
import { BONUS_HISTORY_PAGE_SIZE, GET_USER_BONUS_HISTORY_QUERY } from '../api/bonuses';
import { isFinished } from './live';
import { useBonusListEvents } from './use-user-bonuses';

interface State {
  items: UserBonus[];
  count: number | null;
  page: number;
  loading: boolean;
  failed: boolean;
}

const INITIAL: State = { items: [], count: null, page: 0, loading: true, failed: false };

export function useBonusHistory() {
  const client = useClient();
  const [state, setState] = useState<State>(INITIAL);
  const generation = useRef(0);
  const lang = currentLanguage();

  const load = useCallback(
    async (page: number, base: State) => {
      const run = ++generation.current;
      setState({ ...base, loading: true, failed: false });
      const result = await client
        .query(
          GET_USER_BONUS_HISTORY_QUERY,
          { request: { lang, pagination: { page, count: BONUS_HISTORY_PAGE_SIZE } } },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (run !== generation.current) return;
      const answer = result.data?.getUserBonusHistory;
      if (!answer || answer.__typename !== 'UserBonusList') {
        setState({ ...base, loading: false, failed: true });
        return;
      }
      // A reload puts the newest first page on top of what is shown (later pages shift by the
      // new items; the next page's repeats are skipped by id).
      const refresh = page === 1 && base.page > 0;
      setState({
        items: refresh
          ? mergePages(answer.bonusList, base.items, (b) => b.id)
          : mergePages(page === 1 ? [] : base.items, answer.bonusList, (b) => b.id),
        count: answer.count,
        page: refresh ? base.page : page,
        loading: false,
        failed: false,
      });
    },
    [client, lang],
  );

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const reload = useCallback(() => void load(1, stateRef.current), [load]);

  useEffect(() => {
    void load(1, INITIAL);
  }, [load]);

  useBonusListEvents(false, (status) => {
    if (isFinished(status)) reload();
  });

  return {
    items: state.items,
    /** The first page is loading (skeletons). */
    initialLoading: state.loading && state.page === 0,
    loadingMore: state.loading && state.page > 0,
    failed: state.failed,
    hasMore: state.page > 0 && hasMore(state.items.length, state.count),
    showMore: () => void load(state.page + 1, state),
    retry: () => void load(state.page === 0 ? 1 : state.page + 1, state),
    reload,
  };
}
