// Turns the other modules' events into notifications (spec §3, §8).
//
// Exactly once across instances: the consumer taps the pub/sub's `publish` of the instance that
// raises the event (services publish after their commit), so only that instance creates the
// notification; every other instance only relays the resulting `notification.created` to its own
// sockets. Each source event also carries a natural identity (`dedupeKey`, unique in the table),
// so a second delivery of the same event (a withdrawal's `withdraw.status-changed` and its
// `payment.notice`, a retried webhook) creates nothing.
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import type { PaymentNoticeEvent, WithdrawStatusChangedEvent } from '../payments/events';
import { createNotification, publishCreated, type NewNotification } from './service';

/** The withdrawal status → the payment.notice content the cashier publishes for it. */
const WITHDRAW_STATUS_CONTENT: Record<string, string> = {
  PENDING: 'WITHDRAWAL_REQUESTED',
  APPROVED: 'WITHDRAWAL_APPROVED',
  PAID: 'WITHDRAWAL_PAID',
  REJECTED: 'WITHDRAWAL_REJECTED',
  FAILED: 'WITHDRAWAL_FAILED',
  CANCELLED: 'WITHDRAWAL_CANCELLED',
};

function fromPaymentNotice(userId: string, event: PaymentNoticeEvent): NewNotification {
  return {
    userId,
    action: event.content.startsWith('WITHDRAWAL_') ? 'WITHDRAWAL' : 'DEPOSIT',
    content: event.content,
    initiator: 'PAYMENTS',
    data: { amount: event.amount, currency: event.currency, message: event.message },
    dedupeKey: `payment:${event.content}:${event.reference}`,
  };
}

function fromWithdrawStatus(
  userId: string,
  event: WithdrawStatusChangedEvent,
): NewNotification | null {
  const content = WITHDRAW_STATUS_CONTENT[event.status];
  if (!content) return null;
  return {
    userId,
    action: 'WITHDRAWAL',
    content,
    initiator: 'PAYMENTS',
    data: { amount: event.amount, currency: event.currency, message: event.comment },
    dedupeKey: `payment:${content}:${event.uuid}`,
  };
}

/** Which notification an event makes, if any. */
export function notificationFor(channel: string, args: readonly unknown[]): NewNotification | null {
  const [userId, event] = args as [string, unknown];
  if (typeof userId !== 'string' || !event || typeof event !== 'object') return null;
  switch (channel) {
    case 'payment.notice':
      return fromPaymentNotice(userId, event as PaymentNoticeEvent);
    case 'withdraw.status-changed':
      return fromWithdrawStatus(userId, event as WithdrawStatusChangedEvent);
    case 'email.confirmed':
      return {
        userId,
        action: 'ACCOUNT',
        content: 'EMAIL_CONFIRMED',
        initiator: 'IDENTITY',
        dedupeKey: `email-confirmed:${userId}`,
      };
    default:
      return null;
  }
}

export interface NotificationConsumer {
  /** resolves when every notification started so far is stored and published */
  idle(): Promise<void>;
  stop(): void;
}

/** Installs the tap on `pubsub.publish`; `stop` restores the original. */
export function startNotificationConsumer(
  db: Db,
  pubsub: AppPubSub,
  log: Logger,
): NotificationConsumer {
  const original = pubsub.publish;
  const pending = new Set<Promise<void>>();
  const handle = async (input: NewNotification) => {
    const view = await createNotification(db, input);
    if (view) await publishCreated(db, pubsub, input.userId, view);
  };
  const tapped: AppPubSub['publish'] = (channel, ...args) => {
    original(channel, ...args);
    const input = notificationFor(channel, args);
    if (!input) return;
    const job = handle(input).catch((error: unknown) =>
      log.error({ err: error, channel }, 'notification from event failed'),
    );
    pending.add(job);
    void job.finally(() => pending.delete(job));
  };
  pubsub.publish = tapped;
  return {
    idle: async () => {
      await Promise.all([...pending]);
    },
    stop: () => {
      if (pubsub.publish === tapped) pubsub.publish = original;
    },
  };
}
