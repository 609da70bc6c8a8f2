import { describe, expect, it } from 'vitest';
import * as domain from './index';
import { compose, email, required, validateForm, type Validator } from './index';

describe('package entry', () => {
  it('re-exports every concern', () => {
    const names = [
      // constants (kept stable)
      'LANGUAGES',
      'PAGE_SIZES',
      'STORAGE_KEYS',
      'MODAL_NAMES',
      'CRYPTO_WHITELIST',
      // validation
      'VALIDATION_CODES',
      'compose',
      'validateForm',
      'visibleErrors',
      'touchAll',
      'formatTemplate',
      'formatValidationMessage',
      'required',
      'email',
      'minLength',
      'maxLength',
      'integer',
      'minValue',
      'maxValue',
      'sharedPassword',
      'sharedPasswordRule',
      'registrationPassword',
      'age',
      'cardNumber',
      'luhnCheck',
      'cryptoAddress',
      'phone',
      'stripSpaces',
      'loginRules',
      'registrationRules',
      'resetPasswordRules',
      'forgotPasswordRules',
      'decideResetPassword',
      // money and numbers
      'parseMajorToMinor',
      'formatMinor',
      'formatAmount',
      'formatMoney',
      'formatWalletAmount',
      'toMinorUnitsForOlderPayment',
      'currencyDecimals',
      'percentOf',
      'normalizeNumberInput',
      'calculateWithdrawalFee',
      'previewBonus',
      // lists, filters, bonuses, profile, payments, errors, dates
      'isProfileFilled',
      'sortUserBonuses',
      'mergePages',
      'looseIdEquals',
      'hasMore',
      'normalizeProviderSelection',
      'visibleCryptoMethods',
      'visibleFiatMethods',
      'isCryptoWithdrawMethod',
      'depositAmountRule',
      'withdrawAmountRule',
      'predefinedFieldRule',
      'toPredefinedFieldsPayload',
      'isKnownCode',
      'groupByDate',
    ];
    for (const name of names) expect(domain, name).toHaveProperty(name);
  });

  it('composes without explicit type arguments', () => {
    const rule = compose(required, email);
    const asValidator: Validator<string> = rule;
    expect(asValidator('')).toEqual({ code: 'REQUIRED' });
    expect(validateForm({ email: 'x' }, { email: rule }).email).toEqual({ code: 'EMAIL' });
  });
});
