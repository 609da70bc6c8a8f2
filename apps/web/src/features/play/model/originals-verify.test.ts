// The originals on /fairness: the settings field and the browser's outcome from the floats match
// the shared rules; a mismatch or unusable settings give no outcome.
import { placeMines, floatsFrom } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { originalOutcome, parseSettings, serverOriginalOutcome } from './originals-verify';

const floats = [
  0.1, 0.9, 0.4, 0.6, 0.2, 0.8, 0.3, 0.7, 0.5, 0.05, 0.95, 0.45, 0.55, 0.15, 0.85, 0.35,
];

describe('originals on /fairness', () => {
  it('reads the settings of each game', () => {
    expect(parseSettings('MINES', '3')).toEqual({ mines: 3 });
    expect(parseSettings('PLINKO', '16 high')).toEqual({ rows: 16, risk: 'HIGH' });
    expect(parseSettings('KENO', '1, 7 13 MEDIUM')).toEqual({ picks: [1, 7, 13], risk: 'MEDIUM' });
    expect(parseSettings('WHEEL', '20 LOW')).toEqual({ segments: 20, risk: 'LOW' });
    expect(parseSettings('PLINKO', '16')).toBeNull();
    expect(parseSettings('MINES', '')).toBeNull();
  });

  it('recomputes the outcome from the floats as the server does', () => {
    expect(originalOutcome('MINES', { mines: 3 }, floats)).toBe(
      placeMines(3, floatsFrom(floats)).join(' '),
    );
    // 16 bounces: rights are the floats ≥ 0.5
    expect(originalOutcome('PLINKO', { rows: 16, risk: 'HIGH' }, floats)).toBe('8');
    expect(originalOutcome('WHEEL', { segments: 20, risk: 'LOW' }, floats)).toBe('2');
    expect(originalOutcome('KENO', { picks: [1], risk: 'LOW' }, floats)?.split(' ')).toHaveLength(
      10,
    );
    // too few floats for the settings: no outcome
    expect(originalOutcome('PLINKO', { rows: 16, risk: 'HIGH' }, floats.slice(0, 3))).toBeNull();
    expect(
      serverOriginalOutcome('WHEEL', {
        plinko: null,
        keno: null,
        wheel: { segment: 2 },
        mineTiles: null,
      }),
    ).toBe('2');
  });
});
