// What a committed transition announces: its notices go to the outbox inside its transaction
// (`recordNotices`, docs/outbox-notes.md); the browser events are published by the caller after
// the commit (`publishEffects`).
import type { Db } from '../../db/client';
import { enqueueEvent } from '../../outbox/enqueue';
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
  /** notices (BONUS_GRANTED …) not yet written to the outbox; `recordNotices` empties it */
  notices: Omit<BonusNoticeEvent, 'createdAt' | 'userId'>[];
}

export function effects(userId: string): Effects {
  return { userId, changes: [], updated: [], notices: [] };
}

/**
 * Writes the transition's notices to the outbox, inside its transaction (the notification centre
 * consumes them: one notification per bonus and code, even after a crash right after the commit).
 */
export async function recordNotices(tx: Db, fx: Effects): Promise<void> {
  const createdAt = new Date().toISOString();
  for (const notice of fx.notices.splice(0)) {
    await enqueueEvent(tx, 'bonus.notice', { ...notice, userId: fx.userId, createdAt });
  }
}

/** Tells the player's browsers after the commit: balances, the bonus and the bonus list. */
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
}
