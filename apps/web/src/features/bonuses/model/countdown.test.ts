import { describe, expect, it } from 'vitest';
import { countdown, hoursAsDuration, nextTickMs } from './countdown';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const c = countdown(at(6 * D + 23 * H + 5 * M + 9 * S), NOW)!;
    expect(c).toMatchObject({ days: 6, hours: 23, minutes: 5, seconds: 9, unit: 'days' });
    expect(c.expired).toBe(false);
    expect(c.urgent).toBe(false);
  });
  it('leads with the largest unit and is urgent in the last day', () => {
    expect(countdown(at(4 * H + 5 * M), NOW)).toMatchObject({ unit: 'hours', urgent: true });
    expect(countdown(at(12 * M + 9 * S), NOW)).toMatchObject({
      unit: 'minutes',
      minutes: 12,
      seconds: 9,
    });
  });
  it('is expired at or after the expiry, and null without one', () => {
    expect(countdown(at(-5 * M), NOW)).toMatchObject({ expired: true, leftMs: 0 });
    expect(countdown(at(0), NOW)?.expired).toBe(true);
    expect(countdown(null, NOW)).toBeNull();
    expect(countdown('not a date', NOW)).toBeNull();
  });
});

describe('nextTickMs', () => {
  it('ticks every second in the last hour and on the minute before', () => {
    expect(nextTickMs(countdown(at(10 * M + 1500), NOW))).toBe(500);
    expect(nextTickMs(countdown(at(10 * M), NOW))).toBe(1000);
    expect(nextTickMs(countdown(at(3 * H + 20 * S), NOW))).toBe(20 * S);
    expect(nextTickMs(countdown(at(3 * H), NOW))).toBe(M);
  });
  it('stops once expired', () => {
    expect(nextTickMs(countdown(at(-1), NOW))).toBeNull();
    expect(nextTickMs(null)).toBeNull();
  });
});

describe('hoursAsDuration', () => {
  it('uses whole days when the hours divide by 24', () => {
    expect(hoursAsDuration(168)).toEqual({ unit: 'days', count: 7 });
    expect(hoursAsDuration(36)).toEqual({ unit: 'hours', count: 36 });
    expect(hoursAsDuration(0)).toEqual({ unit: 'hours', count: 0 });
  });
});
