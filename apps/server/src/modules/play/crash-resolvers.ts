// GraphQL of the shared crash rounds: crashGame (query), placeCrashBet / cashOutCrash
// (mutations) and crashRound (subscription). Thin: parse, authorize, call crash-rounds.ts.
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { AppError } from '../../errors';
import { orFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import { getUserAccountCurrency } from '../identity';
import type { GraphQLContext, ModuleResolvers } from '../types';
import type { CrashRoundEvent, PublicCrashBet, PublicCrashRound } from './crash-events';
import {
  cashOutCrash,
  latestRound,
  placeCrashBet,
  publicBet,
  publicRound,
  recentCrashes,
  roundBets,
  type CrashBetResult,
  type CrashDeps,
} from './crash-rounds';
import { crashSchedulerFor, DEFAULT_CRASH_TIMINGS } from './crash-scheduler';
import { playableGame } from './place-bet';
import { hundredths, major } from './views';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', { message });

function depsOf(ctx: GraphQLContext): CrashDeps {
  const scheduler = crashSchedulerFor(ctx.pubsub);
  return scheduler?.crashDeps ?? { db: ctx.db, pubsub: ctx.pubsub, now: Date.now };
}

/** The game must exist and play crash (anyone may watch; bets check the region). */
async function crashGameOf(ctx: GraphQLContext, slug: string) {
  const { game, spec } = await playableGame(ctx.db, null, slug);
  if (spec.kind !== 'CRASH') throw new AppError('GAME_NOT_FOUND', { message: 'Not a crash game.' });
  return game;
}

function roundView(round: PublicCrashRound) {
  return {
    __typename: 'CrashRound' as const,
    id: round.id,
    gameSlug: round.gameSlug,
    number: round.number,
    phase: round.phase,
    bettingEndsAt: round.bettingEndsAt,
    startedAt: round.startedAt,
    crashedAt: round.crashedAt,
    crashPoint: round.crashPoint === null ? null : hundredths(round.crashPoint),
    gameHash: round.gameHash,
    chainId: round.chainId,
    gameIndex: round.gameIndex,
    terminalHash: round.terminalHash,
    salt: round.salt,
    rtp: hundredths(round.rtpBp),
    growthRate: round.growthRate,
  };
}

function betView(bet: PublicCrashBet, viewerId: string | null) {
  const mine = viewerId !== null && bet.userId === viewerId;
  return {
    __typename: 'CrashBet' as const,
    id: bet.id,
    roundId: bet.roundId,
    player: bet.player,
    mine,
    demo: bet.demo,
    currency: bet.currency,
    amount: major(bet.amount, bet.currency),
    win: major(bet.win, bet.currency),
    status: bet.status,
    cashedOutAt: bet.cashedOutAt === null ? null : hundredths(bet.cashedOutAt),
    autoCashOut: mine && bet.autoCashOut !== null ? hundredths(bet.autoCashOut) : null,
  };
}

/** Demo bets are nobody else's business: each player sees only their own. */
const visible = (bet: PublicCrashBet, viewerId: string | null) =>
  !bet.demo || (viewerId !== null && bet.userId === viewerId);

function betResult(result: CrashBetResult, viewerId: string) {
  const b = result.balance;
  return {
    __typename: 'CrashBetSuccess' as const,
    bet: betView(publicBet(result.bet), viewerId),
    replayed: result.replayed,
    balance: {
      currency: b.currency,
      real: major(b.real, b.currency),
      bonus: major(b.bonus, b.currency),
      total: major(b.real + b.bonus, b.currency),
    },
  };
}

/** `it` without the events `accept` refuses; `release` runs once when the subscriber leaves. */
function filtered<T>(
  inner: AsyncIterator<T>,
  accept: (value: T) => boolean,
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
      for (;;) {
        const result = await inner.next();
        if (result.done) {
          finish();
          return result;
        }
        if (accept(result.value)) return result;
      }
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

export const crashResolvers: ModuleResolvers = {
  Query: {
    crashGame: (_, args, ctx) =>
      orFailure(async () => {
        const game = await crashGameOf(ctx, args.slug);
        const viewerId = ctx.viewer?.userId ?? null;
        const deps = depsOf(ctx);
        await crashSchedulerFor(ctx.pubsub)?.touch(game.slug);
        const round = await latestRound(ctx.db, game.slug);
        const bets = round ? (await roundBets(ctx.db, round.id)).map(publicBet) : [];
        const history = await recentCrashes(ctx.db, game.slug, 20);
        const timings = crashSchedulerFor(ctx.pubsub)?.timings ?? DEFAULT_CRASH_TIMINGS;
        const mine = bets.find((b) => viewerId !== null && b.userId === viewerId);
        return {
          __typename: 'CrashGame' as const,
          slug: game.slug,
          round: round ? roundView(publicRound(round)) : null,
          bets: bets.filter((b) => visible(b, viewerId)).map((b) => betView(b, viewerId)),
          myBet: mine ? betView(mine, viewerId) : null,
          history: history.map((r) => ({
            __typename: 'CrashHistoryPoint' as const,
            roundId: r.id,
            number: r.number,
            crashPoint: hundredths(r.crashPoint),
            gameHash: r.gameHash,
            gameIndex: r.gameIndex,
            chainId: r.chainId,
            terminalHash: r.terminalHash,
            salt: r.salt,
            crashedAt: r.crashedAt ?? r.createdAt,
          })),
          bettingMs: timings.bettingMs,
          growthRate: round?.growthRate ?? timings.growthRate,
          serverTime: new Date(deps.now()),
        };
      }),
  },

  Mutation: {
    placeCrashBet: async (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const input = args.input;
        const currency = (await getUserAccountCurrency(ctx.db, viewer.userId)) ?? 'USD';
        const amount =
          typeof input.amount === 'string'
            ? parseMajorToMinor(input.amount.trim(), currencyDecimals(currency))
            : null;
        if (amount === null || amount <= 0n) throw invalid('Amounts are positive decimal strings.');
        let autoCashOut: number | null = null;
        const autoText = input.autoCashOut?.trim();
        if (autoText) {
          const parsed = parseMajorToMinor(autoText, 2);
          if (parsed === null || parsed > 10n ** 12n) {
            throw invalid('The auto cash-out is a decimal string with up to 2 decimals.');
          }
          autoCashOut = Number(parsed);
        }
        const deps = depsOf(ctx);
        const result = await placeCrashBet(deps, {
          userId: viewer.userId,
          gameSlug: input.gameSlug,
          amount,
          autoCashOut,
          demo: input.demo ?? false,
          betId: input.betId ?? null,
        });
        void crashSchedulerFor(ctx.pubsub)?.touch(input.gameSlug);
        return betResult(result, viewer.userId);
      });
    },

    cashOutCrash: async (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const result = await cashOutCrash(depsOf(ctx), {
          userId: viewer.userId,
          roundId: args.roundId,
        });
        return betResult(result, viewer.userId);
      });
    },
  },

  Subscription: {
    crashRound: {
      subscribe: async (_, args, ctx) => {
        const game = await crashGameOf(ctx, args.slug);
        const viewerId = ctx.viewer?.userId ?? null;
        const inner = ctx.pubsub.subscribe('crash.round', game.slug);
        const release = crashSchedulerFor(ctx.pubsub)?.watch(game.slug) ?? (() => undefined);
        return filtered(
          inner as AsyncIterator<CrashRoundEvent>,
          (event) => !event.bet || visible(event.bet, viewerId),
          release,
        );
      },
      resolve: (event: CrashRoundEvent, _args: unknown, ctx: GraphQLContext) => {
        const viewerId = ctx.viewer?.userId ?? null;
        return {
          kind: event.kind,
          round: roundView(event.round),
          bet: event.bet ? betView(event.bet, viewerId) : null,
          serverTime: event.serverTime,
        };
      },
    },
  },
};

/** The module's resolvers with the crash ones added (Query, Mutation, Subscription merged). */
export function withCrashResolvers(base: ModuleResolvers): ModuleResolvers {
  const merged: Record<string, object | undefined> = { ...base };
  for (const [type, fields] of Object.entries(crashResolvers)) {
    merged[type] = { ...merged[type], ...fields };
  }
  // each map was checked against the SDL; merging type by type keeps them valid
  return merged as ModuleResolvers;
}
