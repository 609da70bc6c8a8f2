// Shared blackjack at a live table (docs/livebj-notes.md): BETTING → DECIDING → SETTLED.
//
// - Cards: the round's two labelled fair streams (@aurum/domain live-blackjack.ts): everybody's
//   first two cards and the dealer's up card are common, every hand's k-th extra card is the same
//   card, the dealer's hand is the same for everybody; nobody's decision changes anybody's cards.
// - Decisions (`liveBlackjackAction`): HIT / STAND / DOUBLE on one's own bet while the round is
//   DECIDING and before its deadline; each names the step it answers (the number of decisions the
//   client saw), so a retried or duplicated request is recognised and applies once. A DOUBLE
//   debits one more stake in the same transaction as the decision, under the round's share lock
//   (settlement waits for it; nothing lands in a settled round), keys `round:<betId>:double:REAL|
//   BONUS`. Hands still undecided at the deadline stand; naturals and busts end at once.
// - Settlement is rounds.ts's one transaction per round (row lock + phase check).
import { randomUUID } from 'node:crypto';
import {
  ACTION_LETTERS,
  actionsText,
  blackjackPayouts,
  cardStream,
  fairShoe,
  handValue,
  IllegalActionError,
  parseActions,
  replaySharedBlackjack,
  sharedBlackjackSeed,
  sharedDealerHand,
  standAll,
  type BlackjackAction,
  type BlackjackState,
  type CardStream,
} from '@aurum/domain';
import { and, eq } from 'drizzle-orm';
import { AppError, type AppErrorCode } from '../../errors';
import { guardStake } from '../rg';
import {
  account,
  accountBalance,
  postTransfers,
  publishBalanceChanges,
  type AccountChange,
  type TransferInput,
} from '../wallet';
import { fairFloats } from '../play';
import type { SharedHandView } from './events';
import { liveBets, liveRounds } from './tables';
import {
  publicLiveBet,
  publicLiveRound,
  type LiveBetRow,
  type LiveDeps,
  type LiveRoundRow,
} from './rounds';

export const DEFAULT_DECIDING_MS = 12_000;

export interface SharedBlackjackParams {
  kind: 'BLACKJACK';
}

const fail = (code: AppErrorCode, message: string) => new AppError(code, { message });

/** The round's player and dealer streams. */
export function roundStreams(round: {
  serverSeed: string;
  clientSeed: string;
  number: number;
}): [CardStream, CardStream] {
  const stream = (label: 'p' | 'd') =>
    cardStream(
      fairShoe(
        fairFloats(round.serverSeed, sharedBlackjackSeed(round.clientSeed, label), round.number),
      ),
    );
  return [stream('p'), stream('d')];
}

/** A bet's hand now (its decisions replayed on the round's streams). */
export function sharedHand(round: LiveRoundRow, actions: string): BlackjackState {
  const parsed = parseActions(actions) ?? [];
  return replaySharedBlackjack(...roundStreams(round), parsed);
}

/** The initial stake of a bet (a doubled bet's amount is twice it). */
export function baseStake(bet: LiveBetRow): bigint {
  return bet.actions.includes(ACTION_LETTERS.DOUBLE) ? bet.amount / 2n : bet.amount;
}

/** A bet's final hand (undecided → stands), its payout and its history JSON. */
export function settleSharedHand(round: LiveRoundRow, bet: LiveBetRow) {
  const [player, dealer] = roundStreams(round);
  let state = replaySharedBlackjack(player, dealer, parseActions(bet.actions) ?? []);
  const timedOut = !state.finished;
  if (!state.finished) {
    // stands on the interleaved shoe where the replay left it
    const draws = state.actions.filter((a) => a === 'HIT' || a === 'DOUBLE').length;
    state = standAll(state, continuing(player, dealer, draws, state.dealt));
  }
  const stake = baseStake(bet);
  const payouts = blackjackPayouts(state, stake);
  return {
    win: payouts.win,
    state,
    /** the hand's decisions with the deadline's stand */
    finalActions: actionsText(state.actions),
    paramsData: { kind: 'BLACKJACK', stake: stake.toString(), actions: actionsText(state.actions) },
    outcomeData: {
      kind: 'BLACKJACK',
      blackjack: {
        // the table's dealer hand (the same for everybody, drawn even when this hand busted)
        dealer: sharedDealerHand(dealer),
        hands: state.hands.map((h, i) => ({
          cards: h.cards,
          doubled: h.doubled,
          split: false,
          result: h.result,
          amount: payouts.stakes[i]!.toString(),
          win: payouts.wins[i]!.toString(),
        })),
        actions: actionsText(state.actions),
        peeked: state.peeked,
        timedOut,
      },
    },
  };
}

/** A bet's hand as the table may show it (masking is the resolver's: by viewer). */
export function sharedHandView(round: LiveRoundRow, bet: LiveBetRow): SharedHandView | null {
  if (round.engine !== 'BLACKJACK' || round.phase === 'BETTING') return null;
  const settled = bet.status === 'SETTLED' || round.phase === 'SETTLED';
  const state = settled ? settleSharedHand(round, bet).state : sharedHand(round, bet.actions);
  const hand = state.hands[0]!;
  const value = handValue(hand.cards);
  return {
    cards: hand.cards,
    total: value.total,
    soft: value.soft,
    decided: state.finished,
    doubled: hand.doubled,
    result: settled ? hand.result : null,
    stake: baseStake(bet),
  };
}

/** The interleaved shoe after `dealt` cards of which `draws` were the player's extra cards. */
function continuing(player: CardStream, dealer: CardStream, draws: number, dealt: number) {
  let n = dealt;
  let d = 2 + (dealt - 4 - draws);
  return {
    draw() {
      n += 1;
      return dealer.at(d++);
    },
    get dealt() {
      return n;
    },
  };
}

/** The public result: the common cards, the dealer's whole hand and total. */
export function sharedRoundOutcome(round: LiveRoundRow) {
  const [player, dealer] = roundStreams(round);
  const dealerCards = sharedDealerHand(dealer);
  return {
    kind: 'BLACKJACK',
    cards: [player.at(0), player.at(1)],
    dealerCards,
    dealerTotal: handValue(dealerCards).total,
  };
}

export interface LiveActionInput {
  userId: string;
  betId: string;
  action: BlackjackAction;
  /** how many decisions the hand had when the player chose (0 for the first) */
  step: number;
}

export interface LiveActionResult {
  bet: LiveBetRow;
  round: LiveRoundRow;
  state: BlackjackState;
  /** true when this step had been taken before: nothing moved now */
  replayed: boolean;
}

/** One decision on one's own bet during the decision window. */
export async function liveBlackjackAction(
  deps: LiveDeps,
  input: LiveActionInput,
): Promise<LiveActionResult> {
  const receivedAt = deps.now();
  const { db } = deps;
  if (!Number.isInteger(input.step) || input.step < 0 || input.step > 20) {
    throw fail('VALIDATION_ERROR', 'The step is a whole number 0–20.');
  }
  if (!['HIT', 'STAND', 'DOUBLE'].includes(input.action)) {
    throw fail('VALIDATION_ERROR', 'A shared hand can HIT, STAND or DOUBLE.');
  }
  let changes: AccountChange[] = [];
  const run = () =>
    db.transaction(async (tx) => {
      const [found] = await tx.select().from(liveBets).where(eq(liveBets.id, input.betId));
      if (!found || found.userId !== input.userId) {
        throw fail('VALIDATION_ERROR', 'No such bet of yours.');
      }
      // the round's share lock first (as bets take it): settlement waits for this decision
      const [round] = await tx
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.id, found.roundId))
        .for('share');
      if (!round || round.engine !== 'BLACKJACK') {
        throw fail('VALIDATION_ERROR', 'This bet is not at a blackjack table.');
      }
      const [bet] = await tx
        .select()
        .from(liveBets)
        .where(eq(liveBets.id, input.betId))
        .for('update');
      const letter = ACTION_LETTERS[input.action];
      // a copy of a decision already taken: nothing moves (also after the deadline)
      if (bet!.actions.length > input.step) {
        if (bet!.actions[input.step] === letter) {
          return { bet: bet!, round, state: sharedHand(round, bet!.actions), replayed: true };
        }
        throw fail('VALIDATION_ERROR', 'This hand already took another decision at that step.');
      }
      if (
        round.phase !== 'DECIDING' ||
        !round.decidingEndsAt ||
        receivedAt >= round.decidingEndsAt.getTime()
      ) {
        throw fail('TABLE_DECISION_CLOSED', 'The decision window of this round has closed.');
      }
      if (bet!.actions.length !== input.step) {
        throw fail('VALIDATION_ERROR', 'The step does not follow the hand’s last decision.');
      }
      const before = sharedHand(round, bet!.actions);
      let state: BlackjackState;
      try {
        state = replaySharedBlackjack(...roundStreams(round), [...before.actions, input.action]);
      } catch (error) {
        if (error instanceof IllegalActionError) throw fail('VALIDATION_ERROR', error.message);
        throw error;
      }
      let { amount, realAmount, bonusAmount } = bet!;
      if (input.action === 'DOUBLE' && !bet!.demo) {
        const stake = bet!.amount;
        const { currency, userId } = bet!;
        await guardStake(tx, {
          userId,
          currency,
          stake,
          ref: `round:${bet!.id}:double`,
          now: new Date(receivedAt),
          engine: 'BLACKJACK',
        });
        const real = await accountBalance(tx, account.real(userId, currency));
        const bonus = await accountBalance(tx, account.bonus(userId, currency));
        const fromReal = stake <= real ? stake : real > 0n ? real : 0n;
        const fromBonus = stake - fromReal;
        if (fromBonus > bonus) throw fail('INSUFFICIENT_FUNDS', 'Insufficient funds.');
        const meta = { roundId: bet!.id, game: round.gameSlug, liveRound: round.id };
        const legs: TransferInput[] = [];
        for (const [part, value] of [
          ['REAL', fromReal],
          ['BONUS', fromBonus],
        ] as const) {
          if (value <= 0n) continue;
          legs.push({
            idempotencyKey: `round:${bet!.id}:double:${part}`,
            debit:
              part === 'REAL' ? account.real(userId, currency) : account.bonus(userId, currency),
            credit: account.house(currency),
            amount: value,
            currency,
            kind: 'BET',
            metadata: meta,
          });
        }
        const posted = await postTransfers(tx, legs);
        if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This bet was already doubled.');
        changes = posted.changes;
        amount += stake;
        realAmount += fromReal;
        bonusAmount += fromBonus;
      } else if (input.action === 'DOUBLE') {
        amount += bet!.amount;
      }
      const [updated] = await tx
        .update(liveBets)
        .set({ actions: bet!.actions + letter, amount, realAmount, bonusAmount })
        .where(and(eq(liveBets.id, bet!.id), eq(liveBets.actions, bet!.actions)))
        .returning();
      return { bet: updated!, round, state, replayed: false };
    });
  try {
    const result = await run();
    if (!result.replayed) {
      publishBalanceChanges(deps.pubsub, changes);
      deps.pubsub.publish('live.table', result.round.gameSlug, {
        kind: 'DECISION',
        round: publicLiveRound(result.round, deps.pauseMs),
        bets: [publicLiveBet(result.bet)],
        serverTime: new Date(deps.now()).toISOString(),
      });
    }
    return result;
  } catch (error) {
    // a concurrent copy of the same DOUBLE won the race at the ledger key: its step is this one
    if (error instanceof AppError && error.code === 'IDEMPOTENCY_CONFLICT') {
      changes = [];
      return run();
    }
    throw error;
  }
}

export const newActionId = () => randomUUID();
