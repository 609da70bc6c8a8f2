// Blackjack in the browser: card faces and totals for the table, and an independent replay of a
// round for /fairness, mirroring the server (apps/server/src/modules/play/engines/blackjack.ts):
// - cards are ids 0–311 of the unshuffled 6-deck shoe: rank = id mod 13 (A, 2–10, J, Q, K),
//   suit = ⌊id / 13⌋ mod 4 (♠ ♥ ♦ ♣);
// - the shoe is a forward Fisher–Yates with the bet's floats in order: for i = 0 … 310,
//   j = i + ⌊f_i · (312 − i)⌋, swap(shoe[i], shoe[j]); cards are dealt from shoe[0] on;
// - dealing order: player, dealer up card, player, dealer hole card, then the player's draws in
//   the order of the actions, then the dealer's; the dealer peeks with an ace or ten up, stands on
//   soft 17; double on any first two cards (also after a split); split equal values up to 3 hands;
//   split aces get one card each; a hand reaching 21 stands by itself.

export const SHOE_SIZE = 312;
export const MAX_HANDS = 3;

export type BlackjackAction = 'HIT' | 'STAND' | 'DOUBLE' | 'SPLIT';
export type HandResult = 'BLACKJACK' | 'WIN' | 'PUSH' | 'LOSE';

const LETTERS: Record<string, BlackjackAction> = { H: 'HIT', S: 'STAND', D: 'DOUBLE', P: 'SPLIT' };
export const ACTION_LETTER: Record<BlackjackAction, string> = {
  HIT: 'H',
  STAND: 'S',
  DOUBLE: 'D',
  SPLIT: 'P',
};

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;
export type Suit = 'spades' | 'hearts' | 'diamonds' | 'clubs';
const SUIT_NAMES: Suit[] = ['spades', 'hearts', 'diamonds', 'clubs'];

export interface CardFace {
  rank: string;
  suit: Suit;
  symbol: string;
  red: boolean;
}

export function cardFace(card: number): CardFace {
  const suit = Math.floor(card / 13) % 4;
  return {
    rank: RANKS[card % 13] ?? '?',
    suit: SUIT_NAMES[suit] ?? 'spades',
    symbol: SUITS[suit] ?? '♠',
    red: suit === 1 || suit === 2,
  };
}

export const cardText = (card: number) => {
  const f = cardFace(card);
  return `${f.rank}${f.symbol}`;
};

export function cardPoints(card: number): number {
  const rank = card % 13;
  return rank === 0 ? 1 : rank >= 9 ? 10 : rank + 1;
}

/** Best total and whether an ace counts as 11 (soft). */
export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let sum = 0;
  let ace = false;
  for (const c of cards) {
    const p = cardPoints(c);
    sum += p;
    if (p === 1) ace = true;
  }
  return ace && sum + 10 <= 21 ? { total: sum + 10, soft: true } : { total: sum, soft: false };
}

/** "7/17" for a soft total below 21, else the total. */
export function totalText(total: number, soft: boolean): string {
  return soft && total < 21 ? `${total - 10}/${total}` : String(total);
}

/** The whole shuffled shoe from its 311 floats. */
export function shuffleShoe(floats: readonly number[]): number[] {
  const shoe = Array.from({ length: SHOE_SIZE }, (_, i) => i);
  for (let i = 0; i < SHOE_SIZE - 1; i += 1) {
    const f = floats[i];
    if (f === undefined) throw new Error('Not enough floats for the shoe.');
    const j = i + Math.floor(f * (SHOE_SIZE - i));
    const card = shoe[j]!;
    shoe[j] = shoe[i]!;
    shoe[i] = card;
  }
  return shoe;
}

export function parseActions(text: string): BlackjackAction[] | null {
  const out: BlackjackAction[] = [];
  for (const letter of text.trim().toUpperCase()) {
    const action = LETTERS[letter];
    if (!action) return null;
    out.push(action);
  }
  return out;
}

export interface ReplayHand {
  cards: number[];
  doubled: boolean;
  splitAces: boolean;
  done: boolean;
  result: HandResult | null;
}

export interface Replay {
  dealer: number[];
  hands: ReplayHand[];
  /** cards dealt from the top of the shoe */
  dealt: number;
  finished: boolean;
}

/** Deals the round from `shoe` and plays the actions; throws on an action not allowed. */
export function replayRound(shoe: readonly number[], actions: readonly BlackjackAction[]): Replay {
  let next = 0;
  const draw = () => {
    const card = shoe[next];
    if (card === undefined) throw new Error('The shoe ran out.');
    next += 1;
    return card;
  };
  const p1 = draw();
  const up = draw();
  const p2 = draw();
  const hole = draw();
  const dealer = [up, hole];
  const hands: ReplayHand[] = [
    { cards: [p1, p2], doubled: false, splitAces: false, done: false, result: null },
  ];
  const natural = (cards: number[]) => cards.length === 2 && handValue(cards).total === 21;
  const upPoints = cardPoints(up);
  const dealerNatural = (upPoints === 1 || upPoints === 10) && natural(dealer);
  const playerNatural = natural(hands[0]!.cards);
  let active = 0;
  let finished = false;
  if (dealerNatural || playerNatural) {
    hands[0]!.done = true;
    hands[0]!.result = playerNatural ? (dealerNatural ? 'PUSH' : 'BLACKJACK') : 'LOSE';
    finished = true;
  }

  const finish = () => {
    if (hands.some((h) => handValue(h.cards).total <= 21)) {
      while (handValue(dealer).total < 17) dealer.push(draw());
    }
    const d = handValue(dealer).total;
    for (const h of hands) {
      const t = handValue(h.cards).total;
      h.result = t > 21 ? 'LOSE' : d > 21 || t > d ? 'WIN' : t === d ? 'PUSH' : 'LOSE';
    }
    finished = true;
  };
  const advance = () => {
    while (active < hands.length) {
      const h = hands[active]!;
      if (h.cards.length === 1) {
        h.cards.push(draw());
        if (h.splitAces || handValue(h.cards).total === 21) h.done = true;
      }
      if (!h.done) return;
      active += 1;
    }
    finish();
  };

  for (const action of actions) {
    const h = finished ? undefined : hands[active];
    const two = h?.cards.length === 2;
    const legal =
      h !== undefined &&
      !h.done &&
      (action === 'HIT' ||
        action === 'STAND' ||
        (action === 'DOUBLE' && two) ||
        (action === 'SPLIT' &&
          two &&
          hands.length < MAX_HANDS &&
          cardPoints(h.cards[0]!) === cardPoints(h.cards[1]!)));
    if (!h || !legal) throw new Error(`${action} is not allowed.`);
    if (action === 'HIT') {
      h.cards.push(draw());
      if (handValue(h.cards).total >= 21) h.done = true;
    } else if (action === 'STAND') {
      h.done = true;
    } else if (action === 'DOUBLE') {
      h.doubled = true;
      h.cards.push(draw());
      h.done = true;
    } else {
      const aces = cardPoints(h.cards[0]!) === 1;
      const second = h.cards.pop()!;
      h.splitAces = aces;
      hands.splice(active + 1, 0, {
        cards: [second],
        doubled: false,
        splitAces: aces,
        done: false,
        result: null,
      });
      h.cards.push(draw());
      if (aces || handValue(h.cards).total === 21) h.done = true;
    }
    advance();
  }
  return { dealer, hands, dealt: next, finished };
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
