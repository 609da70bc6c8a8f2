// The fixed basic strategy the declared blackjack RTP is computed for (docs/play-notes.md): the
// standard total-dependent chart for 6 decks, dealer stands on soft 17, double on any two cards,
// double after split, no surrender, no insurance. "Double" falls back to hit (soft 18: stand)
// when doubling is not allowed; a pair at the split limit plays as its total.
import {
  cardPoints,
  handValue,
  legalActions,
  type BlackjackAction,
  type BlackjackState,
} from '@aurum/domain';

/** Split a pair of `pair` points (ace = 1) against a dealer up card of `up` points (ace = 11)? */
export function splitsPair(pair: number, up: number): boolean {
  switch (pair) {
    case 1:
    case 8:
      return true;
    case 9:
      return (up >= 2 && up <= 6) || up === 8 || up === 9;
    case 7:
    case 2:
    case 3:
      return up <= 7;
    case 6:
      return up <= 6;
    case 4:
      return up === 5 || up === 6;
    default:
      return false;
  }
}

export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  const hand = state.hands[state.active];
  if (!hand || legal.length === 0) throw new Error('No hand to play.');
  const upPoints = cardPoints(state.dealer[0]!);
  const up = upPoints === 1 ? 11 : upPoints;
  if (legal.includes('SPLIT') && splitsPair(cardPoints(hand.cards[0]!), up)) return 'SPLIT';
  const canDouble = legal.includes('DOUBLE');
  const double = (fallback: BlackjackAction): BlackjackAction => (canDouble ? 'DOUBLE' : fallback);
  const { total, soft } = handValue(hand.cards);
  if (soft) {
    if (total >= 19) return 'STAND';
    if (total === 18) {
      if (up >= 3 && up <= 6) return double('STAND');
      return up <= 8 ? 'STAND' : 'HIT';
    }
    if (total === 17) return up >= 3 && up <= 6 ? double('HIT') : 'HIT';
    if (total >= 15) return up >= 4 && up <= 6 ? double('HIT') : 'HIT';
    if (total >= 13) return up === 5 || up === 6 ? double('HIT') : 'HIT';
    return 'HIT';
  }
  if (total >= 17) return 'STAND';
  if (total >= 13) return up <= 6 ? 'STAND' : 'HIT';
  if (total === 12) return up >= 4 && up <= 6 ? 'STAND' : 'HIT';
  if (total === 11) return up <= 10 ? double('HIT') : 'HIT';
  if (total === 10) return up <= 9 ? double('HIT') : 'HIT';
  if (total === 9) return up >= 3 && up <= 6 ? double('HIT') : 'HIT';
  return 'HIT';
}
