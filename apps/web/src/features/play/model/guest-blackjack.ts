// Blackjack for a guest (issue 18, demo play): like Mines (guest-mines.ts), a multi-step round
// played in the browser with the SAME rules (@aurum/domain games/blackjack.ts: shuffleShoe,
// dealBlackjack, applyAction, blackjackPayouts) on the SAME fair stream (HMAC-SHA256 floats,
// fair.ts), on a throwaway seed pair drawn here. Nothing reaches the server; stakes and wins
// only move the fun balance. The view has the server's BlackjackRound shape (server
// modules/blackjack/views.ts: the hole card hidden while the round is open).
import {
  actionsText,
  applyAction,
  blackjackPayouts,
  currencyDecimals,
  dealBlackjack,
  formatMinor,
  handStakes,
  handValue,
  legalActions,
  SHOE_SIZE,
  shoeOf,
  shuffleShoe,
  totalStake,
  type BlackjackAction,
  type BlackjackState,
  type Shoe,
} from '@aurum/domain';
import type { BlackjackRoundView } from '../api/blackjack';
import { fairFloats, sha256Hex } from './fair';

export interface GuestBlackjackRound {
  view: BlackjackRoundView;
  state: BlackjackState;
  shoe: Shoe;
  stake: bigint;
  base: Pick<
    BlackjackRoundView,
    'id' | 'gameSlug' | 'currency' | 'serverSeedHash' | 'clientSeed' | 'nonce'
  >;
}

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

function viewOf(
  base: GuestBlackjackRound['base'],
  state: BlackjackState,
  stake: bigint,
): BlackjackRoundView {
  const major = (minor: bigint) =>
    formatMinor(minor, { decimals: currencyDecimals(base.currency) });
  const settled = state.finished;
  const dealerCards = settled ? state.dealer : state.dealer.slice(0, 1);
  const dealer = handValue(dealerCards);
  const stakes = handStakes(state, stake);
  const payouts = settled ? blackjackPayouts(state, stake) : null;
  return {
    __typename: 'BlackjackRound',
    ...base,
    demo: true,
    status: settled ? 'SETTLED' : 'ACTIVE',
    stake: major(stake),
    amount: major(totalStake(state, stake)),
    win: major(payouts?.win ?? 0n),
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
        amount: major(stakes[i]!),
        doubled: h.doubled,
        split: h.split,
        result: settled ? h.result : null,
        win: payouts ? major(payouts.wins[i]!) : null,
      };
    }),
    activeHand: settled || state.active < 0 ? null : state.active,
    legalActions: settled ? [] : legalActions(state),
    actions: actionsText(state.actions),
    step: state.actions.length,
    timedOut: false,
  } as BlackjackRoundView;
}

export async function dealGuestBlackjack(input: {
  gameSlug: string;
  currency: string;
  stake: bigint;
}): Promise<GuestBlackjackRound> {
  const serverSeed = randomHex(32);
  const clientSeed = randomHex(8);
  const shoe = shoeOf(shuffleShoe(await fairFloats(serverSeed, clientSeed, 0, SHOE_SIZE - 1)));
  const state = dealBlackjack(shoe);
  const base = {
    id: crypto.randomUUID(),
    gameSlug: input.gameSlug,
    currency: input.currency,
    serverSeedHash: await sha256Hex(serverSeed),
    clientSeed,
    nonce: 0,
  };
  return { view: viewOf(base, state, input.stake), state, shoe, stake: input.stake, base };
}

/** One action (throws IllegalActionError like the server refuses it). */
export function actGuestBlackjack(
  round: GuestBlackjackRound,
  action: BlackjackAction,
): GuestBlackjackRound {
  const state = applyAction(round.state, action, round.shoe);
  return { ...round, state, view: viewOf(round.base, state, round.stake) };
}

/** What the round has staked so far and, once settled, paid back (minor units). */
export function guestBlackjackMoney(round: GuestBlackjackRound): { staked: bigint; win: bigint } {
  return {
    staked: totalStake(round.state, round.stake),
    win: round.state.finished ? blackjackPayouts(round.state, round.stake).win : 0n,
  };
}
