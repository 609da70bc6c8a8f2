// Play's views of blackjack rounds: the BlackjackOutcome of a settled round in bet history and
// verifyBet's replay (the types are declared by the blackjack module's SDL).
import {
  currencyDecimals,
  formatMinor,
  handValue,
  type BlackjackState,
  type HandResult,
} from '@aurum/domain';
import type { RoundView } from './place-bet';

const major = (minor: bigint, currency: string) =>
  formatMinor(minor, { decimals: currencyDecimals(currency) });

interface StoredOutcome {
  dealer: number[];
  hands: {
    cards: number[];
    doubled: boolean;
    split: boolean;
    result: HandResult | null;
    amount: string;
    win: string;
  }[];
  actions: string;
  timedOut: boolean;
}

/** The BlackjackOutcome of a settled round in play_rounds. */
export function blackjackOutcomeView(round: RoundView) {
  const o = (round.outcome as unknown as { blackjack: StoredOutcome }).blackjack;
  return {
    __typename: 'BlackjackOutcome' as const,
    dealerCards: o.dealer,
    dealerTotal: handValue(o.dealer).total,
    hands: o.hands.map((h) => {
      const value = handValue(h.cards);
      return {
        cards: h.cards,
        total: value.total,
        soft: value.soft,
        amount: major(BigInt(h.amount), round.currency),
        doubled: h.doubled,
        split: h.split,
        result: h.result,
        win: major(BigInt(h.win), round.currency),
      };
    }),
    actions: o.actions,
    timedOut: o.timedOut,
    // a shared table's history row is marked in its params (live/rounds.ts)
    sharedTable: (round.params as { shared?: boolean } | null)?.shared === true,
  };
}

/** verifyBet's BlackjackReplay: `shoe` is the cards dealt, in order. */
export function blackjackReplayView(state: BlackjackState, shoe: number[]) {
  return {
    shoe,
    dealerCards: state.dealer,
    dealerTotal: handValue(state.dealer).total,
    hands: state.hands.map((h) => ({
      cards: h.cards,
      total: handValue(h.cards).total,
      doubled: h.doubled,
      result: state.finished ? h.result : null,
    })),
    finished: state.finished,
  };
}
