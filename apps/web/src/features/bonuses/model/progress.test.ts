import { describe, expect, it } from 'vitest';
import { wagerProgress, wagerRemaining } from './progress';

describe('wagerProgress', () => {
  it('is the share of the goal, rounded down to a tenth of a percent', () => {
    expect(wagerProgress('0.00', '700.00')).toEqual({ percent: 0, done: false });
    expect(wagerProgress('350.00', '700.00')).toEqual({ percent: 50, done: false });
    expect(wagerProgress('1.00', '3.00')).toEqual({ percent: 33.3, done: false });
    expect(wagerProgress('2', '3.00')).toEqual({ percent: 66.6, done: false });
  });
  it('never shows 100 % before the goal is met, however close', () => {
    expect(wagerProgress('699.99', '700.00')).toEqual({ percent: 99.9, done: false });
    expect(wagerProgress('9999999999999999.99', '10000000000000000.00').percent).toBe(99.9);
  });
  it('is done at or above the goal, and for a zero goal', () => {
    expect(wagerProgress('700.00', '700')).toEqual({ percent: 100, done: true });
    expect(wagerProgress('900.00', '700.00')).toEqual({ percent: 100, done: true });
    expect(wagerProgress('0.00', '0.00')).toEqual({ percent: 100, done: true });
  });
  it('treats unreadable amounts as no progress', () => {
    expect(wagerProgress('n/a', '700.00')).toEqual({ percent: 0, done: false });
  });
});

describe('wagerRemaining', () => {
  it('is the goal minus what was wagered, never below zero', () => {
    expect(wagerRemaining('120.55', '700.00')).toBe('579.45');
    expect(wagerRemaining('800.00', '700.00')).toBe('0.00');
    expect(wagerRemaining('5', '20')).toBe('15');
  });
});
