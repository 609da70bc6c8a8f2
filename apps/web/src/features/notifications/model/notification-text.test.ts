// Every code of spec §8's notification list (NOTIFICATION_TEXT_CODES), and every code the
// server's notification centre creates (NOTIFICATION_CONTENT_CODES: payments, identity, bonuses),
// has a translated title in all six languages; an unknown code is its own title.
import { LANGUAGES, NOTIFICATION_CONTENT_CODES, NOTIFICATION_TEXT_CODES } from '@aurum/domain';
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

describe('notification texts', () => {
  for (const language of LANGUAGES) {
    it(`maps every code to translated text in ${language}`, () => {
      const { t, exists } = lookup(language);
      for (const code of [...NOTIFICATION_TEXT_CODES, ...NOTIFICATION_CONTENT_CODES]) {
        const text = notificationText(code, { amount: '25', currency: 'USD' }, t, exists);
        expect(text.title, code).not.toBe(code);
        expect(text.title.length, code).toBeGreaterThan(0);
      }
    });
  }

  for (const language of LANGUAGES) {
    it(`gives every code the server emits a title and a body in its own namespace, ${language}`, () => {
      // The drawer may render before the errors namespace loads: the notification centre's codes
      // must not depend on it (EMAIL_CONFIRMED and WITHDRAWAL_REQUESTED showed as raw keys).
      const { t, exists } = lookup(language);
      const own = (key: string) => key.startsWith('notifications:') && exists(key);
      for (const code of NOTIFICATION_CONTENT_CODES) {
        const text = notificationText(
          code,
          { amount: '25', currency: 'USD', message: 'Hi' },
          t,
          own,
        );
        expect(text.title, code).not.toBe(code);
        expect(text.text ?? '', code).not.toBe('');
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

  for (const language of LANGUAGES) {
    it(`puts the amount and currency into every bonus text in ${language}`, () => {
      const { t, exists } = lookup(language);
      for (const code of ['BONUS_GRANTED', 'BONUS_CLAIMED', 'BONUS_CANCELED', 'BONUS_EXPIRED']) {
        const text = notificationText(code, { amount: '12.5', currency: 'EUR' }, t, exists).text;
        expect(text, code).toContain('12.5');
        expect(text, code).toContain('EUR');
        // without an amount (nothing was forfeited or credited) the text names none
        const plain = notificationText(code, { amount: '', currency: 'EUR' }, t, exists).text;
        if (code !== 'BONUS_GRANTED') expect(plain, code).not.toMatch(/EUR|\{\{/);
      }
      const spins = notificationText(
        'FREE_SPINS_GRANTED',
        { amount: '50', currency: '', message: 'Golden Reels' },
        t,
        exists,
      ).text;
      expect(spins).toContain('50');
      expect(spins).toContain('Golden Reels');
    });
  }

  it('renders the bonus notifications in English', () => {
    const { t, exists } = lookup('en');
    const values = (amount: string) => ({ amount, currency: 'USD', message: '', domain: '' });
    expect(notificationText('BONUS_GRANTED', values('40'), t, exists)).toEqual({
      title: 'Bonus money credited',
      text: '+40 USD of bonus money. Wager it to turn it into real money.',
    });
    expect(notificationText('BONUS_CLAIMED', values('35.5'), t, exists)).toEqual({
      title: 'Bonus reward claimed',
      text: '+35.5 USD moved to your real balance.',
    });
    expect(notificationText('BONUS_CANCELED', values(''), t, exists)).toEqual({
      title: 'Bonus cancelled',
      text: 'The bonus is no longer active.',
    });
    expect(notificationText('BONUS_EXPIRED', values('10'), t, exists).text).toBe(
      'The wagering time ran out: 10 USD of bonus money was removed from your balance.',
    );
    expect(notificationText('BONUS_WAGER_COMPLETED', values('20'), t, exists).title).toBe(
      'Wagering complete',
    );
  });

  it('formats amounts like every other money text: the currency digits (walk issue item 5)', () => {
    expect(formatAmount('25.00', 'en', 'USD')).toBe('25.00');
    expect(formatAmount('25', 'en', 'USD')).toBe('25.00');
    expect(formatAmount('2.7', 'ru', 'USD')).toBe('2,70');
    expect(formatAmount('1234.56', 'en', 'USD')).toBe('1,234.56');
    expect(formatAmount('0.00012345', 'en', 'BTC')).toBe('0.00012345');
  });
});
