// Bonus operations (bonuses.graphql; spec §7.2): the public catalogue, the player's bonuses and
// bonus history, activate / cancel / claim, and the userBonusUpdated subscription. The
// userBonusListUpdated document is shared with the deposit modal (lib/api/deposit-bonuses).
import type {
  ActivateBonusMutation,
  CancelBonusMutation,
  ClaimBonusRewardMutation,
  GetBonusListQuery,
  GetUserBonusesListQuery,
} from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { BONUS_INFO_FIELDS, USER_BONUS_FIELDS } from './bonus-fields';

/** Bonus lists: 100 per page (spec §9). */
export const BONUS_LIST_PAGE_SIZE = 100;
/** Bonus history pages ("another bonus query uses 10", spec §9). */
export const BONUS_HISTORY_PAGE_SIZE = 10;

export type GetBonusListResult = GetBonusListQuery['getBonusList'];

export const GET_BONUS_LIST_QUERY = withFragments(
  graphql(`
    query GetBonusList($request: GetBonusListRequest) {
      getBonusList(request: $request) {
        __typename
        ... on BonusList {
          count
          bonusList {
            id
            name
            bonusInfo {
              ...BonusInfoFields
            }
          }
        }
        ... on GeneralAppError {
          code
          message
        }
      }
    }
  `),
  [BONUS_INFO_FIELDS],
);

export type UserBonusListResult = GetUserBonusesListQuery['getUserBonusesList'];

export const GET_USER_BONUSES_LIST_QUERY = withFragments(
  graphql(`
    query GetUserBonusesList($request: GetUserBonusesListRequest) {
      getUserBonusesList(request: $request) {
        __typename
        ... on UserBonusList {
          count
          bonusList {
            ...UserBonusFields
          }
        }
        ... on GeneralAppError {
          code
          message
        }
      }
    }
  `),
  [USER_BONUS_FIELDS],
);

export const GET_USER_BONUS_HISTORY_QUERY = withFragments(
  graphql(`
    query GetUserBonusHistory($request: GetUserBonusHistoryRequest) {
      getUserBonusHistory(request: $request) {
        __typename
        ... on UserBonusList {
          count
          bonusList {
            ...UserBonusFields
          }
        }
        ... on GeneralAppError {
          code
          message
        }
      }
    }
  `),
  [USER_BONUS_FIELDS],
);

export type ActivateBonusResult = ActivateBonusMutation['activateBonus'];

export const ACTIVATE_BONUS_MUTATION = graphql(`
  mutation ActivateBonus($bonusId: Int!) {
    activateBonus(bonusId: $bonusId) {
      __typename
      ... on ActivateBonusSuccess {
        activatedBonusId
      }
      ... on ActivateBonusError {
        error
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

export type CancelBonusResult = CancelBonusMutation['cancelBonus'];

export const CANCEL_BONUS_MUTATION = graphql(`
  mutation CancelBonus($bonusId: Int!) {
    cancelBonus(bonusId: $bonusId) {
      __typename
      ... on CancelBonusSuccess {
        canceledBonusId
      }
      ... on CancelBonusFailed {
        error
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

export type BonusMoney = Extract<
  ClaimBonusRewardResult,
  { __typename: 'ClaimBonusRewardSuccess' }
>['rewards']['realMoney'];

export type ClaimBonusRewardResult = ClaimBonusRewardMutation['claimBonusReward'];

export const CLAIM_BONUS_REWARD_MUTATION = graphql(`
  mutation ClaimBonusReward($bonusId: Int!) {
    claimBonusReward(bonusId: $bonusId) {
      __typename
      ... on ClaimBonusRewardSuccess {
        claimedBonusId
        rewards {
          realMoney {
            amount
            currency
          }
          bonusMoney {
            amount
            currency
          }
          freeSpins
        }
      }
      ... on ClaimBonusRewardError {
        error
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

export const USER_BONUS_UPDATED_SUBSCRIPTION = graphql(`
  subscription UserBonusUpdated {
    userBonusUpdated {
      id
      status
      isCurrent
      expireAt
      wagerProgress {
        wageredAmount
        wagerGoal
        currencyCode
      }
    }
  }
`);
