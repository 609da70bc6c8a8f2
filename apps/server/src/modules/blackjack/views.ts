// GraphQL shapes of blackjack: the live round (hole card hidden while ACTIVE) and the rules of
// gameEngine. The settled outcome in bet history and verifyBet's replay are play's views
// (play/blackjack-views.ts): they render play's rows.
import { currencyDecimals, formatMinor } from '@aurum/domain';
import { BLACKJACK_TIMEOUT_MS, stateOf, type BlackjackRow } from './round';
import {
  actionsText,
  BLACKJACK_RTP_WAGERED,
  blackjackPayouts,
  DECKS,
  handStakes,
  handValue,
  legalActions,
  MAX_HANDS,
} from '@aurum/domain';

export const major = (minor: bigint, currency: string) =>
  formatMinor(minor, { decimals: currencyDecimals(currency) });

export function blackjackRoundView(row: BlackjackRow) {
  const state = stateOf(row);
  const settled = row.status === 'SETTLED';
  const dealerCards = settled ? state.dealer : state.dealer.slice(0, 1);
  const dealer = handValue(dealerCards);
  const stakes = handStakes(state, row.stake);
  const wins = settled ? blackjackPayouts(state, row.stake).wins : null;
  return {
    __typename: 'BlackjackRound' as const,
    id: row.id,
    gameSlug: row.gameSlug,
    demo: row.demo,
    currency: row.currency,
    status: row.status,
    stake: major(row.stake, row.currency),
    amount: major(row.amount, row.currency),
    win: major(row.win, row.currency),
    dealerCards,
    dealerHidden: state.dealer.length - dealerCards.length,
    dealerTotal: dealer.total,
    dealerSoft: dealer.soft,
    peeked: state.peeked,
    hands: state.hands.map((h, i) => {
      const value = handValue(h.cards);
      return {
        cards: h.cards,
        total: value.total,
        soft: value.soft,
        amount: major(stakes[i]!, row.currency),
        doubled: h.doubled,
        split: h.split,
        result: settled ? h.result : null,
        win: wins ? major(wins[i]!, row.currency) : null,
      };
    }),
    activeHand: settled || state.active < 0 ? null : state.active,
    legalActions: settled ? [] : legalActions(state),
    actions: actionsText(state.actions),
    step: state.actions.length,
    timedOut: row.timedOut,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
  };
}

export const BLACKJACK_CONFIG = {
  decks: DECKS,
  dealerHitsSoft17: false,
  blackjackPays: '1.5',
  maxHands: MAX_HANDS,
  doubleAfterSplit: true,
  insurance: false,
  surrender: false,
  timeoutHours: BLACKJACK_TIMEOUT_MS / 3_600_000,
  rtpWagered: (BLACKJACK_RTP_WAGERED * 100).toFixed(2),
};
