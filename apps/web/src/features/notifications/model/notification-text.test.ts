// Every code of spec §8's notification list, and every code the server's notification centre
// creates, has a translated title in all six languages; an unknown code is its own title.
import { LANGUAGES } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { formatAmount, notificationText } from './notification-text';

const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function lookup(language: string) {
  const get = (key: string): unknown => {
    const [ns, path] = key.split(':') as [string, string];
    let node: unknown = files[`../../../locales/${language}/${ns}.json`];
    for (const part of path.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    return node;
  };
  const t = (key: string, values: Record<string, unknown> = {}) =>
    String(get(key)).replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => String(values[name] ?? ''));
  const exists = (key: string) => typeof get(key) === 'string';
  return { t, exists };
}

/** Spec §8 "Notification texts by code". */
const SPEC_CODES = [
  'TRY_AGAIN_LATER',
  'CONFIRMATION_EMAIL_EXPIRED',
  'CONFIRMATION_EMAIL_NOT_FOUND',
  'INVALID_EMAIL',
  'INVALID_PHONE_NUMBER',
  'BONUS_UNAVAILABLE',
  'UNAVAILABLE_METHOD',
  'DEPOSIT_METHOD_UNAVAILABLE',
  'FIAT_DEPOSIT_CREATE_PAYMENT_ERROR',
  'DEPOSIT_REJECTED_BY_PROVIDER',
  'VALIDATION_ERROR',
  'INCORRECT_FIELD_ERROR',
  'WITHDRAWAL_REQUEST_WAGER_LIMIT',
  'WITHDRAWAL_REQUEST_FAILED',
  'COMPLETE_BONUS_FIRST',
  'WITHDRAWAL_REJECTED',
  'CHAT_UNAVAILABLE',
  'PHONE_ALREADY_EXISTS',
  'EMAIL_ALREADY_EXISTS',
  'DOMAIN_BANNED',
  'ONBOARDING_REQUIRED',
];
/** What the server's notification centre stores (apps/server notifications.graphql). */
const SERVER_CODES = [
  'SUCCESS_DEPOSIT',
  'DEPOSIT_REJECTED_BY_PROVIDER',
  'CRYPTO_DEPOSIT_BELOW_MINIMUM',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_PAID',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_FAILED',
  'WITHDRAWAL_CANCELLED',
  'EMAIL_CONFIRMED',
];

describe('notification texts', () => {
  for (const language of LANGUAGES) {
    it(`maps every code to translated text in ${language}`, () => {
      const { t, exists } = lookup(language);
      for (const code of [...SPEC_CODES, ...SERVER_CODES]) {
        const text = notificationText(code, { amount: '25', currency: 'USD' }, t, exists);
        expect(text.title, code).not.toBe(code);
        expect(text.title.length, code).toBeGreaterThan(0);
      }
    });
  }

  it('shows an unknown code as the title', () => {
    const { t, exists } = lookup('en');
    expect(notificationText('SOMETHING_NEW', {}, t, exists)).toEqual({ title: 'SOMETHING_NEW' });
  });

  it('puts the amount and currency into a deposit', () => {
    const { t, exists } = lookup('en');
    expect(
      notificationText('SUCCESS_DEPOSIT', { amount: '25.5', currency: 'USD' }, t, exists),
    ).toEqual({
      title: 'Deposit received',
      text: '+25.5 USD. Balance successfully topped up.',
    });
  });

  it('formats amounts with at most two decimals in Latin digits', () => {
    expect(formatAmount('25.00', 'en')).toBe('25');
    expect(formatAmount('25.50', 'en')).toBe('25.5');
    expect(formatAmount('1234.56', 'en')).toBe('1,234.56');
    expect(formatAmount('1234.56', 'ar')).toMatch(/1.?234.56/);
  });
});
