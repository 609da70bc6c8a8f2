// Turns the other modules' events into notifications (spec §3, §8).
//
// Exactly once across instances: the consumer taps the pub/sub's `publish` of the instance that
// raises the event (services publish after their commit), so only that instance creates the
// notification; every other instance only relays the resulting `notification.created` to its own
// sockets. Each source event also carries a natural identity (`dedupeKey`, unique in the table),
// so a second delivery of the same event (a withdrawal's `withdraw.status-changed` and its
// `payment.notice`, a retried webhook, a repeated `bonus.notice`) creates nothing.
import { BONUS_NOTIFICATION_CODES } from '@aurum/domain';
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import type { BonusNoticeEvent } from '../bonuses';
import type { PaymentNoticeEvent, WithdrawStatusChangedEvent } from '../payments';
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

/**
 * A bonus notice (BONUS_ACTIVATED, BONUS_GRANTED, FREE_SPINS_GRANTED, BONUS_WAGER_COMPLETED,
 * BONUS_CLAIMED, BONUS_CANCELED, BONUS_EXPIRED): one notification per user bonus and code.
 * `data.amount` is major units (the number of spins for FREE_SPINS_GRANTED, whose `message` is
 * the game); absent when nothing was granted, forfeited or credited.
 */
function fromBonusNotice(userId: string, event: BonusNoticeEvent): NewNotification | null {
  if (!(BONUS_NOTIFICATION_CODES as readonly string[]).includes(event.content)) return null;
  if (!Number.isInteger(event.bonusId)) return null;
  return {
    userId,
    action: 'BONUS',
    content: event.content,
    initiator: 'BONUSES',
    data: {
      amount: event.amount ?? null,
      currency: event.currency ?? null,
      message: event.game ?? null,
    },
    dedupeKey: `bonus:${event.content}:${event.bonusId}`,
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
    case 'bonus.notice':
      return fromBonusNotice(userId, event as BonusNoticeEvent);
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
