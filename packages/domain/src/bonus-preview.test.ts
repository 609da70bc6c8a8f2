import { describe, expect, it } from 'vitest';
import { bonusPreviewRulesFromInfo, previewBonus, type BonusPreviewRules } from './bonus-preview';

const multiplier = (
  m: string | number,
  extra: Partial<BonusPreviewRules> = {},
): BonusPreviewRules => ({
  requirements: { minDepositAmount: 1000n, maxDepositAmount: 50000n },
  reward: { rewardDepositMultiplier: m },
  ...extra,
});

describe('previewBonus (spec §5 Bonus preview)', () => {
  it('warns below the minimum deposit and gives 0', () => {
    expect(previewBonus(999n, multiplier(1))).toEqual({
      kind: 'below-min',
      code: 'WARN_MIN_DEP_AMOUNT',
      bonus: 0n,
      freeSpins: 0,
      minDepositAmount: 1000n,
    });
  });

  it('the minimum itself qualifies', () => {
    const r = previewBonus(1000n, multiplier(1));
    expect(r.kind).toBe('reward');
    expect(r.bonus).toBe(1000n);
  });

  it('treats nothing typed as 0 (below a positive minimum)', () => {
    expect(previewBonus(null, multiplier(1)).kind).toBe('below-min');
  });

  it('gives the fixed rewardAmount when there is one', () => {
    const r = previewBonus(20000n, {
      requirements: { minDepositAmount: 1000n, maxDepositAmount: 5000n },
      reward: { rewardAmount: 2500n, rewardDepositMultiplier: 2 },
    });
    expect(r).toMatchObject({
      kind: 'reward',
      code: 'RECEIVE_BONUS',
      bonus: 2500n,
      basis: 'fixed',
      capped: false,
    });
  });

  it('multiplies the amount otherwise', () => {
    expect(previewBonus(2000n, multiplier(2)).bonus).toBe(4000n);
    expect(previewBonus(2000n, multiplier('1.5')).bonus).toBe(3000n);
    expect(previewBonus(2000n, multiplier(0.25)).bonus).toBe(500n);
  });

  it('rounds a fractional product down to the minor unit', () => {
    expect(previewBonus(1001n, multiplier(1.5)).bonus).toBe(1501n); // 1501.5
    expect(previewBonus(1003n, multiplier('0.3333')).bonus).toBe(334n); // 334.2999
    expect(previewBonus(1999n, multiplier('0.5')).bonus).toBe(999n); // 999.5
  });

  it('caps the multiplied bonus at maxDepositAmount (spec, literally)', () => {
    const r = previewBonus(40000n, multiplier(2)); // 800.00 > 500.00
    expect(r).toMatchObject({ bonus: 50000n, capped: true, basis: 'multiplier' });
    const exact = previewBonus(25000n, multiplier(2)); // 500.00 exactly
    expect(exact).toMatchObject({ bonus: 50000n, capped: false });
  });

  it('also respects maxRewardLimit, for multiplied and fixed bonuses', () => {
    expect(
      previewBonus(
        20000n,
        multiplier(1, { reward: { rewardDepositMultiplier: 1, maxRewardLimit: 10000n } }),
      ),
    ).toMatchObject({ bonus: 10000n, capped: true });
    expect(
      previewBonus(
        20000n,
        multiplier(1, { reward: { rewardAmount: 30000n, maxRewardLimit: 10000n } }),
      ),
    ).toMatchObject({ bonus: 10000n, capped: true, basis: 'fixed' });
  });

  it('treats zero or missing caps as no cap', () => {
    const r = previewBonus(1000000n, {
      requirements: { minDepositAmount: 0n, maxDepositAmount: 0n },
      reward: { rewardDepositMultiplier: 1, maxRewardLimit: null },
    });
    expect(r).toMatchObject({ bonus: 1000000n, capped: false });
  });

  it('mentions free spins, from rewardInfo or freespinsInfo', () => {
    expect(
      previewBonus(
        2000n,
        multiplier(1, { reward: { rewardDepositMultiplier: 1, rewardFreeSpins: 50 } }),
      ),
    ).toMatchObject({
      bonus: 2000n,
      freeSpins: 50,
    });
    expect(previewBonus(2000n, { ...multiplier(1), freeSpinsCount: 20 }).freeSpins).toBe(20);
    const spinsOnly = previewBonus(2000n, {
      requirements: { minDepositAmount: 1000n },
      reward: { rewardFreeSpins: 100 },
    });
    expect(spinsOnly).toMatchObject({
      kind: 'reward',
      bonus: 0n,
      freeSpins: 100,
      basis: 'free-spins',
    });
  });

  it('gives no free spins below the minimum', () => {
    const r = previewBonus(
      10n,
      multiplier(1, { reward: { rewardDepositMultiplier: 1, rewardFreeSpins: 50 } }),
    );
    expect(r.freeSpins).toBe(0);
  });

  it('says INCORRECT_DATA when requirements or reward info are missing', () => {
    const incorrect = { kind: 'incorrect-data', code: 'INCORRECT_DATA', bonus: 0n, freeSpins: 0 };
    expect(previewBonus(5000n, { requirements: null, reward: { rewardAmount: 100n } })).toEqual(
      incorrect,
    );
    expect(
      previewBonus(5000n, { requirements: { minDepositAmount: 0n }, reward: undefined }),
    ).toEqual(incorrect);
    expect(previewBonus(5000n, { requirements: { minDepositAmount: 0n }, reward: {} })).toEqual(
      incorrect,
    );
    expect(previewBonus(5000n, multiplier('abc'))).toEqual(incorrect);
    expect(previewBonus(5000n, multiplier(-1))).toEqual(incorrect);
  });
});

describe('bonusPreviewRulesFromInfo', () => {
  it('converts major units to minor units', () => {
    const rules = bonusPreviewRulesFromInfo({
      depositRequirements: { minDepositAmount: 10, maxDepositAmount: '500.5' },
      rewardInfo: {
        rewardDepositMultiplier: 1.5,
        maxRewardLimit: 300,
        rewardAmount: null,
        rewardFreeSpins: 10,
      },
      freespinsInfo: { freeSpinsCount: 10 },
    });
    expect(rules).toEqual({
      requirements: { minDepositAmount: 1000n, maxDepositAmount: 50050n },
      reward: {
        rewardAmount: null,
        maxRewardLimit: 30000n,
        rewardDepositMultiplier: 1.5,
        rewardFreeSpins: 10,
      },
      freeSpinsCount: 10,
    });
    expect(previewBonus(100000n, rules)).toMatchObject({
      bonus: 30000n,
      capped: true,
      freeSpins: 10,
    });
  });

  it('rounds against the player when an amount has too many digits', () => {
    const rules = bonusPreviewRulesFromInfo({
      depositRequirements: { minDepositAmount: '10.001', maxDepositAmount: '20.009' },
      rewardInfo: { rewardAmount: '5.559' },
    });
    expect(rules.requirements).toEqual({ minDepositAmount: 1001n, maxDepositAmount: 2000n });
    expect(rules.reward?.rewardAmount).toBe(555n);
  });

  it('keeps missing parts missing', () => {
    const rules = bonusPreviewRulesFromInfo({});
    expect(rules.requirements).toBeNull();
    expect(rules.reward).toBeNull();
    expect(previewBonus(1000n, rules).kind).toBe('incorrect-data');
  });
});
