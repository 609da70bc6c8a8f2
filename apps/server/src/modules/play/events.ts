// Events of play: a real-money round was settled (for the Bonuses issue's wagering).
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** every settled real-money round, published after its transaction commits */
    'bet.settled': [event: BetSettledEvent];
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
