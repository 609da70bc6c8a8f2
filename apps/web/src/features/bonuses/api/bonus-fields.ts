// The shapes the Bonuses pages read (bonuses.graphql; spec §3 BonusInfo, UserBonus). Amounts are
// decimal strings in major units of the stated currency; multipliers are numbers.

export interface GeneralAppError {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
}

export interface BonusInfo {
  currencyCode: string;
  coverImageUrl: string;
  title: string;
  /** Stable name and route key: welcome, cashback, high-roller, crypto, free-spins … */
  name: string;
  condition: string;
  terms: string;
  /** CRYPTO when only crypto deposits qualify. */
  depositPaymentType: string | null;
  availableCurrencies: string[];
  availableForGame: string | null;
  availableForGameSlug: string | null;
  gameCategoryMultipliers: { category: string; multiplier: number }[];
  /** null for bonuses without a deposit (cashback). */
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
    /** Hours. */
    freespinsExpireTime: number | null;
  } | null;
  rewardInfo: {
    rewardAmount: string | null;
    maxRewardLimit: string | null;
    maxRewardLimitMultiplier: number | null;
    rewardDepositMultiplier: number | null;
    rewardFreeSpins: number | null;
  };
}

export interface WagerProgress {
  wageredAmount: string;
  wagerGoal: string;
  currencyCode: string;
}

/** A bonus of the player (spec §3 UserBonus). */
export interface UserBonus {
  id: number;
  expireAt: string | null;
  status: string;
  isCurrent: boolean;
  activatedCurrencyCode: string;
  createdAt: string;
  activatedAt: string | null;
  claimedAt: string | null;
  discardedAt: string | null;
  discardReason: string | null;
  calculatedReward: string | null;
  calculatedMaxRewardLimit: string | null;
  freeSpinsLeft: number;
  wagerProgress: WagerProgress;
  bonusInfo: BonusInfo;
}

/** A bonus of the public catalogue. */
export interface CatalogueBonus {
  id: number;
  name: string;
  bonusInfo: BonusInfo;
}

/** userBonusUpdated (spec §4.7): what changed on one of the player's bonuses. */
export interface UserBonusUpdate {
  id: number;
  status: string;
  isCurrent: boolean;
  expireAt: string | null;
  wagerProgress: WagerProgress;
}

/** Every BonusInfo field, spread into the queries below. */
export const BONUS_INFO_FIELDS = `
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
`;

/** Every UserBonus field. */
export const USER_BONUS_FIELDS = `
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
    ${BONUS_INFO_FIELDS}
  }
`;
