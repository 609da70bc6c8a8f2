import { describe, expect, it } from 'vitest';
import { bonusFailure } from './outcome';

const known = (code: string) => ['UNAUTHORIZED', 'BONUS_UNAVAILABLE'].includes(code);
const none = {};

describe('bonusFailure', () => {
  it('is null for the success variants', () => {
    expect(
      bonusFailure('activate', { __typename: 'ActivateBonusSuccess' }, none, known),
    ).toBeNull();
    expect(bonusFailure('cancel', { __typename: 'CancelBonusSuccess' }, none, known)).toBeNull();
    expect(
      bonusFailure('claim', { __typename: 'ClaimBonusRewardSuccess' }, none, known),
    ).toBeNull();
  });

  it('maps ActivateBonusError codes, with bonus-specific texts', () => {
    const refused = (error: string, cashback = false) =>
      bonusFailure('activate', { __typename: 'ActivateBonusError', error }, none, known, cashback);
    expect(refused('COMPLETE_BONUS_FIRST')).toEqual({
      code: 'BONUS_COMPLETE_CURRENT_FIRST',
      kind: 'warning',
    });
    expect(refused('BONUS_UNAVAILABLE')).toEqual({ code: 'BONUS_UNAVAILABLE', kind: 'error' });
    expect(refused('BONUS_UNAVAILABLE', true)).toEqual({
      code: 'CASHBACK_NOTHING_TO_RETURN',
      kind: 'warning',
    });
  });

  it('maps CancelBonusFailed and ClaimBonusRewardError codes', () => {
    expect(
      bonusFailure(
        'cancel',
        { __typename: 'CancelBonusFailed', error: 'BONUS_UNAVAILABLE' },
        none,
        known,
      ),
    ).toEqual({ code: 'BONUS_CANCEL_FAILED', kind: 'error' });
    expect(
      bonusFailure(
        'claim',
        { __typename: 'ClaimBonusRewardError', error: 'BONUS_NOT_READY' },
        none,
        known,
      ),
    ).toEqual({ code: 'BONUS_NOT_READY', kind: 'warning' });
    expect(
      bonusFailure(
        'claim',
        { __typename: 'ClaimBonusRewardError', error: 'BONUS_UNAVAILABLE' },
        none,
        known,
      ),
    ).toEqual({ code: 'BONUS_UNAVAILABLE', kind: 'error' });
  });

  it('maps GeneralAppError: a racing bet, known codes, and unknown ones with the message', () => {
    const general = (code: string, message = 'm') =>
      bonusFailure('claim', { __typename: 'GeneralAppError', code, message }, none, known);
    expect(general('INSUFFICIENT_FUNDS')).toEqual({
      code: 'BONUS_BALANCE_CHANGED',
      kind: 'warning',
    });
    expect(general('UNAUTHORIZED')).toEqual({ code: 'UNAUTHORIZED', kind: 'error' });
    expect(general('SOMETHING_NEW', 'The database is tired.')).toEqual({
      code: 'ERROR_DEFAULT',
      kind: 'error',
      message: 'The database is tired.',
    });
  });

  it('maps transport failures', () => {
    expect(
      bonusFailure('activate', null, { error: { networkError: new Error('x') } }, known),
    ).toEqual({
      code: 'NETWORK_ERROR',
      kind: 'error',
    });
    expect(bonusFailure('activate', undefined, { error: {} }, known)).toEqual({
      code: 'ERROR_TOAST_HEAD',
      kind: 'error',
    });
  });
});
