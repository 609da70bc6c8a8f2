// The cashier's method catalogue: what the built-in sandbox processor offers. A real processor
// would bring its own list through the same PaymentProcessor interface (processors.ts).
// Limits are set in US dollars and scaled per currency by a round "price level" factor, so a
// TRY player sees 300–150,000 rather than 10–5,000 (amounts are major units here).
import { currencyDecimals, pow10 } from '@aurum/domain';

/** Round factor from US dollars to each platform fiat currency's limits. */
const LIMIT_FACTOR: Readonly<Record<string, bigint>> = {
  USD: 1n,
  EUR: 1n,
  GBP: 1n,
  CAD: 1n,
  AUD: 1n,
  AZN: 2n,
  AED: 4n,
  SAR: 4n,
  PLN: 4n,
  BRL: 5n,
  TRY: 30n,
  EGP: 50n,
  INR: 80n,
  RUB: 100n,
  KZT: 500n,
  UZS: 10_000n,
};

export function supportsFiatCurrency(currency: string): boolean {
  return currency in LIMIT_FACTOR;
}

/** `usd` major units scaled to `currency`, in minor units. */
export function scaledLimit(usd: bigint, currency: string): bigint {
  const factor = LIMIT_FACTOR[currency];
  if (factor === undefined) throw new RangeError(`no limits for ${currency}`);
  return usd * factor * pow10(currencyDecimals(currency));
}

export interface PredefinedField {
  type: string;
  name: string;
  required: boolean;
  pattern: string | null;
  minLength: number | null;
  maxLength: number | null;
  /** share of the form's row, in percent */
  width: number;
}

export interface DepositMethodDef {
  id: string;
  processor: string;
  name: string;
  icon: string;
  isInstant: boolean;
  isRecommended: boolean;
  kycRequired: boolean;
  onboardingRequired: boolean;
  enrollmentTime: { from: number; to: number; fromUnit: string; toUnit: string };
  /** USD limits, scaled per currency */
  minUsd: bigint;
  maxUsd: bigint;
  predefinedUsd: bigint[];
  fields: PredefinedField[];
}

const NAME_FIELD: PredefinedField = {
  type: 'NAME',
  name: 'name',
  required: true,
  pattern: "[\\p{L}][\\p{L} '.-]*",
  minLength: 2,
  maxLength: 64,
  width: 100,
};
const PHONE_FIELD: PredefinedField = {
  type: 'PHONE',
  name: 'phone',
  required: false,
  pattern: '\\+?[0-9 ()-]{7,20}',
  minLength: 7,
  maxLength: 20,
  width: 50,
};

export const DEPOSIT_METHODS: readonly DepositMethodDef[] = [
  {
    id: 'sandbox-card',
    processor: 'sandbox',
    name: 'Visa / Mastercard',
    icon: '/media/payments/card.svg',
    isInstant: true,
    isRecommended: true,
    kycRequired: false,
    onboardingRequired: false,
    enrollmentTime: { from: 0, to: 5, fromUnit: 'MINUTE', toUnit: 'MINUTE' },
    minUsd: 10n,
    maxUsd: 5_000n,
    predefinedUsd: [20n, 50n, 100n, 250n],
    fields: [
      NAME_FIELD,
      {
        type: 'COUNTRY_SELECT',
        name: 'country',
        required: true,
        pattern: '[A-Z]{2}',
        minLength: 2,
        maxLength: 2,
        width: 50,
      },
      {
        type: 'ZIP',
        name: 'zip',
        required: false,
        pattern: '[A-Za-z0-9 -]{3,10}',
        minLength: 3,
        maxLength: 10,
        width: 50,
      },
    ],
  },
  {
    id: 'sandbox-bank',
    processor: 'sandbox',
    name: 'Bank transfer',
    icon: '/media/payments/bank.svg',
    isInstant: false,
    isRecommended: false,
    kycRequired: true,
    onboardingRequired: false,
    enrollmentTime: { from: 1, to: 3, fromUnit: 'HOUR', toUnit: 'DAY' },
    minUsd: 50n,
    maxUsd: 20_000n,
    predefinedUsd: [100n, 500n, 1_000n],
    fields: [NAME_FIELD, PHONE_FIELD],
  },
  {
    id: 'sandbox-ewallet',
    processor: 'sandbox',
    name: 'E-wallet',
    icon: '/media/payments/ewallet.svg',
    isInstant: true,
    isRecommended: false,
    kycRequired: false,
    onboardingRequired: false,
    enrollmentTime: { from: 0, to: 15, fromUnit: 'MINUTE', toUnit: 'MINUTE' },
    minUsd: 5n,
    maxUsd: 2_000n,
    predefinedUsd: [10n, 25n, 50n, 100n],
    fields: [
      {
        type: 'EMAIL',
        name: 'email',
        required: true,
        pattern: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+',
        minLength: 6,
        maxLength: 120,
        width: 100,
      },
      PHONE_FIELD,
    ],
  },
];

export function findDepositMethod(id: unknown): DepositMethodDef | null {
  return DEPOSIT_METHODS.find((m) => m.id === id) ?? null;
}

export interface WithdrawInputDef {
  id: string;
  title: string;
  placeholder: string;
  maxLength: number | null;
  required: boolean;
  /** cardNumber, email, btc, eth, trx or null */
  validation: string | null;
}

export interface WithdrawDropdownDef {
  id: string;
  title: string;
  required: boolean;
  options: { id: string; title: string; value: string; inputs: WithdrawInputDef[] }[];
}

export interface WithdrawMethodDef {
  id: string;
  title: string;
  name: string;
  logo: string;
  /** percent, exact decimal text */
  fee: string;
  feeDescription: string;
  minWait: { quantity: number; unit: string };
  maxWait: { quantity: number; unit: string };
  kycRequired: boolean;
  instant: boolean;
  onboardingRequired: boolean;
  recommended: boolean;
  payoutCurrency: string | null;
  maintenance: boolean;
  minUsd: bigint;
  maxUsd: bigint;
  staticFeeUsd: bigint;
  inputs: WithdrawInputDef[];
  dropdowns: WithdrawDropdownDef[];
}

export const WITHDRAW_METHODS: readonly WithdrawMethodDef[] = [
  {
    id: 'sandbox-card-payout',
    title: 'Visa / Mastercard',
    name: 'card',
    logo: '/media/payments/card.svg',
    fee: '2.5',
    feeDescription: '2.5% of the amount',
    minWait: { quantity: 1, unit: 'HOUR' },
    maxWait: { quantity: 3, unit: 'DAY' },
    kycRequired: true,
    instant: false,
    onboardingRequired: false,
    recommended: true,
    payoutCurrency: null,
    maintenance: false,
    minUsd: 10n,
    maxUsd: 5_000n,
    staticFeeUsd: 0n,
    inputs: [
      {
        id: 'cardNumber',
        title: 'Card number',
        placeholder: '0000 0000 0000 0000',
        maxLength: 23,
        required: true,
        validation: 'cardNumber',
      },
      {
        id: 'cardHolder',
        title: 'Cardholder name',
        placeholder: 'Name as on the card',
        maxLength: 64,
        required: false,
        validation: null,
      },
      {
        id: 'phone',
        title: 'Phone',
        placeholder: '+1 555 000 0000',
        maxLength: 20,
        required: false,
        validation: null,
      },
    ],
    dropdowns: [],
  },
  {
    id: 'sandbox-ewallet-payout',
    title: 'E-wallet',
    name: 'ewallet',
    logo: '/media/payments/ewallet.svg',
    fee: '1',
    feeDescription: '1% of the amount',
    minWait: { quantity: 5, unit: 'MINUTE' },
    maxWait: { quantity: 1, unit: 'HOUR' },
    kycRequired: false,
    instant: true,
    onboardingRequired: false,
    recommended: false,
    payoutCurrency: null,
    maintenance: false,
    minUsd: 5n,
    maxUsd: 2_000n,
    staticFeeUsd: 0n,
    inputs: [
      {
        id: 'email',
        title: 'E-wallet email',
        placeholder: 'name@example.com',
        maxLength: 120,
        required: true,
        validation: 'email',
      },
    ],
    dropdowns: [],
  },
  {
    id: 'sandbox-bank-payout',
    title: 'Bank transfer',
    name: 'bank',
    logo: '/media/payments/bank.svg',
    fee: '0',
    feeDescription: 'A fixed fee per transfer',
    minWait: { quantity: 1, unit: 'DAY' },
    maxWait: { quantity: 5, unit: 'DAY' },
    kycRequired: true,
    instant: false,
    onboardingRequired: false,
    recommended: false,
    payoutCurrency: null,
    maintenance: false,
    minUsd: 50n,
    maxUsd: 20_000n,
    staticFeeUsd: 2n,
    inputs: [
      {
        id: 'accountHolder',
        title: 'Account holder',
        placeholder: 'Full name',
        maxLength: 64,
        required: true,
        validation: null,
      },
    ],
    dropdowns: [
      {
        id: 'scheme',
        title: 'Transfer type',
        required: true,
        options: [
          {
            id: 'iban',
            title: 'IBAN',
            value: 'IBAN',
            inputs: [
              {
                id: 'iban',
                title: 'IBAN',
                placeholder: 'AZ00 XXXX 0000 0000 0000 0000 0000',
                maxLength: 34,
                required: true,
                validation: null,
              },
            ],
          },
          {
            id: 'swift',
            title: 'SWIFT',
            value: 'SWIFT',
            inputs: [
              {
                id: 'swiftCode',
                title: 'SWIFT / BIC',
                placeholder: 'XXXXXXXX',
                maxLength: 11,
                required: true,
                validation: null,
              },
              {
                id: 'accountNumber',
                title: 'Account number',
                placeholder: '',
                maxLength: 34,
                required: true,
                validation: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'sandbox-usdt-trc20',
    title: 'USDT TRC20',
    name: 'crypto-usdt-trc20',
    logo: '/media/payments/usdt.svg',
    fee: '0',
    feeDescription: 'Network fee of 1 USDT',
    minWait: { quantity: 10, unit: 'MINUTE' },
    maxWait: { quantity: 2, unit: 'HOUR' },
    kycRequired: false,
    instant: false,
    onboardingRequired: false,
    recommended: false,
    payoutCurrency: 'USDT',
    maintenance: false,
    minUsd: 20n,
    maxUsd: 10_000n,
    staticFeeUsd: 1n,
    inputs: [
      {
        id: 'address',
        title: 'TRC20 address',
        placeholder: 'T…',
        maxLength: 34,
        required: true,
        validation: 'trx',
      },
    ],
    dropdowns: [],
  },
  {
    id: 'sandbox-btc',
    title: 'Bitcoin (BTC)',
    name: 'crypto-btc',
    logo: '/media/payments/btc.svg',
    fee: '0.5',
    feeDescription: '0.5% of the amount',
    minWait: { quantity: 30, unit: 'MINUTE' },
    maxWait: { quantity: 6, unit: 'HOUR' },
    kycRequired: true,
    instant: false,
    onboardingRequired: false,
    recommended: false,
    payoutCurrency: 'BTC',
    maintenance: false,
    minUsd: 50n,
    maxUsd: 10_000n,
    staticFeeUsd: 0n,
    inputs: [
      {
        id: 'address',
        title: 'Bitcoin address',
        placeholder: '1… or 3…',
        maxLength: 35,
        required: true,
        validation: 'btc',
      },
    ],
    dropdowns: [],
  },
];

export function findWithdrawMethod(id: unknown): WithdrawMethodDef | null {
  return WITHDRAW_METHODS.find((m) => m.id === id) ?? null;
}

export interface CurrencySetting {
  currency: string;
  /** minor units */
  minWithdrawAmount: bigint;
  maxWithdrawAmount: bigint;
  staticFee: bigint;
  /** percent charged for converting to the payout currency, exact decimal text */
  conversationFee: string;
}

export function withdrawCurrencySettings(
  method: WithdrawMethodDef,
  currency: string,
): CurrencySetting | null {
  if (!supportsFiatCurrency(currency)) return null;
  return {
    currency,
    minWithdrawAmount: scaledLimit(method.minUsd, currency),
    maxWithdrawAmount: scaledLimit(method.maxUsd, currency),
    staticFee: scaledLimit(method.staticFeeUsd, currency),
    conversationFee: method.payoutCurrency ? '0.5' : '0',
  };
}
