// Blackjack engine: dealing order, the fair shuffle, naturals and the peek, soft 17, doubles,
// splits (resplit limit, split aces), pushes, payouts, replay and the basic strategy.
import { describe, expect, it } from 'vitest';
import { fairFloats, floatsFrom } from '../fairness';
import {
  applyAction,
  blackjackPayouts,
  cardPoints,
  cardRank,
  cardSuit,
  dealBlackjack,
  fairShoe,
  handPayout,
  handValue,
  IllegalActionError,
  legalActions,
  MAX_HANDS,
  parseActions,
  actionsText,
  replayBlackjack,
  SHOE_SIZE,
  shuffledShoe,
  standAll,
  type BlackjackAction,
  type BlackjackState,
  type Shoe,
} from '@aurum/domain';
import { basicStrategy, splitsPair } from './blackjack-strategy';
import { basicStrategyReturn, playBasicStrategy } from './blackjack-sim';
import { engineKindOf, engineSpecOf } from './registry';

type Face = 'A' | 'J' | 'Q' | 'K' | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
const RANK: Record<string, number> = { A: 0, J: 10, Q: 11, K: 12 };
/** A card of the first deck's spades (suit does not matter to the rules). */
const c = (face: Face): number => (typeof face === 'number' ? face - 1 : RANK[face]!);

/** A shoe that deals the given cards in order (then throws). */
function stacked(...faces: Face[]): Shoe {
  let dealt = 0;
  return {
    draw() {
      if (dealt >= faces.length) throw new Error('stacked shoe ran out');
      return c(faces[dealt++]!);
    },
    get dealt() {
      return dealt;
    },
  };
}

/** Deals player p1, dealer up, player p2, dealer hole, then `rest` in order. */
function table(
  p1: Face,
  up: Face,
  p2: Face,
  hole: Face,
  ...rest: Face[]
): { state: BlackjackState; shoe: Shoe } {
  const shoe = stacked(p1, up, p2, hole, ...rest);
  return { state: dealBlackjack(shoe), shoe };
}

function play(start: { state: BlackjackState; shoe: Shoe }, ...actions: BlackjackAction[]) {
  let state = start.state;
  for (const a of actions) state = applyAction(state, a, start.shoe);
  return state;
}

const points = (cards: number[]) => cards.map(cardPoints);

describe('cards and totals', () => {
  it('numbers the 312 cards deck by deck, suit by suit, ace to king', () => {
    expect(SHOE_SIZE).toBe(312);
    expect([cardRank(0), cardSuit(0)]).toEqual([0, 0]); // A♠ of deck 1
    expect([cardRank(25), cardSuit(25)]).toEqual([12, 1]); // K♥
    expect([cardRank(52 + 39), cardSuit(52 + 39)]).toEqual([0, 3]); // A♣ of deck 2
    expect([cardRank(311), cardSuit(311)]).toEqual([12, 3]);
    expect([0, 1, 8, 9, 10, 11, 12].map(cardPoints)).toEqual([1, 2, 9, 10, 10, 10, 10]);
  });

  it('counts an ace as 11 when it does not bust (soft totals)', () => {
    expect(handValue([c('A'), c(6)])).toEqual({ total: 17, soft: true });
    expect(handValue([c('A'), c(6), c(10)])).toEqual({ total: 17, soft: false });
    expect(handValue([c('A'), c('A'), c(9)])).toEqual({ total: 21, soft: true });
    expect(handValue([c('K'), c('Q'), c(2)])).toEqual({ total: 22, soft: false });
  });
});

describe('the fair shoe', () => {
  it('is a forward Fisher–Yates: all-zero floats leave the shoe in order', () => {
    const shoe = fairShoe(floatsFrom(new Array(311).fill(0)));
    expect([shoe.draw(), shoe.draw(), shoe.draw(), shoe.draw()]).toEqual([0, 1, 2, 3]);
    expect(shoe.dealt).toBe(4);
  });

  it('swaps position i with i + ⌊f·(312 − i)⌋', () => {
    // f0 = 0.5 → j = 156; f1 = 0.999… → j = 1 + 310 = 311
    const shoe = fairShoe(floatsFrom([0.5, 0.9999999, 0]));
    expect(shoe.draw()).toBe(156);
    expect(shoe.draw()).toBe(311);
    expect(shoe.draw()).toBe(2);
  });

  it('deals a permutation of the 312 cards, lazily equal to the full shuffle', () => {
    const full = shuffledShoe(fairFloats('server', 'client', 3));
    expect(new Set(full).size).toBe(312);
    expect(Math.min(...full)).toBe(0);
    expect(Math.max(...full)).toBe(311);
    const source = fairFloats('server', 'client', 3);
    const lazy = fairShoe(source);
    const first = Array.from({ length: 20 }, () => lazy.draw());
    expect(first).toEqual(full.slice(0, 20));
    expect(source.used).toBe(20);
  });

  it('deals player, dealer up card, player, dealer hole card', () => {
    const state = dealBlackjack(fairShoe(floatsFrom(new Array(8).fill(0))));
    expect(state.hands[0]!.cards).toEqual([0, 2]); // A♠ 3♠
    expect(state.dealer).toEqual([1, 3]); // 2♠ up, 4♠ in the hole
    expect(state.dealt).toBe(4);
    expect(state.active).toBe(0);
  });
});

describe('naturals and the peek', () => {
  it('pays a player blackjack 3:2 at once', () => {
    const state = table('A', 9, 'K', 7).state;
    expect(state.finished).toBe(true);
    expect(state.hands[0]!.result).toBe('BLACKJACK');
    expect(legalActions(state)).toEqual([]);
    expect(blackjackPayouts(state, 10_00n)).toMatchObject({ stake: 10_00n, win: 25_00n });
    // 3:2 of an odd stake rounds down to the minor unit
    expect(handPayout('BLACKJACK', 3n)).toBe(7n);
  });

  it('the dealer peeks with an ace or a ten up: a dealer blackjack ends the round', () => {
    const ace = table(10, 'A', 9, 'K').state;
    expect(ace.peeked).toBe(true);
    expect(ace.finished).toBe(true);
    expect(ace.hands[0]!.result).toBe('LOSE');
    expect(ace.actions).toEqual([]);
    const ten = table(10, 'Q', 9, 'A').state;
    expect(ten.finished).toBe(true);
    expect(ten.hands[0]!.result).toBe('LOSE');
    expect(blackjackPayouts(ten, 10_00n).win).toBe(0n);
  });

  it('blackjack against blackjack is a push', () => {
    const state = table('A', 'A', 'J', 'Q').state;
    expect(state.hands[0]!.result).toBe('PUSH');
    expect(blackjackPayouts(state, 5_00n).win).toBe(5_00n);
  });

  it('no peek under a 2–9: the round goes on', () => {
    const state = table(10, 9, 6, 'A').state;
    expect(state.peeked).toBe(false);
    expect(state.finished).toBe(false);
    expect(legalActions(state)).toEqual(['HIT', 'STAND', 'DOUBLE']);
  });
});

describe('the dealer stands on soft 17', () => {
  it('stands on A+6', () => {
    const state = play(table(10, 'A', 8, 6), 'STAND');
    expect(points(state.dealer)).toEqual([1, 6]);
    expect(state.hands[0]!.result).toBe('WIN'); // 18 beats 17
  });

  it('stands on a soft 17 made of three cards and hits a hard 16', () => {
    const soft = play(table(10, 2, 7, 'A', 4), 'STAND');
    expect(points(soft.dealer)).toEqual([2, 1, 4]);
    expect(soft.hands[0]!.result).toBe('PUSH');
    const hard = play(table(10, 10, 8, 6, 5), 'STAND');
    expect(points(hard.dealer)).toEqual([10, 6, 5]);
    expect(hard.hands[0]!.result).toBe('LOSE');
  });

  it('busts over 21 and pays every standing hand', () => {
    const state = play(table(10, 10, 2, 6, 'K'), 'STAND');
    expect(handValue(state.dealer).total).toBe(26);
    expect(state.hands[0]!.result).toBe('WIN');
  });
});

describe('hit, stand, double', () => {
  it('a bust loses at once and the dealer does not draw', () => {
    const state = play(table(10, 6, 6, 10, 'K', 5), 'HIT');
    expect(state.finished).toBe(true);
    expect(state.hands[0]!.result).toBe('LOSE');
    expect(state.dealer).toHaveLength(2);
    expect(state.dealt).toBe(5);
  });

  it('21 stands by itself', () => {
    const state = play(table(5, 7, 6, 10, 10), 'HIT');
    expect(handValue(state.hands[0]!.cards).total).toBe(21);
    expect(state.finished).toBe(true);
    expect(state.actions).toEqual(['HIT']);
  });

  it('double: one card, twice the stake, then the dealer', () => {
    const start = table(6, 6, 5, 10, 10, 8);
    const state = play(start, 'DOUBLE');
    expect(state.hands[0]!.doubled).toBe(true);
    expect(points(state.hands[0]!.cards)).toEqual([6, 5, 10]);
    expect(points(state.dealer)).toEqual([6, 10, 8]);
    expect(state.hands[0]!.result).toBe('WIN');
    expect(blackjackPayouts(state, 10_00n)).toMatchObject({ stake: 20_00n, win: 40_00n });
  });

  it('doubles on any two cards, soft or hard, but not after a hit', () => {
    const soft = table('A', 5, 2, 10).state;
    expect(legalActions(soft)).toContain('DOUBLE');
    const start = table(2, 5, 3, 10, 2);
    const after = play(start, 'HIT');
    expect(legalActions(after)).toEqual(['HIT', 'STAND']);
    expect(() => applyAction(after, 'DOUBLE', start.shoe)).toThrow(IllegalActionError);
  });

  it('refuses an illegal action', () => {
    const { state, shoe } = table(10, 6, 7, 10);
    expect(() => applyAction(state, 'SPLIT', shoe)).toThrow(IllegalActionError);
    const done = table('A', 9, 'K', 7);
    expect(() => applyAction(done.state, 'STAND', done.shoe)).toThrow(IllegalActionError);
  });
});

describe('splits', () => {
  it('splits a pair: the first hand is played out before the second gets its second card', () => {
    const start = table(8, 6, 8, 10, 3, 10, 9, 10);
    const split = play(start, 'SPLIT');
    expect(split.hands).toHaveLength(2);
    expect(points(split.hands[0]!.cards)).toEqual([8, 3]);
    expect(points(split.hands[1]!.cards)).toEqual([8]);
    expect(split.active).toBe(0);
    // double after split is allowed
    expect(legalActions(split)).toEqual(['HIT', 'STAND', 'DOUBLE']);
    const doubled = applyAction(split, 'DOUBLE', start.shoe);
    expect(points(doubled.hands[0]!.cards)).toEqual([8, 3, 10]);
    expect(points(doubled.hands[1]!.cards)).toEqual([8, 9]);
    expect(doubled.active).toBe(1);
    const done = applyAction(doubled, 'STAND', start.shoe);
    expect(points(done.dealer)).toEqual([6, 10, 10]);
    expect(done.hands.map((h) => h.result)).toEqual(['WIN', 'WIN']);
    expect(blackjackPayouts(done, 10_00n)).toMatchObject({
      stakes: [20_00n, 10_00n],
      stake: 30_00n,
      win: 60_00n,
    });
  });

  it('splits cards of equal value and resplits up to three hands', () => {
    const start = table('K', 7, 'Q', 9, 10, 'J', 9, 8, 7);
    expect(legalActions(start.state)).toContain('SPLIT');
    const once = play(start, 'SPLIT');
    expect(points(once.hands[0]!.cards)).toEqual([10, 10]);
    const twice = applyAction(once, 'SPLIT', start.shoe);
    expect(twice.hands).toHaveLength(MAX_HANDS);
    expect(points(twice.hands[0]!.cards)).toEqual([10, 10]);
    expect(legalActions(twice)).toEqual(['HIT', 'STAND', 'DOUBLE']);
    const state = standAll(twice, start.shoe);
    expect(state.hands.map((h) => points(h.cards))).toEqual([
      [10, 10],
      [10, 9],
      [10, 8],
    ]);
    expect(points(state.dealer)).toEqual([7, 9, 7]);
    expect(state.hands.map((h) => h.result)).toEqual(['WIN', 'WIN', 'WIN']);
  });

  it('split aces get one card each; ace and ten after a split is 21, paid 1:1', () => {
    const start = table('A', 9, 'A', 8, 'K', 'A');
    const state = play(start, 'SPLIT');
    expect(state.finished).toBe(true);
    expect(state.hands.map((h) => points(h.cards))).toEqual([
      [1, 10],
      [1, 1],
    ]);
    expect(state.hands.every((h) => h.splitAces && h.done)).toBe(true);
    expect(state.hands.map((h) => h.result)).toEqual(['WIN', 'LOSE']); // 21 vs 17; 12 vs 17
    expect(blackjackPayouts(state, 10_00n)).toMatchObject({ stake: 20_00n, win: 20_00n });
  });

  it('a split hand that makes 21 stands by itself', () => {
    const start = table(10, 7, 10, 10, 'A', 5);
    const state = play(start, 'SPLIT');
    expect(state.hands.map((h) => points(h.cards))).toEqual([
      [10, 1],
      [10, 5],
    ]);
    expect(state.hands[0]!.done).toBe(true);
    expect(state.active).toBe(1);
    const done = applyAction(state, 'STAND', start.shoe);
    expect(done.hands.map((h) => h.result)).toEqual(['WIN', 'LOSE']);
  });
});

describe('replay, timeout and the action letters', () => {
  it('replaying the recorded actions on the same shoe gives the same round', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const played = playBasicStrategy(fairFloats('replay-server', 'replay-client', nonce));
      const replayed = replayBlackjack(
        fairShoe(fairFloats('replay-server', 'replay-client', nonce)),
        played.actions,
      );
      expect(replayed).toEqual(played);
      expect(parseActions(actionsText(played.actions))).toEqual(played.actions);
    }
    expect(parseActions('hsdp')).toEqual(['HIT', 'STAND', 'DOUBLE', 'SPLIT']);
    expect(parseActions('HX')).toBeNull();
  });

  it('standAll settles whatever is left (the timeout rule)', () => {
    const start = table(8, 6, 8, 10, 3, 9, 10);
    const split = play(start, 'SPLIT');
    const done = standAll(split, start.shoe);
    expect(done.finished).toBe(true);
    expect(done.actions).toEqual(['SPLIT', 'STAND', 'STAND']);
    expect(done.hands.map((h) => points(h.cards))).toEqual([
      [8, 3],
      [8, 9],
    ]);
  });
});

describe('basic strategy', () => {
  const decide = (p1: Face, p2: Face, up: Face) => basicStrategy(table(p1, up, p2, 5).state);

  it('follows the 6-deck S17 DAS chart', () => {
    expect(decide(10, 6, 7)).toBe('HIT');
    expect(decide(10, 6, 6)).toBe('STAND');
    expect(decide(10, 2, 3)).toBe('HIT');
    expect(decide(10, 2, 4)).toBe('STAND');
    expect(decide(6, 5, 10)).toBe('DOUBLE');
    expect(decide(6, 5, 'A')).toBe('HIT');
    expect(decide(5, 5, 9)).toBe('DOUBLE');
    expect(decide(5, 4, 2)).toBe('HIT');
    expect(decide('A', 7, 2)).toBe('STAND');
    expect(decide('A', 7, 4)).toBe('DOUBLE');
    expect(decide('A', 7, 9)).toBe('HIT');
    expect(decide('A', 2, 5)).toBe('DOUBLE');
    expect(decide(8, 8, 10)).toBe('SPLIT');
    expect(decide('A', 'A', 6)).toBe('SPLIT');
    expect(decide(10, 'K', 6)).toBe('STAND');
    expect(decide(9, 9, 7)).toBe('STAND');
    expect(decide(9, 9, 8)).toBe('SPLIT');
    expect(decide(4, 4, 5)).toBe('SPLIT');
    expect(decide(4, 4, 4)).toBe('HIT');
    expect(splitsPair(5, 6)).toBe(false);
  });

  it('falls back when doubling is not allowed', () => {
    // A,2 vs 4 hits (soft 13); with a 5 it is a three-card soft 18: stand instead of double
    const soft = table('A', 4, 2, 10, 5, 5);
    expect(basicStrategy(soft.state)).toBe('HIT');
    expect(basicStrategy(applyAction(soft.state, 'HIT', soft.shoe))).toBe('STAND');
    // 2,4 vs 6 hits; with a 5 it is a three-card 11: hit instead of double
    const hard = table(2, 6, 4, 10, 5);
    expect(basicStrategy(applyAction(hard.state, 'HIT', hard.shoe))).toBe('HIT');
  });

  it('plays whole rounds and returns per initial bet', () => {
    const r = basicStrategyReturn(floatsFrom(new Array(16).fill(0)));
    // A♠ 3♠ vs 2♠ (hole 4♠): soft 14 vs 2 hits (5♠): soft 19 stands; dealer 2+4+6+7 = 19: push
    expect(r).toEqual({ ret: 1, wagered: 1 });
  });
});

describe('registry', () => {
  it('maps live-blackjack to the blackjack engine', () => {
    expect(engineKindOf('live-blackjack')).toBe('BLACKJACK');
    const spec = engineSpecOf({
      engineTheme: null,
      category: 'live-blackjack',
      name: 'Blackjack',
      info: { payout: 95 },
    } as never);
    expect(spec.kind).toBe('BLACKJACK');
    expect(spec.rtp).toBeGreaterThan(0.995);
    expect(spec.rtpBp).toBe(Math.floor(spec.rtp * 10000));
  });
});
