// The player's deposit bonuses (spec §2.8, §7.2): getUserDepositBonusesList(request{lang,
// currencyCode}) lists the AVAILABLE deposit bonuses and the PENDING choice; selectDepositBonus
// makes one the PENDING bonus for the next deposit (0 clears the choice); userBonusListUpdated says
// the list changed. Shared by the deposit modal (wallet) and the Bonuses pages.
import { useCallback } from 'react';
import { gql, useQuery } from 'urql';

/** Amounts are decimal strings in major units of `currencyCode` (the account currency). */
export interface DepositBonusInfo {
  currencyCode: string;
  coverImageUrl: string;
  title: string;
  /** Stable name and route key: welcome, high-roller, crypto, free-spins … */
  name: string;
  condition: string;
  /** CRYPTO when only crypto deposits qualify. */
  depositPaymentType: string | null;
  depositRequirements: { minDepositAmount: string | null; maxDepositAmount: string | null } | null;
  wagerRequirements: {
    wagerMultiplier: number;
    /** Hours. */
    wageringTime: number;
    minWagerBet: string | null;
    maxWagerBet: string | null;
  };
  freespinsInfo: {
    freeSpinsCount: number;
    freespinsGame: string | null;
    freespinsGameSlug: string | null;
  } | null;
  rewardInfo: {
    rewardAmount: string | null;
    maxRewardLimit: string | null;
    maxRewardLimitMultiplier: number | null;
    rewardDepositMultiplier: number | null;
    rewardFreeSpins: number | null;
  };
}

/** A deposit bonus of the player (a UserBonus, spec §3): its id is what selectDepositBonus takes. */
export interface DepositBonus {
  id: number;
  /** AVAILABLE, or PENDING for the bonus chosen for the next deposit. */
  status: string;
  isCurrent: boolean;
  expireAt: string | null;
  activatedCurrencyCode: string;
  bonusInfo: DepositBonusInfo;
}

export interface GeneralAppError {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
}

export type UserDepositBonusesResult =
  { __typename: 'UserDepositBonuses'; bonusList: DepositBonus[] } | GeneralAppError;

export const GET_USER_DEPOSIT_BONUSES_LIST_QUERY = gql<
  { getUserDepositBonusesList: UserDepositBonusesResult },
  { request: { lang: string; currencyCode: string } }
>`
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
`;

export type SelectDepositBonusResult =
  | { __typename: 'SelectDepositBonusSuccess'; selectedBonusId: number }
  /** BONUS_UNAVAILABLE, COMPLETE_BONUS_FIRST, CURRENCY_MISMATCH. */
  | { __typename: 'SelectDepositBonusError'; error: string }
  | GeneralAppError;

export const SELECT_DEPOSIT_BONUS_MUTATION = gql<
  { selectDepositBonus: SelectDepositBonusResult },
  { bonusId: number; currencyCode: string }
>`
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
`;

export const USER_BONUS_LIST_UPDATED_SUBSCRIPTION = gql<{
  userBonusListUpdated: { bonusId: number; status: string };
}>`
  subscription UserBonusListUpdated {
    userBonusListUpdated {
      bonusId
      status
    }
  }
`;

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
