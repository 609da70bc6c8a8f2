// The shapes the Bonuses pages read (bonuses.graphql; spec §3 BonusInfo, UserBonus). Amounts are
// decimal strings in major units of the stated currency; multipliers are numbers.
import type {
  BonusInfoFieldsFragment,
  GetBonusListQuery,
  UserBonusFieldsFragment,
  UserBonusUpdatedSubscription,
} from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';

/** Every BonusInfo field. */
export const BONUS_INFO_FIELDS = graphql(`
  fragment BonusInfoFields on BonusInfo {
    currencyCode
    coverImageUrl
    title
    name
    condition
    terms
    depositPaymentType
    availableCurrencies
    availableForGame
    availableForGameSlug
    gameCategoryMultipliers {
      category
      multiplier
    }
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
      freespinsExpireTime
    }
    rewardInfo {
      rewardAmount
      maxRewardLimit
      maxRewardLimitMultiplier
      rewardDepositMultiplier
      rewardFreeSpins
    }
  }
`);

/** Every UserBonus field. */
export const USER_BONUS_FIELDS = withFragments(
  graphql(`
    fragment UserBonusFields on UserBonus {
      id
      expireAt
      status
      isCurrent
      activatedCurrencyCode
      createdAt
      activatedAt
      claimedAt
      discardedAt
      discardReason
      calculatedReward
      calculatedMaxRewardLimit
      freeSpinsLeft
      wagerProgress {
        wageredAmount
        wagerGoal
        currencyCode
      }
      bonusInfo {
        ...BonusInfoFields
      }
    }
  `),
  [BONUS_INFO_FIELDS],
);

export type BonusInfo = BonusInfoFieldsFragment;
/** A bonus of the player (spec §3 UserBonus). */
export type UserBonus = UserBonusFieldsFragment;
export type WagerProgress = UserBonus['wagerProgress'];
/** A bonus of the public catalogue. */
export type CatalogueBonus = Extract<
  GetBonusListQuery['getBonusList'],
  { __typename: 'BonusList' }
>['bonusList'][number];
/** userBonusUpdated (spec §4.7): what changed on one of the player's bonuses. */
export type UserBonusUpdate = UserBonusUpdatedSubscription['userBonusUpdated'];
