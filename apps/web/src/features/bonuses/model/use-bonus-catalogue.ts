// The public bonus catalogue (getBonusList, spec §2.2), 100 per page (spec §9), in the interface
// language; amounts come in the viewer's account currency when signed in.
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { currentLanguage } from '@/lib/i18n';
import { BONUS_LIST_PAGE_SIZE, GET_BONUS_LIST_QUERY } from '../api/bonuses';

export function useBonusCatalogue() {
  const lang = currentLanguage();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: GET_BONUS_LIST_QUERY,
    variables: { request: { lang, pagination: { page: 1, count: BONUS_LIST_PAGE_SIZE } } },
  });
  const result = data?.getBonusList;
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    bonuses: result?.__typename === 'BonusList' ? result.bonusList : null,
    loading: !result && (fetching || !error),
    failed: (Boolean(error) && !result) || result?.__typename === 'GeneralAppError',
    retry,
  };
}
