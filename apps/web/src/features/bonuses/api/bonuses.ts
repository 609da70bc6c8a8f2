// Bonus operations (bonuses.graphql; spec §7.2): the public catalogue, the player's bonuses and
// bonus history, activate / cancel / claim, and the userBonusUpdated subscription. The
// userBonusListUpdated document is shared with the deposit modal (lib/api/deposit-bonuses).
import { gql } from 'urql';
import {
  BONUS_INFO_FIELDS,
  USER_BONUS_FIELDS,
  type CatalogueBonus,
  type GeneralAppError,
  type UserBonus,
  type UserBonusUpdate,
} from './bonus-fields';

/** Bonus lists: 100 per page (spec §9). */
export const BONUS_LIST_PAGE_SIZE = 100;
/** Bonus history pages ("another bonus query uses 10", spec §9). */
export const BONUS_HISTORY_PAGE_SIZE = 10;

interface Pagination {
  page: number;
  count: number;
}

export type GetBonusListResult =
  { __typename: 'BonusList'; bonusList: CatalogueBonus[]; count: number } | GeneralAppError;

export const GET_BONUS_LIST_QUERY = gql<
  { getBonusList: GetBonusListResult },
  { request: { lang: string; pagination: Pagination } }
>`
  query GetBonusList($request: GetBonusListRequest) {
    getBonusList(request: $request) {
      __typename
      ... on BonusList {
        count
        bonusList {
          id
          name
          bonusInfo {
            ${BONUS_INFO_FIELDS}
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

export type UserBonusListResult =
  { __typename: 'UserBonusList'; bonusList: UserBonus[]; count: number } | GeneralAppError;

export const GET_USER_BONUSES_LIST_QUERY = gql<
  { getUserBonusesList: UserBonusListResult },
  { request: { lang: string; currencyCode?: string; pagination: Pagination } }
>`
  query GetUserBonusesList($request: GetUserBonusesListRequest) {
    getUserBonusesList(request: $request) {
      __typename
      ... on UserBonusList {
        count
        bonusList {
          ${USER_BONUS_FIELDS}
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`;

export const GET_USER_BONUS_HISTORY_QUERY = gql<
  { getUserBonusHistory: UserBonusListResult },
  { request: { lang: string; pagination: Pagination } }
>`
  query GetUserBonusHistory($request: GetUserBonusHistoryRequest) {
    getUserBonusHistory(request: $request) {
      __typename
      ... on UserBonusList {
        count
        bonusList {
          ${USER_BONUS_FIELDS}
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`;

export type ActivateBonusResult =
  | { __typename: 'ActivateBonusSuccess'; activatedBonusId: number }
  /** BONUS_UNAVAILABLE, COMPLETE_BONUS_FIRST. */
  | { __typename: 'ActivateBonusError'; error: string }
  | GeneralAppError;

export const ACTIVATE_BONUS_MUTATION = gql<
  { activateBonus: ActivateBonusResult },
  { bonusId: number }
>`
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
`;

export type CancelBonusResult =
  | { __typename: 'CancelBonusSuccess'; canceledBonusId: number }
  /** BONUS_UNAVAILABLE. */
  | { __typename: 'CancelBonusFailed'; error: string }
  | GeneralAppError;

export const CANCEL_BONUS_MUTATION = gql<{ cancelBonus: CancelBonusResult }, { bonusId: number }>`
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
`;

export interface BonusMoney {
  amount: string;
  currency: string;
}

export type ClaimBonusRewardResult =
  | {
      __typename: 'ClaimBonusRewardSuccess';
      claimedBonusId: number;
      rewards: { realMoney: BonusMoney; bonusMoney: BonusMoney; freeSpins: number };
    }
  /** BONUS_NOT_READY, BONUS_UNAVAILABLE. */
  | { __typename: 'ClaimBonusRewardError'; error: string }
  | GeneralAppError;

export const CLAIM_BONUS_REWARD_MUTATION = gql<
  { claimBonusReward: ClaimBonusRewardResult },
  { bonusId: number }
>`
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
`;

export const USER_BONUS_UPDATED_SUBSCRIPTION = gql<{ userBonusUpdated: UserBonusUpdate }>`
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
`;
