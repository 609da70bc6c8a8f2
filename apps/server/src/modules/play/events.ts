// Events of play: a real-money round was settled (wagering, cashback day totals), written to the
// outbox in the settlement's transaction (docs/outbox-notes.md).
declare module '../../outbox/events' {
  interface OutboxEvents {
    /** every settled real-money round, once, in its settlement's transaction */
    'bet.settled': BetSettledEvent;
  }
}

export interface BetSettledEvent {
  roundId: string;
  userId: string;
  /** stake, minor units */
  amount: bigint;
  /** payout (stake included), minor units; 0n on a loss */
  win: bigint;
  /** the part of the stake taken from REAL and from BONUS, minor units */
  realAmount: bigint;
  bonusAmount: bigint;
  gameCategory: string;
  gameSlug: string;
  currency: string;
}

export const BET_SETTLED = 'bet.settled';
