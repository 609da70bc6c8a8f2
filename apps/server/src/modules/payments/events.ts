// Events of the cashier. Integration events go to the outbox inside the change's transaction
// (docs/outbox-notes.md); the browsers' channel is published after the commit.
import type { WithdrawStatus } from './tables';

declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user: topic `withdraw.status-changed:<userId>` (the player's browsers) */
    'withdraw.status-changed': [userId: string, event: WithdrawStatusChangedEvent];
  }
}

declare module '../../outbox/events' {
  interface OutboxEvents {
    /**
     * a deposit was credited to a player's REAL balance (fiat webhook or confirmed chain
     * transfer), once per deposit, in the credit's transaction: a PENDING deposit bonus is granted
     */
    'deposit.credited': DepositCreditedEvent;
    /**
     * a deposit's outcome for the player (SUCCESS_DEPOSIT with amount and currency,
     * DEPOSIT_REJECTED_BY_PROVIDER, CRYPTO_DEPOSIT_BELOW_MINIMUM): one notification each
     */
    'payment.notice': PaymentNoticeEvent;
    /** a withdrawal request was created or changed status (WITHDRAWAL_* notifications) */
    'withdraw.status-changed': WithdrawStatusChangedEvent & { userId: string };
  }
}

/** A credited deposit, typed for other modules (no parsing of display notices). */
export interface DepositCreditedEvent {
  userId: string;
  /** the cashier's id of the deposit: the fiat payment's id, or the chain transaction id */
  depositId: string;
  /** credited amount, minor units of `currency` (the account currency) */
  amount: bigint;
  currency: string;
  /** FIAT: a processor payment; CRYPTO: a chain transfer converted to the account currency */
  paymentType: 'FIAT' | 'CRYPTO';
  /** ISO time the credit committed (the database clock) */
  creditedAt: string;
}

export interface WithdrawStatusChangedEvent {
  id: number;
  uuid: string;
  status: WithdrawStatus;
  /** major units, decimal string */
  amount: string;
  currency: string;
  comment: string | null;
}

export interface PaymentNoticeEvent {
  userId: string;
  /** SUCCESS_DEPOSIT, DEPOSIT_REJECTED_BY_PROVIDER, CRYPTO_DEPOSIT_BELOW_MINIMUM */
  content: string;
  /** major units, decimal string */
  amount: string;
  currency: string;
  message: string | null;
  /** deposit id or withdrawal uuid */
  reference: string;
  createdAt: string;
}
