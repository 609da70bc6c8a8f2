// Blackjack: 6 decks, a fresh shoe every round, dealer stands on soft 17, blackjack pays 3:2,
// dealer peeks for blackjack, double on any first two cards (also after a split), split pairs of
// equal value into up to 3 hands, split aces get one card each, no insurance, no surrender.
// docs/play-notes.md has the full rules and the RTP.
//
// Cards: ids 0–311 of the unshuffled shoe, deck by deck, suit by suit (♠ ♥ ♦ ♣), ace to king:
// rank = id mod 13 (0 = ace, 1–8 = two to nine, 9–12 = ten, jack, queen, king),
// suit = ⌊id / 13⌋ mod 4 (0 ♠, 1 ♥, 2 ♦, 3 ♣), deck = ⌊id / 52⌋.
//
// Shuffle (provably fair): a forward Fisher–Yates over the 312 cards with the bet's fair floats in
// order: for position i = 0 … 310, j = i + ⌊f_i · (312 − i)⌋, swap(shoe[i], shoe[j]). Position i
// is final after step i, so the k-th card dealt is shoe[k − 1] and a round takes exactly one float
// per card it deals (the last card, i = 311, needs none). Cards are dealt from the top: player,
// dealer up card, player, dealer hole card, then the player's draws in the order of the actions,
// then the dealer's draws. The whole round is therefore a pure function of (server seed, client
// seed, nonce, the player's actions): replaying the recorded actions on the recomputed shoe gives
// the same cards and results.
//
// Pure: no I/O. Stakes are in units of the initial bet; money is applied by the caller. The server
// plays rounds with it and the browser replays them (the table, /fairness) with the same code.
import type { FloatSource } from './fair';

export const DECKS = 6;
export const SHOE_SIZE = DECKS * 52;
/** at most this many hands after splits (one split and one resplit) */
export const MAX_HANDS = 3;

/**
 * RTP per initial bet under the fixed basic strategy (engines/blackjack-strategy.ts), by a
 * simulation of 2·10⁹ rounds with an independent implementation (scripts/blackjack-rtp.c):
 * 99.5870 % ± 0.0026 pp (one standard error); house edge 0.413 %. Published rule effects give
 * about 0.42 % for these rules (single deck S17 baseline 0.02 %, six decks +0.53 pp, double after
 * split −0.13 pp; thecolorofblackjack.com/solution_one.html).
 */
export const BLACKJACK_RTP = 0.99587;
/** Per amount wagered (doubles and splits included; 1.131 initial bets a round), same run. */
export const BLACKJACK_RTP_WAGERED = 0.99635;

export const BLACKJACK_ACTIONS = ['HIT', 'STAND', 'DOUBLE', 'SPLIT'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** One letter per action, as rounds record them and the fairness page replays them. */
export const ACTION_LETTERS: Record<BlackjackAction, string> = {
  HIT: 'H',
  STAND: 'S',
  DOUBLE: 'D',
  SPLIT: 'P',
};

export type HandResult = 'BLACKJACK' | 'WIN' | 'PUSH' | 'LOSE';

export interface BlackjackHand {
  /** card ids in the order dealt */
  cards: number[];
  /** the hand's stake is two initial bets */
  doubled: boolean;
  /** the hand came from a split (a two-card 21 is then 21, not blackjack) */
  split: boolean;
  /** split aces: one card each, no further action */
  splitAces: boolean;
  /** no more actions on this hand */
  done: boolean;
  result: HandResult | null;
}

export interface BlackjackState {
  /** dealer's cards: [up card, hole card, draws…] */
  dealer: number[];
  hands: BlackjackHand[];
  /** index of the hand in play; -1 once the player has finished */
  active: number;
  actions: BlackjackAction[];
  /** cards taken from the shoe */
  dealt: number;
  finished: boolean;
  /** the up card was an ace or a ten-value card, so the dealer looked at the hole card */
  peeked: boolean;
}

export const cardRank = (card: number) => card % 13;
export const cardSuit = (card: number) => Math.floor(card / 13) % 4;
/** Points of a card: ace 1 (11 when it helps, see handValue), 2–9, ten and faces 10. */
export function cardPoints(card: number): number {
  const rank = card % 13;
  return rank === 0 ? 1 : rank >= 9 ? 10 : rank + 1;
}

/** Best total of a hand and whether an ace counts as 11 in it (a soft total). */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let sum = 0;
  let ace = false;
  for (const card of cards) {
    const points = cardPoints(card);
    sum += points;
    if (points === 1) ace = true;
  }
  return ace && sum + 10 <= 21 ? { total: sum + 10, soft: true } : { total: sum, soft: false };
}

const isNatural = (cards: readonly number[]) => cards.length === 2 && handValue(cards).total === 21;

export interface Shoe {
  /** the next card from the top */
  draw(): number;
  /** cards drawn so far */
  readonly dealt: number;
}

/** The shoe of a bet, shuffled lazily: one float per card drawn (see the header). */
export function fairShoe(floats: FloatSource): Shoe {
  // positions not yet touched by a swap still hold their own index (a round touches few)
  const moved = new Map<number, number>();
  const at = (position: number) => moved.get(position) ?? position;
  let dealt = 0;
  return {
    draw() {
      if (dealt >= SHOE_SIZE) throw new Error('The shoe ran out.');
      const i = dealt;
      let card = at(i);
      if (i < SHOE_SIZE - 1) {
        const j = i + Math.floor(floats.next() * (SHOE_SIZE - i));
        const other = at(j);
        moved.set(j, card);
        card = other;
      }
      moved.delete(i);
      dealt += 1;
      return card;
    },
    get dealt() {
      return dealt;
    },
  };
}

/** The whole shuffled shoe (311 floats): what the fairness page shows. */
export function shuffledShoe(floats: FloatSource): number[] {
  const shoe = fairShoe(floats);
  return Array.from({ length: SHOE_SIZE }, () => shoe.draw());
}

const newHand = (cards: number[], split = false, splitAces = false): BlackjackHand => ({
  cards,
  doubled: false,
  split,
  splitAces,
  done: false,
  result: null,
});

function clone(state: BlackjackState): BlackjackState {
  return {
    ...state,
    dealer: [...state.dealer],
    hands: state.hands.map((h) => ({ ...h, cards: [...h.cards] })),
    actions: [...state.actions],
  };
}

/** The whole shuffled shoe from its 311 floats (the browser computes them with WebCrypto). */
export function shuffleShoe(floats: readonly number[]): number[] {
  if (floats.length < SHOE_SIZE - 1) throw new Error('Not enough floats for the shoe.');
  let i = 0;
  return shuffledShoe({
    next: () => floats[i++]!,
    get used() {
      return i;
    },
  });
}

/** A shoe that deals an already shuffled list of cards from the top. */
export function shoeOf(cards: readonly number[]): Shoe {
  let dealt = 0;
  return {
    draw() {
      const card = cards[dealt];
      if (card === undefined) throw new Error('The shoe ran out.');
      dealt += 1;
      return card;
    },
    get dealt() {
      return dealt;
    },
  };
}

/** Deals a round: player, dealer up card, player, dealer hole card; naturals settle at once. */
export function dealBlackjack(shoe: Shoe): BlackjackState {
  const p1 = shoe.draw();
  const up = shoe.draw();
  const p2 = shoe.draw();
  const hole = shoe.draw();
  const upPoints = cardPoints(up);
  const state: BlackjackState = {
    dealer: [up, hole],
    hands: [newHand([p1, p2])],
    active: 0,
    actions: [],
    dealt: shoe.dealt,
    finished: false,
    peeked: upPoints === 1 || upPoints === 10,
  };
  const dealerNatural = state.peeked && isNatural(state.dealer);
  const playerNatural = isNatural(state.hands[0]!.cards);
  if (dealerNatural || playerNatural) {
    const hand = state.hands[0]!;
    hand.done = true;
    hand.result = playerNatural ? (dealerNatural ? 'PUSH' : 'BLACKJACK') : 'LOSE';
    state.active = -1;
    state.finished = true;
  }
  return state;
}

/** The actions the player may take now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.finished || state.active < 0) return [];
  const hand = state.hands[state.active];
  if (!hand || hand.done) return [];
  const actions: BlackjackAction[] = ['HIT', 'STAND'];
  if (hand.cards.length === 2) {
    actions.push('DOUBLE');
    if (
      state.hands.length < MAX_HANDS &&
      cardPoints(hand.cards[0]!) === cardPoints(hand.cards[1]!)
    ) {
      actions.push('SPLIT');
    }
  }
  return actions;
}

export class IllegalActionError extends Error {}

/**
 * Applies one action to a copy of the state, drawing from `shoe` (which must stand at
 * `state.dealt`). When the player's last hand is done the dealer plays and the round settles.
 */
export function applyAction(
  state: BlackjackState,
  action: BlackjackAction,
  shoe: Shoe,
): BlackjackState {
  if (shoe.dealt !== state.dealt) throw new Error('The shoe is not where the round left it.');
  if (!legalActions(state).includes(action)) {
    throw new IllegalActionError(`${action} is not allowed now.`);
  }
  const next = clone(state);
  next.actions.push(action);
  const hand = next.hands[next.active]!;
  switch (action) {
    case 'HIT': {
      hand.cards.push(shoe.draw());
      if (handValue(hand.cards).total >= 21) hand.done = true;
      break;
    }
    case 'STAND':
      hand.done = true;
      break;
    case 'DOUBLE':
      hand.doubled = true;
      hand.cards.push(shoe.draw());
      hand.done = true;
      break;
    case 'SPLIT': {
      const aces = cardPoints(hand.cards[0]!) === 1;
      const second = hand.cards.pop()!;
      hand.split = true;
      hand.splitAces = aces;
      next.hands.splice(next.active + 1, 0, newHand([second], true, aces));
      hand.cards.push(shoe.draw());
      if (aces || handValue(hand.cards).total === 21) hand.done = true;
      break;
    }
  }
  advance(next, shoe);
  next.dealt = shoe.dealt;
  return next;
}

/** Moves to the next hand that needs the player (dealing split hands their second card). */
function advance(state: BlackjackState, shoe: Shoe): void {
  while (state.active >= 0 && state.active < state.hands.length) {
    const hand = state.hands[state.active]!;
    if (hand.cards.length === 1) {
      hand.cards.push(shoe.draw());
      if (hand.splitAces || handValue(hand.cards).total === 21) hand.done = true;
    }
    if (!hand.done) return;
    state.active += 1;
  }
  state.active = -1;
  finish(state, shoe);
}

/** The dealer plays (unless every hand is bust) and every hand gets its result. */
function finish(state: BlackjackState, shoe: Shoe): void {
  const live = state.hands.some((h) => handValue(h.cards).total <= 21);
  if (live) {
    while (handValue(state.dealer).total < 17) state.dealer.push(shoe.draw());
  }
  const dealer = handValue(state.dealer).total;
  for (const hand of state.hands) {
    const total = handValue(hand.cards).total;
    hand.result =
      total > 21
        ? 'LOSE'
        : dealer > 21 || total > dealer
          ? 'WIN'
          : total === dealer
            ? 'PUSH'
            : 'LOSE';
  }
  state.finished = true;
}

/** Stands on every unfinished hand (the timeout rule): the round settles. */
export function standAll(state: BlackjackState, shoe: Shoe): BlackjackState {
  let next = state;
  while (!next.finished) next = applyAction(next, 'STAND', shoe);
  return next;
}

/** Deals the round of a shoe and replays the player's actions on it. */
export function replayBlackjack(shoe: Shoe, actions: readonly BlackjackAction[]): BlackjackState {
  let state = dealBlackjack(shoe);
  for (const action of actions) state = applyAction(state, action, shoe);
  return state;
}

/** Deals the round of a shuffled shoe (card list) and replays the actions; throws on an illegal one. */
export function replayRound(
  shoe: readonly number[],
  actions: readonly BlackjackAction[],
): BlackjackState {
  return replayBlackjack(shoeOf(shoe), actions);
}

/** "HSDP" → actions; null when a letter is unknown. */
export function parseActions(text: string): BlackjackAction[] | null {
  const byLetter = new Map(BLACKJACK_ACTIONS.map((a) => [ACTION_LETTERS[a], a] as const));
  const out: BlackjackAction[] = [];
  for (const letter of text.trim().toUpperCase()) {
    const action = byLetter.get(letter);
    if (!action) return null;
    out.push(action);
  }
  return out;
}

export const actionsText = (actions: readonly BlackjackAction[]) =>
  actions.map((a) => ACTION_LETTERS[a]).join('');

/** The stake of each hand in minor units: the initial bet, twice it when doubled. */
export function handStakes(state: BlackjackState, stake: bigint): bigint[] {
  return state.hands.map((h) => (h.doubled ? stake * 2n : stake));
}

/** Everything staked so far: the initial bet plus each double and split. */
export function totalStake(state: BlackjackState, stake: bigint): bigint {
  return handStakes(state, stake).reduce((n, s) => n + s, 0n);
}

/**
 * What a hand pays back (stake included), minor units: blackjack 3:2 (⌊stake · 5/2⌋, rounded down
 * to the minor unit), a win 1:1, a push returns the stake, a loss nothing.
 */
export function handPayout(result: HandResult | null, handStake: bigint): bigint {
  switch (result) {
    case 'BLACKJACK':
      return handStake + (handStake * 3n) / 2n;
    case 'WIN':
      return handStake * 2n;
    case 'PUSH':
      return handStake;
    default:
      return 0n;
  }
}

/** Each hand's payout and their sum, for a finished round. */
export function blackjackPayouts(
  state: BlackjackState,
  stake: bigint,
): { stakes: bigint[]; wins: bigint[]; stake: bigint; win: bigint } {
  const stakes = handStakes(state, stake);
  const wins = state.hands.map((h, i) => handPayout(h.result, stakes[i]!));
  return {
    stakes,
    wins,
    stake: stakes.reduce((n, s) => n + s, 0n),
    win: wins.reduce((n, w) => n + w, 0n),
  };
}

const RANK_TEXT = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

/** "10♥" */
export const cardText = (card: number) =>
  `${RANK_TEXT[cardRank(card)] ?? '?'}${SUIT_SYMBOLS[cardSuit(card)] ?? '♠'}`;

/** "7/17" for a soft total below 21, else the total. */
export function totalText(total: number, soft: boolean): string {
  return soft && total < 21 ? `${total - 10}/${total}` : String(total);
}

/** A one-line account of a round: the same text from the browser's replay and the server's. */
export function roundSummary(round: {
  dealer: readonly number[];
  hands: readonly { cards: readonly number[]; result: string | null; doubled?: boolean }[];
}): string {
  const hand = (cards: readonly number[]) =>
    `${cards.map(cardText).join(' ')} (${handValue(cards).total})`;
  const parts = [`D: ${hand(round.dealer)}`];
  round.hands.forEach((h, i) => {
    parts.push(`${i + 1}: ${hand(h.cards)}${h.doubled ? ' ×2' : ''} ${h.result ?? '…'}`);
  });
  return parts.join(' · ');
}
