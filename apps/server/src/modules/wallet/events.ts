// Events of the wallet: a player's balance changed (published after the ledger's commit).
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user: topic `balance.updated:<userId>` */
    'balance.updated': [userId: string, event: BalanceUpdatedEvent];
  }
}

/** Spec §3 "Balance update event": source and amount (+ the currency and balance it touched). */
export interface BalanceUpdatedEvent {
  /** the transfer kind that changed the balance: DEPOSIT, FUN_TOP_UP, WITHDRAW_HOLD, BET … */
  source: string;
  /** signed change in major units as a decimal string, e.g. "25.00" or "-10.50" */
  amount: string;
  currency: string;
  /** REAL or BONUS */
  balanceType: string;
}

export const BALANCE_UPDATED = 'balance.updated';
