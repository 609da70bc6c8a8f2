// The guards other modules call in the transaction that moves the money (docs/rg-server-notes.md):
//
// - guardStake: before a stake is debited (every engine, blackjack's double and split, free
//   spins): locks the player's rg row, then refuses a block, an ended session, a reality check
//   due, the profile's maximum stake and spin pace, and a loss or wager limit the stake could
//   pass (loss: staked − won − refunded + stake ≤ limit; wager: staked − refunded + stake ≤
//   limit), then records the stake. The lock serialises the player's stakes, so parallel bets
//   cannot overrun a limit; the caller's transaction rolls the record back with the debit.
// - recordWin / recordRefund: the credits back, in the transaction that pays them.
// - guardDeposit (fiat, before the payment is created), guardDepositAddress (crypto, before the
//   address is shown), recordDeposit (when a deposit is credited; a deposit over a limit, e.g. a
//   crypto transfer that could not be refused, is flagged for the operator).
import type { Db } from '../../db/client';
import { findUserById, getUserAccountCurrency } from '../identity';
import { convertMinor } from '../wallet';
import { periodSums, recordActivity, usedOf } from './activity';
import { recordHistory } from './history';
import { listLimits } from './limits';
import { profileForCountry, type JurisdictionProfile } from './profiles';
import { realityCheckMinutesOf } from './session-state';
import { blockRefusal, limitRefusal, lockPlayer, rgError, type LimitPeriod } from './state';
import { rgActivity, rgFlags, rgPlayers } from './tables';
import { eq } from 'drizzle-orm';

export interface StakeInput {
  userId: string;
  currency: string;
  /** the stake, minor units of the account currency */
  stake: bigint;
  /** unique per debit: `round:<id>:stake`, `round:<id>:act:<n>:stake` */
  ref: string;
  now: Date;
  /** the engine (SLOTS, ROULETTE, …) for the profile's stake rules */
  engine?: string;
  /** a slot spin: the profile's minimum spin time applies */
  spin?: boolean;
}

/** The player's jurisdiction profile (by the registration country). */
export async function profileOfUser(db: Db, userId: string): Promise<JurisdictionProfile> {
  const user = await findUserById(db, userId);
  return profileForCountry(user?.mainCountry);
}

/** The profile's maximum stake in `currency`, or null. */
export async function maxStakeIn(
  db: Db,
  profile: JurisdictionProfile,
  currency: string,
): Promise<bigint | null> {
  if (profile.maxStakeUsdMinor === null) return null;
  return convertMinor(db, profile.maxStakeUsdMinor, 'USD', currency);
}

/**
 * What pauses every play action, a stake or not (the player's row locked): a block, a session past
 * its time limit, a reality check not yet answered.
 */
async function pauseCheck(tx: Db, userId: string, now: Date) {
  const player = await lockPlayer(tx, userId);
  const blocked = blockRefusal(player, now);
  if (blocked) throw blocked;
  const limits = (await listLimits(tx, userId)).filter((l) => l.amount !== null);
  const session = limits.find((l) => l.type === 'SESSION');
  if (session && player.sessionStartedAt) {
    const ends = new Date(player.sessionStartedAt.getTime() + Number(session.amount) * 60_000);
    if (ends <= now) {
      throw rgError('RG_SESSION_LIMIT', 'Your session time limit has been reached.', {
        until: ends.toISOString(),
      });
    }
  }
  const profile = await profileOfUser(tx, userId);
  const interval = realityCheckMinutesOf(player, profile);
  const anchor = player.realityCheckAnchor ?? player.sessionStartedAt;
  if (interval !== null && anchor && anchor.getTime() + interval * 60_000 <= now.getTime()) {
    throw rgError('RG_REALITY_CHECK_DUE', 'Please answer the reality check first.');
  }
  return { player, limits, profile };
}

/**
 * A play action that takes no stake (blackjack hit and stand): paused like a stake by a block,
 * the session limit and a reality check due. Call in the action's transaction. A crash cash-out
 * does not call it: a player can always take money off the table (docs/rg-finish-notes.md).
 */
export async function guardPlayAction(tx: Db, input: { userId: string; now: Date }) {
  await pauseCheck(tx, input.userId, input.now);
}

/** Checks a stake and records it; throws the refusal. Call inside the debit's transaction. */
export async function guardStake(tx: Db, input: StakeInput): Promise<void> {
  const { userId, currency, stake, now } = input;
  const { player, limits, profile } = await pauseCheck(tx, userId, now);
  if (
    profile.maxStakeUsdMinor !== null &&
    (profile.maxStakeEngines === null ||
      (input.engine !== undefined && profile.maxStakeEngines.includes(input.engine)))
  ) {
    const max = await maxStakeIn(tx, profile, currency);
    if (max !== null && stake > max) {
      throw rgError('RG_MAX_STAKE', 'The stake is above the maximum of your jurisdiction.', {
        maxStakeMinor: max.toString(),
        currency,
      });
    }
  }
  if (input.spin && profile.minSpinMillis > 0) {
    const next = player.lastSpinAt
      ? new Date(player.lastSpinAt.getTime() + profile.minSpinMillis)
      : null;
    if (next && next > now) {
      throw rgError('RG_SPIN_TOO_FAST', 'Please wait before the next spin.', {
        until: next.toISOString(),
      });
    }
    await tx.update(rgPlayers).set({ lastSpinAt: now }).where(eq(rgPlayers.userId, userId));
  }
  const money = limits.filter((l) => l.type === 'LOSS' || l.type === 'WAGER');
  if (money.length > 0) {
    const sums = await periodSums(tx, userId, now);
    let worst: { type: 'LOSS' | 'WAGER'; period: LimitPeriod; limit: bigint; left: bigint } | null =
      null;
    for (const l of money) {
      const type = l.type as 'LOSS' | 'WAGER';
      const period = l.period as 'DAY' | 'WEEK' | 'MONTH';
      const left = l.amount! - usedOf(type, sums[period]);
      if (stake > left && (!worst || left < worst.left)) {
        worst = { type, period, limit: l.amount!, left };
      }
    }
    if (worst) throw limitRefusal(worst.type, worst.period, worst.limit, worst.left, currency);
  }
  await recordActivity(tx, {
    userId,
    kind: 'STAKE',
    amount: stake,
    currency,
    ref: input.ref,
    at: now,
  });
}

/** A win paid for a round (any part, REAL or BONUS), in the transaction that pays it. */
export async function recordWin(
  tx: Db,
  input: { userId: string; currency: string; amount: bigint; ref: string; now: Date },
): Promise<void> {
  await recordActivity(tx, { ...input, kind: 'WIN', at: input.now });
}

/** A stake given back (a round cancelled by the game's rules). */
export async function recordRefund(
  tx: Db,
  input: { userId: string; currency: string; amount: bigint; ref: string; now: Date },
): Promise<void> {
  await recordActivity(tx, { ...input, kind: 'REFUND', at: input.now });
}

async function depositHeadroom(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ period: LimitPeriod; limit: bigint; left: bigint } | null> {
  const limits = (await listLimits(db, userId)).filter(
    (l) => l.type === 'DEPOSIT' && l.amount !== null,
  );
  if (limits.length === 0) return null;
  const sums = await periodSums(db, userId, now);
  let worst: { period: LimitPeriod; limit: bigint; left: bigint } | null = null;
  for (const l of limits) {
    const period = l.period as 'DAY' | 'WEEK' | 'MONTH';
    const left = l.amount! - usedOf('DEPOSIT', sums[period]);
    if (!worst || left < worst.left) worst = { period, limit: l.amount!, left };
  }
  return worst;
}

async function inAccountCurrency(db: Db, userId: string, amount: bigint, currency: string) {
  const accountCurrency = (await getUserAccountCurrency(db, userId)) ?? currency;
  const converted =
    accountCurrency === currency
      ? amount
      : await convertMinor(db, amount, currency, accountCurrency);
  return { accountCurrency, converted };
}

/**
 * Before a fiat payment is created, in the transaction that stores it: a block refuses, and so
 * does an amount (in `currency`, converted to the account currency) over what a deposit limit
 * leaves — credited deposits and the player's other pending payments (DEPOSIT_HOLD) counted. The
 * player's row lock serialises the player's payment creations, so parallel ones see each other.
 * With `ref` (the payment, stored in the same transaction) the amount is held until the payment
 * is final (recordDeposit / releaseDepositHold).
 */
export async function guardDeposit(
  tx: Db,
  input: { userId: string; amount: bigint; currency: string; now: Date; ref?: string },
): Promise<void> {
  const player = await lockPlayer(tx, input.userId);
  const blocked = blockRefusal(player, input.now);
  if (blocked) throw blocked;
  const worst = await depositHeadroom(tx, input.userId, input.now);
  const { accountCurrency, converted } = await inAccountCurrency(
    tx,
    input.userId,
    input.amount,
    input.currency,
  );
  if (worst && converted > worst.left) {
    throw limitRefusal('DEPOSIT', worst.period, worst.limit, worst.left, accountCurrency);
  }
  if (input.ref) {
    await recordActivity(tx, {
      userId: input.userId,
      kind: 'DEPOSIT_HOLD',
      amount: converted,
      currency: accountCurrency,
      ref: `hold:${input.ref}`,
      at: input.now,
    });
  }
}

/** A pending payment was declined (in that transaction): its amount no longer counts. */
export async function releaseDepositHold(tx: Db, ref: string): Promise<void> {
  await tx.delete(rgActivity).where(eq(rgActivity.ref, `hold:${ref}`));
}

/** Before a crypto deposit address is shown: a block, or a deposit limit already used up. */
export async function guardDepositAddress(
  db: Db,
  input: { userId: string; now: Date },
): Promise<void> {
  const player = await lockPlayer(db, input.userId);
  const blocked = blockRefusal(player, input.now);
  if (blocked) throw blocked;
  const worst = await depositHeadroom(db, input.userId, input.now);
  if (worst && worst.left <= 0n) {
    const currency = (await getUserAccountCurrency(db, input.userId)) ?? 'USD';
    throw limitRefusal('DEPOSIT', worst.period, worst.limit, worst.left, currency);
  }
}

/**
 * A deposit was credited (in the crediting transaction): counts against the deposit limits; one
 * that passes a limit (a crypto transfer cannot be refused on-chain) is flagged for the operator.
 * Returns true when it was flagged.
 */
export async function recordDeposit(
  tx: Db,
  input: { userId: string; amount: bigint; currency: string; ref: string; now: Date },
): Promise<boolean> {
  await lockPlayer(tx, input.userId);
  const { accountCurrency, converted } = await inAccountCurrency(
    tx,
    input.userId,
    input.amount,
    input.currency,
  );
  // the payment's own hold (if it was held) gives way to the deposit itself
  await releaseDepositHold(tx, input.ref);
  const before = await depositHeadroom(tx, input.userId, input.now);
  const fresh = await recordActivity(tx, {
    userId: input.userId,
    kind: 'DEPOSIT',
    amount: converted,
    currency: accountCurrency,
    ref: `deposit:${input.ref}`,
    at: input.now,
  });
  if (!fresh || !before || converted <= before.left) return false;
  const flagged = await tx
    .insert(rgFlags)
    .values({
      userId: input.userId,
      kind: 'DEPOSIT_OVER_LIMIT',
      amount: input.amount,
      currency: input.currency,
      reference: input.ref,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: rgFlags.id });
  if (flagged.length > 0) {
    await recordHistory(tx, {
      userId: input.userId,
      at: input.now,
      actor: 'system',
      action: 'DEPOSIT_OVER_LIMIT',
      limitType: 'DEPOSIT',
      period: before.period,
      oldValue: before.left.toString(),
      newValue: converted.toString(),
      details: { reference: input.ref, currency: input.currency, amount: input.amount.toString() },
    });
  }
  return true;
}

/** A withdrawal was requested (for the activity statement). */
export async function recordWithdrawal(
  tx: Db,
  input: { userId: string; amount: bigint; currency: string; ref: string; now: Date },
): Promise<void> {
  const { accountCurrency, converted } = await inAccountCurrency(
    tx,
    input.userId,
    input.amount,
    input.currency,
  );
  await recordActivity(tx, {
    userId: input.userId,
    kind: 'WITHDRAWAL',
    amount: converted,
    currency: accountCurrency,
    ref: `withdrawal:${input.ref}`,
    at: input.now,
  });
}
