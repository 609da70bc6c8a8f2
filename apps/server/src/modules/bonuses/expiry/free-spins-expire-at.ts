// When a granted bonus's free spins run out.
import { HOUR_MS } from '../statuses';
import type { BonusRow, UserBonusRow } from '../tables';

/**
 * When the free spins of a granted bonus run out (`granted_at` + the bonus's freespinsExpireTime
 * hours), or null when its bonus sets no free-spins expiry.
 */
export function freeSpinsExpireAt(
  row: Pick<UserBonusRow, 'grantedAt'>,
  bonus: Pick<BonusRow, 'freespinsExpireTime'>,
): Date | null {
  if (!row.grantedAt || bonus.freespinsExpireTime === null || bonus.freespinsExpireTime <= 0) {
    return null;
  }
  return new Date(row.grantedAt.getTime() + bonus.freespinsExpireTime * HOUR_MS);
}
