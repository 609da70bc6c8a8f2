// Deposit bonuses as getUserDepositBonusesList serves the seeded catalogue in USD (tests only).
import type { DepositBonus, DepositBonusInfo } from '@/lib/api/deposit-bonuses';

function info(patch: Partial<DepositBonusInfo> & Pick<DepositBonusInfo, 'name' | 'title'>) {
  return {
    currencyCode: 'USD',
    coverImageUrl: '/media/banners/2x_deposit.svg',
    condition: '',
    depositPaymentType: null,
    depositRequirements: { minDepositAmount: '20.00', maxDepositAmount: null },
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
    ...patch,
  } satisfies DepositBonusInfo;
}

export const WELCOME: DepositBonus = {
  id: 11,
  status: 'AVAILABLE',
  isCurrent: false,
  expireAt: null,
  activatedCurrencyCode: 'USD',
  bonusInfo: info({
    name: 'welcome',
    title: '100% welcome bonus',
    condition: 'Deposit at least 20 USD and get 100% of it as bonus money, up to 500 USD.',
    depositRequirements: { minDepositAmount: '20.00', maxDepositAmount: '500.00' },
  }),
};

export const HIGH_ROLLER: DepositBonus = {
  id: 13,
  status: 'AVAILABLE',
  isCurrent: false,
  expireAt: null,
  activatedCurrencyCode: 'USD',
  bonusInfo: info({
    name: 'high-roller',
    title: 'High roller 50%',
    depositRequirements: { minDepositAmount: '500.00', maxDepositAmount: '5000.00' },
    wagerRequirements: {
      wagerMultiplier: 30,
      wageringTime: 168,
      minWagerBet: '0.20',
      maxWagerBet: '25.00',
    },
    rewardInfo: {
      rewardAmount: null,
      maxRewardLimit: '2500.00',
      maxRewardLimitMultiplier: 5,
      rewardDepositMultiplier: 0.5,
      rewardFreeSpins: null,
    },
  }),
};

export const CRYPTO: DepositBonus = {
  id: 14,
  status: 'AVAILABLE',
  isCurrent: false,
  expireAt: null,
  activatedCurrencyCode: 'USD',
  bonusInfo: info({
    name: 'crypto',
    title: 'Crypto bonus 50%',
    depositPaymentType: 'CRYPTO',
    depositRequirements: { minDepositAmount: '50.00', maxDepositAmount: '1000.00' },
    wagerRequirements: {
      wagerMultiplier: 25,
      wageringTime: 168,
      minWagerBet: '0.20',
      maxWagerBet: '10.00',
    },
    rewardInfo: {
      rewardAmount: null,
      maxRewardLimit: '500.00',
      maxRewardLimitMultiplier: 5,
      rewardDepositMultiplier: 0.5,
      rewardFreeSpins: null,
    },
  }),
};

export const FREE_SPINS: DepositBonus = {
  id: 15,
  status: 'AVAILABLE',
  isCurrent: false,
  expireAt: null,
  activatedCurrencyCode: 'USD',
  bonusInfo: info({
    name: 'free-spins',
    title: '50 free spins',
    wagerRequirements: {
      wagerMultiplier: 20,
      wageringTime: 72,
      minWagerBet: '0.20',
      maxWagerBet: '2.00',
    },
    freespinsInfo: {
      freeSpinsCount: 50,
      freespinsGame: 'Gold Rush',
      freespinsGameSlug: 'gold-rush',
    },
    rewardInfo: {
      rewardAmount: '10.00',
      maxRewardLimit: '100.00',
      maxRewardLimitMultiplier: null,
      rewardDepositMultiplier: null,
      rewardFreeSpins: 50,
    },
  }),
};

export const pending = (bonus: DepositBonus): DepositBonus => ({
  ...bonus,
  status: 'PENDING',
  isCurrent: true,
});
