// Blackjack rounds: a round spans several requests (deal, then hit/stand/double/split until every
// hand is done), so unlike placeBet it lives in `blackjack_rounds` between them.
//
// - Start: validate the game and stake as placeBet does; in ONE transaction lock the seed pair,
//   take the next nonce, deal from the shoe of (serverSeed, clientSeed, nonce), debit the
//   initial bet (REAL first, then BONUS; keys `round:<id>:bet:REAL|BONUS`) and store the round.
//   A natural (either side's blackjack, after the dealer's peek) settles in the same transaction.
//   A round id already used returns that round (replayed); an ACTIVE round of the player on the
//   game is returned instead of dealing a new one (resumed): one unfinished round per player and game.
// - Action: lock the round row (FOR UPDATE), check the step and that the action is legal, debit one
//   more initial bet for a double or a split (keys `round:<id>:act:<step>:REAL|BONUS`), replay the
//   recorded actions plus this one on the recomputed shoe, store the new state. The step (the
//   number of actions before this one) makes an action idempotent: the same step and action again
//   returns the round unchanged (replayed); another action for a step already played is refused.
// - Settlement (in the transaction of the action that ends the round, or of the deal): the payout
//   goes back through the ledger once (keys `round:<id>:win:REAL|BONUS`), in the proportion the
//   stake was taken (BONUS gets ⌊win · bonusPart / staked⌋), the round is written to play_rounds
//   (bet history) and, after commit, `bet.settled` is published with the total staked.
// - Timeout: a round without an action for 24 h is settled by standing on every open hand, by a
//   job (every 5 minutes, FOR UPDATE SKIP LOCKED: safe with several instances) and again when the
//   player reopens the game. Before a seed rotation reveals the server seed, the player's open
//   rounds are stood too (play's seed rotation calls standOpenBlackjackRounds, wired in modules/index.ts; rotateSeeds refuses while
//   one is ACTIVE under the pair it would reveal).
// Demo rounds play the same way with nothing posted to the ledger.
import { randomUUID } from 'node:crypto';
import { currencyDecimals } from '@aurum/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueEvent } from '../../outbox/enqueue';
import { AppError, type AppErrorCode } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { recordGamePlayed } from '../favourites';
import { getUserAccountCurrency } from '../identity';
import { guardPlayAction, guardStake, preflightStake, recordWin } from '../rg';
import {
  account,
  accountBalance,
  postTransfers,
  publishBalanceChanges,
  type TransferInput,
  type AccountChange,
} from '../wallet';
import {
  actionsText,
  applyAction,
  BLACKJACK_ACTIONS,
  blackjackPayouts,
  dealBlackjack,
  fairShoe,
  IllegalActionError,
  legalActions,
  replayBlackjack,
  standAll,
  type BlackjackAction,
  type BlackjackState,
} from '@aurum/domain';
import {
  advanceNonce,
  ensureSeeds,
  fairFloats,
  isRoundIdTaken,
  lockSeeds,
  playableGame,
  recordRounds,
  stakeLimits,
  winLegs,
  inRoundTransaction,
} from '../play';
import { blackjackRounds } from './tables';

/** A round without an action for this long is stood by the timeout rule. */
export const BLACKJACK_TIMEOUT_MS = 24 * 60 * 60 * 1000;

export type BlackjackRow = typeof blackjackRounds.$inferSelect;

export interface BlackjackDeps {
  db: Db;
  pubsub: AppPubSub;
  /** fault injection for tests: runs inside the transaction after a stake was posted */
  afterDebit?: () => void | Promise<void>;
  /** the clock (tests) */
  now?: () => Date;
}

export interface BlackjackResult {
  round: BlackjackRow;
  /** the round id or the step had been played before: nothing moved now */
  replayed: boolean;
  /** an unfinished round of this game was returned instead of dealing a new one */
  resumed: boolean;
  balance: { currency: string; real: bigint; bonus: bigint };
}

const fail = (code: AppErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(code, { message, details });

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const stateOf = (row: BlackjackRow) => row.state as BlackjackState;

/** What a transaction did: balance changes published after it commits, rounds it settled. */
interface Effects {
  changes: AccountChange[];
  settled: BlackjackRow[];
}

function publishEffects(deps: BlackjackDeps, fx: Effects): void {
  publishBalanceChanges(deps.pubsub, fx.changes);
}

async function balances(db: Db, userId: string, currency: string) {
  return {
    currency,
    real: await accountBalance(db, account.real(userId, currency)),
    bonus: await accountBalance(db, account.bonus(userId, currency)),
  };
}

/** Debits `amount` from the player, REAL first, then BONUS; the parts taken. */
async function debit(
  tx: Db,
  round: { id: string; userId: string; currency: string; gameSlug: string },
  amount: bigint,
  key: string,
  fx: Effects,
  now: Date,
): Promise<{ real: bigint; bonus: bigint }> {
  const { userId, currency } = round;
  // responsible gaming: the opening stake, a double and a split each pass the player's limits
  await guardStake(tx, {
    userId,
    currency,
    stake: amount,
    ref: `${key}:stake`,
    now,
    engine: 'BLACKJACK',
  });
  const realBalance = await accountBalance(tx, account.real(userId, currency));
  const bonusBalance = await accountBalance(tx, account.bonus(userId, currency));
  const real = amount <= realBalance ? amount : realBalance > 0n ? realBalance : 0n;
  const bonus = amount - real;
  if (bonus > bonusBalance) throw fail('INSUFFICIENT_FUNDS', 'Insufficient funds.');
  const legs: TransferInput[] = [];
  const meta = { roundId: round.id, game: round.gameSlug };
  if (real > 0n) {
    legs.push({
      idempotencyKey: `${key}:REAL`,
      debit: account.real(userId, currency),
      credit: account.house(currency),
      amount: real,
      currency,
      kind: 'BET',
      metadata: meta,
    });
  }
  if (bonus > 0n) {
    legs.push({
      idempotencyKey: `${key}:BONUS`,
      debit: account.bonus(userId, currency),
      credit: account.house(currency),
      amount: bonus,
      currency,
      kind: 'BET',
      metadata: meta,
    });
  }
  if (legs.length > 0) {
    const posted = await postTransfers(tx, legs);
    if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This stake was already taken.');
    fx.changes.push(...posted.changes);
  }
  return { real, bonus };
}

/** Pays a finished round (once), records it in bet history and marks it SETTLED. */
async function settle(
  tx: Db,
  row: BlackjackRow,
  state: BlackjackState,
  fx: Effects,
  timedOut = false,
): Promise<BlackjackRow> {
  const payouts = blackjackPayouts(state, row.stake);
  if (payouts.stake !== row.amount) throw new Error('The round staked a different amount.');
  const win = payouts.win;
  if (!row.demo && win > 0n) {
    const legs = winLegs({
      roundId: row.id,
      userId: row.userId,
      currency: row.currency,
      win,
      stake: row.amount,
      bonusStake: row.bonusAmount,
      metadata: { roundId: row.id, game: row.gameSlug },
    });
    const posted = await postTransfers(tx, legs);
    if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This round was already settled.');
    fx.changes.push(...posted.changes);
    await recordWin(tx, {
      userId: row.userId,
      currency: row.currency,
      amount: win,
      ref: `round:${row.id}:win`,
      now: new Date(),
    });
  }
  await recordRounds(tx, [
    {
      id: row.id,
      userId: row.userId,
      gameId: row.gameId,
      gameSlug: row.gameSlug,
      gameCategory: row.gameCategory,
      engine: 'BLACKJACK',
      demo: row.demo,
      currency: row.currency,
      amount: row.amount,
      win,
      realAmount: row.realAmount,
      bonusAmount: row.bonusAmount,
      params: {
        kind: 'BLACKJACK',
        stake: row.stake.toString(),
        actions: actionsText(state.actions),
      },
      outcome: {
        kind: 'BLACKJACK',
        blackjack: {
          dealer: state.dealer,
          hands: state.hands.map((h, i) => ({
            cards: h.cards,
            doubled: h.doubled,
            split: h.split,
            result: h.result,
            amount: payouts.stakes[i]!.toString(),
            win: payouts.wins[i]!.toString(),
          })),
          actions: actionsText(state.actions),
          peeked: state.peeked,
          timedOut: timedOut || row.timedOut,
        },
      },
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
    },
  ]);
  const [updated] = await tx
    .update(blackjackRounds)
    .set({
      status: 'SETTLED',
      state,
      win,
      timedOut: timedOut || row.timedOut,
      updatedAt: new Date(),
      settledAt: new Date(),
    })
    .where(eq(blackjackRounds.id, row.id))
    .returning();
  fx.settled.push(updated!);
  if (!updated!.demo) {
    await enqueueEvent(tx, 'bet.settled', {
      roundId: updated!.id,
      userId: updated!.userId,
      amount: updated!.amount,
      win: updated!.win,
      realAmount: updated!.realAmount,
      bonusAmount: updated!.bonusAmount,
      gameCategory: updated!.gameCategory,
      gameSlug: updated!.gameSlug,
      currency: updated!.currency,
    });
  }
  return updated!;
}

/** The shoe of a round, from its seeds. */
const shoeOf = (row: Pick<BlackjackRow, 'serverSeed' | 'clientSeed' | 'nonce'>) =>
  fairShoe(fairFloats(row.serverSeed, row.clientSeed, row.nonce));

/** Stands every open hand of a locked ACTIVE round and settles it (timeout, rotation). */
async function standAndSettle(tx: Db, row: BlackjackRow, fx: Effects): Promise<BlackjackRow> {
  const state = stateOf(row);
  const shoe = shoeOf(row);
  const replayed = replayBlackjack(shoe, state.actions);
  return settle(tx, row, standAll(replayed, shoe), fx, true);
}

const isStale = (row: BlackjackRow, now: Date) =>
  now.getTime() - row.updatedAt.getTime() >= BLACKJACK_TIMEOUT_MS;

export interface StartBlackjackInput {
  userId: string;
  gameSlug: string;
  /** the initial bet, minor units of the account currency */
  amount: bigint;
  demo: boolean;
  /** the client's round id (UUID) for safe retries */
  roundId?: string | null;
}

export async function startBlackjack(
  deps: BlackjackDeps,
  input: StartBlackjackInput,
): Promise<BlackjackResult> {
  const { db } = deps;
  const { userId } = input;
  const now = deps.now?.() ?? new Date();
  const roundId = input.roundId ?? randomUUID();
  if (!UUID_RE.test(roundId)) throw fail('VALIDATION_ERROR', 'The round id must be a UUID.');
  const { game, spec } = await playableGame(db, userId, input.gameSlug);
  if (spec.kind !== 'BLACKJACK') {
    throw fail('VALIDATION_ERROR', `This game plays ${spec.kind.toLowerCase()}.`);
  }
  const currency = await getUserAccountCurrency(db, userId);
  if (!currency) throw fail('UNAUTHORIZED', 'Unknown player.');
  if (!input.demo) await preflightStake(deps, userId, now);
  const stake = input.amount;
  if (typeof stake !== 'bigint' || stake <= 0n) {
    throw fail('VALIDATION_ERROR', 'The stake must be positive.');
  }
  const limits = await stakeLimits(db, spec, currency);
  const decimals = currencyDecimals(currency);
  if (stake < limits.min) {
    throw fail('BET_TOO_LOW', 'The bet is below the minimum.', {
      min: limits.min.toString(),
      decimals,
    });
  }
  if (stake > limits.max) {
    throw fail('BET_TOO_HIGH', 'The bet is above the maximum.', {
      max: limits.max.toString(),
      decimals,
    });
  }
  await ensureSeeds(db, userId);

  const fx: Effects = { changes: [], settled: [] };
  const outcome = await inRoundTransaction(db, async (tx) => {
    const seeds = await lockSeeds(tx, userId);
    const [existing] = await tx
      .select()
      .from(blackjackRounds)
      .where(eq(blackjackRounds.id, roundId));
    if (existing) {
      if (existing.userId !== userId) {
        throw fail('VALIDATION_ERROR', 'This round id belongs to another round.');
      }
      return { row: existing, replayed: true, resumed: false };
    }
    if (await isRoundIdTaken(tx, roundId))
      throw fail('VALIDATION_ERROR', 'This round id is already used.');
    const [open] = await tx
      .select()
      .from(blackjackRounds)
      .where(
        and(
          eq(blackjackRounds.userId, userId),
          eq(blackjackRounds.gameSlug, game.slug),
          eq(blackjackRounds.status, 'ACTIVE'),
        ),
      )
      .for('update');
    if (open) {
      if (!isStale(open, now)) return { row: open, replayed: false, resumed: true };
      await standAndSettle(tx, open, fx);
    }

    const state = dealBlackjack(
      fairShoe(fairFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce)),
    );
    let parts = { real: 0n, bonus: 0n };
    if (!input.demo) {
      parts = await debit(
        tx,
        { id: roundId, userId, currency, gameSlug: game.slug },
        stake,
        `round:${roundId}:bet`,
        fx,
        now,
      );
      await deps.afterDebit?.();
    }
    const [row] = await tx
      .insert(blackjackRounds)
      .values({
        id: roundId,
        userId,
        gameId: Number(game.id),
        gameSlug: game.slug,
        gameCategory: game.category,
        demo: input.demo,
        currency,
        status: 'ACTIVE',
        stake,
        amount: stake,
        realAmount: parts.real,
        bonusAmount: parts.bonus,
        state,
        serverSeed: seeds.serverSeed,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await advanceNonce(tx, userId, seeds.nonce);
    const round = state.finished ? await settle(tx, row!, state, fx) : row!;
    return { row: round, replayed: false, resumed: false };
  });

  publishEffects(deps, fx);
  if (!outcome.replayed && !outcome.resumed) {
    await recordGamePlayed(db, userId, outcome.row.gameId).catch(() => undefined);
  }
  return { round: outcome.row, ...flags(outcome), balance: await balances(db, userId, currency) };
}

const flags = (o: { replayed: boolean; resumed: boolean }) => ({
  replayed: o.replayed,
  resumed: o.resumed,
});

export interface BlackjackActionInput {
  userId: string;
  roundId: string;
  action: BlackjackAction;
  /** the number of actions played before this one (idempotency); omitted: the current step */
  step?: number | null;
}

export async function actBlackjack(
  deps: BlackjackDeps,
  input: BlackjackActionInput,
): Promise<BlackjackResult> {
  const { db } = deps;
  const { userId, action } = input;
  if (typeof input.roundId !== 'string' || !UUID_RE.test(input.roundId)) {
    throw fail('VALIDATION_ERROR', 'The round id must be a UUID.');
  }
  if (!(BLACKJACK_ACTIONS as readonly string[]).includes(action)) {
    throw fail('VALIDATION_ERROR', 'Unknown action.');
  }
  const step = input.step;
  if (step !== null && step !== undefined && (!Number.isInteger(step) || step < 0)) {
    throw fail('VALIDATION_ERROR', 'The step must be a whole number ≥ 0.');
  }
  const now = deps.now?.() ?? new Date();
  const fx: Effects = { changes: [], settled: [] };
  const outcome = await inRoundTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(blackjackRounds)
      .where(and(eq(blackjackRounds.id, input.roundId), eq(blackjackRounds.userId, userId)))
      .for('update');
    if (!row) throw fail('VALIDATION_ERROR', 'No such round.');
    const state = stateOf(row);
    const played = state.actions.length;
    if (step !== null && step !== undefined) {
      if (step < played) {
        if (state.actions[step] === action) return { row, replayed: true, resumed: false };
        throw fail('VALIDATION_ERROR', 'This step was already played with another action.');
      }
      if (step > played) throw fail('VALIDATION_ERROR', 'This step is not reached yet.');
    }
    if (row.status !== 'ACTIVE') throw fail('VALIDATION_ERROR', 'The round is over.');
    if (isStale(row, now)) {
      // the timeout rule won the race against this action
      return { row: await standAndSettle(tx, row, fx), replayed: false, resumed: false };
    }
    if (!legalActions(state).includes(action)) {
      throw fail('VALIDATION_ERROR', `${action} is not allowed now.`);
    }
    if (!row.demo && action !== 'DOUBLE' && action !== 'SPLIT') {
      // responsible gaming: a hit or stand is paused like a stake (reality check, session limit)
      await guardPlayAction(tx, { userId, now });
    }
    let { amount, realAmount, bonusAmount } = row;
    if (action === 'DOUBLE' || action === 'SPLIT') {
      amount += row.stake;
      if (!row.demo) {
        const parts = await debit(tx, row, row.stake, `round:${row.id}:act:${played}`, fx, now);
        realAmount += parts.real;
        bonusAmount += parts.bonus;
        await deps.afterDebit?.();
      }
    }
    const shoe = shoeOf(row);
    let next: BlackjackState;
    try {
      next = applyAction(replayBlackjack(shoe, state.actions), action, shoe);
    } catch (error) {
      if (error instanceof IllegalActionError) throw fail('VALIDATION_ERROR', error.message);
      throw error;
    }
    const [updated] = await tx
      .update(blackjackRounds)
      .set({ state: next, amount, realAmount, bonusAmount, updatedAt: now })
      .where(eq(blackjackRounds.id, row.id))
      .returning();
    const round = next.finished ? await settle(tx, updated!, next, fx) : updated!;
    return { row: round, replayed: false, resumed: false };
  });
  publishEffects(deps, fx);
  return {
    round: outcome.row,
    ...flags(outcome),
    balance: await balances(db, userId, outcome.row.currency),
  };
}

/**
 * The player's unfinished round on a game (null when none). A round past the timeout is stood
 * now (settled), so reopening the game never shows a stale round.
 */
export async function openBlackjackRound(
  deps: BlackjackDeps,
  userId: string,
  gameSlug: string,
): Promise<BlackjackRow | null> {
  const [row] = await deps.db
    .select()
    .from(blackjackRounds)
    .where(
      and(
        eq(blackjackRounds.userId, userId),
        eq(blackjackRounds.gameSlug, gameSlug),
        eq(blackjackRounds.status, 'ACTIVE'),
      ),
    );
  if (!row) return null;
  const now = deps.now?.() ?? new Date();
  if (!isStale(row, now)) return row;
  await standRounds(deps, [row.id], now);
  return null;
}

/** Stands and settles the given rounds when still ACTIVE (and, with `staleAt`, stale then). */
async function standRounds(deps: BlackjackDeps, ids: string[], staleAt?: Date): Promise<number> {
  let done = 0;
  for (const id of ids) {
    const fx: Effects = { changes: [], settled: [] };
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(blackjackRounds)
        .where(eq(blackjackRounds.id, id))
        .for('update');
      if (!row || row.status !== 'ACTIVE') return;
      if (staleAt && !isStale(row, staleAt)) return;
      await standAndSettle(tx, row, fx);
    });
    publishEffects(deps, fx);
    done += fx.settled.length;
  }
  return done;
}

/** Stands the player's open rounds (every game): before a rotation reveals their server seed. */
export async function standOpenBlackjackRounds(
  deps: BlackjackDeps,
  userId: string,
): Promise<number> {
  const rows = await deps.db
    .select({ id: blackjackRounds.id })
    .from(blackjackRounds)
    .where(and(eq(blackjackRounds.userId, userId), eq(blackjackRounds.status, 'ACTIVE')));
  return standRounds(
    deps,
    rows.map((r) => r.id),
  );
}

/**
 * The timeout job: stands rounds without an action for BLACKJACK_TIMEOUT_MS, one per transaction.
 * Rows are claimed FOR UPDATE SKIP LOCKED, so several instances (and players acting at the same
 * moment) never settle a round twice. Returns how many rounds it settled.
 */
export async function standStaleBlackjackRounds(
  deps: BlackjackDeps,
  opts: { limit?: number } = {},
): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - BLACKJACK_TIMEOUT_MS);
  const limit = opts.limit ?? 200;
  let settled = 0;
  while (settled < limit) {
    const fx: Effects = { changes: [], settled: [] };
    const found = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(blackjackRounds)
        .where(and(eq(blackjackRounds.status, 'ACTIVE'), lte(blackjackRounds.updatedAt, cutoff)))
        .orderBy(asc(blackjackRounds.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await standAndSettle(tx, row, fx);
      return true;
    });
    if (!found) break;
    publishEffects(deps, fx);
    settled += 1;
  }
  return settled;
}

/** A round of the player by id (any status), or null. */
export async function findBlackjackRound(
  db: Db,
  userId: string,
  id: string,
): Promise<BlackjackRow | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await db
    .select()
    .from(blackjackRounds)
    .where(and(eq(blackjackRounds.id, id), eq(blackjackRounds.userId, userId)));
  return row ?? null;
}

/** Whether the player has an ACTIVE round dealt under this server seed (play's rotation check). */
export async function hasOpenRoundUnderSeed(
  tx: Db,
  userId: string,
  serverSeedHash: string,
): Promise<boolean> {
  const [open] = await tx
    .select({ id: blackjackRounds.id })
    .from(blackjackRounds)
    .where(
      and(
        eq(blackjackRounds.userId, userId),
        eq(blackjackRounds.serverSeedHash, serverSeedHash),
        eq(blackjackRounds.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return open !== undefined;
}
