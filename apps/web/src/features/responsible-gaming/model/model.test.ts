import { describe, expect, it } from 'vitest';
import { statementCsv } from './csv';
import { durationParts, majorInput } from './format';
import { changeEffect, limitAmountMinor } from './limits';
import { delayUntil, serverOffsetMs } from './schedule';

describe('limits', () => {
  it('reads the typed amount as positive minor units', () => {
    expect(limitAmountMinor('50', 2)).toBe('5000');
    expect(limitAmountMinor('50,25', 2)).toBe('5025');
    expect(limitAmountMinor('0.01', 2)).toBe('1');
    expect(limitAmountMinor('0', 2)).toBeNull();
    expect(limitAmountMinor('1.234', 2)).toBeNull();
    expect(limitAmountMinor('-5', 2)).toBeNull();
    expect(limitAmountMinor('abc', 2)).toBeNull();
  });

  it('a new or lower limit applies now; a higher one or a removal waits', () => {
    expect(changeEffect(null, '100')).toBe('now');
    expect(changeEffect('100', '100')).toBe('now');
    expect(changeEffect('100', '99')).toBe('now');
    expect(changeEffect('100', '101')).toBe('pending');
    expect(changeEffect('100', null)).toBe('pending');
  });

  it('shows minor units back as an input value', () => {
    expect(majorInput('5050', 2)).toBe('50.5');
    expect(majorInput('5000', 2)).toBe('50');
    expect(majorInput('7', 2)).toBe('0.07');
  });
});

describe('reality-check schedule', () => {
  it('measures the offset to the server clock and waits until its time', () => {
    const received = Date.parse('2026-11-26T10:00:00Z');
    // the server's clock is 5 s ahead
    const offset = serverOffsetMs('2026-11-26T09:00:05Z', 3600, received);
    expect(offset).toBe(5000);
    expect(delayUntil('2026-11-26T10:15:05Z', offset, received)).toBe(15 * 60_000);
    expect(delayUntil('2026-11-26T09:00:00Z', offset, received)).toBe(0);
  });

  it('splits the session length into hours and minutes', () => {
    expect(durationParts(47 * 60 + 59)).toEqual({ hours: 0, minutes: 47 });
    expect(durationParts(2 * 3600 + 5 * 60)).toEqual({ hours: 2, minutes: 5 });
  });
});

describe('activity statement CSV', () => {
  it('writes one row per period in major units with a header and quotes what needs it', () => {
    const csv = statementCsv(
      [
        {
          start: '2026-11-24T00:00:00.000Z',
          depositsMinor: '10000',
          withdrawalsMinor: '0',
          wageredMinor: '2550',
          wonMinor: '1000',
          netMinor: '-1550',
        },
      ],
      ['Period', 'Deposits, total', 'Withdrawals', 'Wagered', 'Won', 'Net'],
      'USD',
      2,
    );
    expect(csv).toBe(
      'Period,"Deposits, total",Withdrawals,Wagered,Won,Net,currency\r\n' +
        '2026-11-24,100.00,0.00,25.50,10.00,-15.50,USD\r\n',
    );
  });
});
