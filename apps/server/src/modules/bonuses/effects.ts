// What a committed transition announces, published by the caller after the commit.
import type { AppPubSub } from '../../pubsub';
import { publishBalanceChanges, toMajor } from '../wallet';
import type { AccountChange } from '../wallet';
import type { BonusNoticeEvent } from './events';
import { isCurrent } from './statuses';
import type { UserBonusRow } from './tables';

/** What a committed transition must announce. */
export interface Effects {
  userId: string;
  changes: AccountChange[];
  updated: UserBonusRow[];
  notices: Omit<BonusNoticeEvent, 'createdAt'>[];
}

export function effects(userId: string): Effects {
  return { userId, changes: [], updated: [], notices: [] };
}

export function publishEffects(pubsub: AppPubSub, fx: Effects): void {
  publishBalanceChanges(pubsub, fx.changes);
  for (const row of fx.updated) {
    pubsub.publish('bonus.updated', row.userId, {
      id: row.id,
      status: row.status,
      isCurrent: isCurrent(row),
      expireAt: row.expireAt ? row.expireAt.toISOString() : null,
      wagerProgress: {
        wageredAmount: toMajor(row.wageredAmount, row.currencyCode),
        wagerGoal: toMajor(row.wagerGoal, row.currencyCode),
        currencyCode: row.currencyCode,
      },
    });
    pubsub.publish('bonus.list-updated', row.userId, { bonusId: row.id, status: row.status });
  }
  const createdAt = new Date().toISOString();
  for (const notice of fx.notices)
    pubsub.publish('bonus.notice', fx.userId, { ...notice, createdAt });
}
