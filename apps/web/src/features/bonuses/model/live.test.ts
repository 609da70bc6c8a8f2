import { describe, expect, it } from 'vitest';
import { userBonus } from '../test/fixtures';
import { applyBonusUpdates, isFinished } from './live';
import { collectUpdate } from './use-user-bonuses';

const update = (id: number, wagered: string, status = 'ACTIVE') => ({
  id,
  status,
  isCurrent: status !== 'CLAIMED',
  expireAt: '2026-11-28T12:00:00.000Z',
  wagerProgress: { wageredAmount: wagered, wagerGoal: '700.00', currencyCode: 'USD' },
});

describe('applyBonusUpdates', () => {
  const list = [
    userBonus({ id: 1, status: 'ACTIVE', isCurrent: true }),
    userBonus({ id: 2, status: 'AVAILABLE' }),
  ];

  it('changes status, current flag, expiry and progress of the updated bonus in place', () => {
    const next = applyBonusUpdates(list, new Map([[1, update(1, '120.00', 'READY_FOR_REWARD')]]));
    expect(next[0]).toMatchObject({
      id: 1,
      status: 'READY_FOR_REWARD',
      expireAt: '2026-11-28T12:00:00.000Z',
      wagerProgress: { wageredAmount: '120.00', wagerGoal: '700.00' },
    });
    expect(next[0]!.bonusInfo).toBe(list[0]!.bonusInfo);
    expect(next[1]).toBe(list[1]);
    expect(list[0]!.status).toBe('ACTIVE');
  });

  it('ignores events of bonuses not in the list', () => {
    expect(applyBonusUpdates(list, new Map([[9, update(9, '1.00')]]))).toEqual(list);
  });
});

describe('collectUpdate', () => {
  it('keeps the latest event per bonus', () => {
    let seen = collectUpdate(undefined, update(1, '10.00'));
    seen = collectUpdate(seen, update(2, '5.00'));
    seen = collectUpdate(seen, update(1, '30.00'));
    expect([...seen.keys()]).toEqual([1, 2]);
    expect(seen.get(1)!.wagerProgress.wageredAmount).toBe('30.00');
  });
});

describe('isFinished', () => {
  it('is true for the history statuses only', () => {
    expect(['CLAIMED', 'CANCELED', 'EXPIRED'].every(isFinished)).toBe(true);
    expect(isFinished('READY_FOR_REWARD')).toBe(false);
  });
});
