import { describe, expect, it } from 'vitest';
import { CASHBACK_INFO, FREE_SPINS_INFO, HIGH_ROLLER_INFO, WELCOME_INFO } from '../test/fixtures';
import { bonusKind, isDepositBonus } from './kind';
import { categoryContributions, maxCashout, rewardSummary, smallerAmount } from './terms';

describe('rewardSummary', () => {
  it('describes a share of the deposit capped at the lower of the deposit cap and reward limit', () => {
    expect(rewardSummary(WELCOME_INFO)).toEqual({
      type: 'percent',
      percent: '100',
      of: 'deposit',
      cap: '500.00',
    });
    expect(rewardSummary(HIGH_ROLLER_INFO)).toEqual({
      type: 'percent',
      percent: '50',
      of: 'deposit',
      cap: '2500.00',
    });
  });
  it('describes cashback as a share of net losses', () => {
    expect(rewardSummary(CASHBACK_INFO)).toEqual({
      type: 'percent',
      percent: '10',
      of: 'losses',
      cap: '200.00',
    });
  });
  it('describes free spins and fixed amounts', () => {
    expect(rewardSummary(FREE_SPINS_INFO)).toEqual({ type: 'spins', spins: 50, amount: '10.00' });
    expect(
      rewardSummary({
        ...WELCOME_INFO,
        rewardInfo: { ...WELCOME_INFO.rewardInfo, rewardAmount: '25.00' },
      }),
    ).toEqual({ type: 'fixed', amount: '25.00' });
  });
  it('is null when the terms give nothing', () => {
    expect(
      rewardSummary({
        ...WELCOME_INFO,
        rewardInfo: { ...WELCOME_INFO.rewardInfo, rewardDepositMultiplier: 0 },
      }),
    ).toBeNull();
  });
});

describe('smallerAmount', () => {
  it('compares decimal strings exactly and ignores missing or zero amounts', () => {
    expect(smallerAmount('500.00', '2500')).toBe('500.00');
    expect(smallerAmount('10000000000000000.01', '10000000000000000.001')).toBe(
      '10000000000000000.001',
    );
    expect(smallerAmount(null, '200.00')).toBe('200.00');
    expect(smallerAmount('0.00', null)).toBeNull();
  });
});

describe('maxCashout', () => {
  it('reads the multiple of the bonus and the absolute limit', () => {
    expect(maxCashout(WELCOME_INFO)).toEqual({ multiplier: 5, limit: null });
    expect(maxCashout(HIGH_ROLLER_INFO)).toEqual({ multiplier: 4, limit: '2500.00' });
    expect(
      maxCashout({
        rewardInfo: { ...WELCOME_INFO.rewardInfo, maxRewardLimitMultiplier: null },
      }),
    ).toBeNull();
  });
});

describe('categoryContributions', () => {
  it('lists categories best-counting first as exact percents', () => {
    expect(categoryContributions(WELCOME_INFO)).toEqual([
      { category: 'slots', percent: '100' },
      { category: 'crash', percent: '50' },
      { category: 'other', percent: '20' },
      { category: 'live-casino', percent: '10' },
    ]);
  });
});

describe('bonusKind', () => {
  it('knows the seeded names', () => {
    expect(bonusKind(WELCOME_INFO)).toBe('welcome');
    expect(bonusKind(CASHBACK_INFO)).toBe('cashback');
    expect(bonusKind(HIGH_ROLLER_INFO)).toBe('high-roller');
    expect(bonusKind(FREE_SPINS_INFO)).toBe('free-spins');
  });
  it('reads the kind of other bonuses from their terms', () => {
    expect(bonusKind({ ...CASHBACK_INFO, name: 'weekend-back' })).toBe('cashback');
    expect(bonusKind({ ...WELCOME_INFO, name: 'btc-boost', depositPaymentType: 'CRYPTO' })).toBe(
      'crypto',
    );
    expect(bonusKind({ ...FREE_SPINS_INFO, name: 'spins-friday' })).toBe('free-spins');
    expect(bonusKind({ ...WELCOME_INFO, name: 'reload' })).toBe('deposit');
  });
  it('tells deposit bonuses from cashback', () => {
    expect(isDepositBonus(WELCOME_INFO)).toBe(true);
    expect(isDepositBonus(CASHBACK_INFO)).toBe(false);
  });
});
