// Events of the bonus system: the browsers' channels, published after the commit, and the notices,
// written to the outbox in the transition's transaction.
import type { BonusNotificationCode } from '@aurum/domain';

declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user: a bonus changed (status, progress, expiry): topic `bonus.updated:<userId>` */
    'bonus.updated': [userId: string, event: UserBonusUpdatedEvent];
    /** per user: the list of the user's bonuses changed (refetch lists and deposit bonuses) */
    'bonus.list-updated': [userId: string, event: UserBonusListUpdatedEvent];
  }
}

declare module '../../outbox/events' {
  interface OutboxEvents {
    /**
     * a bonus changed state for its player: what the notification centre turns into a
     * notification (one per bonus and code): BONUS_ACTIVATED, BONUS_GRANTED, FREE_SPINS_GRANTED,
     * BONUS_WAGER_COMPLETED, BONUS_CLAIMED, BONUS_CANCELED, BONUS_EXPIRED
     */
    'bonus.notice': BonusNoticeEvent;
  }
}

export interface UserBonusUpdatedEvent {
  id: number;
  status: string;
  isCurrent: boolean;
  /** ISO 8601 or null */
  expireAt: string | null;
  wagerProgress: {
    /** major units, decimal string */
    wageredAmount: string;
    /** major units, decimal string */
    wagerGoal: string;
    currencyCode: string;
  };
}

export interface UserBonusListUpdatedEvent {
  /** the bonus whose change caused the update */
  bonusId: number;
  status: string;
}

export interface BonusNoticeEvent {
  userId: string;
  content: BonusNotificationCode;
  /** the user bonus id */
  bonusId: number;
  /** catalogue name: welcome, cashback … */
  bonusName: string;
  /**
   * major units, decimal string: granted (BONUS_GRANTED), wagered (BONUS_WAGER_COMPLETED),
   * credited to REAL (BONUS_CLAIMED), forfeited (BONUS_CANCELED, BONUS_EXPIRED; null when nothing
   * was); the number of spins for FREE_SPINS_GRANTED; null for BONUS_ACTIVATED
   */
  amount: string | null;
  /** the bonus currency; null for FREE_SPINS_GRANTED and BONUS_ACTIVATED */
  currency: string | null;
  /** FREE_SPINS_GRANTED: the game the spins are played on; otherwise absent or null */
  game?: string | null;
  createdAt: string;
}
