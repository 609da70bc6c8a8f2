import { describe, expect, it } from 'vitest';
import { handValue, replayBlackjack, shoeOf } from './blackjack';
import { cardStream, replaySharedBlackjack, sharedDeal, sharedDealerHand } from './live-blackjack';
import { IllegalActionError } from './blackjack';

// Fixed card lists as the two streams: player stream P, dealer stream D.
const stream = (cards: number[]) => cardStream(shoeOf(cards));
// card ids: rank = id % 13 (0 ace, 1 two … 9 ten)
const P = [4, 2, 6, 5, 8]; // 5, 3 | extras 7, 6, 9
const D = [9, 5, 3, 7]; // up 10, hole 6 | draws 4, 8

describe('shared blackjack replay', () => {
  it('deals the common cards and every hand its k-th extra card from the player stream', () => {
    const deal = sharedDeal(stream(P), stream(D));
    expect(deal).toEqual({ cards: [4, 2], up: 9, finished: false });
    const hit = replaySharedBlackjack(stream(P), stream(D), ['HIT', 'STAND']);
    const dbl = replaySharedBlackjack(stream(P), stream(D), ['DOUBLE']);
    const twice = replaySharedBlackjack(stream(P), stream(D), ['HIT', 'HIT']);
    expect(hit.hands[0]!.cards).toEqual([4, 2, 6]);
    expect(dbl.hands[0]!.cards).toEqual([4, 2, 6]);
    expect(twice.hands[0]!.cards).toEqual([4, 2, 6, 5]);
    // the dealer's hand does not depend on anybody's decisions: 10 6 4 = 20
    for (const state of [hit, dbl, twice]) expect(state.dealer).toEqual([9, 5, 3]);
    expect(sharedDealerHand(stream(D))).toEqual([9, 5, 3]);
    expect(hit.hands[0]!.result).toBe('LOSE'); // 15 vs 20
    expect(dbl.hands[0]!.doubled).toBe(true);
    expect(twice.hands[0]!.result).toBe('WIN'); // 21 vs 20
  });

  it('is the one-player engine on the interleaved shoe', () => {
    const state = replaySharedBlackjack(stream(P), stream(D), ['HIT', 'STAND']);
    const single = replayBlackjack(shoeOf([4, 9, 2, 5, 6, 3, 7]), ['HIT', 'STAND']);
    expect(state.hands).toEqual(single.hands);
    expect(state.dealer).toEqual(single.dealer);
  });

  it('ends at the deal on a natural, refuses a split', () => {
    const natural = sharedDeal(stream([0, 9]), stream(D)); // A + 10
    expect(natural.finished).toBe(true);
    const pair = [7, 7 + 13]; // 8, 8
    expect(() => replaySharedBlackjack(stream(pair), stream(D), ['SPLIT'])).toThrow(
      IllegalActionError,
    );
    expect(handValue(sharedDealerHand(stream([9, 8]))).total).toBe(19);
  });
});
