import { describe, expect, it } from 'vitest';
import { calculateWithdrawalFee } from './fee';

describe('calculateWithdrawalFee (spec §5 Fee)', () => {
  it('is percent of the amount plus the static fee; total = amount − fee with 2 decimals', () => {
    const r = calculateWithdrawalFee({ amount: 10000n, percent: 2.5, staticFee: 100n });
    expect(r).toEqual({
      amount: 10000n,
      percentFee: 250n,
      staticFee: 100n,
      fee: 350n,
      total: 9650n,
      clamped: false,
      totalDisplay: '96.50',
    });
  });

  it('always shows the total with 2 decimals (not the §9 trimming rule)', () => {
    expect(calculateWithdrawalFee({ amount: 1000n }).totalDisplay).toBe('10.00');
    expect(calculateWithdrawalFee({ amount: 1030n, percent: 0 }).totalDisplay).toBe('10.30');
  });

  it('rounds the percent part half-up to the cent', () => {
    expect(calculateWithdrawalFee({ amount: 1010n, percent: '2.5' }).percentFee).toBe(25n); // 25.25
    expect(calculateWithdrawalFee({ amount: 1030n, percent: '2.5' }).percentFee).toBe(26n); // 25.75
    expect(calculateWithdrawalFee({ amount: 1020n, percent: '2.5' }).percentFee).toBe(26n); // 25.5 tie
    expect(calculateWithdrawalFee({ amount: 1n, percent: 49.99 }).percentFee).toBe(0n);
    expect(calculateWithdrawalFee({ amount: 1n, percent: 50 }).percentFee).toBe(1n);
  });

  it('handles fractional percents exactly (no float)', () => {
    // 0.1 % of 1 000 000.00 = 1 000.00 exactly; a float 0.1/100 would drift
    expect(calculateWithdrawalFee({ amount: 100000000n, percent: 0.1 }).percentFee).toBe(100000n);
    expect(calculateWithdrawalFee({ amount: 100000n, percent: '1.125' }).percentFee).toBe(1125n);
  });

  it('clamps the total at 0 and flags it when the fee exceeds the amount', () => {
    const r = calculateWithdrawalFee({ amount: 50n, percent: 10, staticFee: 100n });
    expect(r.fee).toBe(105n);
    expect(r.total).toBe(0n);
    expect(r.clamped).toBe(true);
    expect(r.totalDisplay).toBe('0.00');
  });

  it('a fee exactly equal to the amount gives 0 without clamping', () => {
    const r = calculateWithdrawalFee({ amount: 100n, staticFee: 100n });
    expect(r.total).toBe(0n);
    expect(r.clamped).toBe(false);
  });

  it('shows larger scales with 2 decimals, cut down', () => {
    const r = calculateWithdrawalFee({ amount: 123456789n, decimals: 8 });
    expect(r.totalDisplay).toBe('1.23');
    expect(calculateWithdrawalFee({ amount: 129999999n, decimals: 8 }).totalDisplay).toBe('1.29');
  });

  it('treats missing percent and static fee as 0', () => {
    const r = calculateWithdrawalFee({ amount: 777n, percent: null, staticFee: null });
    expect(r.fee).toBe(0n);
    expect(r.total).toBe(777n);
  });

  it('rejects negative or unreadable inputs', () => {
    expect(() => calculateWithdrawalFee({ amount: -1n })).toThrow(RangeError);
    expect(() => calculateWithdrawalFee({ amount: 1n, staticFee: -1n })).toThrow(RangeError);
    expect(() => calculateWithdrawalFee({ amount: 1n, percent: -1 })).toThrow(RangeError);
    expect(() => calculateWithdrawalFee({ amount: 1n, percent: '2,5' })).toThrow(RangeError);
  });
});
