// Turns the other modules' integration events into notifications (spec §3, §8).
//
// Exactly once across instances: the events come from the outbox (written in the transaction of
// the change), and the relay runs this consumer in the delivery's transaction
// (`workflows/notify.ts`), so the notification and the delivery mark commit together. Each source
// event also carries a natural identity (`dedupeKey`, unique in the table), so a second event for
// the same fact (a retried webhook, a repeated notice) creates nothing.
import { BONUS_NOTIFICATION_CODES } from '@aurum/domain';
import type { Db } from '../../db/client';
import type { OutboxEvent, OutboxEvents } from '../../outbox/events';
import type { AppPubSub } from '../../pubsub';
import './events';
import { createNotification, publishCreated, type NewNotification } from './service';

type PaymentNoticeEvent = OutboxEvents['payment.notice'];
type WithdrawStatusChangedEvent = OutboxEvents['withdraw.status-changed'];
type BonusNoticeEvent = OutboxEvents['bonus.notice'];

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

/** Which notification an integration event makes, if any. */
export function notificationFor(event: OutboxEvent): NewNotification | null {
  switch (event.type) {
    case 'payment.notice':
      return fromPaymentNotice(event.payload.userId, event.payload);
    case 'withdraw.status-changed':
      return fromWithdrawStatus(event.payload.userId, event.payload);
    case 'bonus.notice':
      return fromBonusNotice(event.payload.userId, event.payload);
    case 'email.confirmed':
      return {
        userId: event.payload.userId,
        action: 'ACCOUNT',
        content: 'EMAIL_CONFIRMED',
        initiator: 'IDENTITY',
        dedupeKey: `email-confirmed:${event.payload.userId}`,
      };
    case 'kyc.status-changed':
      // only the decisions reach the player; `message` carries the rejection's reason code
      if (event.payload.status !== 'VERIFIED' && event.payload.status !== 'REJECTED') return null;
      return {
        userId: event.payload.userId,
        action: 'ACCOUNT',
        content: KYC_CONTENT[event.payload.status],
        initiator: 'IDENTITY',
        data: { message: event.payload.reason },
        dedupeKey: `kyc:${event.payload.userId}:${event.payload.status}:${event.payload.at}`,
      };
    default:
      return null;
  }
}

/**
 * Stores the event's notification inside the outbox delivery's transaction (`tx`); answers what
 * to publish to the player's sockets after it commits, if a notification was created.
 */
export async function storeNotificationFor(
  tx: Db,
  pubsub: AppPubSub,
  db: Db,
  event: OutboxEvent,
): Promise<(() => Promise<void>) | undefined> {
  const input = notificationFor(event);
  if (!input) return undefined;
  const view = await createNotification(tx, input);
  if (!view) return undefined;
  return () => publishCreated(db, pubsub, input.userId, view);
}

/** The notification of each KYC decision the player hears about. */
const KYC_CONTENT = { VERIFIED: 'KYC_VERIFIED', REJECTED: 'KYC_REJECTED' } as const;
