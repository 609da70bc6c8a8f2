// GraphQL of the live tables: liveTable (query), placeLiveBet (mutation), liveTable
// (subscription). Thin: parse, authorize, call rounds.ts.
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { AppError } from '../../errors';
import { orFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import { getUserAccountCurrency } from '../identity';
import { hundredths, major, playableGame, type BetParams } from '../play';
import type { GraphQLContext, ModuleResolvers } from '../types';
import type { LiveTableEvent, PublicLiveBet, PublicLiveRound } from './events';
import {
  isLiveTable,
  LIVE_TABLE_ENGINES,
  latestLiveRound,
  liveBalances,
  liveRoundBets,
  liveTableOf,
  placeLiveBet,
  publicLiveBet,
  publicLiveRound,
  recentLiveRounds,
  type LiveBetResult,
  type LiveDeps,
} from './rounds';
import { DEFAULT_LIVE_TIMINGS, liveSchedulerFor } from './scheduler';
import { liveBlackjackAction, type SharedBlackjackParams } from './shared-blackjack';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (message: string) => new AppError('VALIDATION_ERROR', { message });

function depsOf(ctx: GraphQLContext): LiveDeps {
  return (
    liveSchedulerFor(ctx.pubsub)?.liveDeps ?? {
      db: ctx.db,
      pubsub: ctx.pubsub,
      now: Date.now,
      pauseMs: DEFAULT_LIVE_TIMINGS.pauseMs,
    }
  );
}

function minorOf(text: unknown, currency: string): bigint {
  const value =
    typeof text === 'string' ? parseMajorToMinor(text.trim(), currencyDecimals(currency)) : null;
  if (value === null || value <= 0n) throw invalid('Amounts are positive decimal strings.');
  return value;
}

export function liveRoundView(round: PublicLiveRound) {
  const o = round.outcome;
  return {
    __typename: 'LiveRound' as const,
    ...round,
    outcome: o
      ? {
          __typename: 'LiveOutcome' as const,
          ...o,
          // dice: the roll as the one-player dice shows it ("42.17")
          roll: o.kind === 'DICE' ? hundredths(o.roll) : null,
        }
      : null,
  };
}

function hundredthsOf(text: unknown): number {
  const value = typeof text === 'string' ? parseMajorToMinor(text.trim(), 2) : null;
  if (value === null || value > 10n ** 12n) {
    throw invalid('Targets are decimal strings with up to 2 decimals.');
  }
  return Number(value);
}

function betView(bet: PublicLiveBet, viewerId: string | null) {
  const p = bet.params;
  const mine = viewerId !== null && bet.userId === viewerId;
  // blackjack: another player's cards and decisions stay hidden until the round settles (their
  // extra cards are the viewer's own next cards); the table sees only that they decided
  const hand = bet.hand;
  const open = hand !== null && (mine || bet.settled);
  const blackjack = p.kind === 'BLACKJACK';
  return {
    __typename: 'LiveBet' as const,
    id: bet.id,
    roundId: bet.roundId,
    player: bet.player,
    mine,
    demo: bet.demo,
    currency: bet.currency,
    amount: major(
      blackjack && !mine && !bet.settled ? (hand?.stake ?? bet.amount) : bet.amount,
      bet.currency,
    ),
    win: bet.win === null ? null : major(bet.win, bet.currency),
    spots:
      p.kind === 'ROULETTE' || p.kind === 'BACCARAT'
        ? p.bets.map((s) => ({
            __typename: 'LiveBetSpot' as const,
            type: s.type,
            numbers: s.numbers ?? [],
            amount: major(BigInt(s.amount), bet.currency),
          }))
        : [],
    target: p.kind === 'DICE' ? hundredths(p.target) : null,
    direction: p.kind === 'DICE' ? p.direction : null,
    risk: p.kind === 'WHEEL' ? p.risk : null,
    actions: blackjack && (mine || bet.settled) ? bet.actions : null,
    cards: open ? hand.cards : null,
    total: open ? hand.total : null,
    decided: hand ? hand.decided : null,
    doubled: open ? hand.doubled : null,
    result: open ? hand.result : null,
  };
}

/** Demo bets are nobody else's business: each player sees only their own. */
const visible = (bet: PublicLiveBet, viewerId: string | null) =>
  !bet.demo || (viewerId !== null && bet.userId === viewerId);

function betResult(result: LiveBetResult, viewerId: string, pauseMs: number) {
  const b = result.balance;
  return {
    __typename: 'LiveBetSuccess' as const,
    bet: betView(publicLiveBet(result.bet, result.round), viewerId),
    round: liveRoundView(publicLiveRound(result.round, pauseMs)),
    replayed: result.replayed,
    balance: {
      currency: b.currency,
      real: major(b.real, b.currency),
      bonus: major(b.bonus, b.currency),
      total: major(b.real + b.bonus, b.currency),
    },
  };
}

/** `inner` without the events `accept` refuses; `release` runs once when the subscriber leaves. */
function filtered<T>(
  inner: AsyncIterator<T>,
  map: (value: T) => T,
  release: () => void,
): AsyncIterableIterator<T> {
  let finished = false;
  const finish = () => {
    if (!finished) {
      finished = true;
      release();
    }
  };
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      const result = await inner.next();
      if (result.done) {
        finish();
        return result;
      }
      return { done: false, value: map(result.value) };
    },
    async return(value?: unknown) {
      finish();
      await inner.return?.();
      return { done: true, value: value as T };
    },
    async throw(error?: unknown) {
      finish();
      await inner.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}

export const liveResolvers: ModuleResolvers = {
  GameEngineConfig: {
    liveTable: async (config, _, ctx) => {
      if (!(LIVE_TABLE_ENGINES as readonly string[]).includes(config.engine)) return false;
      const { game } = await playableGame(ctx.db, null, config.slug);
      return isLiveTable(game.category, config.engine);
    },
  },

  Query: {
    liveTable: (_, args, ctx) =>
      orFailure(async () => {
        const { game, spec } = await liveTableOf(ctx.db, args.slug);
        const viewerId = ctx.viewer?.userId ?? null;
        const deps = depsOf(ctx);
        const scheduler = liveSchedulerFor(ctx.pubsub);
        await scheduler?.touch(game.slug);
        const round = await latestLiveRound(ctx.db, game.slug);
        const bets = round
          ? (await liveRoundBets(ctx.db, round.id)).map((b) => publicLiveBet(b, round))
          : [];
        const history = await recentLiveRounds(ctx.db, game.slug, 20);
        const mine = bets.find((b) => viewerId !== null && b.userId === viewerId);
        const timings = scheduler?.timings ?? DEFAULT_LIVE_TIMINGS;
        return {
          __typename: 'LiveTable' as const,
          slug: game.slug,
          engine: spec.kind,
          round: round ? liveRoundView(publicLiveRound(round, deps.pauseMs)) : null,
          bets: bets.filter((b) => visible(b, viewerId)).map((b) => betView(b, viewerId)),
          myBet: mine ? betView(mine, viewerId) : null,
          history: history.map((r) => liveRoundView(publicLiveRound(r, deps.pauseMs))),
          bettingMs: timings.bettingMs,
          pauseMs: timings.pauseMs,
          serverTime: new Date(deps.now()),
        };
      }),
  },

  Mutation: {
    placeLiveBet: async (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const input = args.input;
        const currency = (await getUserAccountCurrency(ctx.db, viewer.userId)) ?? 'USD';
        let params: BetParams;
        let amount: bigint | undefined;
        const given = [
          input.roulette,
          input.baccarat,
          input.dice,
          input.wheel,
          input.blackjack,
        ].filter(Boolean);
        if (given.length !== 1) {
          throw invalid('Give one of roulette, baccarat, dice, wheel or blackjack.');
        }
        let shared: SharedBlackjackParams | null = null;
        if (input.blackjack) {
          amount = minorOf(input.blackjack.amount, currency);
          shared = { kind: 'BLACKJACK' };
          params = { kind: 'ROULETTE', bets: [] }; // unused
        } else if (input.dice) {
          amount = minorOf(input.dice.amount, currency);
          params = {
            kind: 'DICE',
            target: hundredthsOf(input.dice.target),
            direction: input.dice.direction,
          };
        } else if (input.wheel) {
          amount = minorOf(input.wheel.amount, currency);
          // the segment count is the table's (placeLiveBet sets it)
          params = { kind: 'WHEEL', segments: 0, risk: input.wheel.risk };
        } else if (input.roulette) {
          params = {
            kind: 'ROULETTE',
            bets: input.roulette.map((b) => ({
              type: b.type,
              numbers: b.numbers,
              amount: minorOf(b.amount, currency),
            })),
          };
        } else if (input.baccarat) {
          params = {
            kind: 'BACCARAT',
            bets: input.baccarat.map((b) => ({
              type: b.type,
              amount: minorOf(b.amount, currency),
            })),
          };
        } else {
          throw invalid('Give one of roulette, baccarat, dice or wheel.');
        }
        const deps = depsOf(ctx);
        const result = await placeLiveBet(deps, {
          userId: viewer.userId,
          gameSlug: input.gameSlug,
          params: shared ?? params,
          amount,
          demo: input.demo ?? false,
          betId: input.betId ?? null,
        });
        void liveSchedulerFor(ctx.pubsub)?.touch(input.gameSlug);
        return betResult(result, viewer.userId, deps.pauseMs);
      });
    },

    liveBlackjackAction: async (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const deps = depsOf(ctx);
        const { betId, action, step } = args.input;
        if (!UUID_RE.test(betId)) throw invalid('The bet id must be a UUID.');
        if (action === 'SPLIT') throw invalid('A shared hand cannot split.');
        const result = await liveBlackjackAction(deps, {
          userId: viewer.userId,
          betId,
          action,
          step,
        });
        void liveSchedulerFor(ctx.pubsub)?.touch(result.round.gameSlug);
        const b = await liveBalances(ctx.db, viewer.userId, result.bet.currency);
        return {
          __typename: 'LiveBlackjackActionSuccess' as const,
          bet: betView(publicLiveBet(result.bet, result.round), viewer.userId),
          replayed: result.replayed,
          balance: {
            currency: b.currency,
            real: major(b.real, b.currency),
            bonus: major(b.bonus, b.currency),
            total: major(b.real + b.bonus, b.currency),
          },
        };
      });
    },
  },

  Subscription: {
    liveTable: {
      subscribe: async (_, args, ctx) => {
        const { game } = await liveTableOf(ctx.db, args.slug);
        const viewerId = ctx.viewer?.userId ?? null;
        const inner = ctx.pubsub.subscribe('live.table', game.slug);
        const scheduler = liveSchedulerFor(ctx.pubsub);
        const release = scheduler?.watch(game.slug) ?? (() => undefined);
        void scheduler?.touch(game.slug);
        return filtered(
          inner as AsyncIterator<LiveTableEvent>,
          (event) => ({ ...event, bets: event.bets.filter((b) => visible(b, viewerId)) }),
          release,
        );
      },
      resolve: (event: LiveTableEvent, _args: unknown, ctx: GraphQLContext) => {
        const viewerId = ctx.viewer?.userId ?? null;
        return {
          kind: event.kind,
          round: liveRoundView(event.round),
          bets: event.bets.map((b) => betView(b, viewerId)),
          serverTime: event.serverTime,
        };
      },
    },
  },
};
