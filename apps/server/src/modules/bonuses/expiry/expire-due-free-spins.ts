// The expiry job's free-spins step: FREESPINS_PLAY past its spins' expiry → ACTIVE.
import type { UserBonusStatus } from '@aurum/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { AppPubSub } from '../../../pubsub';
import { account, accountBalance, postTransfers, toMajor } from '../../wallet';
import { effects, publishEffects, recordNotices } from '../effects';
import { requireBonus, updateUserBonus } from '../rows';
import { userBonuses } from '../tables';

/**
 * FREESPINS_PLAY past its free-spins expiry (granted_at + freespinsExpireTime hours) → ACTIVE
 * with no spins left (READY_FOR_REWARD when the wagering is already done, as after the last
 * spin). The unused spins' funding — spins left × spin value, at most what BONUS holds — goes
 * back to the pool (BONUS_FORFEIT, key `bonus:<id>:spins-expire`); the bonus money the played
 * spins won stays and is wagered as usual. Same concurrency as expireDueBonuses: one row per
 * transaction, `FOR UPDATE SKIP LOCKED`, the status re-checked under the lock by the filter.
 */
export async function expireDueFreeSpins(
  db: Db,
  pubsub: AppPubSub,
  opts: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = opts.now ?? new Date();
  const limit = opts.limit ?? 500;
  let done = 0;
  while (done < limit) {
    const fx = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(userBonuses)
        .where(
          and(
            eq(userBonuses.status, 'FREESPINS_PLAY'),
            isNotNull(userBonuses.grantedAt),
            sql`exists (select 1 from bonuses b where b.id = ${userBonuses.bonusId}
              and b.freespins_expire_time > 0
              and ${userBonuses.grantedAt} + b.freespins_expire_time * interval '1 hour'
                <= ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(asc(userBonuses.grantedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const row = rows[0];
      if (!row) return null;
      const out = effects(row.userId);
      const bonus = await requireBonus(tx, row.bonusId);
      const currency = row.currencyCode;
      const spinValue = row.freeSpinsTotal > 0 ? row.bonusAmount / BigInt(row.freeSpinsTotal) : 0n;
      const unused = spinValue * BigInt(Math.max(row.freeSpinsLeft, 0));
      const held = await accountBalance(tx, account.bonus(row.userId, currency));
      const amount = unused < held ? unused : held;
      if (amount > 0n) {
        const posted = await postTransfers(tx, [
          {
            idempotencyKey: `bonus:${row.id}:spins-expire`,
            debit: account.bonus(row.userId, currency),
            credit: account.bonusPool(currency),
            amount,
            currency,
            kind: 'BONUS_FORFEIT',
            metadata: {
              userBonusId: row.id,
              bonus: bonus.name,
              reason: 'spins-expire',
              unusedSpins: row.freeSpinsLeft,
            },
          },
        ]);
        out.changes.push(...posted.changes);
      }
      const status: UserBonusStatus =
        row.wageredAmount >= row.wagerGoal ? 'READY_FOR_REWARD' : 'ACTIVE';
      const updated = await updateUserBonus(tx, row.id, { status, freeSpinsLeft: 0 });
      out.updated.push(updated);
      if (status === 'READY_FOR_REWARD') {
        out.notices.push({
          content: 'BONUS_WAGER_COMPLETED',
          bonusId: row.id,
          bonusName: bonus.name,
          amount: toMajor(row.wageredAmount, currency),
          currency,
        });
      }
      await recordNotices(tx, out);
      return out;
    });
    if (!fx) break;
    publishEffects(pubsub, fx);
    done += 1;
  }
  return done;
}
