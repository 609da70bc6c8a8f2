// The player's current bonus (spec §4.7): getUserBonusesList lists the current bonus first, so the
// first entry of a one-item page tells the deposit modal whether a running bonus (ACTIVE,
// FREESPINS_PLAY, READY_FOR_REWARD) rules out taking a deposit bonus now.
import type { CurrentBonusQuery } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useCallback } from 'react';
import { useQuery } from 'urql';

export type CurrentBonusEntry = Extract<
  CurrentBonusQuery['getUserBonusesList'],
  { __typename: 'UserBonusList' }
>['bonusList'][number];

export const CURRENT_BONUS_QUERY = graphql(`
  query CurrentBonus($request: GetUserBonusesListRequest) {
    getUserBonusesList(request: $request) {
      __typename
      ... on UserBonusList {
        bonusList {
          id
          status
          isCurrent
          bonusInfo {
            title
            name
          }
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

/** The running bonus that blocks deposit bonuses, or null (none, only a PENDING choice, or unknown). */
export function useRunningBonus(currency: string | null, lang: string) {
  const [{ data, fetching }, reexecute] = useQuery({
    query: CURRENT_BONUS_QUERY,
    variables: {
      request: { lang, currencyCode: currency ?? '', pagination: { page: 1, count: 1 } },
    },
    pause: !currency,
    requestPolicy: 'cache-and-network',
  });
  const result = data?.getUserBonusesList;
  const first = result?.__typename === 'UserBonusList' ? result.bonusList[0] : undefined;
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    running: first && first.isCurrent && first.status !== 'PENDING' ? first : null,
    loading: fetching && !data,
    refetch,
  };
}
