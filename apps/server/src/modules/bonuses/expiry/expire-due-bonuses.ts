// The expiry job's bonus step: PENDING / ACTIVE / FREESPINS_PLAY past expire_at → EXPIRED.
import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AppPubSub } from '../../../pubsub';
import { toMajor } from '../../wallet';
import { effects, publishEffects, recordNotices } from '../effects';
import { forfeit } from '../forfeit';
import { requireBonus, updateUserBonus } from '../rows';
import { WAGERING_STATUSES } from '../statuses';
import { userBonuses } from '../tables';

/**
 * PENDING / ACTIVE / FREESPINS_PLAY past `expire_at` → EXPIRED, one row per transaction, rows
 * taken with `FOR UPDATE SKIP LOCKED`: several instances running the job share the work and
 * none waits for another; a row another transaction already moved is skipped by the status
 * filter, and the ledger key `bonus:<id>:expire` makes a retried forfeit move nothing.
 */
export async function expireDueBonuses(
  db: Db,
  pubsub: AppPubSub,
  opts: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? 500;
  let expired = 0;
  while (expired < limit) {
    let userId: string | null = null;
    const fx = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(userBonuses)
        .where(
          and(
            inArray(userBonuses.status, ['PENDING', ...WAGERING_STATUSES]),
            isNotNull(userBonuses.expireAt),
            sql`${userBonuses.expireAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(userBonuses.expireAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const row = rows[0];
      if (!row) return null;
      userId = row.userId;
      const out = effects(row.userId);
      const bonus = await requireBonus(tx, row.bonusId);
      const forfeited = await forfeit(tx, row, 'expire', bonus.name, out);
      const updated = await updateUserBonus(tx, row.id, {
        status: 'EXPIRED',
        discardedAt: now,
        discardReason: 'EXPIRED',
        forfeited,
      });
      out.updated.push(updated);
      out.notices.push({
        content: 'BONUS_EXPIRED',
        bonusId: row.id,
        bonusName: bonus.name,
        amount: forfeited > 0n ? toMajor(forfeited, row.currencyCode) : null,
        currency: row.currencyCode,
      });
      await recordNotices(tx, out);
      return out;
    });
    if (!fx || !userId) break;
    publishEffects(pubsub, fx);
    expired += 1;
  }
  return expired;
}
