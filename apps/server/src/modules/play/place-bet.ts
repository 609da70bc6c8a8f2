// The bet workflow: validate, then settle the whole round in ONE transaction.
//
// 1. The game must exist, be enabled and not recalled, and have no blocking restriction for the
//    player's country/currency (RESTRICTION_GEO). The stake is checked against the engine's
//    limits converted into the account currency (BET_TOO_LOW / BET_TOO_HIGH).
// 2. In one transaction: lock the player's seed pair (FOR UPDATE: the player's bets settle one
//    at a time, and a replayed round id is found before anything moves), compute the outcome
//    from (serverSeed, clientSeed, nonce), post the stake and the win as one ledger batch
//    (idempotency keys `round:<roundId>:bet:REAL|BONUS`, `round:<roundId>:win:REAL|BONUS`),
//    store the round, advance the nonce.
//    A real-money round writes `bet.settled` to the outbox in that transaction.
// 3. After commit: balance.updated (wallet), last played.
//
// Debit rule: the stake comes from REAL first, then BONUS for what REAL cannot cover. The win is
// credited back in the same proportion: BONUS gets ⌊win · bonusPart / stake⌋, REAL the rest, so
// money won with bonus funds stays bonus money (subject to the bonus's wagering).
// Demo rounds use the same seeds, nonce and engines and are stored with demo = true; nothing
// touches the ledger.
import { randomUUID } from 'node:crypto';
import { currencyDecimals } from '@aurum/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { enqueueEvent } from '../../outbox/enqueue';
import { AppError, type AppErrorCode } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { findGame, regionForUser, type GameView } from '../catalogue';
import { recordGamePlayed } from '../favourites';
import { getUserAccountCurrency } from '../identity';
import { guardStake, preflightStake, recordWin } from '../rg';
import { systemClock, type Clock } from '../../clock';
import {
  account,
  accountBalance,
  convertMinor,
  postTransfers,
  publishBalanceChanges,
  type TransferInput,
  type AccountChange,
} from '../wallet';
import {
  engineSpecOf,
  STAKE_LIMITS_USD,
  type EngineKind,
  type EngineSpec,
} from './engines/registry';
import {
  runEngine,
  stakeOf,
  validateParams,
  type BetParams,
  type EngineOutcome,
} from './engines/run';
import './events';
import { fairFloats } from './fairness';
import { advanceNonce, ensureSeeds, lockSeeds } from './seeds';
import { playRounds } from './tables';
import { winLegs } from './win-legs';

export interface PlaceBetInput {
  userId: string;
  gameSlug: string;
  /** minor units of the account currency (slots, dice, crash; roulette sums its bets) */
  amount: bigint;
  params: BetParams;
  demo: boolean;
  /** the client's round id (UUID) for safe retries; a fresh one when absent */
  roundId?: string | null;
  /**
   * A round the player's bonus pays for (a free spin, bonuses/free-spins.ts): the stake comes from
   * BONUS only and the engine's minimum does not apply (the bonus fixes the stake; the maximum
   * still does). `claim` runs inside the settlement transaction before any money moves, only for
   * a new round (never for a replayed round id); it throws to refuse the round, which then changes
   * nothing.
   */
  bonusRound?: { claim: (tx: Db, round: BonusRoundClaim) => Promise<void> };
}

export interface BonusRoundClaim {
  roundId: string;
  gameSlug: string;
  gameCategory: string;
  currency: string;
  /** minor units */
  stake: bigint;
}

export interface PlaceBetDeps {
  db: Db;
  pubsub: AppPubSub;
  /** the app clock (responsible gaming's windows, session and reality check); system by default */
  clock?: Clock;
  /** fault injection for tests: runs inside the transaction after the stake was posted */
  afterDebit?: () => void | Promise<void>;
}

export interface RoundView {
  id: string;
  userId: string;
  gameId: number;
  gameSlug: string;
  gameCategory: string;
  engine: EngineKind;
  demo: boolean;
  currency: string;
  amount: bigint;
  win: bigint;
  realAmount: bigint;
  bonusAmount: bigint;
  params: unknown;
  outcome: EngineOutcome;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: Date;
}

export interface PlaceBetResult {
  round: RoundView;
  /** true when the round id had been settled before: nothing moved now */
  replayed: boolean;
  balance: { currency: string; real: bigint; bonus: bigint };
}

const fail = (code: AppErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(code, { message, details });

/** The game and its engine, or GAME_NOT_FOUND / RESTRICTION_GEO. */
export async function playableGame(
  db: Db,
  userId: string | null,
  gameSlug: string,
): Promise<{ game: GameView; spec: EngineSpec }> {
  const game =
    typeof gameSlug === 'string' && gameSlug.trim() !== ''
      ? await findGame(db, 'en', { slug: gameSlug })
      : null;
  if (!game || game.recalled) throw fail('GAME_NOT_FOUND', 'Game not found.');
  if (userId) {
    const region = await regionForUser(db, userId);
    if (region && isRestricted(game, region)) {
      throw fail('RESTRICTION_GEO', 'This game is not available in your region.');
    }
  }
  return { game, spec: engineSpecOf(game) };
}

export function isRestricted(game: GameView, region: { country: string; currency: string }) {
  return game.restrictions.some(
    (r) =>
      r.disabled &&
      (r.country === null || r.country.toUpperCase() === region.country) &&
      (r.currency === null || r.currency.toUpperCase() === region.currency),
  );
}

/** The engine's stake limits in `currency`, minor units. */
export async function stakeLimits(
  db: Db,
  spec: EngineSpec,
  currency: string,
): Promise<{ min: bigint; max: bigint }> {
  const usd = STAKE_LIMITS_USD[spec.kind];
  const min = await convertMinor(db, usd.min, 'USD', currency);
  const max = await convertMinor(db, usd.max, 'USD', currency);
  return { min: min < 1n ? 1n : min, max: max < 1n ? 1n : max };
}

function rowToView(row: typeof playRounds.$inferSelect): RoundView {
  return { ...row, outcome: row.outcome as EngineOutcome };
}

async function balances(db: Db, userId: string, currency: string) {
  return {
    currency,
    real: await accountBalance(db, account.real(userId, currency)),
    bonus: await accountBalance(db, account.bonus(userId, currency)),
  };
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function placeBet(deps: PlaceBetDeps, input: PlaceBetInput): Promise<PlaceBetResult> {
  const { db } = deps;
  const { userId } = input;
  const roundId = input.roundId ?? randomUUID();
  if (!UUID_RE.test(roundId)) throw fail('VALIDATION_ERROR', 'The round id must be a UUID.');
  const { game, spec } = await playableGame(db, userId, input.gameSlug);
  const invalid = validateParams(spec.kind, input.params);
  if (invalid) throw fail('VALIDATION_ERROR', invalid);
  if (spec.kind === 'CRASH') {
    // crash plays shared rounds (modules/crash): placeCrashBet / cashOutCrash
    throw fail('VALIDATION_ERROR', 'Crash games are played in shared rounds.');
  }
  const currency = await getUserAccountCurrency(db, userId);
  if (!currency) throw fail('UNAUTHORIZED', 'Unknown player.');
  const stake = stakeOf(input.params, input.amount);
  const limits = await stakeLimits(db, spec, currency);
  const decimals = currencyDecimals(currency);
  if (input.bonusRound && input.demo) {
    throw fail('VALIDATION_ERROR', 'A bonus-funded round cannot be a demo round.');
  }
  if (stake < limits.min && !input.bonusRound) {
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
  const now = (deps.clock ?? systemClock).now();
  if (!input.demo) await preflightStake(deps, userId, now);

  let changes: AccountChange[] = [];
  const settled = await inRoundTransaction(db, async (tx) => {
    const seeds = await lockSeeds(tx, userId);
    const [existing] = await tx.select().from(playRounds).where(eq(playRounds.id, roundId));
    if (existing) {
      if (existing.userId !== userId) {
        throw fail('VALIDATION_ERROR', 'This round id belongs to another round.');
      }
      return { row: existing, replayed: true };
    }
    await input.bonusRound?.claim(tx, {
      roundId,
      gameSlug: game.slug,
      gameCategory: game.category,
      currency,
      stake,
    });
    const { outcome, win } = runEngine(
      spec,
      input.params,
      stake,
      fairFloats(seeds.serverSeed, seeds.clientSeed, seeds.nonce),
    );
    let realAmount = 0n;
    let bonusAmount = 0n;
    if (!input.demo) {
      // responsible gaming: blocks, session, reality check, profile stake rules, loss and wager
      // limits — under the player's rg row lock, in this transaction (bonus-funded spins too)
      await guardStake(tx, {
        userId,
        currency,
        stake,
        ref: `round:${roundId}:stake`,
        now,
        engine: spec.kind,
        spin: spec.kind === 'SLOTS',
      });
      const real = await accountBalance(tx, account.real(userId, currency));
      const bonus = await accountBalance(tx, account.bonus(userId, currency));
      // a bonus-funded round takes nothing from REAL
      realAmount = input.bonusRound ? 0n : stake <= real ? stake : real > 0n ? real : 0n;
      bonusAmount = stake - realAmount;
      if (bonusAmount > bonus) throw fail('INSUFFICIENT_FUNDS', 'Insufficient funds.');
      const house = account.house(currency);
      const meta = { roundId, game: game.slug };
      const legs: TransferInput[] = [];
      const betLeg = (key: string, debit: string, credit: string, amount: bigint) => {
        if (amount > 0n) {
          legs.push({
            idempotencyKey: `round:${roundId}:${key}`,
            debit,
            credit,
            amount,
            currency,
            kind: 'BET',
            metadata: meta,
          });
        }
      };
      betLeg('bet:REAL', account.real(userId, currency), house, realAmount);
      betLeg('bet:BONUS', account.bonus(userId, currency), house, bonusAmount);
      if (deps.afterDebit) {
        const debit = await postTransfers(tx, legs);
        changes = debit.changes;
        await deps.afterDebit();
        legs.length = 0;
      }
      legs.push(
        ...winLegs({
          roundId,
          userId,
          currency,
          win,
          stake,
          bonusStake: bonusAmount,
          metadata: meta,
        }),
      );
      if (legs.length > 0) {
        const posted = await postTransfers(tx, legs);
        if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This round was already settled.');
        changes = [...changes, ...posted.changes];
      }
      await recordWin(tx, { userId, currency, amount: win, ref: `round:${roundId}:win`, now });
    }
    const [row] = await tx
      .insert(playRounds)
      .values({
        id: roundId,
        userId,
        gameId: Number(game.id),
        gameSlug: game.slug,
        gameCategory: game.category,
        engine: spec.kind,
        demo: input.demo,
        currency,
        amount: stake,
        win,
        realAmount,
        bonusAmount,
        params: paramsJson(input.params),
        outcome: outcomeJson(outcome),
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
      })
      .returning();
    await advanceNonce(tx, userId, seeds.nonce);
    if (!input.demo) {
      await enqueueEvent(tx, 'bet.settled', {
        roundId,
        userId,
        amount: stake,
        win,
        realAmount,
        bonusAmount,
        gameCategory: game.category,
        gameSlug: game.slug,
        currency,
      });
    }
    return { row: row!, replayed: false };
  });

  const round = rowToView(settled.row);
  if (!settled.replayed) {
    publishBalanceChanges(deps.pubsub, changes);
    await recordGamePlayed(db, userId, round.gameId).catch(() => undefined);
  }
  return { round, replayed: settled.replayed, balance: await balances(db, userId, currency) };
}

/**
 * Runs a round's settlement transaction (play, blackjack); a round id (or blackjack's open round)
 * taken concurrently is refused with VALIDATION_ERROR.
 */
export async function inRoundTransaction<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(run);
  } catch (error) {
    if (uniqueViolation(error)) throw fail('VALIDATION_ERROR', 'This round id is already used.');
    throw error;
  }
}

/** A bet's parameters as stored (and read by the round view): amounts as text. */
export function paramsJson(params: BetParams): unknown {
  if (params.kind === 'ROULETTE' || params.kind === 'BACCARAT') {
    return {
      kind: params.kind,
      bets: params.bets.map((b) => ({ ...b, amount: b.amount.toString() })),
    };
  }
  return params;
}

/** An outcome as stored (and read by the round view): bigints as text. */
export function outcomeJson(outcome: EngineOutcome): unknown {
  if (outcome.kind === 'ROULETTE') {
    return {
      kind: outcome.kind,
      roulette: { ...outcome.roulette, wins: outcome.roulette.wins.map((w) => w.toString()) },
    };
  }
  if (outcome.kind === 'BACCARAT') {
    return {
      kind: outcome.kind,
      baccarat: { ...outcome.baccarat, wins: outcome.baccarat.wins.map((w) => w.toString()) },
    };
  }
  return outcome;
}

/** A stored round of the player, or null. */
export async function findRound(db: Db, userId: string, id: string): Promise<RoundView | null> {
  if (!UUID_RE.test(id)) return null;
  const [row] = await db
    .select()
    .from(playRounds)
    .where(and(eq(playRounds.id, id), eq(playRounds.userId, userId)));
  return row ? rowToView(row) : null;
}
