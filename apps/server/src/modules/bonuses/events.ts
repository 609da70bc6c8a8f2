// Events of the bonus system, published after their transaction commits.
declare module '../../pubsub/channels' {
  interface AppChannels {
    /** per user: a bonus changed (status, progress, expiry): topic `bonus.updated:<userId>` */
    'bonus.updated': [userId: string, event: UserBonusUpdatedEvent];
    /** per user: the list of the user's bonuses changed (refetch lists and deposit bonuses) */
    'bonus.list-updated': [userId: string, event: UserBonusListUpdatedEvent];
    /**
     * per user: what the notifications centre turns into a notification: BONUS_ACTIVATED,
     * BONUS_CLAIMED, BONUS_CANCELED, BONUS_WAGER_COMPLETED, BONUS_EXPIRED
     */
    'bonus.notice': [userId: string, event: BonusNoticeEvent];
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
  content:
    | 'BONUS_ACTIVATED'
    | 'BONUS_CLAIMED'
    | 'BONUS_CANCELED'
    | 'BONUS_WAGER_COMPLETED'
    | 'BONUS_EXPIRED';
  /** the user bonus id */
  bonusId: number;
  /** catalogue name: welcome, cashback … */
  bonusName: string;
  /** major units, decimal string: granted (activated), credited to REAL (claimed), forfeited */
  amount: string;
  currency: string;
  createdAt: string;
}
