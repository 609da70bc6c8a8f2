// Shared crash rounds (docs/play-notes.md, Crash): round state in `crash_rounds`, bets in
// `crash_bets`, money through the ledger. Every instance serves bets and cash-outs against the
// persisted state with its own clock (instances are assumed NTP-synchronised); one instance — the
// game's driver (scheduler.ts) — moves the rounds through their phases:
//
//   BETTING (bets accepted until betting_ends_at) → RUNNING (multiplier ⌊100·e^(r·t)⌋ from
//   started_at) → CRASHED (at started_at + msToReach(crash point); the game hash is revealed) →
//   settled (losing bets closed, bet history completed) → a pause → the next round.
//
// Money:
// - A bet debits its stake in ONE transaction with the bet row (REAL first, then BONUS, keys
//   `round:<betId>:bet:REAL|BONUS`), under a share lock of the round row, so the driver cannot
//   start the round while a bet is being placed and a bet never lands in a running round.
// - A cash-out (by hand, or automatic at its target) locks the bet row, checks it is still
//   ACTIVE, pays ⌊stake · multiplier⌋ (keys `round:<betId>:win:REAL|BONUS`, BONUS gets
//   ⌊win · bonusPart / stake⌋) and records the bet in bet history, all in one transaction: a
//   bet is paid exactly once whoever asks and however often.
// - A hand cash-out uses the multiplier at the instant the server received it; it must be below
//   the crash point (the round crashes at the first instant the multiplier reaches it). An auto
//   cash-out at target T pays T when the round reaches T (T ≤ crash point), so
//   P(win) = P(crash ≥ T) exactly as in the chain's math.
// - Losing bets are closed when the round is settled. A bet history row written before the round
//   crashed (a cash-out) gets its crash point and game hash when the round crashes: nobody can
//   learn the outcome from a cashed-out bet while others still play the round.
// Demo bets ride the same rounds and never touch the ledger (no money, no bet.settled).
import { createHash, randomUUID } from 'node:crypto';
import { currencyDecimals } from '@aurum/domain';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { enqueueEvent } from '../../outbox/enqueue';
import { AppError, type AppErrorCode } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { recordGamePlayed } from '../favourites';
import { getUserAccountCurrency } from '../identity';
import { guardStake, preflightStake, recordRefund, recordWin } from '../rg';
import {
  account,
  accountBalance,
  postTransfers,
  publishBalanceChanges,
  type TransferInput,
  type AccountChange,
} from '../wallet';
import { drawGame } from './chain';
import type {
  CrashBetStatus,
  CrashEventKind,
  CrashPhase,
  PublicCrashBet,
  PublicCrashRound,
} from './round-events';
import './round-events';
import { msToReach, multiplierAt, validateCrashTarget } from '@aurum/domain';
import {
  crashPoint,
  playableGame,
  recordRounds,
  revealCrashRounds,
  stakeLimits,
  type NewPlayRound,
  winLegs,
} from '../play';
import { crashBets, crashRounds } from './tables';

export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;

export interface CrashDeps {
  db: Db;
  pubsub: AppPubSub;
  /** the clock (ms since the epoch); tests control it */
  now: () => number;
  /** fault injection for tests: runs inside the bet's transaction after the stake was posted */
  afterDebit?: () => void | Promise<void>;
  /** fault injection for tests: runs inside a cash-out's transaction after the win was posted */
  afterWin?: () => void | Promise<void>;
}

export interface CrashBalance {
  currency: string;
  real: bigint;
  bonus: bigint;
}

export interface CrashBetResult {
  bet: CrashBetRow;
  /** true when nothing moved now (the bet id or the cash-out had been settled before) */
  replayed: boolean;
  balance: CrashBalance;
}

const fail = (code: AppErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(code, { message, details });

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stable pseudonymous tag of a player for the public players list (no name or email). */
export function publicTag(userId: string): string {
  return createHash('sha256')
    .update(`crash-player:${userId}`)
    .digest('hex')
    .slice(0, 4)
    .toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function latestRound(db: Db, slug: string): Promise<CrashRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(crashRounds)
    .where(eq(crashRounds.gameSlug, slug))
    .orderBy(desc(crashRounds.number))
    .limit(1);
  return row;
}

export async function findCrashRound(db: Db, id: string): Promise<CrashRoundRow | undefined> {
  if (!UUID_RE.test(id)) return undefined;
  const [row] = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
  return row;
}

export async function roundBets(db: Db, roundId: string): Promise<CrashBetRow[]> {
  return db
    .select()
    .from(crashBets)
    .where(eq(crashBets.roundId, roundId))
    .orderBy(asc(crashBets.createdAt), asc(crashBets.id));
}

/** The game's last crashed rounds, newest first. */
export async function recentCrashes(db: Db, slug: string, count = 20): Promise<CrashRoundRow[]> {
  return db
    .select()
    .from(crashRounds)
    .where(and(eq(crashRounds.gameSlug, slug), eq(crashRounds.phase, 'CRASHED')))
    .orderBy(desc(crashRounds.number))
    .limit(Math.min(100, Math.max(1, count)));
}

/** When a running round crashes (ms since the epoch). */
export function crashInstant(
  round: Pick<CrashRoundRow, 'startedAt' | 'crashPoint' | 'growthRate'>,
): number {
  return (round.startedAt?.getTime() ?? 0) + msToReach(round.crashPoint, round.growthRate);
}

export function publicRound(row: CrashRoundRow): PublicCrashRound {
  const crashed = row.phase === 'CRASHED';
  return {
    id: row.id,
    gameSlug: row.gameSlug,
    number: row.number,
    phase: row.phase as CrashPhase,
    bettingEndsAt: row.bettingEndsAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    crashedAt: row.crashedAt?.toISOString() ?? null,
    crashPoint: crashed ? row.crashPoint : null,
    gameHash: crashed ? row.gameHash : null,
    chainId: row.chainId,
    gameIndex: row.gameIndex,
    terminalHash: row.terminalHash,
    salt: row.salt,
    rtpBp: row.rtpBp,
    growthRate: row.growthRate,
  };
}

export function publicBet(row: CrashBetRow): PublicCrashBet {
  return {
    id: row.id,
    roundId: row.roundId,
    userId: row.userId,
    player: row.player,
    demo: row.demo,
    currency: row.currency,
    amount: row.amount,
    win: row.win,
    status: row.status as CrashBetStatus,
    cashedOutAt: row.cashedOutAt,
    autoCashOut: row.autoCashOut,
  };
}

function publish(
  deps: Pick<CrashDeps, 'pubsub' | 'now'>,
  kind: CrashEventKind,
  round: CrashRoundRow,
  bet: CrashBetRow | null = null,
) {
  deps.pubsub.publish('crash.round', round.gameSlug, {
    kind,
    round: publicRound(round),
    bet: bet ? publicBet(bet) : null,
    serverTime: new Date(deps.now()).toISOString(),
  });
}

async function balances(db: Db, userId: string, currency: string): Promise<CrashBalance> {
  return {
    currency,
    real: await accountBalance(db, account.real(userId, currency)),
    bonus: await accountBalance(db, account.bonus(userId, currency)),
  };
}

// ---------------------------------------------------------------------------------------------
// The driver's steps (scheduler.ts calls them while it holds the game's lease). Each is a
// conditional update, safe to repeat and safe if two instances briefly both believe they drive.

/** Opens the game's next round (BETTING): draws the next chain game and fixes its crash point. */
export async function openRound(
  deps: Pick<CrashDeps, 'db' | 'pubsub' | 'now'>,
  slug: string,
  bettingMs: number,
  growthRate: number,
): Promise<CrashRoundRow | undefined> {
  const { game, spec } = await playableGame(deps.db, null, slug);
  if (spec.kind !== 'CRASH') return undefined;
  const now = deps.now();
  let opened: { row: CrashRoundRow; created: boolean };
  try {
    opened = await deps.db.transaction(async (tx) => {
      const last = await latestRound(tx, slug);
      if (last && !last.settledAt) return { row: last, created: false };
      const drawn = await drawGame(tx, slug);
      const [created] = await tx
        .insert(crashRounds)
        .values({
          gameSlug: slug,
          gameId: Number(game.id),
          gameCategory: game.category,
          number: (last?.number ?? 0) + 1,
          chainId: drawn.chainId,
          gameIndex: drawn.index,
          gameHash: drawn.hash,
          terminalHash: drawn.terminalHash,
          salt: drawn.salt,
          rtpBp: spec.rtpBp,
          crashPoint: crashPoint(drawn.hash, drawn.salt, spec.rtpBp),
          growthRate,
          phase: 'BETTING',
          bettingEndsAt: new Date(now + bettingMs),
        })
        .returning();
      return { row: created!, created: true };
    });
  } catch (error) {
    if (uniqueViolation(error)) return latestRound(deps.db, slug);
    throw error;
  }
  if (opened.created) publish(deps, 'PHASE', opened.row);
  return opened.row;
}

/** BETTING → RUNNING (bets in flight finish first: they hold a share lock of the round row). */
export async function startRound(
  deps: Pick<CrashDeps, 'db' | 'pubsub' | 'now'>,
  round: CrashRoundRow,
): Promise<CrashRoundRow | undefined> {
  const [row] = await deps.db
    .update(crashRounds)
    .set({ phase: 'RUNNING', startedAt: new Date(deps.now()) })
    .where(and(eq(crashRounds.id, round.id), eq(crashRounds.phase, 'BETTING')))
    .returning();
  if (row) publish(deps, 'PHASE', row);
  return row;
}

/** Pays the auto cash-outs the running round has reached. Returns how many were paid now. */
export async function settleDueAutoCashOuts(
  deps: CrashDeps,
  round: CrashRoundRow,
): Promise<number> {
  if (!round.startedAt) return 0;
  const reached = Math.min(
    multiplierAt(deps.now() - round.startedAt.getTime(), round.growthRate),
    deps.now() >= crashInstant(round) ? round.crashPoint : Number.MAX_SAFE_INTEGER,
  );
  const due = await deps.db
    .select({ id: crashBets.id, autoCashOut: crashBets.autoCashOut })
    .from(crashBets)
    .where(
      and(
        eq(crashBets.roundId, round.id),
        eq(crashBets.status, 'ACTIVE'),
        isNotNull(crashBets.autoCashOut),
        lte(crashBets.autoCashOut, Math.min(reached, round.crashPoint)),
      ),
    );
  let paid = 0;
  const queue = [...due];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const result = await settleCashOut(deps, round, next.id, next.autoCashOut!);
      if (!result.replayed) paid += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
  return paid;
}

/** When the next auto cash-out of the running round is due (ms since the epoch), if any. */
export async function nextAutoCashOut(db: Db, round: CrashRoundRow): Promise<number | null> {
  if (!round.startedAt) return null;
  const [row] = await db
    .select({ target: sql<number | string | null>`MIN(${crashBets.autoCashOut})` })
    .from(crashBets)
    .where(
      and(
        eq(crashBets.roundId, round.id),
        eq(crashBets.status, 'ACTIVE'),
        lte(crashBets.autoCashOut, round.crashPoint),
      ),
    );
  const target = row?.target === null || row?.target === undefined ? null : Number(row.target);
  return target === null ? null : round.startedAt.getTime() + msToReach(target, round.growthRate);
}

/** RUNNING → CRASHED at its crash instant: the game hash and crash point become public. */
export async function markCrashed(
  deps: Pick<CrashDeps, 'db' | 'pubsub' | 'now'>,
  round: CrashRoundRow,
): Promise<CrashRoundRow | undefined> {
  const [row] = await deps.db
    .update(crashRounds)
    .set({ phase: 'CRASHED', crashedAt: new Date(crashInstant(round)) })
    .where(and(eq(crashRounds.id, round.id), eq(crashRounds.phase, 'RUNNING')))
    .returning();
  if (row) publish(deps, 'PHASE', row);
  return row;
}

/**
 * Closes a crashed round: auto cash-outs it reached are paid (if a driver died before paying
 * them), the other open bets lose, and the bet history rows written at cash-out get the crash
 * point and game hash. Returns the round once settled.
 */
export async function settleCrashedRound(
  deps: CrashDeps,
  round: CrashRoundRow,
): Promise<CrashRoundRow | undefined> {
  if (round.phase !== 'CRASHED' || round.settledAt) return round;
  await settleDueAutoCashOuts(deps, round);
  const settledAt = new Date(deps.now());
  const result = await deps.db.transaction(async (tx) => {
    const lost = await tx
      .update(crashBets)
      .set({ status: 'LOST', settledAt })
      .where(
        and(
          eq(crashBets.roundId, round.id),
          eq(crashBets.status, 'ACTIVE'),
          sql`(${crashBets.autoCashOut} IS NULL OR ${crashBets.autoCashOut} > ${round.crashPoint})`,
        ),
      )
      .returning();
    if (lost.length > 0) {
      await recordRounds(
        tx,
        lost.map((bet) => historyRow(round, bet, true)),
      );
    }
    for (const bet of lost) if (!bet.demo) await recordSettled(tx, round, bet);
    const cashedOut = await tx
      .select({ id: crashBets.id })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.status, 'CASHED_OUT')));
    await revealCrashRounds(
      tx,
      cashedOut.map((b) => b.id),
      { crashPoint: round.crashPoint, gameHash: round.gameHash },
    );
    const [open] = await tx
      .select({ n: sql<number>`COUNT(*)::int` })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, round.id), eq(crashBets.status, 'ACTIVE')));
    if (Number(open?.n ?? 0) > 0) return { lost, row: undefined };
    const [row] = await tx
      .update(crashRounds)
      .set({ settledAt })
      .where(and(eq(crashRounds.id, round.id), sql`${crashRounds.settledAt} IS NULL`))
      .returning();
    return { lost, row };
  });
  return result.row;
}

// ---------------------------------------------------------------------------------------------
// Players' actions

export interface PlaceCrashBetInput {
  userId: string;
  gameSlug: string;
  /** minor units of the account currency */
  amount: bigint;
  /** hundredths (1.01× – 1,000,000×), or null to cash out by hand */
  autoCashOut: number | null;
  demo: boolean;
  /** the client's bet id (UUID) for safe retries; a fresh one when absent */
  betId?: string | null;
}

/** A bet in the game's current round; only while it is BETTING, one bet per player and round. */
export async function placeCrashBet(
  deps: CrashDeps,
  input: PlaceCrashBetInput,
): Promise<CrashBetResult> {
  const receivedAt = deps.now();
  const { db } = deps;
  const { userId } = input;
  const betId = input.betId ?? randomUUID();
  if (!UUID_RE.test(betId)) throw fail('VALIDATION_ERROR', 'The bet id must be a UUID.');
  const { game, spec } = await playableGame(db, userId, input.gameSlug);
  if (spec.kind !== 'CRASH') throw fail('VALIDATION_ERROR', 'This game is not a crash game.');
  if (input.autoCashOut !== null) {
    const invalid = validateCrashTarget(input.autoCashOut);
    if (invalid) throw fail('VALIDATION_ERROR', invalid);
  }
  const currency = await getUserAccountCurrency(db, userId);
  if (!currency) throw fail('UNAUTHORIZED', 'Unknown player.');
  const limits = await stakeLimits(db, spec, currency);
  const decimals = currencyDecimals(currency);
  if (input.amount < limits.min) {
    throw fail('BET_TOO_LOW', 'The bet is below the minimum.', {
      min: limits.min.toString(),
      decimals,
    });
  }
  if (input.amount > limits.max) {
    throw fail('BET_TOO_HIGH', 'The bet is above the maximum.', {
      max: limits.max.toString(),
      decimals,
    });
  }
  const current = await latestRound(db, game.slug);
  const previous = await findBet(db, betId);
  if (previous) return replayBet(db, previous, userId);
  if (!input.demo) await preflightStake(deps, userId, new Date(receivedAt));
  if (!current || current.phase !== 'BETTING' || receivedAt >= current.bettingEndsAt.getTime()) {
    throw fail('CRASH_BETTING_CLOSED', 'Bets are closed for this round; wait for the next one.');
  }

  let changes: AccountChange[] = [];
  let placed: { bet: CrashBetRow; round: CrashRoundRow };
  try {
    placed = await db.transaction(async (tx) => {
      const [round] = await tx
        .select()
        .from(crashRounds)
        .where(eq(crashRounds.id, current.id))
        .for('share');
      if (!round || round.phase !== 'BETTING') {
        throw fail(
          'CRASH_BETTING_CLOSED',
          'Bets are closed for this round; wait for the next one.',
        );
      }
      const [mine] = await tx
        .select({ id: crashBets.id })
        .from(crashBets)
        .where(and(eq(crashBets.roundId, round.id), eq(crashBets.userId, userId)));
      if (mine) throw fail('CRASH_ALREADY_BET', 'You already have a bet in this round.');
      let realAmount = 0n;
      let bonusAmount = 0n;
      if (!input.demo) {
        // responsible gaming: blocks, session, loss/wager limits, under the player's rg lock
        await guardStake(tx, {
          userId,
          currency,
          stake: input.amount,
          ref: `round:${betId}:stake`,
          now: new Date(receivedAt),
          engine: 'CRASH',
        });
        const real = await accountBalance(tx, account.real(userId, currency));
        const bonus = await accountBalance(tx, account.bonus(userId, currency));
        realAmount = input.amount <= real ? input.amount : real > 0n ? real : 0n;
        bonusAmount = input.amount - realAmount;
        if (bonusAmount > bonus) throw fail('INSUFFICIENT_FUNDS', 'Insufficient funds.');
        const house = account.house(currency);
        const meta = { roundId: betId, game: game.slug, crashRound: round.id };
        const legs: TransferInput[] = [];
        if (realAmount > 0n) {
          legs.push({
            idempotencyKey: `round:${betId}:bet:REAL`,
            debit: account.real(userId, currency),
            credit: house,
            amount: realAmount,
            currency,
            kind: 'BET',
            metadata: meta,
          });
        }
        if (bonusAmount > 0n) {
          legs.push({
            idempotencyKey: `round:${betId}:bet:BONUS`,
            debit: account.bonus(userId, currency),
            credit: house,
            amount: bonusAmount,
            currency,
            kind: 'BET',
            metadata: meta,
          });
        }
        const posted = await postTransfers(tx, legs);
        if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This bet was already placed.');
        changes = posted.changes;
        await deps.afterDebit?.();
      }
      const [bet] = await tx
        .insert(crashBets)
        .values({
          id: betId,
          roundId: round.id,
          userId,
          demo: input.demo,
          currency,
          amount: input.amount,
          realAmount,
          bonusAmount,
          autoCashOut: input.autoCashOut,
          status: 'ACTIVE',
          player: publicTag(userId),
        })
        .returning();
      return { bet: bet!, round };
    });
  } catch (error) {
    if (uniqueViolation(error)) {
      const again = await findBet(db, betId);
      if (again) return replayBet(db, again, userId);
      throw fail('CRASH_ALREADY_BET', 'You already have a bet in this round.');
    }
    throw error;
  }
  publishBalanceChanges(deps.pubsub, changes);
  publish(deps, 'BET', placed.round, placed.bet);
  await recordGamePlayed(db, userId, placed.round.gameId).catch(() => undefined);
  return { bet: placed.bet, replayed: false, balance: await balances(db, userId, currency) };
}

async function findBet(db: Db, id: string): Promise<CrashBetRow | undefined> {
  const [row] = await db.select().from(crashBets).where(eq(crashBets.id, id));
  return row;
}

async function replayBet(db: Db, bet: CrashBetRow, userId: string): Promise<CrashBetResult> {
  if (bet.userId !== userId) throw fail('VALIDATION_ERROR', 'This bet id is already used.');
  return { bet, replayed: true, balance: await balances(db, userId, bet.currency) };
}

/**
 * Cashes out the viewer's bet in a running round at the multiplier of the instant the server
 * received the request (or at its auto cash-out target when the round already reached it).
 */
export async function cashOutCrash(
  deps: CrashDeps,
  input: { userId: string; roundId: string },
): Promise<CrashBetResult> {
  const receivedAt = deps.now();
  const round = await findCrashRound(deps.db, input.roundId);
  const [bet] = round
    ? await deps.db
        .select()
        .from(crashBets)
        .where(and(eq(crashBets.roundId, round.id), eq(crashBets.userId, input.userId)))
    : [];
  if (!round || !bet) throw fail('CRASH_NO_BET', 'You have no bet in this round.');
  if (bet.status === 'CASHED_OUT') {
    return { bet, replayed: true, balance: await balances(deps.db, input.userId, bet.currency) };
  }
  if (bet.status === 'LOST') throw fail('CRASH_TOO_LATE', 'The round crashed before the cash-out.');
  if (!round.startedAt || receivedAt < round.startedAt.getTime()) {
    throw fail('CRASH_NOT_RUNNING', 'The round has not started yet.');
  }
  const elapsed = receivedAt - round.startedAt.getTime();
  const auto = bet.autoCashOut;
  let multiplier: number;
  const rate = round.growthRate;
  if (auto !== null && auto <= round.crashPoint && msToReach(auto, rate) <= elapsed) {
    multiplier = auto;
  } else if (elapsed >= msToReach(round.crashPoint, rate)) {
    throw fail('CRASH_TOO_LATE', 'The round crashed before the cash-out.');
  } else {
    multiplier = Math.min(multiplierAt(elapsed, rate), round.crashPoint - 1);
  }
  return settleCashOut(deps, round, bet.id, multiplier);
}

/** Pays a bet at `multiplier` (hundredths) once: row lock, status check, ledger keys per bet. */
async function settleCashOut(
  deps: CrashDeps,
  round: CrashRoundRow,
  betId: string,
  multiplier: number,
): Promise<CrashBetResult> {
  let changes: AccountChange[] = [];
  const settled = await deps.db.transaction(async (tx) => {
    const [bet] = await tx.select().from(crashBets).where(eq(crashBets.id, betId)).for('update');
    if (!bet) throw fail('CRASH_NO_BET', 'You have no bet in this round.');
    if (bet.status !== 'ACTIVE') {
      if (bet.status === 'LOST') {
        throw fail('CRASH_TOO_LATE', 'The round crashed before the cash-out.');
      }
      return { bet, replayed: true };
    }
    const win = (bet.amount * BigInt(multiplier)) / 100n;
    if (!bet.demo) {
      const legs = winLegs({
        roundId: bet.id,
        userId: bet.userId,
        currency: bet.currency,
        win,
        stake: bet.amount,
        bonusStake: bet.bonusAmount,
        metadata: { roundId: bet.id, game: round.gameSlug, crashRound: round.id },
      });
      if (legs.length > 0) {
        const posted = await postTransfers(tx, legs);
        if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This bet was already paid.');
        changes = posted.changes;
      }
      await recordWin(tx, {
        userId: bet.userId,
        currency: bet.currency,
        amount: win,
        ref: `round:${bet.id}:win`,
        now: new Date(deps.now()),
      });
      await deps.afterWin?.();
    }
    const [updated] = await tx
      .update(crashBets)
      .set({ status: 'CASHED_OUT', cashedOutAt: multiplier, win, settledAt: new Date(deps.now()) })
      .where(and(eq(crashBets.id, bet.id), eq(crashBets.status, 'ACTIVE')))
      .returning();
    // the round may have crashed (and been revealed) meanwhile: then the row is complete now
    const [fresh] = await tx.select().from(crashRounds).where(eq(crashRounds.id, round.id));
    await recordRounds(tx, [
      historyRow(fresh ?? round, updated!, (fresh ?? round).phase === 'CRASHED'),
    ]);
    if (!updated!.demo) await recordSettled(tx, round, updated!);
    return { bet: updated!, replayed: false };
  });
  const balance = await balances(deps.db, settled.bet.userId, settled.bet.currency);
  if (!settled.replayed) {
    publishBalanceChanges(deps.pubsub, changes);
    publish(deps, 'CASH_OUT', round, settled.bet);
  }
  return { bet: settled.bet, replayed: settled.replayed, balance };
}

/**
 * A blocked player's bets (responsible gaming: time-out, self-exclusion, closure): a bet in a
 * running round is cashed out at the current point; a bet in a round still taking bets is
 * refunded (stake back, REAL and BONUS as debited; keys `round:<betId>:refund:REAL|BONUS`) and
 * removed from the round. Returns how many bets were settled.
 */
export async function settleBetsOfBlockedPlayer(
  deps: Omit<CrashDeps, 'now'> & { now?: () => number },
  userId: string,
): Promise<number> {
  const full: CrashDeps = { ...deps, now: deps.now ?? Date.now };
  const active = await full.db
    .select()
    .from(crashBets)
    .where(and(eq(crashBets.userId, userId), eq(crashBets.status, 'ACTIVE')));
  let done = 0;
  for (const bet of active) {
    const round = await findCrashRound(full.db, bet.roundId);
    if (!round) continue;
    if (round.phase === 'RUNNING') {
      await cashOutCrash(full, { userId, roundId: round.id })
        .then(() => (done += 1))
        .catch(() => undefined); // crashed meanwhile: settled as lost by the round
    } else if (round.phase === 'BETTING') {
      if (await refundBet(full, bet.id)) done += 1;
    }
  }
  return done;
}

async function refundBet(deps: CrashDeps, betId: string): Promise<boolean> {
  let changes: AccountChange[] = [];
  const refunded = await deps.db.transaction(async (tx) => {
    const [bet] = await tx.select().from(crashBets).where(eq(crashBets.id, betId)).for('update');
    if (!bet || bet.status !== 'ACTIVE') return false;
    const [round] = await tx
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.id, bet.roundId))
      .for('share');
    if (!round || round.phase !== 'BETTING') return false;
    if (!bet.demo) {
      const house = account.house(bet.currency);
      const legs: TransferInput[] = [];
      const meta = { roundId: bet.id, game: round.gameSlug, crashRound: round.id, reason: 'rg' };
      if (bet.realAmount > 0n) {
        legs.push({
          idempotencyKey: `round:${bet.id}:refund:REAL`,
          debit: house,
          credit: account.real(bet.userId, bet.currency),
          amount: bet.realAmount,
          currency: bet.currency,
          kind: 'BET_REFUND',
          metadata: meta,
        });
      }
      if (bet.bonusAmount > 0n) {
        legs.push({
          idempotencyKey: `round:${bet.id}:refund:BONUS`,
          debit: house,
          credit: account.bonus(bet.userId, bet.currency),
          amount: bet.bonusAmount,
          currency: bet.currency,
          kind: 'BET_REFUND',
          metadata: meta,
        });
      }
      if (legs.length > 0) changes = (await postTransfers(tx, legs)).changes;
      await recordRefund(tx, {
        userId: bet.userId,
        currency: bet.currency,
        amount: bet.amount,
        ref: `round:${bet.id}:refund`,
        now: new Date(deps.now()),
      });
    }
    await tx.delete(crashBets).where(eq(crashBets.id, bet.id));
    return true;
  });
  if (refunded) publishBalanceChanges(deps.pubsub, changes);
  return refunded;
}

/** `bet.settled` of a real-money bet, written to the outbox in its settlement's transaction. */
async function recordSettled(tx: Db, round: CrashRoundRow, bet: CrashBetRow): Promise<void> {
  await enqueueEvent(tx, 'bet.settled', {
    roundId: bet.id,
    userId: bet.userId,
    amount: bet.amount,
    win: bet.win,
    realAmount: bet.realAmount,
    bonusAmount: bet.bonusAmount,
    gameCategory: round.gameCategory,
    gameSlug: round.gameSlug,
    currency: bet.currency,
  });
}

/** The bet-history row of a settled bet, with the round's verification data once revealed. */
function historyRow(round: CrashRoundRow, bet: CrashBetRow, revealed: boolean): NewPlayRound {
  const won = bet.status === 'CASHED_OUT';
  return {
    id: bet.id,
    userId: bet.userId,
    gameId: round.gameId,
    gameSlug: round.gameSlug,
    gameCategory: round.gameCategory,
    engine: 'CRASH',
    demo: bet.demo,
    currency: bet.currency,
    amount: bet.amount,
    win: bet.win,
    realAmount: bet.realAmount,
    bonusAmount: bet.bonusAmount,
    params: {
      kind: 'CRASH',
      target: bet.autoCashOut,
      shared: true,
      roundId: round.id,
      roundNumber: round.number,
      chainId: round.chainId,
      gameIndex: round.gameIndex,
    },
    outcome: {
      kind: 'CRASH',
      crash: {
        point: revealed ? round.crashPoint : null,
        target: bet.autoCashOut,
        cashedOutAt: won ? bet.cashedOutAt : null,
        won,
        chainId: round.chainId,
        gameIndex: round.gameIndex,
        gameHash: revealed ? round.gameHash : null,
        terminalHash: round.terminalHash,
        roundId: round.id,
        roundNumber: round.number,
      },
    },
    serverSeedHash: round.terminalHash,
    clientSeed: round.salt,
    nonce: round.gameIndex,
  };
}

/** Bets of several rounds (the players list of the current round; tests). */
export async function betsOfRounds(db: Db, roundIds: string[]): Promise<CrashBetRow[]> {
  if (roundIds.length === 0) return [];
  return db.select().from(crashBets).where(inArray(crashBets.roundId, roundIds));
}
