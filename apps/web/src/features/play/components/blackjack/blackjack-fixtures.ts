// Shared fixtures of the blackjack tests (blackjack-table, use-blackjack): the engine config and
// an open round.
import type { BlackjackRoundView } from '../../api/blackjack';
import type { GameEngineConfig } from '../../api/play';

export const CONFIG: GameEngineConfig = {
  __typename: 'GameEngineConfig',
  slug: 'spade-blackjack',
  engine: 'BLACKJACK',
  rtp: '99.60',
  currency: 'USD',
  minBet: '1.00',
  maxBet: '1000.00',
  slots: null,
  roulette: null,
  dice: null,
  crash: null,
};

/** 8♠ 8♥ against the dealer's 6♦ (cards: rank = id mod 13, suit = ⌊id / 13⌋ mod 4), real money. */
export const openRound = (over: Partial<BlackjackRoundView> = {}): BlackjackRoundView => ({
  id: '5d1c6c0e-6b35-4a59-9a77-0b5f1d4b8a11',
  gameSlug: 'spade-blackjack',
  demo: false,
  currency: 'USD',
  status: 'ACTIVE',
  stake: '5.00',
  amount: '5.00',
  win: '0.00',
  dealerCards: [31],
  dealerHidden: 1,
  dealerTotal: 6,
  dealerSoft: false,
  peeked: false,
  hands: [
    {
      cards: [7, 20],
      total: 16,
      soft: false,
      amount: '5.00',
      doubled: false,
      split: false,
      result: null,
      win: null,
    },
  ],
  activeHand: 0,
  legalActions: ['HIT', 'STAND', 'DOUBLE', 'SPLIT'],
  actions: '',
  step: 0,
  timedOut: false,
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce: 4,
  ...over,
});
