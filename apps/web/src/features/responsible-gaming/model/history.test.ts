import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { actorText, changeText, valueText, type HistoryEntry } from './history';

const t = i18n.getFixedT('en', 'rg');
const ctx = { t, language: 'en', currency: 'USD', decimals: 2 };
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');
const entry = (e: Partial<HistoryEntry>): HistoryEntry => ({
  id: '1',
  at: '2027-03-12T14:05:00.000Z',
  actor: 'player',
  action: 'LIMIT_SET',
  ...e,
});

describe('the change history in words', () => {
  it('names who changed what', () => {
    expect(actorText('player', t)).toBe('You');
    expect(actorText('system', t)).toBe('Automatic');
    expect(actorText('operator:anna', t)).toBe('Support (anna)');
    expect(changeText(entry({ limitType: 'LOSS', period: 'WEEK' }), t)).toBe(
      'Limit set: Loss limit, 7 days',
    );
    expect(changeText(entry({ action: 'LIMIT_PENDING', limitType: 'SESSION' }), t)).toBe(
      'Change requested (24-hour wait): Session time limit',
    );
  });

  it('reads each stored value: money, minutes, answers and block ends', () => {
    const limitSet = entry({ limitType: 'DEPOSIT', period: 'DAY' });
    expect(plain(valueText(limitSet, '5050', ctx))).toBe('$50.50');
    expect(valueText(limitSet, null, ctx)).toBe('No limit');
    expect(valueText(entry({ limitType: 'SESSION' }), '90', ctx)).toBe('90 minutes');
    expect(valueText(entry({ action: 'REALITY_CHECK_SET' }), 'OFF', ctx)).toBe('Off');
    expect(valueText(entry({ action: 'REALITY_CHECK_SET' }), '30', ctx)).toBe('Every 30 minutes');
    expect(valueText(entry({ action: 'REALITY_CHECK_ANSWERED' }), 'STOP', ctx)).toBe(
      'Stopped playing',
    );
    const exclusion = entry({ action: 'SELF_EXCLUSION' });
    expect(valueText(exclusion, 'SELF_EXCLUSION:INDEFINITE', ctx)).toBe(
      'Self-exclusion, indefinitely',
    );
    expect(plain(valueText(exclusion, 'SELF_EXCLUSION:2027-09-12T14:05:00.000Z', ctx))).toMatch(
      /^Self-exclusion until September 12, 2027/,
    );
    expect(valueText(entry({ action: 'CLOSURE' }), 'CLOSED:TOO_MUCH_TIME', ctx)).toBe(
      'Closure: I spend too much time gambling',
    );
    expect(valueText(entry({ action: 'RETURNED' }), 'TIME_OUT', ctx)).toBe('Break');
    expect(valueText(exclusion, null, ctx)).toBe('—');
  });
});
