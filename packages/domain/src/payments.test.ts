import { describe, expect, it } from 'vitest';
import {
  depositAmountRule,
  isCryptoWithdrawMethod,
  isVisibleCryptoMethod,
  olderPaymentAmountRule,
  predefinedFieldRule,
  prefillPredefinedFields,
  splitWithdrawMethods,
  toPredefinedFieldsPayload,
  validatePredefinedFields,
  visibleCryptoMethods,
  visibleFiatMethods,
  withdrawAmountRule,
  withdrawCurrencySetting,
  withdrawDropdownRule,
  withdrawInputRule,
} from './payments';

describe('method visibility (spec §5)', () => {
  it('shows crypto methods only if payinEnabled and whitelisted', () => {
    const methods = [
      { code: 'BTC', payinEnabled: true },
      { code: 'usdt', payinEnabled: true },
      { code: 'ETH', payinEnabled: false },
      { code: 'DOGE', payinEnabled: true },
      { code: 'ADA', payinEnabled: true },
    ];
    expect(visibleCryptoMethods(methods).map((m) => m.code)).toEqual(['BTC', 'usdt', 'ADA']);
    for (const code of ['ADA', 'LTC', 'TRX', 'XRP', 'ZEC', 'BTC', 'ETH', 'USDT']) {
      expect(isVisibleCryptoMethod({ code, payinEnabled: true })).toBe(true);
    }
  });

  it('fiat methods are those with crypto false', () => {
    const methods = [
      { id: 1, crypto: false },
      { id: 2, crypto: true },
    ];
    expect(visibleFiatMethods(methods).map((m) => m.id)).toEqual([1]);
  });
});

describe('isCryptoWithdrawMethod (spec §2.8)', () => {
  it.each([
    [{ title: 'Bank', name: 'bank', inputs: [{ id: 1, validation: 'trx' }] }],
    [{ title: 'USDT (TRC20)', name: 'x' }],
    [{ title: 'Bitcoin BTC', name: 'x' }],
    [{ title: 'Tether trc', name: 'x' }],
    [{ title: 'Tether ERC', name: 'x' }],
    [{ title: 'usdt', name: 'x' }],
    [{ title: 'Wallet', name: 'my-Crypto-payout' }],
    [{ title: 'USDT-ERC20', name: 'x' }],
    [{ title: 'ERC20 wallet', name: 'x' }],
    [{ title: 'Tron (TRC20)', name: 'x' }],
  ])('recognises %j', (method) => {
    expect(isCryptoWithdrawMethod(method)).toBe(true);
  });

  it.each([
    [{ title: 'Visa / Mastercard', name: 'cards', inputs: [{ id: 1, validation: 'cardNumber' }] }],
    [{ title: 'Bank transfer', name: 'bank' }],
    [{ title: 'Mastercard', name: 'cards' }],
    [{ title: 'Commerce Bank', name: 'bank' }],
    [{ title: null, name: null, inputs: null }],
    [{ title: 'Ethereum', name: 'eth', inputs: [{ id: 1, validation: 'eth' }] }],
  ])('does not recognise %j', (method) => {
    expect(isCryptoWithdrawMethod(method)).toBe(false);
  });

  it('splits the list', () => {
    const list = [{ title: 'Visa' }, { title: 'USDT' }, { title: 'Bank' }];
    expect(splitWithdrawMethods(list)).toEqual({
      crypto: [{ title: 'USDT' }],
      fiat: [{ title: 'Visa' }, { title: 'Bank' }],
    });
  });
});

describe('withdrawCurrencySetting', () => {
  const method = {
    currencySettings: [
      { currency: 'EUR', minWithdrawAmount: 10 },
      { currency: 'USD', minWithdrawAmount: 20 },
    ],
  };
  it('uses the account currency when the method has it, else the first', () => {
    expect(withdrawCurrencySetting(method, 'usd')?.minWithdrawAmount).toBe(20);
    expect(withdrawCurrencySetting(method, 'AZN')?.currency).toBe('EUR');
    expect(withdrawCurrencySetting(method)?.currency).toBe('EUR');
    expect(withdrawCurrencySetting({ currencySettings: [] })).toBeNull();
  });
});

describe('withdraw inputs (spec §5)', () => {
  it('required if flagged', () => {
    expect(withdrawInputRule({ id: 1, required: true })('')).toEqual({ code: 'REQUIRED' });
    expect(withdrawInputRule({ id: 1, required: false })('')).toBeNull();
  });
  it('card number, email, max length and crypto checks', () => {
    expect(withdrawInputRule({ id: 1, validation: 'cardNumber' })('1234')).toEqual({
      code: 'CARD',
    });
    expect(
      withdrawInputRule({ id: 1, validation: 'cardNumber' })('4111 1111 1111 1111'),
    ).toBeNull();
    expect(withdrawInputRule({ id: 1, validation: 'email' })('x@')).toEqual({ code: 'EMAIL' });
    expect(withdrawInputRule({ id: 1, maxLength: 3 })('abcd')).toEqual({
      code: 'MAX_LENGTH',
      params: { length: 3 },
    });
    expect(withdrawInputRule({ id: 1, validation: 'btc' })('0x00')).toEqual({ code: 'BITCOIN' });
    expect(withdrawInputRule({ id: 1, validation: 'eth' })('T' + 'a'.repeat(33))).toEqual({
      code: 'ETHERIUM',
    });
    expect(withdrawInputRule({ id: 1, validation: 'trx' })('T' + 'a'.repeat(33))).toBeNull();
  });
  it('checks in the spec order: required, format, max length, address', () => {
    expect(
      withdrawInputRule({ id: 1, required: true, validation: 'cardNumber', maxLength: 5 })('12'),
    ).toEqual({ code: 'CARD' });
    expect(
      withdrawInputRule({ id: 1, validation: 'trx', maxLength: 5 })('T' + 'a'.repeat(33)),
    ).toEqual({
      code: 'MAX_LENGTH',
      params: { length: 5 },
    });
  });
  it('dropdowns are required if flagged', () => {
    expect(withdrawDropdownRule({ id: 1, required: true })(null)).toEqual({ code: 'REQUIRED' });
    expect(withdrawDropdownRule({ id: 1, required: true })(0)).toBeNull();
    expect(withdrawDropdownRule({ id: 1, required: false })(undefined)).toBeNull();
  });
});

describe('deposit amount (VALIDATION_MIN / VALIDATION_MAX)', () => {
  const rule = depositAmountRule({ min: 1000n, max: 50050n });
  it('is required', () => {
    expect(rule('')).toEqual({ code: 'REQUIRED' });
    expect(rule(null)).toEqual({ code: 'REQUIRED' });
    expect(rule('.')).toEqual({ code: 'REQUIRED' });
  });
  it('accepts both bounds exactly', () => {
    expect(rule('10')).toBeNull();
    expect(rule('500.50')).toBeNull();
    expect(rule(500.5)).toBeNull();
  });
  it('reports the bound with the §9 amount rule', () => {
    expect(rule('9.99')).toEqual({ code: 'VALIDATION_MIN', params: { min: '10.0' } });
    expect(rule('500.51')).toEqual({ code: 'VALIDATION_MAX', params: { max: '500.5' } });
  });
  it('takes bigint minor units as they are; missing bounds are not checked', () => {
    expect(rule(999n)).toEqual({ code: 'VALIDATION_MIN', params: { min: '10.0' } });
    expect(depositAmountRule({})('123456789')).toBeNull();
  });
});

describe('withdraw amount (spec §5)', () => {
  const rule = withdrawAmountRule({
    minWithdrawAmount: 2000n,
    maxWithdrawAmount: 100000n,
    realBalance: 50000n,
  });
  it('is required', () => {
    expect(rule('')).toEqual({ code: 'REQUIRED' });
  });
  it('checks the minimum, inclusively', () => {
    expect(rule('19.99')).toEqual({ code: 'MIN_VALUE', params: { min: '20.0' } });
    expect(rule('20')).toBeNull();
  });
  it('checks the real balance (Insufficient funds), inclusively', () => {
    expect(rule('500')).toBeNull();
    expect(rule('500.01')).toEqual({ code: 'INSUFFICIENT_FUNDS' });
  });
  it('checks the maximum after the balance', () => {
    const rich = withdrawAmountRule({
      minWithdrawAmount: 2000n,
      maxWithdrawAmount: 100000n,
      realBalance: 10n ** 9n,
    });
    expect(rich('1000')).toBeNull();
    expect(rich('1000.01')).toEqual({ code: 'MAX_VALUE', params: { max: '1000.0' } });
    expect(rule('1000.01')).toEqual({ code: 'INSUFFICIENT_FUNDS' });
  });
  it('min comes before the balance', () => {
    const broke = withdrawAmountRule({ minWithdrawAmount: 2000n, realBalance: 0n });
    expect(broke('1')).toEqual({ code: 'MIN_VALUE', params: { min: '20.0' } });
  });
});

describe('older payment amount (required, integer, provider min/max in hundredths)', () => {
  const rule = olderPaymentAmountRule({ min: 1000n, max: 100000n });
  it('works at the boundaries', () => {
    expect(rule('')).toEqual({ code: 'REQUIRED' });
    expect(rule('10.5')).toEqual({ code: 'INTEGER' });
    expect(rule('9')).toEqual({ code: 'MIN_VALUE', params: { min: '10.0' } });
    expect(rule('10')).toBeNull();
    expect(rule(1000)).toBeNull();
    expect(rule('1001')).toEqual({ code: 'MAX_VALUE', params: { max: '1000.0' } });
  });
});

describe('fiat predefined fields (spec §5)', () => {
  const fields = [
    { name: 'fullName', type: 'NAME', required: true, minLength: 3, maxLength: 10 },
    { name: 'zip', type: 'ZIP', required: false, pattern: '\\d{5}' },
    { name: 'phone', type: 'PHONE', required: true },
    { name: 'note', type: 'TEXT', required: false, pattern: '([' },
  ];

  it('required ones need a value; filled ones follow pattern, minLength and maxLength', () => {
    expect(validatePredefinedFields(fields, {})).toEqual({
      fullName: { code: 'REQUIRED' },
      zip: null,
      phone: { code: 'REQUIRED' },
      note: null,
    });
    expect(
      validatePredefinedFields(fields, { fullName: 'Al', zip: '1234', phone: '+1', note: 'x' }),
    ).toEqual({
      fullName: { code: 'MIN_LENGTH', params: { length: 3 } },
      zip: { code: 'PATTERN' },
      phone: null,
      note: null, // a broken provider pattern is not enforced
    });
    expect(predefinedFieldRule(fields[0]!)('Abcdefghijk')).toEqual({
      code: 'MAX_LENGTH',
      params: { length: 10 },
    });
    expect(predefinedFieldRule(fields[1]!)('12345')).toBeNull();
    expect(predefinedFieldRule(fields[1]!)('123456')).toEqual({ code: 'PATTERN' });
  });

  it('checks trimmed values', () => {
    expect(predefinedFieldRule(fields[1]!)(' 12345 ')).toBeNull();
    expect(predefinedFieldRule(fields[0]!)('   ')).toEqual({ code: 'REQUIRED' });
  });

  it('sends names uppercased, values trimmed, empty ones left out', () => {
    expect(
      toPredefinedFieldsPayload(fields, { fullName: ' Ann Lee ', zip: '', phone: '+12025550123' }),
    ).toEqual([
      { name: 'FULLNAME', value: 'Ann Lee' },
      { name: 'PHONE', value: '+12025550123' },
    ]);
  });

  it('prefills NAME and PHONE from the profile', () => {
    expect(
      prefillPredefinedFields(fields, { firstName: 'Ann', lastName: 'Lee', phone: '+1202' }),
    ).toEqual({
      fullName: 'Ann Lee',
      zip: '',
      phone: '+1202',
      note: '',
    });
    expect(prefillPredefinedFields(fields, { name: 'annlee' }).fullName).toBe('annlee');
    // walk issue 19 item 9: the country picker starts on the profile's (sign-up) country
    expect(
      prefillPredefinedFields([{ name: 'country', type: 'COUNTRY_SELECT' }], { country: 'kz' }),
    ).toEqual({ country: 'KZ' });
    expect(prefillPredefinedFields(fields, null)).toEqual({
      fullName: '',
      zip: '',
      phone: '',
      note: '',
    });
  });
});
