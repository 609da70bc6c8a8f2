// The player's deposit bonuses (spec §2.8, §7.2): getUserDepositBonusesList(request{lang,
// currencyCode}) lists the AVAILABLE deposit bonuses and the PENDING choice; selectDepositBonus
// makes one the PENDING bonus for the next deposit (0 clears the choice); userBonusListUpdated says
// the list changed. Shared by the deposit modal (wallet) and the Bonuses pages.
import type { GetUserDepositBonusesListQuery, SelectDepositBonusMutation } from '@/gql/graphql';
import { graphql } from '@/lib/graphql';
import { useCallback } from 'react';
import { useQuery } from 'urql';

/** Amounts are decimal strings in major units of `currencyCode` (the account currency). */
export type DepositBonusInfo = DepositBonus['bonusInfo'];

/** A deposit bonus of the player (a UserBonus, spec §3): its id is what selectDepositBonus takes. */
export type DepositBonus = Extract<
  UserDepositBonusesResult,
  { __typename: 'UserDepositBonuses' }
>['bonusList'][number];

export type UserDepositBonusesResult = GetUserDepositBonusesListQuery['getUserDepositBonusesList'];

export const GET_USER_DEPOSIT_BONUSES_LIST_QUERY = graphql(`
  query GetUserDepositBonusesList($request: GetUserDepositBonusesListRequest!) {
    getUserDepositBonusesList(request: $request) {
      __typename
      ... on UserDepositBonuses {
        bonusList {
          id
          status
          isCurrent
          expireAt
          activatedCurrencyCode
          bonusInfo {
            currencyCode
            coverImageUrl
            title
            name
            condition
            depositPaymentType
            depositRequirements {
              minDepositAmount
              maxDepositAmount
            }
            wagerRequirements {
              wagerMultiplier
              wageringTime
              minWagerBet
              maxWagerBet
            }
            freespinsInfo {
              freeSpinsCount
              freespinsGame
              freespinsGameSlug
            }
            rewardInfo {
              rewardAmount
              maxRewardLimit
              maxRewardLimitMultiplier
              rewardDepositMultiplier
              rewardFreeSpins
            }
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

export type SelectDepositBonusResult = SelectDepositBonusMutation['selectDepositBonus'];

export const SELECT_DEPOSIT_BONUS_MUTATION = graphql(`
  mutation SelectDepositBonus($bonusId: Int!, $currencyCode: String!) {
    selectDepositBonus(bonusId: $bonusId, currencyCode: $currencyCode) {
      __typename
      ... on SelectDepositBonusSuccess {
        selectedBonusId
      }
      ... on SelectDepositBonusError {
        error
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

export const USER_BONUS_LIST_UPDATED_SUBSCRIPTION = graphql(`
  subscription UserBonusListUpdated {
    userBonusListUpdated {
      bonusId
      status
    }
  }
`);

/**
 * The deposit bonuses for `currency` in `lang` (paused while the currency is unknown). `failed`
 * covers transport errors and a GeneralAppError answer alike; `refetch` goes to the network.
 */
export function useDepositBonuses(currency: string | null, lang: string) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GET_USER_DEPOSIT_BONUSES_LIST_QUERY,
    variables: { request: { lang, currencyCode: currency ?? '' } },
    pause: !currency,
    requestPolicy: 'cache-and-network',
  });
  const result = data?.getUserDepositBonusesList;
  const refetch = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    bonuses: result?.__typename === 'UserDepositBonuses' ? result.bonusList : null,
    loading: !result && (fetching || (!error && !currency)),
    failed: (Boolean(error) && !result) || result?.__typename === 'GeneralAppError',
    refetch,
  };
}
