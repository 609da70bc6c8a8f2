// The shared game rules as the browser uses them: a shoe from its floats, a replay from a card
// list, the crash point from an HMAC, a dice roll and a roulette pocket from a float.
import { describe, expect, it } from 'vitest';
import {
  crashPointFromHmac,
  crashWin,
  diceRollOf,
  fairShoe,
  floatsFrom,
  hundredthsText,
  multiplierAt,
  msToReach,
  parseHundredths,
  replayBlackjack,
  replayRound,
  roulettePocketOf,
  roundSummary,
  SHOE_SIZE,
  shuffledShoe,
  shuffleShoe,
  totalText,
} from '../index';

const floats = Array.from({ length: SHOE_SIZE - 1 }, (_, i) => ((i * 7919) % 1000) / 1000);

describe('shared game rules', () => {
  it('shuffles the same shoe from a float list as from a float source', () => {
    const shoe = shuffleShoe(floats);
    expect(shoe).toEqual(shuffledShoe(floatsFrom(floats)));
    expect(new Set(shoe).size).toBe(SHOE_SIZE);
    expect(() => shuffleShoe(floats.slice(1))).toThrow();
  });

  it('replays a round from the card list as the lazy shoe deals it', () => {
    const shoe = shuffleShoe(floats);
    const lazy = replayBlackjack(fairShoe(floatsFrom(floats)), ['STAND']);
    const replay = replayRound(shoe, ['STAND']);
    expect(replay.dealer).toEqual(lazy.dealer);
    expect(replay.hands).toEqual(lazy.hands);
    expect(roundSummary(replay)).toMatch(/^D: /);
    expect(totalText(17, true)).toBe('7/17');
    expect(totalText(21, true)).toBe('21');
  });

  it('computes crash points, the curve and cash-out wins', () => {
    expect(crashPointFromHmac('0'.repeat(64), 9900)).toBe(100);
    expect(crashPointFromHmac(`8${'0'.repeat(63)}`, 9900)).toBe(198);
    expect(crashWin(1000n, 150, 198)).toBe(1500n);
    expect(crashWin(1000n, 250, 198)).toBe(0n);
    expect(multiplierAt(msToReach(200))).toBe(200);
    expect(multiplierAt(msToReach(200) - 1)).toBeLessThan(200);
  });

  it('reads a dice roll and a roulette pocket from one float', () => {
    expect(diceRollOf(0.42175)).toBe(4217);
    expect(hundredthsText(diceRollOf(0.42175))).toBe('42.17');
    expect(parseHundredths('2.5')).toBe(250);
    expect(roulettePocketOf(0.999999)).toBe(36);
    expect(roulettePocketOf(0)).toBe(0);
  });
});
