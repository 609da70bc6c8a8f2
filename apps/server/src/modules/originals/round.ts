// Mines rounds: start (stake debited, mines placed from the seed pair), reveal tiles one at a
// time, cash out. Blackjack's pattern (modules/blackjack/round.ts):
//
// - Start: game and stake checks as placeBet; ONE transaction locks the seed pair, takes the
//   nonce, passes rg.guardStake, debits the stake (REAL first, then BONUS; keys
//   `round:<id>:bet:REAL|BONUS`) and inserts the round. A round id already used returns that round
//   (replayed); an ACTIVE round of the player on the game is returned instead (resumed).
// - Reveal: locks the round row FOR UPDATE; `step` = tiles opened before. The same step and tile
//   again is a replay; another tile for a played step, a step not reached, a round that is over
//   or an open tile → VALIDATION_ERROR. A mine settles the round (BUSTED, win 0); the last safe
//   tile cashes out by itself.
// - Cash-out: locks the row; ACTIVE with ≥ 1 safe tile → CASHED_OUT, the win
//   ⌊stake · 0.99 · C(25, k) / C(25 − mines, k)⌋ credited once (`round:<id>:win:REAL|BONUS`, in
//   the stake's REAL/BONUS proportion). A cash-out of a round already cashed out returns it
//   (replayed: the row lock serialises two parallel cash-outs, the second sees CASHED_OUT).
// - Settlement writes the round to play_rounds (bet history, engine MINES) and `bet.settled` to
//   the outbox in the settling transaction.
// - Seed rotation: the player's open rounds are cashed out first (a round with no tile open is
//   void: its stake is returned), and the rotation refuses while one is still ACTIVE under the seed.
// Demo rounds play the same way with nothing posted.
import { randomUUID } from 'node:crypto';
import {
  currencyDecimals,
  MinesMoveError,
  minesWin,
  placeMines,
  replayMines,
  revealTile,
  validateMines,
} from '@aurum/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError, type AppErrorCode } from '../../errors';
import { enqueueEvent } from '../../outbox/enqueue';
import type { AppPubSub } from '../../pubsub';
import { recordGamePlayed } from '../favourites';
import { getUserAccountCurrency } from '../identity';
import {
  advanceNonce,
  ensureSeeds,
  fairFloats,
  inRoundTransaction,
  isRoundIdTaken,
  lockSeeds,
  playableGame,
  recordRounds,
  stakeLimits,
  winLegs,
} from '../play';
import { guardStake, preflightStake, recordWin } from '../rg';
import {
  account,
  accountBalance,
  postTransfers,
  publishBalanceChanges,
  type AccountChange,
  type TransferInput,
} from '../wallet';
import { minesRounds } from './tables';

export type MinesRow = typeof minesRounds.$inferSelect;

export interface MinesDeps {
  db: Db;
  pubsub: AppPubSub;
  /** fault injection for tests: runs inside the transaction after the stake was posted */
  afterDebit?: () => void | Promise<void>;
  now?: () => Date;
}

export interface MinesResult {
  round: MinesRow;
  replayed: boolean;
  resumed: boolean;
  balance: { currency: string; real: bigint; bonus: bigint };
}

const fail = (code: AppErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(code, { message, details });

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the mines of a round are (from its seeds). */
export const mineTilesOf = (row: Pick<MinesRow, 'serverSeed' | 'clientSeed' | 'nonce' | 'mines'>) =>
  placeMines(row.mines, fairFloats(row.serverSeed, row.clientSeed, row.nonce));

async function balances(db: Db, userId: string, currency: string) {
  return {
    currency,
    real: await accountBalance(db, account.real(userId, currency)),
    bonus: await accountBalance(db, account.bonus(userId, currency)),
  };
}

interface Effects {
  changes: AccountChange[];
}

/** Pays and records a finished round once; the row must be locked. */
async function settle(
  tx: Db,
  row: MinesRow,
  status: 'CASHED_OUT' | 'BUSTED',
  revealed: number[],
  fx: Effects,
  now: Date,
  win: bigint,
): Promise<MinesRow> {
  if (!row.demo && win > 0n) {
    const posted = await postTransfers(
      tx,
      winLegs({
        roundId: row.id,
        userId: row.userId,
        currency: row.currency,
        win,
        stake: row.stake,
        bonusStake: row.bonusAmount,
        metadata: { roundId: row.id, game: row.gameSlug },
      }),
    );
    if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This round was already settled.');
    fx.changes.push(...posted.changes);
    await recordWin(tx, {
      userId: row.userId,
      currency: row.currency,
      amount: win,
      ref: `round:${row.id}:win`,
      now,
    });
  }
  const mineTiles = mineTilesOf(row);
  await recordRounds(tx, [
    {
      id: row.id,
      userId: row.userId,
      gameId: row.gameId,
      gameSlug: row.gameSlug,
      gameCategory: row.gameCategory,
      engine: 'MINES',
      demo: row.demo,
      currency: row.currency,
      amount: row.stake,
      win,
      realAmount: row.realAmount,
      bonusAmount: row.bonusAmount,
      params: { kind: 'MINES', mines: row.mines },
      outcome: { kind: 'MINES', mines: { mines: row.mines, mineTiles, revealed, status } },
      serverSeedHash: row.serverSeedHash,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
    },
  ]);
  const [updated] = await tx
    .update(minesRounds)
    .set({ status, revealed, win, updatedAt: now, settledAt: now })
    .where(eq(minesRounds.id, row.id))
    .returning();
  if (!row.demo) {
    await enqueueEvent(tx, 'bet.settled', {
      roundId: row.id,
      userId: row.userId,
      amount: row.stake,
      win,
      realAmount: row.realAmount,
      bonusAmount: row.bonusAmount,
      gameCategory: row.gameCategory,
      gameSlug: row.gameSlug,
      currency: row.currency,
    });
  }
  return updated!;
}

export interface StartMinesInput {
  userId: string;
  gameSlug: string;
  amount: bigint;
  mines: number;
  demo: boolean;
  roundId?: string | null;
}

export async function startMines(deps: MinesDeps, input: StartMinesInput): Promise<MinesResult> {
  const { db } = deps;
  const { userId } = input;
  const now = deps.now?.() ?? new Date();
  const roundId = input.roundId ?? randomUUID();
  if (!UUID_RE.test(roundId)) throw fail('VALIDATION_ERROR', 'The round id must be a UUID.');
  const invalid = validateMines(input.mines);
  if (invalid) throw fail('VALIDATION_ERROR', invalid);
  const { game, spec } = await playableGame(db, userId, input.gameSlug);
  if (spec.kind !== 'MINES') {
    throw fail('VALIDATION_ERROR', `This game plays ${spec.kind.toLowerCase()}.`);
  }
  const currency = await getUserAccountCurrency(db, userId);
  if (!currency) throw fail('UNAUTHORIZED', 'Unknown player.');
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
  if (!input.demo) await preflightStake(deps, userId, now);
  await ensureSeeds(db, userId);

  const fx: Effects = { changes: [] };
  const outcome = await inRoundTransaction(db, async (tx) => {
    const seeds = await lockSeeds(tx, userId);
    const [existing] = await tx.select().from(minesRounds).where(eq(minesRounds.id, roundId));
    if (existing) {
      if (existing.userId !== userId) {
        throw fail('VALIDATION_ERROR', 'This round id belongs to another round.');
      }
      return { row: existing, replayed: true, resumed: false };
    }
    if (await isRoundIdTaken(tx, roundId)) {
      throw fail('VALIDATION_ERROR', 'This round id is already used.');
    }
    const [open] = await tx
      .select()
      .from(minesRounds)
      .where(
        and(
          eq(minesRounds.userId, userId),
          eq(minesRounds.gameSlug, game.slug),
          eq(minesRounds.status, 'ACTIVE'),
        ),
      )
      .for('update');
    if (open) return { row: open, replayed: false, resumed: true };

    let real = 0n;
    let bonus = 0n;
    if (!input.demo) {
      await guardStake(tx, {
        userId,
        currency,
        stake,
        ref: `round:${roundId}:stake`,
        now,
        engine: 'MINES',
      });
      const realBalance = await accountBalance(tx, account.real(userId, currency));
      const bonusBalance = await accountBalance(tx, account.bonus(userId, currency));
      real = stake <= realBalance ? stake : realBalance > 0n ? realBalance : 0n;
      bonus = stake - real;
      if (bonus > bonusBalance) throw fail('INSUFFICIENT_FUNDS', 'Insufficient funds.');
      const meta = { roundId, game: game.slug };
      const legs: TransferInput[] = [];
      for (const [part, amount, from] of [
        ['REAL', real, account.real(userId, currency)],
        ['BONUS', bonus, account.bonus(userId, currency)],
      ] as const) {
        if (amount > 0n) {
          legs.push({
            idempotencyKey: `round:${roundId}:bet:${part}`,
            debit: from,
            credit: account.house(currency),
            amount,
            currency,
            kind: 'BET',
            metadata: meta,
          });
        }
      }
      const posted = await postTransfers(tx, legs);
      if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This stake was already taken.');
      fx.changes.push(...posted.changes);
      await deps.afterDebit?.();
    }
    const [row] = await tx
      .insert(minesRounds)
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
        realAmount: real,
        bonusAmount: bonus,
        mines: input.mines,
        revealed: [],
        serverSeed: seeds.serverSeed,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await advanceNonce(tx, userId, seeds.nonce);
    return { row: row!, replayed: false, resumed: false };
  });
  publishBalanceChanges(deps.pubsub, fx.changes);
  if (!outcome.replayed && !outcome.resumed) {
    await recordGamePlayed(db, userId, outcome.row.gameId).catch(() => undefined);
  }
  return {
    round: outcome.row,
    replayed: outcome.replayed,
    resumed: outcome.resumed,
    balance: await balances(db, userId, currency),
  };
}

async function lockRound(tx: Db, userId: string, roundId: unknown): Promise<MinesRow> {
  if (typeof roundId !== 'string' || !UUID_RE.test(roundId)) {
    throw fail('VALIDATION_ERROR', 'The round id must be a UUID.');
  }
  const [row] = await tx
    .select()
    .from(minesRounds)
    .where(and(eq(minesRounds.id, roundId), eq(minesRounds.userId, userId)))
    .for('update');
  if (!row) throw fail('VALIDATION_ERROR', 'No such round.');
  return row;
}

export interface RevealMinesInput {
  userId: string;
  roundId: string;
  tile: number;
  /** tiles opened before this one; omitted: the current step */
  step?: number | null;
}

export async function revealMines(deps: MinesDeps, input: RevealMinesInput): Promise<MinesResult> {
  const { db } = deps;
  const step = input.step;
  if (step !== null && step !== undefined && (!Number.isInteger(step) || step < 0)) {
    throw fail('VALIDATION_ERROR', 'The step must be a whole number ≥ 0.');
  }
  const now = deps.now?.() ?? new Date();
  const fx: Effects = { changes: [] };
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRound(tx, input.userId, input.roundId);
    const played = row.revealed.length;
    if (step !== null && step !== undefined) {
      if (step < played) {
        if (row.revealed[step] === input.tile) return { row, replayed: true, resumed: false };
        throw fail('VALIDATION_ERROR', 'This step was already played with another tile.');
      }
      if (step > played) throw fail('VALIDATION_ERROR', 'This step is not reached yet.');
    }
    if (row.status !== 'ACTIVE') throw fail('VALIDATION_ERROR', 'The round is over.');
    const mines = mineTilesOf(row);
    const state = replayMines(mines, row.revealed, false);
    try {
      revealTile(state, new Set(mines), input.tile);
    } catch (error) {
      if (error instanceof MinesMoveError) throw fail('VALIDATION_ERROR', error.message);
      throw error;
    }
    if (state.status === 'BUSTED') {
      return {
        row: await settle(tx, row, 'BUSTED', state.revealed, fx, now, 0n),
        replayed: false,
        resumed: false,
      };
    }
    if (state.status === 'CASHED_OUT') {
      const win = minesWin(row.stake, row.mines, state.safe);
      return {
        row: await settle(tx, row, 'CASHED_OUT', state.revealed, fx, now, win),
        replayed: false,
        resumed: false,
      };
    }
    const [updated] = await tx
      .update(minesRounds)
      .set({ revealed: state.revealed, updatedAt: now })
      .where(eq(minesRounds.id, row.id))
      .returning();
    return { row: updated!, replayed: false, resumed: false };
  });
  publishBalanceChanges(deps.pubsub, fx.changes);
  return {
    round: outcome.row,
    replayed: outcome.replayed,
    resumed: outcome.resumed,
    balance: await balances(db, input.userId, outcome.row.currency),
  };
}

export async function cashOutMines(
  deps: MinesDeps,
  input: { userId: string; roundId: string },
): Promise<MinesResult> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const fx: Effects = { changes: [] };
  const outcome = await db.transaction(async (tx) => {
    const row = await lockRound(tx, input.userId, input.roundId);
    if (row.status === 'CASHED_OUT') return { row, replayed: true, resumed: false };
    if (row.status !== 'ACTIVE') throw fail('VALIDATION_ERROR', 'The round is over.');
    if (row.revealed.length === 0) {
      throw fail('VALIDATION_ERROR', 'Open a tile before cashing out.');
    }
    const win = minesWin(row.stake, row.mines, row.revealed.length);
    return {
      row: await settle(tx, row, 'CASHED_OUT', row.revealed, fx, now, win),
      replayed: false,
      resumed: false,
    };
  });
  publishBalanceChanges(deps.pubsub, fx.changes);
  return {
    round: outcome.row,
    replayed: outcome.replayed,
    resumed: outcome.resumed,
    balance: await balances(db, input.userId, outcome.row.currency),
  };
}

/** The player's unfinished round on a game, or null. */
export async function openMinesRound(
  db: Db,
  userId: string,
  gameSlug: string,
): Promise<MinesRow | null> {
  const [row] = await db
    .select()
    .from(minesRounds)
    .where(
      and(
        eq(minesRounds.userId, userId),
        eq(minesRounds.gameSlug, gameSlug),
        eq(minesRounds.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

/**
 * Before a seed rotation reveals the server seed: cashes out the player's open rounds; a round
 * with no tile open is void and its stake returned (settled as CASHED_OUT with win = stake).
 */
export async function settleOpenMinesRounds(deps: MinesDeps, userId: string): Promise<number> {
  const rows = await deps.db
    .select({ id: minesRounds.id })
    .from(minesRounds)
    .where(and(eq(minesRounds.userId, userId), eq(minesRounds.status, 'ACTIVE')));
  let done = 0;
  for (const { id } of rows) {
    const fx: Effects = { changes: [] };
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(minesRounds).where(eq(minesRounds.id, id)).for('update');
      if (!row || row.status !== 'ACTIVE') return;
      await settleForPlayer(tx, row, fx, deps.now?.() ?? new Date());
      done += 1;
    });
    publishBalanceChanges(deps.pubsub, fx.changes);
  }
  return done;
}

/**
 * Settles an ACTIVE round (locked) without the player: cashed out at its current multiplier, or,
 * with no tile open, void (settled CASHED_OUT with win = stake: the stake returned). Used by the
 * seed rotation and the inactivity job.
 */
function settleForPlayer(tx: Db, row: MinesRow, fx: Effects, now: Date): Promise<MinesRow> {
  const k = row.revealed.length;
  const win = k === 0 ? row.stake : minesWin(row.stake, row.mines, k);
  return settle(tx, row, 'CASHED_OUT', row.revealed, fx, now, win);
}

/** An open Mines round without a move for this long is settled by the inactivity job (24 h). */
export const MINES_TIMEOUT_MS = 24 * 60 * 60 * 1000;

/**
 * The inactivity job: settles ACTIVE rounds whose last move (start or reveal: `updated_at`) is
 * MINES_TIMEOUT_MS old, one per transaction, as a rotation would (settleForPlayer). Rows are
 * claimed FOR UPDATE SKIP LOCKED and re-checked ACTIVE, so several instances (and a player
 * cashing out at the same moment) never settle a round twice. Returns how many it settled.
 */
export async function settleStaleMinesRounds(
  deps: MinesDeps,
  opts: { limit?: number } = {},
): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - MINES_TIMEOUT_MS);
  const limit = opts.limit ?? 200;
  let settled = 0;
  while (settled < limit) {
    const fx: Effects = { changes: [] };
    const found = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(minesRounds)
        .where(and(eq(minesRounds.status, 'ACTIVE'), lte(minesRounds.updatedAt, cutoff)))
        .orderBy(asc(minesRounds.updatedAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      await settleForPlayer(tx, row, fx, now);
      return true;
    });
    if (!found) break;
    publishBalanceChanges(deps.pubsub, fx.changes);
    settled += 1;
  }
  return settled;
}

/** Whether the player has an ACTIVE round under this server seed (play's rotation check). */
export async function hasOpenMinesRoundUnderSeed(
  tx: Db,
  userId: string,
  serverSeedHash: string,
): Promise<boolean> {
  const [open] = await tx
    .select({ id: minesRounds.id })
    .from(minesRounds)
    .where(
      and(
        eq(minesRounds.userId, userId),
        eq(minesRounds.serverSeedHash, serverSeedHash),
        eq(minesRounds.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return open !== undefined;
}
