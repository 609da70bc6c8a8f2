import { describe, expect, it } from 'vitest';
import { cardFace, stakeProblem, times } from './format';

describe('play formatting', () => {
  it('checks stakes against the limits', () => {
    expect(stakeProblem('', '1.00', '100.00')).toBe('empty');
    expect(stakeProblem('0.5', '1.00', '100.00')).toBe('low');
    expect(stakeProblem('100.01', '1.00', '100.00')).toBe('high');
    expect(stakeProblem('1', '1.00', '100.00')).toBeNull();
  });
  it('multiplies stakes in minor units', () => {
    expect(times('1.05', 3)).toBe('3.15');
  });
  it('names baccarat cards', () => {
    expect(cardFace(0)).toBe('A');
    expect(cardFace(9)).toBe('10');
    expect(cardFace(12)).toBe('K');
  });
});
