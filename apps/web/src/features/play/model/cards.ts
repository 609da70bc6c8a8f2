// How a card looks in the browser (rank, suit name, symbol, colour). The rules — card ids,
// totals, the shoe and the replay of a round — are the shared ones in @aurum/domain (games/
// blackjack.ts): the server settles with them and the table and /fairness replay with them.
import { cardRank, cardSuit } from '@aurum/domain';

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
  const suit = cardSuit(card);
  return {
    rank: RANKS[cardRank(card)] ?? '?',
    suit: SUIT_NAMES[suit] ?? 'spades',
    symbol: SUITS[suit] ?? '♠',
    red: suit === 1 || suit === 2,
  };
}
