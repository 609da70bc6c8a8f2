import { NO_BONUS_ID, pickInitialDepositBonusId } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { depositBonusChoices } from './deposit-bonus';

describe('deposit bonus choices', () => {
  it("is only 'no bonus' until the Bonuses feature passes a list", () => {
    expect(depositBonusChoices(undefined).map((c) => c.id)).toEqual([NO_BONUS_ID]);
    expect(pickInitialDepositBonusId(depositBonusChoices(undefined))).toBe(NO_BONUS_ID);
  });

  it("puts 'no bonus' first and keeps it once", () => {
    const choices = depositBonusChoices([{ id: 7, name: 'welcome' }, { id: '0' }]);
    expect(choices.map((c) => String(c.id))).toEqual(['0', '7']);
    expect(pickInitialDepositBonusId(choices, '7')).toBe(7);
  });
});
