// The user-bonus lifecycle (docs/bonus-state-machine.md). Every transition locks the user bonus
// row, checks the status it expects, posts its ledger legs (idempotency keys `bonus:<id>:…`) and
// updates the row in one transaction; events are published by the caller after the commit
// (`publishEffects`). Amounts are bigint minor units of the bonus's currency.
import { isNoBonus, previewBonus, type UserBonusStatus } from '@aurum/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import {
  account,
  accountBalance,
  postTransfers,
  publishBalanceChanges,
  requireAccountCurrency,
  toMajor,
  type AccountChange,
} from '../wallet';
import type { BonusNoticeEvent } from './events';
import {
  bonusDailyResults,
  bonusSeenRounds,
  bonusWagerRounds,
  userBonuses,
  type BonusRow,
  type UserBonusRow,
} from './tables';
import {
  categoryMultiplier,
  findBonus,
  listCatalogue,
  offeredIn,
  previewRules,
  termsIn,
  times,
} from './terms';

/** Statuses of the player's one current bonus (at most one, by a unique index). */
export const CURRENT_STATUSES = [
  'PENDING',
  'ACTIVE',
  'FREESPINS_PLAY',
  'READY_FOR_REWARD',
] as const;
/** Statuses in which bonus money is held and bets count towards wagering. */
export const WAGERING_STATUSES = ['ACTIVE', 'FREESPINS_PLAY'] as const;
/** Statuses that end a bonus. */
export const FINAL_STATUSES = ['CLAIMED', 'CANCELED', 'EXPIRED'] as const;

const HOUR_MS = 3_600_000;

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

export function isCurrent(row: Pick<UserBonusRow, 'status'>): boolean {
  return (CURRENT_STATUSES as readonly string[]).includes(row.status);
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

function fail(code: string, message: string): AppError {
  return new AppError(code, { message, status: 409 });
}

/** A business refusal of a transition, returned to the client as its error variant. */
export class BonusRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function lockUserBonus(tx: Db, userId: string, id: number): Promise<UserBonusRow> {
  const rows = await tx
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.id, id), eq(userBonuses.userId, userId)))
    .for('update');
  const row = rows[0];
  if (!row) throw new BonusRefusal('BONUS_UNAVAILABLE', 'No such bonus.');
  return row;
}

export async function requireBonus(tx: Db, bonusId: number): Promise<BonusRow> {
  const bonus = await findBonus(tx, bonusId);
  if (!bonus) throw fail('BONUS_UNAVAILABLE', 'The bonus no longer exists.');
  return bonus;
}

async function update(
  tx: Db,
  id: number,
  values: Partial<typeof userBonuses.$inferInsert>,
): Promise<UserBonusRow> {
  const [row] = await tx
    .update(userBonuses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(userBonuses.id, id))
    .returning();
  return row!;
}

/** Postgres unique violation (the one-current-bonus index). */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Offers

/**
 * Makes sure the player has an AVAILABLE row for every enabled bonus offered in their currency:
 * a bonus is offered when the player never had it, or, for repeatable bonuses, when it is not
 * open (AVAILABLE or current) already.
 */
export async function ensureOffers(db: Db, userId: string, currency: string): Promise<void> {
  const catalogue = (await listCatalogue(db, { enabledOnly: true })).filter((b) =>
    offeredIn(b, currency),
  );
  if (catalogue.length === 0) return;
  const mine = await db
    .select({ bonusId: userBonuses.bonusId, status: userBonuses.status })
    .from(userBonuses)
    .where(eq(userBonuses.userId, userId));
  const open = new Set<string>(['AVAILABLE', ...CURRENT_STATUSES]);
  const missing = catalogue.filter((b) => {
    const rows = mine.filter((m) => m.bonusId === b.id);
    return b.repeatable ? !rows.some((r) => open.has(r.status)) : rows.length === 0;
  });
  if (missing.length === 0) return;
  await db
    .insert(userBonuses)
    .values(
      missing.map((b) => ({ userId, bonusId: b.id, status: 'AVAILABLE', currencyCode: currency })),
    )
    .onConflictDoNothing();
}

export async function listUserBonuses(
  db: Db,
  userId: string,
  statuses: readonly string[],
): Promise<UserBonusRow[]> {
  return db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.userId, userId), inArray(userBonuses.status, [...statuses])))
    .orderBy(asc(userBonuses.id));
}

export async function findCurrentBonus(db: Db, userId: string): Promise<UserBonusRow | null> {
  const rows = await db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.userId, userId), inArray(userBonuses.status, [...CURRENT_STATUSES])));
  return rows[0] ?? null;
}

export async function findUserBonus(
  db: Db,
  userId: string,
  id: number,
): Promise<UserBonusRow | null> {
  const rows = await db
    .select()
    .from(userBonuses)
    .where(and(eq(userBonuses.id, id), eq(userBonuses.userId, userId)));
  return rows[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Granting

/** Moves `amount` of bonus money from the pool to the player and starts wagering. */
async function grant(
  tx: Db,
  row: UserBonusRow,
  bonus: BonusRow,
  amount: bigint,
  freeSpins: number,
  fx: Effects,
  deposit: { ref: string; amount: bigint } | null,
): Promise<UserBonusRow> {
  const currency = row.currencyCode;
  if (amount > 0n) {
    const posted = await postTransfers(tx, [
      {
        idempotencyKey: `bonus:${row.id}:grant`,
        debit: account.bonusPool(currency),
        credit: account.bonus(row.userId, currency),
        amount,
        currency,
        kind: 'BONUS_GRANT',
        metadata: { userBonusId: row.id, bonus: bonus.name },
      },
    ]);
    fx.changes.push(...posted.changes);
  }
  const terms = await termsIn(tx, bonus, currency);
  const goal = times(amount, bonus.wagerMultiplier, 'up');
  const limits = [
    terms.maxRewardLimit,
    bonus.maxRewardLimitMultiplier === null
      ? null
      : times(amount, bonus.maxRewardLimitMultiplier, 'down'),
  ].filter((v): v is bigint => v !== null && v > 0n);
  const limit = limits.length ? limits.reduce((a, b) => (a < b ? a : b)) : null;
  const now = Date.now();
  const status: UserBonusStatus =
    freeSpins > 0 ? 'FREESPINS_PLAY' : goal === 0n ? 'READY_FOR_REWARD' : 'ACTIVE';
  const updated = await update(tx, row.id, {
    status,
    grantedAt: new Date(now),
    activatedAt: row.activatedAt ?? new Date(now),
    expireAt: new Date(now + bonus.wageringTime * HOUR_MS),
    depositRef: deposit?.ref ?? null,
    depositAmount: deposit?.amount ?? null,
    bonusAmount: amount,
    wagerGoal: goal,
    freeSpinsTotal: freeSpins,
    freeSpinsLeft: freeSpins,
    calculatedMaxRewardLimit: limit,
  });
  fx.updated.push(updated);
  const about = { bonusId: row.id, bonusName: bonus.name };
  if (amount > 0n) {
    fx.notices.push({
      content: 'BONUS_GRANTED',
      ...about,
      amount: toMajor(amount, currency),
      currency,
    });
  }
  if (freeSpins > 0) {
    fx.notices.push({
      content: 'FREE_SPINS_GRANTED',
      ...about,
      amount: String(freeSpins),
      currency: null,
      game: bonus.freespinsGame ?? bonus.freespinsGameSlug,
    });
  }
  if (status === 'READY_FOR_REWARD') {
    fx.notices.push({
      content: 'BONUS_WAGER_COMPLETED',
      ...about,
      amount: toMajor(0n, currency),
      currency,
    });
  }
  return updated;
}

/** The day rows of the cashback window: the last 7 UTC days of the player in `currency`. */
function lossWindow(userId: string, currency: string) {
  return and(
    eq(bonusDailyResults.userId, userId),
    eq(bonusDailyResults.currency, currency),
    gte(bonusDailyResults.day, sql`(now() at time zone 'utc')::date - 6`),
  );
}

const dayColumns = {
  day: bonusDailyResults.day,
  staked: bonusDailyResults.staked,
  won: bonusDailyResults.won,
  returnedStaked: bonusDailyResults.returnedStaked,
  returnedWon: bonusDailyResults.returnedWon,
};

type DayResult = {
  [K in keyof typeof dayColumns]: (typeof bonusDailyResults.$inferSelect)[K];
};

function unreturnedLoss(days: DayResult[]): bigint {
  let loss = 0n;
  for (const d of days) loss += d.staked - d.returnedStaked - (d.won - d.returnedWon);
  return loss > 0n ? loss : 0n;
}

/**
 * Net losses (stakes − payouts, at least 0) of the last 7 UTC days in `currency` that no cashback
 * has paid for yet.
 */
export async function netLossLastWeek(db: Db, userId: string, currency: string): Promise<bigint> {
  const days = await db
    .select(dayColumns)
    .from(bonusDailyResults)
    .where(lossWindow(userId, currency));
  return unreturnedLoss(days);
}

/**
 * Inside the cashback's grant transaction: locks the window's day rows, answers their unreturned
 * net loss and marks exactly what it read as returned. A round settling meanwhile waits for the
 * lock and adds on top (for the next cashback); a day row created after the read is not touched.
 * So each loss is paid for once, however often cashback is activated, claimed or canceled.
 */
async function takeUnreturnedLoss(tx: Db, userId: string, currency: string): Promise<bigint> {
  const days = await tx
    .select(dayColumns)
    .from(bonusDailyResults)
    .where(lossWindow(userId, currency))
    .for('update');
  for (const d of days) {
    if (d.staked === d.returnedStaked && d.won === d.returnedWon) continue;
    await tx
      .update(bonusDailyResults)
      .set({ returnedStaked: d.staked, returnedWon: d.won })
      .where(
        and(
          eq(bonusDailyResults.userId, userId),
          eq(bonusDailyResults.currency, currency),
          eq(bonusDailyResults.day, d.day),
        ),
      );
  }
  return unreturnedLoss(days);
}

// ---------------------------------------------------------------------------------------------
// Transitions

/**
 * AVAILABLE → PENDING (deposit bonus) or → ACTIVE (cashback, granted at once). `announce`: the
 * player activated it from their bonus list (BONUS_ACTIVATED); a choice in the deposit modal is
 * followed by the deposit and its BONUS_GRANTED, so it makes no notice of its own.
 */
async function activateLocked(
  tx: Db,
  row: UserBonusRow,
  currency: string,
  fx: Effects,
  announce: boolean,
): Promise<UserBonusRow> {
  if (row.status !== 'AVAILABLE')
    throw new BonusRefusal('BONUS_UNAVAILABLE', `The bonus is ${row.status}.`);
  const bonus = await requireBonus(tx, row.bonusId);
  if (!bonus.enabled || !offeredIn(bonus, currency)) {
    throw new BonusRefusal('BONUS_UNAVAILABLE', 'The bonus is not offered in this currency.');
  }
  const current = await findCurrentBonus(tx, row.userId);
  if (current)
    throw new BonusRefusal('COMPLETE_BONUS_FIRST', 'Finish or cancel your current bonus first.');
  if (bonus.kind === 'CASHBACK') {
    const terms = await termsIn(tx, bonus, currency);
    // a refusal below rolls the returned marks back with the rest of the transaction
    const loss = await takeUnreturnedLoss(tx, row.userId, currency);
    let amount = times(loss, bonus.rewardDepositMultiplier, 'down');
    if (terms.maxRewardLimit !== null && amount > terms.maxRewardLimit) {
      amount = terms.maxRewardLimit;
    }
    if (amount <= 0n) {
      throw new BonusRefusal(
        'BONUS_UNAVAILABLE',
        'No net losses of the last 7 days that a cashback has not returned yet.',
      );
    }
    const pending = await update(tx, row.id, { currencyCode: currency, activatedAt: new Date() });
    return grant(tx, pending, bonus, amount, 0, fx, null);
  }
  const now = Date.now();
  const updated = await update(tx, row.id, {
    status: 'PENDING',
    currencyCode: currency,
    activatedAt: new Date(now),
    expireAt: new Date(now + bonus.wageringTime * HOUR_MS),
  });
  fx.updated.push(updated);
  if (announce) {
    fx.notices.push({
      content: 'BONUS_ACTIVATED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: null,
      currency: null,
    });
  }
  return updated;
}

async function inTransaction<T>(db: Db, fx: Effects, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    fx.changes = [];
    fx.updated = [];
    fx.notices = [];
    if (isUniqueViolation(error)) {
      throw new BonusRefusal('COMPLETE_BONUS_FIRST', 'Finish or cancel your current bonus first.');
    }
    throw error;
  }
}

export async function activateBonus(
  db: Db,
  userId: string,
  userBonusId: number,
): Promise<{ row: UserBonusRow; fx: Effects }> {
  const currency = await requireAccountCurrency(db, userId);
  const fx = effects(userId);
  const row = await inTransaction(db, fx, async (tx) =>
    activateLocked(tx, await lockUserBonus(tx, userId, userBonusId), currency, fx, true),
  );
  return { row, fx };
}

/** PENDING → AVAILABLE: the deposit modal chose another bonus or none. */
async function deselect(tx: Db, row: UserBonusRow, fx: Effects): Promise<void> {
  const updated = await update(tx, row.id, {
    status: 'AVAILABLE',
    activatedAt: null,
    expireAt: null,
  });
  fx.updated.push(updated);
}

/**
 * The deposit modal's choice (spec §2.8): the chosen deposit bonus becomes the PENDING one
 * (replacing another PENDING choice), or `NO_BONUS_ID` (0) clears a PENDING choice.
 */
export async function selectDepositBonus(
  db: Db,
  userId: string,
  userBonusId: number,
  currencyCode: string,
): Promise<{ selectedBonusId: number; fx: Effects }> {
  const currency = await requireAccountCurrency(db, userId);
  if (currencyCode.trim().toUpperCase() !== currency) {
    throw new BonusRefusal('CURRENCY_MISMATCH', 'Deposits are made in the account currency.');
  }
  const fx = effects(userId);
  const selectedBonusId = await inTransaction(db, fx, async (tx) => {
    const current = await findCurrentBonus(tx, userId);
    if (current && current.status !== 'PENDING') {
      throw new BonusRefusal('COMPLETE_BONUS_FIRST', 'Finish or cancel your current bonus first.');
    }
    if (current && current.id === userBonusId) return current.id;
    if (current) await deselect(tx, await lockUserBonus(tx, userId, current.id), fx);
    if (isNoBonus(userBonusId)) return 0;
    const row = await lockUserBonus(tx, userId, userBonusId);
    const bonus = await requireBonus(tx, row.bonusId);
    if (bonus.kind !== 'DEPOSIT')
      throw new BonusRefusal('BONUS_UNAVAILABLE', 'Not a deposit bonus.');
    return (await activateLocked(tx, row, currency, fx, false)).id;
  });
  return { selectedBonusId, fx };
}

export interface DepositCredited {
  userId: string;
  /** minor units of `currency` */
  amount: bigint;
  currency: string;
  /** unique per deposit */
  reference: string;
  paymentType: 'CRYPTO' | 'FIAT';
  /** when the credit committed (the cashier's clock); a deposit before the choice never grants */
  creditedAt?: Date;
}

/**
 * What applying a deposit did: granted the PENDING bonus; found no PENDING bonus to try (none, in
 * another currency, or locked by another transaction when `skipLocked`); found the deposit used
 * by a bonus already; or the deposit does not qualify for the PENDING bonus.
 */
export type DepositApplication = 'granted' | 'no-pending' | 'used' | 'not-qualifying';

/**
 * PENDING → ACTIVE / FREESPINS_PLAY when a qualifying deposit is credited: the same currency, the
 * bonus's payment type (crypto-only bonuses), at least the minimum, and credited at or after the
 * bonus was chosen (`activated_at`) when the credit time is known. A deposit that does not
 * qualify leaves the bonus PENDING. One deposit grants at most one bonus (unique `deposit_ref`);
 * a repeated notice changes nothing. `skipLocked`: do not wait for a transaction holding the
 * PENDING row (the reconciliation sweep; that transaction decides).
 */
export async function applyDepositToPending(
  db: Db,
  deposit: DepositCredited,
  opts: { skipLocked?: boolean } = {},
): Promise<{ fx: Effects; outcome: DepositApplication }> {
  const fx = effects(deposit.userId);
  const outcome = await inTransaction(db, fx, async (tx): Promise<DepositApplication> => {
    const rows = await tx
      .select()
      .from(userBonuses)
      .where(and(eq(userBonuses.userId, deposit.userId), eq(userBonuses.status, 'PENDING')))
      .for('update', opts.skipLocked ? { skipLocked: true } : {});
    const row = rows[0];
    if (!row || row.currencyCode !== deposit.currency) return 'no-pending';
    const used = await tx
      .select({ id: userBonuses.id })
      .from(userBonuses)
      .where(eq(userBonuses.depositRef, deposit.reference));
    if (used.length > 0) return 'used';
    if (deposit.creditedAt && row.activatedAt && deposit.creditedAt < row.activatedAt) {
      return 'not-qualifying';
    }
    const bonus = await requireBonus(tx, row.bonusId);
    if (bonus.kind !== 'DEPOSIT') return 'not-qualifying';
    if (bonus.depositPaymentType === 'CRYPTO' && deposit.paymentType !== 'CRYPTO') {
      return 'not-qualifying';
    }
    const preview = previewBonus(
      deposit.amount,
      previewRules(bonus, await termsIn(tx, bonus, row.currencyCode)),
    );
    if (preview.kind !== 'reward') return 'not-qualifying';
    await grant(tx, row, bonus, preview.bonus, preview.freeSpins, fx, {
      ref: deposit.reference,
      amount: deposit.amount,
    });
    return 'granted';
  });
  return { fx, outcome };
}

/** `applyDepositToPending` for the `deposit.credited` consumer: the effects to publish. */
export async function applyQualifyingDeposit(db: Db, deposit: DepositCredited): Promise<Effects> {
  return (await applyDepositToPending(db, deposit)).fx;
}

export interface ClaimOutcome {
  row: UserBonusRow;
  realMoney: bigint;
  fx: Effects;
}

/**
 * READY_FOR_REWARD → CLAIMED: the BONUS balance goes back to the pool and the pool pays the
 * reward (at most calculatedMaxRewardLimit) to REAL, in one batch.
 */
export async function claimBonusReward(
  db: Db,
  userId: string,
  userBonusId: number,
): Promise<ClaimOutcome> {
  const fx = effects(userId);
  const result = await inTransaction(db, fx, async (tx) => {
    const row = await lockUserBonus(tx, userId, userBonusId);
    if (row.status !== 'READY_FOR_REWARD') {
      throw new BonusRefusal(
        'BONUS_NOT_READY',
        `The bonus is ${row.status}; wagering is not complete.`,
      );
    }
    const bonus = await requireBonus(tx, row.bonusId);
    const currency = row.currencyCode;
    const held = await accountBalance(tx, account.bonus(userId, currency));
    const cap = row.calculatedMaxRewardLimit;
    const reward = cap !== null && held > cap ? cap : held;
    const legs = [];
    if (held > 0n) {
      legs.push({
        idempotencyKey: `bonus:${row.id}:claim:return`,
        debit: account.bonus(userId, currency),
        credit: account.bonusPool(currency),
        amount: held,
        currency,
        kind: 'BONUS_CONVERT' as const,
        metadata: { userBonusId: row.id, bonus: bonus.name },
      });
    }
    if (reward > 0n) {
      legs.push({
        idempotencyKey: `bonus:${row.id}:claim:real`,
        debit: account.bonusPool(currency),
        credit: account.real(userId, currency),
        amount: reward,
        currency,
        kind: 'BONUS_CONVERT' as const,
        metadata: { userBonusId: row.id, bonus: bonus.name },
      });
    }
    if (legs.length) fx.changes.push(...(await postTransfers(tx, legs)).changes);
    const updated = await update(tx, row.id, {
      status: 'CLAIMED',
      claimedAt: new Date(),
      claimedReal: reward,
      forfeited: held - reward,
    });
    fx.updated.push(updated);
    fx.notices.push({
      content: 'BONUS_CLAIMED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: reward > 0n ? toMajor(reward, currency) : null,
      currency,
    });
    return { row: updated, realMoney: reward };
  });
  return { ...result, fx };
}

/** Bonus money back to the pool: everything in the player's BONUS account of the currency. */
async function forfeit(
  tx: Db,
  row: UserBonusRow,
  key: string,
  bonusName: string,
  fx: Effects,
): Promise<bigint> {
  if (!row.grantedAt) return 0n;
  const currency = row.currencyCode;
  const held = await accountBalance(tx, account.bonus(row.userId, currency));
  if (held <= 0n) return 0n;
  const posted = await postTransfers(tx, [
    {
      idempotencyKey: `bonus:${row.id}:${key}`,
      debit: account.bonus(row.userId, currency),
      credit: account.bonusPool(currency),
      amount: held,
      currency,
      kind: 'BONUS_FORFEIT',
      metadata: { userBonusId: row.id, bonus: bonusName, reason: key },
    },
  ]);
  fx.changes.push(...posted.changes);
  return held;
}

/** PENDING / ACTIVE / FREESPINS_PLAY / READY_FOR_REWARD → CANCELED; bonus money is forfeited. */
export async function cancelBonus(
  db: Db,
  userId: string,
  userBonusId: number,
): Promise<{ row: UserBonusRow; forfeited: bigint; fx: Effects }> {
  const fx = effects(userId);
  const result = await inTransaction(db, fx, async (tx) => {
    const row = await lockUserBonus(tx, userId, userBonusId);
    if (!isCurrent(row)) throw new BonusRefusal('BONUS_UNAVAILABLE', `The bonus is ${row.status}.`);
    const bonus = await requireBonus(tx, row.bonusId);
    const forfeited = await forfeit(tx, row, 'cancel', bonus.name, fx);
    const updated = await update(tx, row.id, {
      status: 'CANCELED',
      discardedAt: new Date(),
      discardReason: 'CANCELED_BY_PLAYER',
      forfeited,
    });
    fx.updated.push(updated);
    fx.notices.push({
      content: 'BONUS_CANCELED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: forfeited > 0n ? toMajor(forfeited, row.currencyCode) : null,
      currency: row.currencyCode,
    });
    return { row: updated, forfeited };
  });
  return { ...result, fx };
}

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
      const updated = await update(tx, row.id, {
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
      return out;
    });
    if (!fx || !userId) break;
    publishEffects(pubsub, fx);
    expired += 1;
  }
  return expired;
}

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
      const updated = await update(tx, row.id, { status, freeSpinsLeft: 0 });
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
      return out;
    });
    if (!fx) break;
    publishEffects(pubsub, fx);
    done += 1;
  }
  return done;
}

// ---------------------------------------------------------------------------------------------
// Wagering

export interface SettledBet {
  roundId: string;
  userId: string;
  amount: bigint;
  win: bigint;
  gameCategory: string;
  gameSlug: string;
  currency: string;
}

/**
 * A settled round: adds to the cashback day totals and the deposit turnover once per round, and
 * to the current bonus's wagering once per (bonus, round): `amount × category multiplier` when
 * the stake is within the bonus's min/max wager bet, in its currency, and on its game if it is
 * tied to one (countBonusRound).
 */
export async function applySettledBet(db: Db, bet: SettledBet): Promise<Effects> {
  const fx = effects(bet.userId);
  await inTransaction(db, fx, async (tx) => {
    const seen = await tx
      .insert(bonusSeenRounds)
      .values({ roundId: bet.roundId })
      .onConflictDoNothing()
      .returning({ roundId: bonusSeenRounds.roundId });
    if (seen.length > 0) {
      await tx
        .insert(bonusDailyResults)
        .values({
          userId: bet.userId,
          currency: bet.currency,
          day: sql`(now() at time zone 'utc')::date`,
          staked: bet.amount,
          won: bet.win,
        })
        .onConflictDoUpdate({
          target: [bonusDailyResults.userId, bonusDailyResults.currency, bonusDailyResults.day],
          set: {
            staked: sql`${bonusDailyResults.staked} + ${bet.amount}`,
            won: sql`${bonusDailyResults.won} + ${bet.win}`,
          },
        });
      const latest = await tx
        .select({ id: userBonuses.id })
        .from(userBonuses)
        .where(
          and(
            eq(userBonuses.userId, bet.userId),
            eq(userBonuses.currencyCode, bet.currency),
            isNotNull(userBonuses.depositAmount),
          ),
        )
        .orderBy(desc(userBonuses.grantedAt))
        .limit(1);
      if (latest[0]) {
        await tx
          .update(userBonuses)
          .set({
            depositTurnover: sql`least(${userBonuses.depositAmount}, ${userBonuses.depositTurnover} + ${bet.amount})`,
          })
          .where(eq(userBonuses.id, latest[0].id));
      }
    }

    const rows = await tx
      .select()
      .from(userBonuses)
      .where(
        and(
          eq(userBonuses.userId, bet.userId),
          inArray(userBonuses.status, [...WAGERING_STATUSES]),
        ),
      )
      .for('update');
    const row = rows[0];
    if (!row || row.currencyCode !== bet.currency) return;
    const bonus = await requireBonus(tx, row.bonusId);
    if (bonus.availableForGameSlug && bonus.availableForGameSlug !== bet.gameSlug) return;
    // Paid rounds never use free spins: those are played through playFreeSpin (free-spins.ts),
    // which counts its round inside the round's own transaction, so here it is already counted.
    await countBonusRound(tx, fx, row, bonus, bet, false);
  });
  return fx;
}

/**
 * Counts a round towards a wagering bonus (the caller holds the row's lock): `amount × category
 * multiplier` when the stake is within the bonus's min/max wager bet, once per (bonus, round).
 * A free spin also uses one spin; the last one moves FREESPINS_PLAY on to ACTIVE. Returns the
 * updated row, or null when nothing changed (nothing to count, or the round was counted before).
 */
export async function countBonusRound(
  tx: Db,
  fx: Effects,
  row: UserBonusRow,
  bonus: BonusRow,
  round: { roundId: string; amount: bigint; gameCategory: string },
  freeSpin: boolean,
): Promise<UserBonusRow | null> {
  const terms = await termsIn(tx, bonus, row.currencyCode);
  const inLimits =
    (terms.minWagerBet === null || round.amount >= terms.minWagerBet) &&
    (terms.maxWagerBet === null || round.amount <= terms.maxWagerBet);
  const contribution = inLimits
    ? times(round.amount, categoryMultiplier(bonus, round.gameCategory), 'down')
    : 0n;
  if (contribution === 0n && !freeSpin) return null;
  const counted = await tx
    .insert(bonusWagerRounds)
    .values({ userBonusId: row.id, roundId: round.roundId, contribution, freeSpin })
    .onConflictDoNothing()
    .returning({ roundId: bonusWagerRounds.roundId });
  if (counted.length === 0) return null;
  const wagered = row.wageredAmount + contribution;
  const spinsLeft = freeSpin ? row.freeSpinsLeft - 1 : row.freeSpinsLeft;
  let status = row.status;
  if (status === 'FREESPINS_PLAY' && spinsLeft === 0) status = 'ACTIVE';
  if (status === 'ACTIVE' && wagered >= row.wagerGoal) status = 'READY_FOR_REWARD';
  const updated = await update(tx, row.id, {
    wageredAmount: wagered,
    freeSpinsLeft: spinsLeft,
    status,
  });
  fx.updated.push(updated);
  if (status === 'READY_FOR_REWARD') {
    fx.notices.push({
      content: 'BONUS_WAGER_COMPLETED',
      bonusId: row.id,
      bonusName: bonus.name,
      amount: toMajor(wagered, row.currencyCode),
      currency: row.currencyCode,
    });
  }
  return updated;
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

export type GateVerdict =
  { kind: 'clear' } | { kind: 'complete-bonus-first' } | { kind: 'wager-limit'; remaining: bigint };

/**
 * The withdrawal rule (docs/bonuses-notes.md): while a bonus holds bonus money (ACTIVE,
 * FREESPINS_PLAY, READY_FOR_REWARD) nothing can be withdrawn; afterwards, the deposit that took
 * the latest deposit bonus must have been staked once (any game) before a withdrawal in its
 * currency; `remaining` is what is left to stake.
 */
export async function withdrawalVerdict(
  db: Db,
  input: { userId: string; currency: string },
): Promise<GateVerdict> {
  const current = await findCurrentBonus(db, input.userId);
  if (current && current.status !== 'PENDING') return { kind: 'complete-bonus-first' };
  const rows = await db
    .select({ amount: userBonuses.depositAmount, turnover: userBonuses.depositTurnover })
    .from(userBonuses)
    .where(
      and(
        eq(userBonuses.userId, input.userId),
        eq(userBonuses.currencyCode, input.currency),
        isNotNull(userBonuses.depositAmount),
      ),
    )
    .orderBy(desc(userBonuses.grantedAt))
    .limit(1);
  const latest = rows[0];
  if (latest?.amount && latest.turnover < latest.amount) {
    return { kind: 'wager-limit', remaining: latest.amount - latest.turnover };
  }
  return { kind: 'clear' };
}
