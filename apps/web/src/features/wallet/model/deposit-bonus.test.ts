import { NO_BONUS_ID } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { CRYPTO, FREE_SPINS, HIGH_ROLLER, WELCOME, pending } from './deposit-bonus.fixtures';
import {
  bonusHeadline,
  bonusIconKind,
  depositBonusChoices,
  depositBonusPreview,
  initialDepositBonusId,
  pendingChoiceId,
} from './deposit-bonus';

describe('deposit bonus choices', () => {
  it("is only 'no bonus' without deposit bonuses", () => {
    expect(depositBonusChoices(undefined).map((c) => c.id)).toEqual([NO_BONUS_ID]);
    expect(depositBonusChoices([]).map((c) => c.id)).toEqual([NO_BONUS_ID]);
    expect(initialDepositBonusId(depositBonusChoices(null))).toBe(NO_BONUS_ID);
  });

  it("lists the bonuses in a stable order (by id, not by status), then 'no bonus' once", () => {
    const choices = depositBonusChoices([pending(HIGH_ROLLER), CRYPTO, WELCOME]);
    expect(choices.map((c) => c.id)).toEqual([11, 13, 14, NO_BONUS_ID]);
    expect(choices.filter((c) => c.id === NO_BONUS_ID)).toHaveLength(1);
  });

  it('tells the PENDING choice the server holds', () => {
    expect(pendingChoiceId(depositBonusChoices([WELCOME, HIGH_ROLLER]))).toBe(NO_BONUS_ID);
    expect(pendingChoiceId(depositBonusChoices([WELCOME, pending(HIGH_ROLLER)]))).toBe(13);
  });
});

describe('initial choice (spec §2.8)', () => {
  const all = depositBonusChoices([WELCOME, HIGH_ROLLER, CRYPTO, FREE_SPINS]);

  it('takes the bonus the modal was opened with, by user bonus id (number or text) or name', () => {
    expect(initialDepositBonusId(all, 14)).toBe(14);
    expect(initialDepositBonusId(all, '13')).toBe(13);
    expect(initialDepositBonusId(all, 'high-roller')).toBe(13);
    expect(initialDepositBonusId(all, 0)).toBe(NO_BONUS_ID);
  });

  it('falls back to the PENDING one, then to welcome, then to the first entry', () => {
    expect(initialDepositBonusId(all, 999)).toBe(11);
    const withPending = depositBonusChoices([WELCOME, pending(CRYPTO), HIGH_ROLLER]);
    expect(initialDepositBonusId(withPending)).toBe(14);
    expect(initialDepositBonusId(withPending, 'unknown')).toBe(14);
    expect(initialDepositBonusId(depositBonusChoices([FREE_SPINS, WELCOME]))).toBe(11);
    expect(initialDepositBonusId(depositBonusChoices([HIGH_ROLLER, FREE_SPINS]))).toBe(13);
  });
});

describe('icons by bonus name', () => {
  it('knows highroller, welcome and crypto', () => {
    const [welcome, highRoller, crypto, spins, none] = depositBonusChoices([
      WELCOME,
      HIGH_ROLLER,
      CRYPTO,
      FREE_SPINS,
    ]);
    expect([welcome, highRoller, crypto, spins, none].map((c) => bonusIconKind(c!))).toEqual([
      'welcome',
      'highroller',
      'crypto',
      'other',
      'none',
    ]);
    expect(bonusIconKind({ id: 3, bonusInfo: { ...WELCOME.bonusInfo, name: 'highroller' } })).toBe(
      'highroller',
    );
  });
});

describe('headline of the Your bonus card', () => {
  it('is the share capped at the smaller limit, the fixed amount, spins and wagering', () => {
    expect(bonusHeadline(WELCOME.bonusInfo, 2)).toEqual({
      share: 1,
      upTo: 500_00n,
      fixed: null,
      freeSpins: 0,
      minDeposit: 20_00n,
      wagerMultiplier: 35,
      wageringTime: 168,
    });
    expect(bonusHeadline(HIGH_ROLLER.bonusInfo, 2)).toMatchObject({ share: 0.5, upTo: 2500_00n });
    expect(bonusHeadline(CRYPTO.bonusInfo, 2)).toMatchObject({ share: 0.5, upTo: 500_00n });
    expect(bonusHeadline(FREE_SPINS.bonusInfo, 2)).toMatchObject({
      share: null,
      upTo: null,
      fixed: 10_00n,
      freeSpins: 50,
      wagerMultiplier: 20,
      wageringTime: 72,
    });
  });
});

describe('bonus preview for the typed amount (spec §5)', () => {
  it('shows nothing until an amount is typed', () => {
    expect(depositBonusPreview('', WELCOME.bonusInfo, 2)).toBeNull();
    expect(depositBonusPreview('  ', WELCOME.bonusInfo, 2)).toBeNull();
  });

  it('warns below the minimum and gives the share above it, capped', () => {
    expect(depositBonusPreview('19.99', WELCOME.bonusInfo, 2)).toMatchObject({
      code: 'WARN_MIN_DEP_AMOUNT',
      bonus: 0n,
      minDepositAmount: 20_00n,
    });
    expect(depositBonusPreview('20', WELCOME.bonusInfo, 2)).toMatchObject({
      code: 'RECEIVE_BONUS',
      bonus: 20_00n,
      capped: false,
    });
    expect(depositBonusPreview('800', WELCOME.bonusInfo, 2)).toMatchObject({
      code: 'RECEIVE_BONUS',
      bonus: 500_00n,
      capped: true,
    });
    expect(depositBonusPreview('25', FREE_SPINS.bonusInfo, 2)).toMatchObject({
      code: 'RECEIVE_BONUS',
      bonus: 10_00n,
      freeSpins: 50,
    });
  });

  it('answers INCORRECT_DATA for an amount that is not a number or rules that are missing', () => {
    expect(depositBonusPreview('.', WELCOME.bonusInfo, 2)?.code).toBe('INCORRECT_DATA');
    expect(depositBonusPreview('1.2.3', WELCOME.bonusInfo, 2)?.code).toBe('INCORRECT_DATA');
    expect(
      depositBonusPreview('50', { ...WELCOME.bonusInfo, depositRequirements: null }, 2)?.code,
    ).toBe('INCORRECT_DATA');
  });
});
