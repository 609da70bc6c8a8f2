import { describe, expect, it } from 'vitest';
import type { BetRound } from '../api/play';
import { parseSettings } from './originals-verify';
import { verifyHref } from './verify-link';

const base = {
  id: 'r1',
  gameSlug: 'royal-keno',
  demo: false,
  currency: 'USD',
  amount: '1.00',
  win: '0.00',
  multiplier: '0.0000',
  serverSeedHash: 'hash',
  clientSeed: 'seed',
  nonce: 7,
  createdAt: '2026-11-26T09:00:00.000Z',
};

const settingsOf = (outcome: BetRound['outcome'], engine: BetRound['engine']) =>
  new URLSearchParams(verifyHref({ ...base, engine, outcome } as BetRound).split('?')[1]).get(
    'settings',
  );

describe('verifyHref', () => {
  it("carries the originals' settings in the verifier's format", () => {
    const cases = [
      [{ __typename: 'MinesOutcome', mines: 3 }, 'MINES', '3', { mines: 3 }],
      [{ __typename: 'PlinkoOutcome', rows: 16, risk: 'HIGH' }, 'PLINKO', '16 HIGH', null],
      [
        { __typename: 'KenoOutcome', picks: [1, 7, 13], risk: 'MEDIUM' },
        'KENO',
        '1 7 13 MEDIUM',
        { picks: [1, 7, 13], risk: 'MEDIUM' },
      ],
      [{ __typename: 'WheelOutcome', segments: 20, risk: 'LOW' }, 'WHEEL', '20 LOW', null],
    ] as const;
    for (const [outcome, engine, text, parsed] of cases) {
      const settings = settingsOf(outcome as unknown as BetRound['outcome'], engine);
      expect(settings).toBe(text);
      // the verifier reads back what the link carries
      const back = parseSettings(engine, settings!);
      expect(back).not.toBeNull();
      if (parsed) expect(back).toMatchObject(parsed);
    }
    expect(
      settingsOf({ __typename: 'DiceOutcome' } as unknown as BetRound['outcome'], 'DICE'),
    ).toBeNull();
  });

  it('marks a shared live blackjack hand so the verifier replays the two streams', () => {
    const hand = (sharedTable: boolean) =>
      new URLSearchParams(
        verifyHref({
          ...base,
          engine: 'BLACKJACK',
          outcome: { __typename: 'BlackjackOutcome', actions: 'HS', sharedTable },
        } as unknown as BetRound).split('?')[1],
      );
    expect(hand(true).get('shared')).toBe('1');
    expect(hand(true).get('actions')).toBe('HS');
    expect(hand(false).get('shared')).toBeNull();
    expect(hand(false).get('actions')).toBe('HS');
  });
});
