// Bonus data shaped like the server's answers (the seeded catalogue, amounts in USD), for tests.
import type { BonusInfo, CatalogueBonus, UserBonus } from '../api/bonus-fields';

const MULTIPLIERS = [
  { category: 'slots', multiplier: 1 },
  { category: 'crash', multiplier: 0.5 },
  { category: 'other', multiplier: 0.2 },
  { category: 'live-casino', multiplier: 0.1 },
];

export const WELCOME_INFO: BonusInfo = {
  currencyCode: 'USD',
  coverImageUrl: '/media/banners/2x_deposit.svg',
  title: '100% welcome bonus',
  name: 'welcome',
  condition: 'Deposit at least 20 USD and get 100% of it as bonus money, up to 500 USD.',
  terms: 'The bonus is credited to your bonus balance when the deposit arrives.',
  depositPaymentType: null,
  availableCurrencies: ['USD', 'EUR'],
  availableForGame: null,
  availableForGameSlug: null,
  gameCategoryMultipliers: MULTIPLIERS,
  depositRequirements: { minDepositAmount: '20.00', maxDepositAmount: '500.00' },
  wagerRequirements: {
    wagerMultiplier: 35,
    wageringTime: 168,
    minWagerBet: '0.20',
    maxWagerBet: '5.00',
  },
  freespinsInfo: null,
  rewardInfo: {
    rewardAmount: null,
    maxRewardLimit: null,
    maxRewardLimitMultiplier: 5,
    rewardDepositMultiplier: 1,
    rewardFreeSpins: null,
  },
};

export const CASHBACK_INFO: BonusInfo = {
  ...WELCOME_INFO,
  coverImageUrl: '/media/banners/cashback.svg',
  title: 'Weekly cashback 10%',
  name: 'cashback',
  condition: 'Get back 10% of your net losses of the last 7 days, up to 200 USD.',
  depositRequirements: null,
  wagerRequirements: {
    wagerMultiplier: 1,
    wageringTime: 72,
    minWagerBet: null,
    maxWagerBet: '10.00',
  },
  rewardInfo: {
    rewardAmount: null,
    maxRewardLimit: '200.00',
    maxRewardLimitMultiplier: null,
    rewardDepositMultiplier: 0.1,
    rewardFreeSpins: null,
  },
};

export const HIGH_ROLLER_INFO: BonusInfo = {
  ...WELCOME_INFO,
  title: 'High-roller bonus 50%',
  name: 'high-roller',
  depositRequirements: { minDepositAmount: '500.00', maxDepositAmount: '5000.00' },
  wagerRequirements: {
    wagerMultiplier: 30,
    wageringTime: 240,
    minWagerBet: '1.00',
    maxWagerBet: '50.00',
  },
  rewardInfo: {
    rewardAmount: null,
    maxRewardLimit: '2500.00',
    maxRewardLimitMultiplier: 4,
    rewardDepositMultiplier: 0.5,
    rewardFreeSpins: null,
  },
};

export const FREE_SPINS_INFO: BonusInfo = {
  ...WELCOME_INFO,
  coverImageUrl: '/media/games/lucky-reels.svg',
  title: '50 free spins',
  name: 'free-spins',
  gameCategoryMultipliers: [{ category: 'slots', multiplier: 1 }],
  availableForGame: 'Lucky Reels',
  availableForGameSlug: 'lucky-reels',
  depositRequirements: { minDepositAmount: '20.00', maxDepositAmount: null },
  wagerRequirements: {
    wagerMultiplier: 20,
    wageringTime: 72,
    minWagerBet: '0.20',
    maxWagerBet: '2.00',
  },
  freespinsInfo: {
    freeSpinsCount: 50,
    freespinsGame: 'Lucky Reels',
    freespinsGameSlug: 'lucky-reels',
    freespinsExpireTime: 72,
  },
  rewardInfo: {
    rewardAmount: '10.00',
    maxRewardLimit: '100.00',
    maxRewardLimitMultiplier: null,
    rewardDepositMultiplier: null,
    rewardFreeSpins: 50,
  },
};

export function catalogueBonus(id: number, info: BonusInfo): CatalogueBonus {
  return { id, name: info.name, bonusInfo: info };
}

export function userBonus(overrides: Partial<UserBonus> = {}): UserBonus {
  return {
    id: 1,
    expireAt: null,
    status: 'AVAILABLE',
    isCurrent: false,
    activatedCurrencyCode: 'USD',
    createdAt: '2026-11-20T10:00:00.000Z',
    activatedAt: null,
    claimedAt: null,
    discardedAt: null,
    discardReason: null,
    calculatedReward: null,
    calculatedMaxRewardLimit: null,
    freeSpinsLeft: 0,
    wagerProgress: { wageredAmount: '0.00', wagerGoal: '0.00', currencyCode: 'USD' },
    bonusInfo: WELCOME_INFO,
    ...overrides,
  };
}
