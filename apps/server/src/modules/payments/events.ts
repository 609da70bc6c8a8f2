// Events of the cashier, published after their transaction commits.
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user: topic `withdraw.status-changed:<userId>` */
    'withdraw.status-changed': [userId: string, event: WithdrawStatusChangedEvent];
    /**
     * per user: what the notifications centre turns into a notification (SUCCESS_DEPOSIT with
     * amount and currency, DEPOSIT_REJECTED_BY_PROVIDER, WITHDRAWAL_REQUESTED, WITHDRAWAL_REJECTED …)
     */
    'payment.notice': [userId: string, event: PaymentNoticeEvent];
  }
}

export interface WithdrawStatusChangedEvent {
  id: number;
  uuid: string;
  status: string;
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
