import { describe, expect, it } from 'vitest';
import {
  isNoBonus,
  isUserBonusStatus,
  pickInitialDepositBonusId,
  requiresCryptoDeposit,
  sortUserBonuses,
  USER_BONUS_STATUSES,
} from './bonuses';

describe('sortUserBonuses (spec §4.7)', () => {
  it('puts the current bonus first, then ACTIVE, FREESPINS_PLAY, PENDING, READY_FOR_REWARD, AVAILABLE, then others', () => {
    const list = [
      { id: 1, status: 'AVAILABLE' },
      { id: 2, status: 'EXPIRED' },
      { id: 3, status: 'READY_FOR_REWARD', activatedAt: '2024-01-01T00:00:00Z' },
      { id: 4, status: 'PENDING', activatedAt: '2024-01-01T00:00:00Z' },
      { id: 5, status: 'FREESPINS_PLAY', activatedAt: '2024-01-01T00:00:00Z' },
      { id: 6, status: 'ACTIVE', activatedAt: '2024-01-01T00:00:00Z' },
      { id: 7, status: 'PENDING', isCurrent: true, activatedAt: '2024-05-01T00:00:00Z' },
    ];
    expect(sortUserBonuses(list).map((b) => b.id)).toEqual([7, 6, 5, 4, 3, 1, 2]);
  });

  it('orders each group by activation time ascending', () => {
    const list = [
      { id: 'c', status: 'ACTIVE', activatedAt: '2024-03-01T00:00:00Z' },
      { id: 'a', status: 'ACTIVE', activatedAt: '2024-01-01T00:00:00Z' },
      { id: 'b', status: 'ACTIVE', activatedAt: new Date('2024-02-01T00:00:00Z') },
      { id: 'z', status: 'PENDING', activatedAt: 1 },
    ];
    expect(sortUserBonuses(list).map((b) => b.id)).toEqual(['a', 'b', 'c', 'z']);
  });

  it('puts never-activated bonuses after activated ones in their group, by createdAt', () => {
    const list = [
      { id: 1, status: 'AVAILABLE', createdAt: '2024-02-01T00:00:00Z' },
      { id: 2, status: 'AVAILABLE', activatedAt: null, createdAt: '2024-01-01T00:00:00Z' },
      { id: 3, status: 'AVAILABLE', activatedAt: '2024-06-01T00:00:00Z' },
      { id: 4, status: 'AVAILABLE' },
      { id: 5, status: 'AVAILABLE' },
    ];
    expect(sortUserBonuses(list).map((b) => b.id)).toEqual([3, 2, 1, 4, 5]);
  });

  it('does not mutate the input', () => {
    const list = [
      { id: 1, status: 'AVAILABLE' },
      { id: 2, status: 'ACTIVE' },
    ];
    const copy = [...list];
    sortUserBonuses(list);
    expect(list).toEqual(copy);
  });
});

describe('bonus helpers', () => {
  it('knows the statuses, the extra ones included', () => {
    expect(USER_BONUS_STATUSES).toContain('CLAIMED');
    expect(USER_BONUS_STATUSES).toContain('CANCELED');
    expect(USER_BONUS_STATUSES).toContain('EXPIRED');
    expect(isUserBonusStatus('ACTIVE')).toBe(true);
    expect(isUserBonusStatus('active')).toBe(false);
  });

  it('id 0 means no bonus', () => {
    expect(isNoBonus(0)).toBe(true);
    expect(isNoBonus('0')).toBe(true);
    expect(isNoBonus(null)).toBe(true);
    expect(isNoBonus(7)).toBe(false);
  });

  it('detects bonuses that need a crypto deposit', () => {
    expect(requiresCryptoDeposit({ bonusInfo: { depositPaymentType: 'CRYPTO' } })).toBe(true);
    expect(requiresCryptoDeposit({ bonusInfo: { depositPaymentType: 'FIAT' } })).toBe(false);
    expect(requiresCryptoDeposit({ bonusInfo: null })).toBe(false);
    expect(requiresCryptoDeposit(undefined)).toBe(false);
  });

  it('preselects the predefined bonus if found, else the first (spec §2.8)', () => {
    const choices = [{ id: 0 }, { id: 5 }, { id: 9 }];
    expect(pickInitialDepositBonusId(choices, '9')).toBe(9);
    expect(pickInitialDepositBonusId(choices, 42)).toBe(0);
    expect(pickInitialDepositBonusId(choices, null)).toBe(0);
    expect(pickInitialDepositBonusId(choices, 9, 5)).toBe(5);
    expect(pickInitialDepositBonusId([], 9)).toBeNull();
  });
});
