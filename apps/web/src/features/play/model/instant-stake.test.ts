import { describe, expect, it } from 'vitest';
import { instantStake } from './instant-stake';
import type { Chip } from './roulette-bets';

const base = { amount: '1.00', chips: [], baccaratBets: 1, minBet: '1.00', maxBet: '100.00' };

describe('instantStake', () => {
  it('checks one bet at the stake for slots and dice', () => {
    expect(instantStake({ ...base, engine: 'SLOTS', decimals: 2 })).toEqual({
      betCount: 1,
      total: '1.00',
      problem: null,
    });
    expect(instantStake({ ...base, engine: 'DICE', amount: '0.99', decimals: 2 }).problem).toBe(
      'low',
    );
    expect(instantStake({ ...base, engine: 'DICE', amount: '100.01', decimals: 2 }).problem).toBe(
      'high',
    );
    expect(instantStake({ ...base, engine: 'SLOTS', amount: '', decimals: 2 }).problem).toBe(
      'empty',
    );
  });

  it('stakes the amount on each baccarat bet, and wants at least one', () => {
    const three = instantStake({
      ...base,
      engine: 'BACCARAT',
      amount: '40',
      baccaratBets: 3,
      decimals: 2,
    });
    expect(three).toEqual({ betCount: 3, total: '120.00', problem: 'high' });
    expect(
      instantStake({ ...base, engine: 'BACCARAT', baccaratBets: 0, decimals: 2 }),
    ).toMatchObject({
      betCount: 0,
      problem: 'noBets',
    });
  });

  it("totals roulette's chips, whatever the stake field says", () => {
    const chips: Chip[] = [
      { key: 'STRAIGHT:17', amount: 50n },
      { key: 'STRAIGHT:17', amount: 100n },
      { key: 'RED:', amount: 25n },
    ];
    expect(instantStake({ ...base, engine: 'ROULETTE', amount: '', chips, decimals: 2 })).toEqual({
      betCount: 2,
      total: '1.75',
      problem: null,
    });
    expect(instantStake({ ...base, engine: 'ROULETTE', decimals: 2 }).problem).toBe('noBets');
    expect(
      instantStake({ ...base, engine: 'ROULETTE', chips: chips.slice(0, 1), decimals: 2 }).problem,
    ).toBe('low');
  });
});
