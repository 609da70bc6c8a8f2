// Shared ("common draw") blackjack of the live tables (docs/livebj-notes.md). One round for the
// whole table, its cards from TWO fair streams of the round, split by a label so that neither
// depends on anybody's actions:
//
//   player stream = fair floats of (server seed, `<client seed>:p`, round number)
//   dealer stream = fair floats of (server seed, `<client seed>:d`, round number)
//
// each read through `fairShoe` (its own six-deck shoe). Player-stream cards 0 and 1 are every
// player's first two cards; card 2 + k is every player's k-th extra card (a hit or a double), so
// two players who both hit get the same card. Dealer-stream card 0 is the up card, 1 the hole
// card, then the dealer draws 2, 3 … to soft 17 — the same hand for everybody. No split (a split
// would need a stream per hand). The hand of one bet is the engine's `replayBlackjack` over a shoe
// that interleaves the two streams in the engine's dealing order, so the rules (S17, 3:2, peek,
// double on the first two cards) are the one-player game's exactly.
import {
  handValue,
  IllegalActionError,
  replayBlackjack,
  type BlackjackAction,
  type BlackjackState,
  type Shoe,
} from './blackjack';

/** The labels of the round's two streams (appended to the table's client seed). */
export const SHARED_BLACKJACK_PLAYER_LABEL = 'p';
export const SHARED_BLACKJACK_DEALER_LABEL = 'd';

/** The client seed of one of the round's streams. */
export const sharedBlackjackSeed = (clientSeed: string, label: 'p' | 'd') =>
  `${clientSeed}:${label}`;

/** The actions a shared hand allows (no split). */
export const SHARED_BLACKJACK_ACTIONS = ['HIT', 'STAND', 'DOUBLE'] as const;

/** A stream's cards drawn once and kept, so several hands can read the same k-th card. */
export interface CardStream {
  /** the i-th card of the stream (drawn on first use) */
  at(i: number): number;
}

export function cardStream(shoe: Shoe): CardStream {
  const cards: number[] = [];
  return {
    at(i: number) {
      while (cards.length <= i) cards.push(shoe.draw());
      return cards[i]!;
    },
  };
}

/**
 * The engine's dealing order over the two streams for a hand that takes `playerDraws` extra cards:
 * player 0, dealer 0 (up), player 1, dealer 1 (hole), the player's extra cards, the dealer's draws.
 */
function interleaved(player: CardStream, dealer: CardStream, playerDraws: number): Shoe {
  let dealt = 0;
  let p = 2;
  let d = 2;
  return {
    draw() {
      const k = dealt++;
      if (k === 0) return player.at(0);
      if (k === 1) return dealer.at(0);
      if (k === 2) return player.at(1);
      if (k === 3) return dealer.at(1);
      if (p < 2 + playerDraws) return player.at(p++);
      return dealer.at(d++);
    },
    get dealt() {
      return dealt;
    },
  };
}

/**
 * One bet's hand of a shared round: the common deal, then its own actions (HIT, STAND, DOUBLE).
 * The state is unfinished while the hand waits for a decision. Throws IllegalActionError for an
 * action the hand does not allow (SPLIT always).
 */
export function replaySharedBlackjack(
  player: CardStream,
  dealer: CardStream,
  actions: readonly BlackjackAction[],
): BlackjackState {
  if (actions.includes('SPLIT')) throw new IllegalActionError('A shared hand cannot split.');
  const draws = actions.filter((a) => a === 'HIT' || a === 'DOUBLE').length;
  return replayBlackjack(interleaved(player, dealer, draws), actions);
}

/** The dealer's hand of the round: up card, hole card, draws to 17 (S17). */
export function sharedDealerHand(dealer: CardStream): number[] {
  const cards = [dealer.at(0), dealer.at(1)];
  while (handValue(cards).total < 17) cards.push(dealer.at(cards.length));
  return cards;
}

/** The common deal: everyone's two cards and the dealer's up card; `finished` when the deal ends
 * every hand (a player natural, or a dealer natural under an ace or ten). */
export function sharedDeal(
  player: CardStream,
  dealer: CardStream,
): { cards: [number, number]; up: number; finished: boolean } {
  const state = replaySharedBlackjack(player, dealer, []);
  return { cards: [player.at(0), player.at(1)], up: dealer.at(0), finished: state.finished };
}

/** The player's own cards of a hand (the common two, then its extra cards in order). */
export const sharedHandCards = (state: BlackjackState) => state.hands[0]!.cards;
