// The reconciliation sweep of deposit bonuses (docs/bonuses-notes.md, "Deposits"). Pub/sub is at
// most once: a `deposit.credited` published while no instance listens, or whose handling failed
// after its retries, would leave the player's chosen bonus PENDING although a qualifying deposit
// was credited. The sweep finds PENDING deposit bonuses, asks the cashier (its read API, not its
// tables) for the player's deposits credited since the bonus was chosen, leaves out those a bonus
// already used (`deposit_ref`) and applies the rest, earliest first, through the grant the event
// consumer uses (`applyDepositToPending`, with `SKIP LOCKED`): with several instances sweeping
// and consumers handling events at once, the row lock and the unique `deposit_ref` let exactly
// one transaction grant.
import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { AppPubSub } from '../../pubsub';
import { listCreditedDeposits, type DepositCreditedEvent } from '../payments';
import './events';
import { applyDepositToPending, type DepositCredited } from './apply-deposit';
import { publishEffects } from './effects';
import { bonuses, userBonuses } from './tables';

/** How often each instance sweeps (and once when it starts). */
export const SWEEP_INTERVAL_MS = 60_000;
/**
 * Deposits credited less than this long ago are left to their event (normally handled within
 * milliseconds), so the sweep does not duplicate the consumers' work.
 */
export const SWEEP_GRACE_MS = 30_000;
/** PENDING bonuses looked at per run (the worker walks all of them over successive runs). */
export const SWEEP_BATCH = 100;
/** Credited deposits read per PENDING bonus per run. */
export const SWEEP_DEPOSITS_PER_BONUS = 20;

/** The cashier's event as the bonus system applies it; `deposit_ref` is `<fiat|crypto>:<id>`. */
export function depositFromEvent(event: DepositCreditedEvent): DepositCredited | null {
  if (typeof event.amount !== 'bigint' || event.amount <= 0n) return null;
  if (event.paymentType !== 'FIAT' && event.paymentType !== 'CRYPTO') return null;
  const creditedAt = new Date(event.creditedAt);
  return {
    userId: event.userId,
    amount: event.amount,
    currency: event.currency,
    reference: `${event.paymentType.toLowerCase()}:${event.depositId}`,
    paymentType: event.paymentType,
    ...(Number.isNaN(creditedAt.getTime()) ? {} : { creditedAt }),
  };
}

export interface SweepResult {
  /** PENDING bonuses looked at */
  checked: number;
  /** bonuses this run granted */
  granted: number;
  /** bonuses whose attempt failed (left for the next run) */
  failed: number;
  /** the last user bonus id looked at, or 0 when the run reached the end (start over next time) */
  cursor: number;
}

export interface SweepOptions {
  now?: Date;
  graceMs?: number;
  /** PENDING bonuses per run */
  limit?: number;
  /** continue after this user bonus id (the previous run's cursor) */
  afterId?: number;
  log?: Logger;
}

/**
 * One bounded run of the sweep: up to `limit` PENDING deposit bonuses with ids above `afterId`,
 * each tried with the unused deposits credited between its choice and `now − graceMs`.
 */
export async function reconcilePendingDeposits(
  db: Db,
  pubsub: AppPubSub,
  opts: SweepOptions = {},
): Promise<SweepResult> {
  const now = opts.now ?? new Date();
  const until = new Date(now.getTime() - (opts.graceMs ?? SWEEP_GRACE_MS));
  const limit = opts.limit ?? SWEEP_BATCH;
  const candidates = await db
    .select({
      id: userBonuses.id,
      userId: userBonuses.userId,
      currency: userBonuses.currencyCode,
      activatedAt: userBonuses.activatedAt,
    })
    .from(userBonuses)
    .innerJoin(bonuses, eq(bonuses.id, userBonuses.bonusId))
    .where(
      and(
        eq(userBonuses.status, 'PENDING'),
        eq(bonuses.kind, 'DEPOSIT'),
        isNotNull(userBonuses.activatedAt),
        lte(userBonuses.activatedAt, until),
        gt(userBonuses.id, opts.afterId ?? 0),
      ),
    )
    .orderBy(asc(userBonuses.id))
    .limit(limit);
  const result: SweepResult = {
    checked: candidates.length,
    granted: 0,
    failed: 0,
    cursor: candidates.length < limit ? 0 : candidates[candidates.length - 1]!.id,
  };
  for (const candidate of candidates) {
    try {
      const deposits = await listCreditedDeposits(db, {
        userId: candidate.userId,
        currency: candidate.currency,
        since: candidate.activatedAt!,
        until,
        limit: SWEEP_DEPOSITS_PER_BONUS,
      });
      const applicable = deposits.map(depositFromEvent).filter((d) => d !== null);
      if (applicable.length === 0) continue;
      const used = await db
        .select({ ref: userBonuses.depositRef })
        .from(userBonuses)
        .where(
          inArray(
            userBonuses.depositRef,
            applicable.map((d) => d.reference),
          ),
        );
      const taken = new Set(used.map((u) => u.ref));
      for (const deposit of applicable) {
        if (taken.has(deposit.reference)) continue;
        const { fx, outcome } = await applyDepositToPending(db, deposit, { skipLocked: true });
        if (outcome === 'granted') {
          publishEffects(pubsub, fx);
          result.granted += 1;
          break;
        }
        // no PENDING bonus any more (granted, deselected, canceled) or another transaction holds it
        if (outcome === 'no-pending') break;
      }
    } catch (error) {
      result.failed += 1;
      opts.log?.error({ err: error, userBonusId: candidate.id }, 'bonus deposit sweep failed');
    }
  }
  return result;
}
