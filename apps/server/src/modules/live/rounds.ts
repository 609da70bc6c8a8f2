// Live tables (docs/games-live-notes.md, docs/live2-notes.md): the live roulette, baccarat, dice
// (live-casino) and wheel (live-game-show) games are shared real-time tables. Each table runs one round at a time for everyone:
//
//   BETTING (bets accepted until betting_ends_at; the round's server seed hash is public from the
//   moment it opens) → SETTLED (one outcome from the fair stream of (server seed, client seed,
//   round number), every bet settled against it, the server seed revealed) → a pause → the next.
//
// Money:
// - A bet debits its stake in ONE transaction with the bet row (REAL first, then BONUS, keys
//   `round:<betId>:bet:REAL|BONUS`) under a share lock of the round row: settlement (which locks
//   the row FOR UPDATE) waits for bets in flight, and a bet never lands in a settled round.
// - Settlement is ONE transaction per round: the round row locked FOR UPDATE and still BETTING,
//   every bet paid (keys `round:<betId>:win:REAL|BONUS`), written to bet history with
//   `bet.settled`, the round marked SETTLED. Any number of instances may try at once; the row
//   lock and the phase check let exactly one do it, and a crash mid-way rolls everything back
//   for the next attempt. The ledger keys would refuse a second payment anyway.
// Demo bets ride the same rounds without touching the ledger (no money, no bet.settled).
import { createHash, randomUUID } from 'node:crypto';
import { currencyDecimals, sharedDeal, WHEEL_SEGMENTS } from '@aurum/domain';
import { and, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uniqueViolation } from '../../db/unique-violation';
import { enqueueEvent } from '../../outbox/enqueue';
import { AppError, type AppErrorCode } from '../../errors';
import type { AppPubSub } from '../../pubsub';
import { recordGamePlayed } from '../favourites';
import { getUserAccountCurrency } from '../identity';
import { guardStake, preflightStake, recordWin } from '../rg';
import {
  account,
  accountBalance,
  lockAccounts,
  postTransfers,
  publishBalanceChanges,
  type AccountChange,
  type TransferInput,
} from '../wallet';
import {
  fairFloats,
  hashServerSeed,
  newServerSeed,
  outcomeJson,
  paramsJson,
  playableGame,
  recordRounds,
  runEngine,
  stakeLimits,
  stakeOf,
  validateParams,
  winLegs,
  type BetParams,
  type NewPlayRound,
} from '../play';
import { liveBets, liveRounds } from './tables';
import {
  DEFAULT_DECIDING_MS,
  roundStreams,
  settleSharedHand,
  sharedHandView,
  sharedRoundOutcome,
  type SharedBlackjackParams,
} from './shared-blackjack';
import type { LiveEventKind, PublicLiveBet, PublicLiveRound } from './events';
import './events';

export type LiveRoundRow = typeof liveRounds.$inferSelect;
export type LiveBetRow = typeof liveBets.$inferSelect;

/**
 * Engines a live category can run as a shared table (one outcome serves every bet): a pocket, a
 * deal, a roll (each dice bet has its own target and direction) or a wheel stop (the segment
 * count is fixed per table, each bet picks its risk layout of that many segments).
 */
export const LIVE_TABLE_ENGINES = ['ROULETTE', 'BACCARAT', 'DICE', 'WHEEL', 'BLACKJACK'] as const;
export type LiveEngine = (typeof LIVE_TABLE_ENGINES)[number];

/** Whether a game of `category` playing `kind` is a shared live table. */
export function isLiveTable(category: string, kind: string): kind is LiveEngine {
  return category.startsWith('live-') && (LIVE_TABLE_ENGINES as readonly string[]).includes(kind);
}

/** The round's fixed settings (live_rounds.config): dice's RTP, the wheel's segment count. */
export interface LiveRoundConfig {
  rtpBp?: number;
  segments?: number;
}

/**
 * The wheel of a live wheel table: one of the engine's sizes (10–50), fixed per table by its slug
 * (tables differ, a table never changes), so the one stop is the same segment for every bet.
 */
export function liveWheelSegments(slug: string): number {
  const h = createHash('sha256').update(`live-wheel:${slug}`).digest();
  return WHEEL_SEGMENTS[h[0]! % WHEEL_SEGMENTS.length]!;
}

/** What the table fixes for a round of `spec`'s engine. */
function roundConfigOf(
  spec: { kind: string; rtpBp: number },
  slug: string,
): LiveRoundConfig | null {
  if (spec.kind === 'DICE') return { rtpBp: spec.rtpBp };
  if (spec.kind === 'WHEEL') return { segments: liveWheelSegments(slug) };
  return null;
}

export interface LiveDeps {
  db: Db;
  pubsub: AppPubSub;
  /** the clock (ms since the epoch); tests control it */
  now: () => number;
  /** ms from a round's settlement to the next round's betting (shown as the countdown) */
  pauseMs: number;
  /** blackjack: ms of the decision window after betting closes (default 12 s) */
  decidingMs?: number;
  /** fault injection for tests: runs inside the settlement after the first bet was paid */
  afterFirstPayment?: () => void | Promise<void>;
}

export interface LiveBalance {
  currency: string;
  real: bigint;
  bonus: bigint;
}

export interface LiveBetResult {
  bet: LiveBetRow;
  round: LiveRoundRow;
  /** true when nothing moved now (the bet id had been placed before) */
  replayed: boolean;
  balance: LiveBalance;
}

const fail = (code: AppErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(code, { message, details });

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stable pseudonymous tag of a player at the table (no name or email). */
export function tableTag(userId: string): string {
  return createHash('sha256')
    .update(`live-player:${userId}`)
    .digest('hex')
    .slice(0, 4)
    .toUpperCase();
}

/** The game, if it is a live table; else GAME_NOT_FOUND (or RESTRICTION_GEO for the player). */
export async function liveTableOf(db: Db, slug: string, userId: string | null = null) {
  const found = await playableGame(db, userId, slug);
  if (!isLiveTable(found.game.category, found.spec.kind)) {
    throw fail('GAME_NOT_FOUND', 'This game is not a live table.');
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function latestLiveRound(db: Db, slug: string): Promise<LiveRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(liveRounds)
    .where(eq(liveRounds.gameSlug, slug))
    .orderBy(desc(liveRounds.number))
    .limit(1);
  return row;
}

/** The table's last settled rounds, newest first. */
export async function recentLiveRounds(db: Db, slug: string, count = 20): Promise<LiveRoundRow[]> {
  return db
    .select()
    .from(liveRounds)
    .where(and(eq(liveRounds.gameSlug, slug), isNotNull(liveRounds.settledAt)))
    .orderBy(desc(liveRounds.number))
    .limit(count);
}

export async function liveRoundBets(db: Db, roundId: string): Promise<LiveBetRow[]> {
  return db
    .select()
    .from(liveBets)
    .where(eq(liveBets.roundId, roundId))
    .orderBy(liveBets.createdAt);
}

/** Rounds of any table whose betting ended and which nobody settled yet (sweeps). */
export async function dueLiveRounds(db: Db, now: number, limit = 20): Promise<LiveRoundRow[]> {
  return db
    .select()
    .from(liveRounds)
    .where(
      or(
        and(eq(liveRounds.phase, 'BETTING'), lte(liveRounds.bettingEndsAt, new Date(now))),
        and(eq(liveRounds.phase, 'DECIDING'), lte(liveRounds.decidingEndsAt, new Date(now))),
      ),
    )
    .limit(limit);
}

export function publicLiveRound(row: LiveRoundRow, pauseMs: number): PublicLiveRound {
  const settled = row.phase === 'SETTLED';
  return {
    id: row.id,
    gameSlug: row.gameSlug,
    engine: row.engine as LiveEngine,
    number: row.number,
    phase: row.phase,
    bettingEndsAt: row.bettingEndsAt.toISOString(),
    decidingEndsAt: row.decidingEndsAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    nextRoundAt: row.settledAt ? new Date(row.settledAt.getTime() + pauseMs).toISOString() : null,
    serverSeedHash: row.serverSeedHash,
    serverSeed: settled ? row.serverSeed : null,
    clientSeed: row.clientSeed,
    // blackjack: the common deal is public from the decision window on (the hole card is not in it)
    outcome:
      settled || row.phase === 'DECIDING' ? (row.outcome as PublicLiveRound['outcome']) : null,
    segments: row.config?.segments ?? null,
  };
}

export function publicLiveBet(row: LiveBetRow, round?: LiveRoundRow): PublicLiveBet {
  return {
    hand: round ? sharedHandView(round, row) : null,
    id: row.id,
    roundId: row.roundId,
    userId: row.userId,
    player: row.player,
    demo: row.demo,
    currency: row.currency,
    amount: row.amount,
    win: row.status === 'SETTLED' ? row.win : null,
    params: row.params as PublicLiveBet['params'],
    actions: row.actions,
    settled: row.status === 'SETTLED',
  };
}

function publish(
  deps: Pick<LiveDeps, 'pubsub' | 'now' | 'pauseMs'>,
  kind: LiveEventKind,
  round: LiveRoundRow,
  bets: LiveBetRow[] = [],
) {
  deps.pubsub.publish('live.table', round.gameSlug, {
    kind,
    round: publicLiveRound(round, deps.pauseMs),
    bets: bets.map((b) => publicLiveBet(b, round)),
    serverTime: new Date(deps.now()).toISOString(),
  });
}

export async function liveBalances(db: Db, userId: string, currency: string): Promise<LiveBalance> {
  return {
    currency,
    real: await accountBalance(db, account.real(userId, currency)),
    bonus: await accountBalance(db, account.bonus(userId, currency)),
  };
}

/** Play's bet parameters back from their stored JSON (amounts as strings). */
function paramsOf(json: unknown): BetParams {
  const p = json as { kind: Exclude<LiveEngine, 'BLACKJACK'>; bets: { amount: string }[] };
  if (p.kind === 'DICE' || p.kind === 'WHEEL') return json as BetParams;
  return {
    ...p,
    bets: p.bets.map((b) => ({ ...b, amount: BigInt(b.amount) })),
  } as BetParams;
}

// ---------------------------------------------------------------------------------------------
// The table's steps (scheduler.ts). Each is safe to repeat and safe from several instances.

/**
 * Opens the table's next round (BETTING) with a fresh server seed whose hash is published at
 * once. Nothing happens while the last round is unsettled; two instances opening at once make
 * one round (unique game + number).
 */
export async function openLiveRound(
  deps: Pick<LiveDeps, 'db' | 'pubsub' | 'now' | 'pauseMs'>,
  slug: string,
  bettingMs: number,
): Promise<LiveRoundRow | undefined> {
  const { game, spec } = await liveTableOf(deps.db, slug);
  const last = await latestLiveRound(deps.db, slug);
  if (last && last.phase !== 'SETTLED') return last;
  const now = deps.now();
  const serverSeed = newServerSeed();
  let row: LiveRoundRow | undefined;
  try {
    [row] = await deps.db
      .insert(liveRounds)
      .values({
        gameSlug: slug,
        gameId: Number(game.id),
        gameCategory: game.category,
        engine: spec.kind,
        number: (last?.number ?? 0) + 1,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        // public and fixed per table; with the round number as nonce it makes each round's floats
        clientSeed: slug.slice(0, 64),
        config: roundConfigOf(spec, slug),
        phase: 'BETTING',
        bettingEndsAt: new Date(now + bettingMs),
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error)) return latestLiveRound(deps.db, slug);
    throw error;
  }
  publish(deps, 'ROUND', row!);
  return row;
}

/**
 * Settles a round whose betting has ended: one outcome, every bet paid in one transaction.
 * Returns the settled round, or undefined when it is not due / was settled by someone else.
 */
export async function settleLiveRound(
  deps: LiveDeps,
  roundId: string,
): Promise<LiveRoundRow | undefined> {
  const now = deps.now();
  let changes: AccountChange[] = [];
  const done = await deps.db.transaction(async (tx) => {
    const [round] = await tx
      .select()
      .from(liveRounds)
      .where(eq(liveRounds.id, roundId))
      .for('update');
    if (!round) return null;
    const blackjack = round.engine === 'BLACKJACK';
    const due =
      round.phase === 'BETTING'
        ? now >= round.bettingEndsAt.getTime()
        : round.phase === 'DECIDING' &&
          round.decidingEndsAt !== null &&
          now >= round.decidingEndsAt.getTime();
    if (!due) return null;
    const bets = await tx
      .select()
      .from(liveBets)
      .where(and(eq(liveBets.roundId, round.id), eq(liveBets.status, 'PLACED')));
    if (blackjack && round.phase === 'BETTING') {
      // betting closed: the common deal goes public and the players decide, unless the deal
      // already ends every hand (a natural) or nobody bet
      const deal = sharedDeal(...roundStreams(round));
      if (!deal.finished && bets.length > 0) {
        const [deciding] = await tx
          .update(liveRounds)
          .set({
            phase: 'DECIDING',
            decidingEndsAt: new Date(now + (deps.decidingMs ?? DEFAULT_DECIDING_MS)),
            outcome: { kind: 'BLACKJACK', cards: deal.cards, dealerCards: [deal.up] },
          })
          .where(and(eq(liveRounds.id, round.id), eq(liveRounds.phase, 'BETTING')))
          .returning();
        return { round: deciding!, bets: [] as LiveBetRow[], deciding: true };
      }
    }
    // every player this round pays, locked in the ledger's order before the first payment
    await lockAccounts(
      tx,
      bets
        .filter((bet) => !bet.demo)
        .flatMap((bet) => [
          account.real(bet.userId, bet.currency),
          account.bonus(bet.userId, bet.currency),
        ]),
    );
    const floats = () => fairFloats(round.serverSeed, round.clientSeed, round.number);
    // dice pays by the RTP fixed when the round opened; the others' payouts are their rules'
    const spec = { kind: round.engine as LiveEngine, rtpBp: round.config?.rtpBp ?? 0, rtp: 0 };
    const table = blackjack ? null : runEngine(spec, tableParams(round), 0n, floats());
    const settledAt = new Date(now);
    const settledBets: LiveBetRow[] = [];
    const history: NewPlayRound[] = [];
    for (const bet of bets) {
      // every bet reads the same floats: the same pocket / the same cards for the whole table;
      // blackjack: the same streams, each hand with its own decisions (undecided hands stand)
      const { win, paramsData, outcomeData, finalActions } = blackjack
        ? settleSharedHand(round, bet)
        : (() => {
            const params = paramsOf(bet.params);
            const { outcome, win } = runEngine(spec, params, bet.amount, floats());
            return {
              win,
              paramsData: paramsJson(params) as object,
              outcomeData: outcomeJson(outcome),
              finalActions: null,
            };
          })();
      if (!bet.demo) {
        const legs = winLegs({
          roundId: bet.id,
          userId: bet.userId,
          currency: bet.currency,
          win,
          stake: bet.amount,
          bonusStake: bet.bonusAmount,
          metadata: { roundId: bet.id, game: round.gameSlug, liveRound: round.id },
        });
        if (legs.length > 0) {
          const posted = await postTransfers(tx, legs);
          if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This bet was already paid.');
          changes = [...changes, ...posted.changes];
        }
        await recordWin(tx, {
          userId: bet.userId,
          currency: bet.currency,
          amount: win,
          ref: `round:${bet.id}:win`,
          now: settledAt,
        });
        await enqueueEvent(tx, 'bet.settled', {
          roundId: bet.id,
          userId: bet.userId,
          amount: bet.amount,
          win,
          realAmount: bet.realAmount,
          bonusAmount: bet.bonusAmount,
          gameCategory: round.gameCategory,
          gameSlug: round.gameSlug,
          currency: bet.currency,
        });
        if (settledBets.length === 0) await deps.afterFirstPayment?.();
      }
      const [updated] = await tx
        .update(liveBets)
        .set({
          status: 'SETTLED',
          win,
          settledAt,
          ...(finalActions ? { actions: finalActions } : {}),
        })
        .where(and(eq(liveBets.id, bet.id), eq(liveBets.status, 'PLACED')))
        .returning();
      settledBets.push(updated!);
      history.push({
        id: bet.id,
        userId: bet.userId,
        gameId: round.gameId,
        gameSlug: round.gameSlug,
        gameCategory: round.gameCategory,
        engine: round.engine as LiveEngine,
        demo: bet.demo,
        currency: bet.currency,
        amount: bet.amount,
        win,
        realAmount: bet.realAmount,
        bonusAmount: bet.bonusAmount,
        params: { ...paramsData, shared: true, liveRound: round.number },
        outcome: outcomeData,
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.number,
      });
    }
    if (history.length > 0) await recordRounds(tx, history);
    const publicOutcome = !table
      ? sharedRoundOutcome(round)
      : table.outcome.kind === 'ROULETTE'
        ? {
            kind: 'ROULETTE',
            pocket: table.outcome.roulette.pocket,
            color: table.outcome.roulette.color,
          }
        : table.outcome.kind === 'BACCARAT'
          ? {
              kind: 'BACCARAT',
              playerCards: table.outcome.baccarat.playerCards,
              bankerCards: table.outcome.baccarat.bankerCards,
              playerTotal: table.outcome.baccarat.playerTotal,
              bankerTotal: table.outcome.baccarat.bankerTotal,
              result: table.outcome.baccarat.result,
            }
          : table.outcome.kind === 'DICE'
            ? { kind: 'DICE', roll: table.outcome.dice.roll }
            : table.outcome.kind === 'WHEEL'
              ? {
                  kind: 'WHEEL',
                  segment: table.outcome.wheel.segment,
                  segments: table.outcome.wheel.segments,
                }
              : null;
    const [settled] = await tx
      .update(liveRounds)
      .set({ phase: 'SETTLED', settledAt, outcome: publicOutcome })
      .where(and(eq(liveRounds.id, round.id), eq(liveRounds.phase, round.phase)))
      .returning();
    return { round: settled!, bets: settledBets, deciding: false };
  });
  if (!done) return undefined;
  if (done.deciding) {
    publish(deps, 'DEAL', done.round, await liveRoundBets(deps.db, done.round.id));
    return done.round;
  }
  publishBalanceChanges(deps.pubsub, changes);
  publish(deps, 'RESULT', done.round, done.bets);
  return done.round;
}

/**
 * Parameters that draw the table's own result from the round's floats: the pocket, the deal, the
 * roll (the target does not change the roll) or the wheel's stop (the segment depends only on the
 * table's segment count, not on the risk).
 */
function tableParams(round: LiveRoundRow): BetParams {
  switch (round.engine as Exclude<LiveEngine, 'BLACKJACK'>) {
    case 'ROULETTE':
      return { kind: 'ROULETTE', bets: [] };
    case 'BACCARAT':
      return { kind: 'BACCARAT', bets: [] };
    case 'DICE':
      return { kind: 'DICE', target: 5000, direction: 'UNDER' };
    case 'WHEEL':
      return { kind: 'WHEEL', segments: round.config?.segments ?? 10, risk: 'LOW' };
  }
}

// ---------------------------------------------------------------------------------------------
// Players' bets

export interface PlaceLiveBetInput {
  userId: string;
  gameSlug: string;
  /**
   * ROULETTE or BACCARAT bets (amounts in minor units of the account currency; the stake is
   * their sum), or DICE (target, direction) / WHEEL (risk; the table fixes the segment count)
   */
  params: BetParams | SharedBlackjackParams;
  /** dice, wheel and blackjack: the stake, minor units */
  amount?: bigint;
  demo: boolean;
  /** the client's bet id (UUID) for safe retries; a fresh one when absent */
  betId?: string | null;
}

/** A bet in the table's current round; only while it takes bets, one bet per player and round. */
export async function placeLiveBet(
  deps: LiveDeps,
  input: PlaceLiveBetInput,
): Promise<LiveBetResult> {
  const receivedAt = deps.now();
  const { db } = deps;
  const { userId } = input;
  const betId = input.betId ?? randomUUID();
  if (!UUID_RE.test(betId)) throw fail('VALIDATION_ERROR', 'The bet id must be a UUID.');
  const { game, spec } = await liveTableOf(db, input.gameSlug, userId);
  // a wheel bet spins the table's wheel: its segment count is the table's, whatever was sent
  const params: BetParams | SharedBlackjackParams =
    input.params.kind === 'WHEEL'
      ? { ...input.params, segments: liveWheelSegments(game.slug) }
      : input.params;
  const invalid =
    params.kind === 'BLACKJACK' || spec.kind === 'BLACKJACK'
      ? params.kind === spec.kind
        ? null
        : `This table plays ${spec.kind}.`
      : validateParams(spec.kind, params);
  if (invalid) throw fail('VALIDATION_ERROR', invalid);
  const stake =
    params.kind === 'BLACKJACK' ? (input.amount ?? 0n) : stakeOf(params, input.amount ?? 0n);
  if (stake <= 0n) throw fail('VALIDATION_ERROR', 'The stake must be positive.');
  const currency = await getUserAccountCurrency(db, userId);
  if (!currency) throw fail('UNAUTHORIZED', 'Unknown player.');
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
  const previous = await findBet(db, betId);
  if (previous) return replayBet(db, previous, userId);
  if (!input.demo) await preflightStake(deps, userId, new Date(receivedAt));
  const current = await latestLiveRound(db, game.slug);
  const closed = () =>
    fail('TABLE_BETTING_CLOSED', 'Bets are closed for this round; wait for the next one.');
  if (!current || current.phase !== 'BETTING' || receivedAt >= current.bettingEndsAt.getTime()) {
    throw closed();
  }

  let changes: AccountChange[] = [];
  let placed: { bet: LiveBetRow; round: LiveRoundRow };
  try {
    placed = await db.transaction(async (tx) => {
      const [round] = await tx
        .select()
        .from(liveRounds)
        .where(eq(liveRounds.id, current.id))
        .for('share');
      if (!round || round.phase !== 'BETTING') throw closed();
      if (params.kind === 'WHEEL' && round.config?.segments !== params.segments) throw closed();
      const [mine] = await tx
        .select({ id: liveBets.id })
        .from(liveBets)
        .where(and(eq(liveBets.roundId, round.id), eq(liveBets.userId, userId)));
      if (mine) throw fail('TABLE_ALREADY_BET', 'You already have a bet in this round.');
      let realAmount = 0n;
      let bonusAmount = 0n;
      if (!input.demo) {
        await guardStake(tx, {
          userId,
          currency,
          stake,
          ref: `round:${betId}:stake`,
          now: new Date(receivedAt),
          engine: spec.kind,
        });
        const real = await accountBalance(tx, account.real(userId, currency));
        const bonus = await accountBalance(tx, account.bonus(userId, currency));
        realAmount = stake <= real ? stake : real > 0n ? real : 0n;
        bonusAmount = stake - realAmount;
        if (bonusAmount > bonus) throw fail('INSUFFICIENT_FUNDS', 'Insufficient funds.');
        const house = account.house(currency);
        const meta = { roundId: betId, game: game.slug, liveRound: round.id };
        const legs: TransferInput[] = [];
        const leg = (part: 'REAL' | 'BONUS', amount: bigint) => {
          if (amount <= 0n) return;
          legs.push({
            idempotencyKey: `round:${betId}:bet:${part}`,
            debit:
              part === 'REAL' ? account.real(userId, currency) : account.bonus(userId, currency),
            credit: house,
            amount,
            currency,
            kind: 'BET',
            metadata: meta,
          });
        };
        leg('REAL', realAmount);
        leg('BONUS', bonusAmount);
        const posted = await postTransfers(tx, legs);
        if (posted.replayed) throw fail('IDEMPOTENCY_CONFLICT', 'This bet was already placed.');
        changes = posted.changes;
      }
      const [bet] = await tx
        .insert(liveBets)
        .values({
          id: betId,
          roundId: round.id,
          userId,
          demo: input.demo,
          currency,
          amount: stake,
          realAmount,
          bonusAmount,
          params: params.kind === 'BLACKJACK' ? { kind: 'BLACKJACK' } : paramsJson(params),
          status: 'PLACED',
          player: tableTag(userId),
        })
        .returning();
      return { bet: bet!, round };
    });
  } catch (error) {
    // a concurrent request with the same bet id won the race: its bet is this one (seen on
    // PostgreSQL — the loser meets the bet row, the ledger key or the bet id's unique index)
    const raced =
      uniqueViolation(error) ||
      (error instanceof AppError &&
        (error.code === 'IDEMPOTENCY_CONFLICT' || error.code === 'TABLE_ALREADY_BET'));
    if (raced) {
      const again = await findBet(db, betId);
      if (again) return replayBet(db, again, userId);
      if (uniqueViolation(error)) {
        throw fail('TABLE_ALREADY_BET', 'You already have a bet in this round.');
      }
    }
    throw error;
  }
  publishBalanceChanges(deps.pubsub, changes);
  publish(deps, 'BET', placed.round, [placed.bet]);
  await recordGamePlayed(db, userId, placed.round.gameId).catch(() => undefined);
  return {
    bet: placed.bet,
    round: placed.round,
    replayed: false,
    balance: await liveBalances(db, userId, currency),
  };
}

async function findBet(db: Db, id: string): Promise<LiveBetRow | undefined> {
  const [row] = await db.select().from(liveBets).where(eq(liveBets.id, id));
  return row;
}

async function replayBet(db: Db, bet: LiveBetRow, userId: string): Promise<LiveBetResult> {
  if (bet.userId !== userId) throw fail('VALIDATION_ERROR', 'This bet id is already used.');
  const [round] = await db.select().from(liveRounds).where(eq(liveRounds.id, bet.roundId));
  return {
    bet,
    round: round!,
    replayed: true,
    balance: await liveBalances(db, userId, bet.currency),
  };
}

/** Counts of a table's settled bets (tests, metrics). */
export async function settledBetCount(db: Db, roundId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`COUNT(*)::int` })
    .from(liveBets)
    .where(and(eq(liveBets.roundId, roundId), eq(liveBets.status, 'SETTLED')));
  return Number(row?.n ?? 0);
}
