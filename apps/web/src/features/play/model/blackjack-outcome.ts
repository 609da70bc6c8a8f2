// How a settled blackjack round reads in one line (the table's outcome banner): which text, and
// whether the player came out ahead, even or behind. Pure, from the round the server returned.
import type { BlackjackRoundView } from '../api/blackjack';

export type BlackjackOutcomeKey =
  'blackjack' | 'dealerBlackjack' | 'push' | 'win' | 'even' | 'partial' | 'bust' | 'lose';

export function blackjackOutcomeKey(
  round: Pick<
    BlackjackRoundView,
    'hands' | 'actions' | 'dealerCards' | 'dealerTotal' | 'win' | 'amount'
  >,
): BlackjackOutcomeKey {
  const win = Number(round.win);
  const staked = Number(round.amount);
  const first = round.hands[0];
  // the dealer's peek ended the round before any action
  const dealerBlackjack =
    round.hands.length === 1 &&
    round.actions === '' &&
    round.dealerCards.length === 2 &&
    round.dealerTotal === 21 &&
    first?.result !== 'BLACKJACK';
  if (first?.result === 'BLACKJACK') return 'blackjack';
  if (dealerBlackjack) return first?.result === 'PUSH' ? 'push' : 'dealerBlackjack';
  if (win > staked) return 'win';
  if (win === staked) return round.hands.every((h) => h.result === 'PUSH') ? 'push' : 'even';
  if (win > 0) return 'partial';
  return round.hands.every((h) => h.total > 21) ? 'bust' : 'lose';
}

/** The money side of a settled round: more back than staked, the stake back, or less. */
export function balanceTone(win: string, staked: string): 'ahead' | 'even' | 'behind' {
  const w = Number(win);
  const s = Number(staked);
  return w > s ? 'ahead' : w === s ? 'even' : 'behind';
}
