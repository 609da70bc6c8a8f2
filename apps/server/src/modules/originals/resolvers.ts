// The originals' GraphQL resolvers: Plinko, Keno and Wheel through play's placeBet; Mines rounds.
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { validationError } from '../../errors';
import { orFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import { getUserAccountCurrency } from '../identity';
import {
  guestCurrency,
  major,
  placeBet,
  playableGame,
  playGuestDemo,
  type GuestDemoSeedInput,
  playSuccessView,
  type PlaceBetInput,
} from '../play';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { cashOutMines, openMinesRound, revealMines, startMines, type MinesResult } from './round';
import { KENO_CONFIG, MINES_CONFIG, minesRoundView, PLINKO_CONFIG, WHEEL_CONFIG } from './views';

function minorOf(text: unknown, currency: string): bigint {
  const value =
    typeof text === 'string' ? parseMajorToMinor(text.trim(), currencyDecimals(currency)) : null;
  if (value === null || value <= 0n) throw validationError('Amounts are positive decimal strings.');
  return value;
}

interface PlayArgs {
  gameSlug: string;
  amount: string;
  demo?: boolean | null;
  roundId?: string | null;
  demoSeed?: GuestDemoSeedInput | null;
}

function play(ctx: GraphQLContext, input: PlayArgs, params: PlaceBetInput['params']) {
  if (!ctx.viewer && input.demo === true) {
    // a guest's demo round: the same engine, a throwaway seed pair, nothing stored
    return orFailure(async () => {
      const currency = await guestCurrency(ctx);
      return playSuccessView(
        await playGuestDemo(ctx.db, {
          gameSlug: input.gameSlug,
          currency,
          roundId: input.roundId ?? null,
          seed: input.demoSeed ? { keyring: ctx.config.totpKeyring, pair: input.demoSeed } : null,
          amount: minorOf(input.amount, currency),
          params,
        }),
      );
    });
  }
  const viewer = requireViewer(ctx);
  return orFailure(async () => {
    const currency = (await getUserAccountCurrency(ctx.db, viewer.userId)) ?? 'USD';
    const result = await placeBet(
      { db: ctx.db, pubsub: ctx.pubsub, clock: ctx.clock },
      {
        userId: viewer.userId,
        gameSlug: input.gameSlug,
        demo: input.demo ?? false,
        roundId: input.roundId ?? null,
        amount: minorOf(input.amount, currency),
        params,
      },
    );
    return playSuccessView(result);
  });
}

function minesSuccess(result: MinesResult) {
  const b = result.balance;
  return {
    __typename: 'MinesSuccess' as const,
    round: minesRoundView(result.round),
    replayed: result.replayed,
    resumed: result.resumed,
    balance: {
      currency: b.currency,
      real: major(b.real, b.currency),
      bonus: major(b.bonus, b.currency),
      total: major(b.real + b.bonus, b.currency),
    },
  };
}

const depsOf = (ctx: GraphQLContext) => ({
  db: ctx.db,
  pubsub: ctx.pubsub,
  now: () => ctx.clock.now(),
});

export const resolvers: ModuleResolvers = {
  Query: {
    minesRound: (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const { game } = await playableGame(ctx.db, viewer.userId, args.gameSlug);
        const row = await openMinesRound(ctx.db, viewer.userId, game.slug);
        return {
          __typename: 'MinesOpenRound' as const,
          round: row ? minesRoundView(row) : null,
        };
      });
    },
  },
  Mutation: {
    playPlinko: (_, args, ctx) =>
      play(ctx, args.input, { kind: 'PLINKO', rows: args.input.rows, risk: args.input.risk }),
    playKeno: (_, args, ctx) =>
      play(ctx, args.input, { kind: 'KENO', picks: args.input.picks, risk: args.input.risk }),
    playWheel: (_, args, ctx) =>
      play(ctx, args.input, {
        kind: 'WHEEL',
        segments: args.input.segments,
        risk: args.input.risk,
      }),
    minesStart: (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const currency = (await getUserAccountCurrency(ctx.db, viewer.userId)) ?? 'USD';
        return minesSuccess(
          await startMines(depsOf(ctx), {
            userId: viewer.userId,
            gameSlug: args.input.gameSlug,
            amount: minorOf(args.input.amount, currency),
            mines: args.input.mines,
            demo: args.input.demo ?? false,
            roundId: args.input.roundId ?? null,
          }),
        );
      });
    },
    minesReveal: (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () =>
        minesSuccess(
          await revealMines(depsOf(ctx), {
            userId: viewer.userId,
            roundId: args.input.roundId,
            tile: args.input.tile,
            step: args.input.step ?? null,
          }),
        ),
      );
    },
    minesCashOut: (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () =>
        minesSuccess(
          await cashOutMines(depsOf(ctx), { userId: viewer.userId, roundId: args.input.roundId }),
        ),
      );
    },
  },
  GameEngineConfig: {
    plinko: (parent) => (parent.engine === 'PLINKO' ? PLINKO_CONFIG : null),
    keno: (parent) => (parent.engine === 'KENO' ? KENO_CONFIG : null),
    wheel: (parent) => (parent.engine === 'WHEEL' ? WHEEL_CONFIG : null),
    mines: (parent) => (parent.engine === 'MINES' ? MINES_CONFIG : null),
  },
};
