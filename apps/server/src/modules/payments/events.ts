// Events of the cashier, published after their transaction commits.
import type { WithdrawStatus } from './tables';

declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user: topic `withdraw.status-changed:<userId>` */
    'withdraw.status-changed': [userId: string, event: WithdrawStatusChangedEvent];
    /**
     * per user: what the notifications centre turns into a notification (SUCCESS_DEPOSIT with
     * amount and currency, DEPOSIT_REJECTED_BY_PROVIDER, WITHDRAWAL_REQUESTED, WITHDRAWAL_REJECTED …)
     */
    'payment.notice': [userId: string, event: PaymentNoticeEvent];
    /**
     * broadcast: a deposit was credited to a player's REAL balance (fiat webhook or confirmed
     * chain transfer), published once per deposit after the credit commits; consumed by the
     * bonus module (a PENDING deposit bonus). Every instance receives it with Redis.
     */
    'deposit.credited': [event: DepositCreditedEvent];
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
  /** SUCCESS_DEPOSIT, DEPOSIT_REJECTED_BY_PROVIDER, WITHDRAWAL_REQUESTED, WITHDRAWAL_APPROVED,
   *  WITHDRAWAL_PAID, WITHDRAWAL_REJECTED, WITHDRAWAL_FAILED, WITHDRAWAL_CANCELLED */
  content: string;
  /** major units, decimal string */
  amount: string;
  currency: string;
  message: string | null;
  /** deposit id or withdrawal uuid */
  reference: string;
  createdAt: string;
}
