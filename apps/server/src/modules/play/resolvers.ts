// Thin GraphQL resolvers of play: parse major-unit strings, call the services, map the results.
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { validationError } from '../../errors';
import { requireViewer } from '../../graphql/viewer';
import { clientIp } from '../../http/client';
import { findGameSlugsMatching, findGamesBySlugs, regionForRequest } from '../catalogue';
import { getUserAccountCurrency } from '../identity';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { blackjackReplayView } from './blackjack-views';
import type { BetParams } from './engines/run';
import { listBetHistory } from './history';
import { placeBet, playableGame, stakeLimits } from './place-bet';
import { playGuestDemo, rotateGuestDemoSeed, type GuestDemoSeedInput } from './guest-demo';
import { playSuccessView } from './success-view';
import { getSeeds, rotateSeeds, type OpenRoundCheck } from './seeds';
import { isValidClientSeed } from './fairness';
import { verifyBet } from './verify';
import { orFailure } from '../../graphql/failure';
import {
  engineConfigView,
  hundredths,
  major,
  kenoView,
  plinkoView,
  wheelView,
  roundView,
  slotsView,
} from './views';

function minorOf(text: unknown, currency: string): bigint {
  const value =
    typeof text === 'string' ? parseMajorToMinor(text.trim(), currencyDecimals(currency)) : null;
  if (value === null || value <= 0n) throw validationError('Amounts are positive decimal strings.');
  return value;
}

function hundredthsOf(text: unknown): number {
  const value = typeof text === 'string' ? parseMajorToMinor(text.trim(), 2) : null;
  if (value === null || value > 10n ** 12n)
    throw validationError('Targets are decimal strings with up to 2 decimals.');
  return Number(value);
}

interface PlayArgsBase {
  gameSlug: string;
  demo?: boolean | null;
  roundId?: string | null;
  demoSeed?: GuestDemoSeedInput | null;
}

/** The site currency of a guest: the region of the request (the game page's config currency). */
export async function guestCurrency(ctx: GraphQLContext): Promise<string> {
  const req = ctx.req;
  return (
    await regionForRequest({
      db: ctx.db,
      userId: null,
      ip: req ? clientIp(req, ctx.config.trustProxy) : null,
    })
  ).currency;
}

async function play(
  ctx: GraphQLContext,
  input: PlayArgsBase,
  build: (currency: string) => { amount: bigint; params: BetParams },
) {
  if (!ctx.viewer && input.demo === true) {
    // a guest's demo round: the same engine, a throwaway seed pair, nothing stored (guest-demo.ts)
    return orFailure(async () => {
      const currency = await guestCurrency(ctx);
      const built = build(currency);
      return playSuccessView(
        await playGuestDemo(ctx.db, {
          gameSlug: input.gameSlug,
          currency,
          roundId: input.roundId ?? null,
          seed: input.demoSeed ? { keyring: ctx.config.totpKeyring, pair: input.demoSeed } : null,
          ...built,
        }),
      );
    });
  }
  const viewer = requireViewer(ctx);
  return orFailure(async () => {
    const currency = (await getUserAccountCurrency(ctx.db, viewer.userId)) ?? 'USD';
    const built = build(currency);
    const result = await placeBet(
      { db: ctx.db, pubsub: ctx.pubsub, clock: ctx.clock },
      {
        userId: viewer.userId,
        gameSlug: input.gameSlug,
        demo: input.demo ?? false,
        roundId: input.roundId ?? null,
        ...built,
      },
    );
    const b = result.balance;
    return {
      __typename: 'PlaySuccess' as const,
      round: roundView(result.round),
      replayed: result.replayed,
      balance: {
        currency: b.currency,
        real: major(b.real, b.currency),
        bonus: major(b.bonus, b.currency),
        total: major(b.real + b.bonus, b.currency),
      },
    };
  });
}

function seedsView(seeds: Awaited<ReturnType<typeof getSeeds>>) {
  return seeds;
}

/** What play needs from the game modules that keep rounds open across requests (blackjack). */
export interface PlayHooks {
  /**
   * Settles the player's open multi-request rounds before a seed rotation reveals the server
   * seed they were dealt from (blackjack: stands every open hand). Required: play cannot rotate
   * safely without it.
   */
  beforeSeedRotation: (ctx: GraphQLContext, userId: string) => Promise<unknown>;
  /** Inside the rotation's transaction: a round still open under the seed refuses it. */
  openRoundUnderSeed: OpenRoundCheck;
}

export const playResolvers = (hooks: PlayHooks): ModuleResolvers => ({
  Query: {
    fairnessSeeds: async (_, __, ctx) =>
      seedsView(await getSeeds(ctx.db, requireViewer(ctx).userId)),

    betHistory: async (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      const input = args.input ?? {};
      const search = input.game?.trim();
      const page = await listBetHistory(ctx.db, viewer.userId, {
        gameSlug: input.gameSlug,
        gameSlugs: search ? await findGameSlugsMatching(ctx.db, search) : null,
        from: input.from,
        to: input.to,
        demo: input.demo,
        page: input.pagination?.page,
        count: input.pagination?.count,
      });
      const games = await findGamesBySlugs(
        ctx.db,
        ctx.lang,
        page.items.map((item) => item.gameSlug),
      );
      return {
        items: page.items.map((item) => ({
          ...roundView(item),
          game: games.get(item.gameSlug) ?? null,
        })),
        count: page.count,
      };
    },

    verifyBet: (_, args) =>
      orFailure(async () => {
        const target = args.params?.target ? hundredthsOf(args.params.target) : null;
        const rtpBp = args.params?.rtp ? hundredthsOf(args.params.rtp) : null;
        const v = verifyBet({
          serverSeed: args.serverSeed,
          clientSeed: args.clientSeed,
          nonce: args.nonce,
          engine: args.engine,
          target,
          direction: args.params?.direction ?? null,
          rtpBp,
          terminalHash: args.params?.terminalHash ?? null,
          actions: args.params?.actions ?? null,
          sharedTable: args.params?.sharedTable ?? null,
          rows: args.params?.rows ?? null,
          risk: args.params?.risk ?? null,
          picks: args.params?.picks ?? null,
          segments: args.params?.segments ?? null,
          mines: args.params?.mines ?? null,
        });
        return {
          __typename: 'VerifiedBet' as const,
          serverSeedHash: v.serverSeedHash,
          floats: v.floats,
          slots: v.slots ? slotsView(v.slots) : null,
          pocket: v.pocket,
          color: v.color,
          roll: v.roll === null ? null : hundredths(v.roll),
          crashPoint: v.crashPoint === null ? null : hundredths(v.crashPoint),
          baccarat: v.baccarat
            ? { __typename: 'BaccaratOutcome' as const, ...v.baccarat, betResults: [] }
            : null,
          chainValid: v.chainValid,
          blackjack: v.blackjack ? blackjackReplayView(v.blackjack.state, v.blackjack.shoe) : null,
          plinko: v.plinko ? plinkoView(v.plinko) : null,
          keno: v.keno ? kenoView(v.keno) : null,
          wheel: v.wheel ? wheelView(v.wheel) : null,
          mineTiles: v.mineTiles,
        };
      }),

    gameEngine: (_, args, ctx) =>
      orFailure(async () => {
        const userId = ctx.viewer?.userId ?? null;
        const { game, spec } = await playableGame(ctx.db, null, args.slug);
        const currency = userId
          ? ((await getUserAccountCurrency(ctx.db, userId)) ?? 'USD')
          : await guestCurrency(ctx);
        const limits = await stakeLimits(ctx.db, spec, currency);
        return engineConfigView(game.slug, spec, currency, limits);
      }),
  },

  Mutation: {
    rotateGuestDemoSeed: (_, args, ctx) =>
      orFailure(async () => ({
        __typename: 'GuestDemoSeed' as const,
        ...rotateGuestDemoSeed(ctx.config.totpKeyring, args.previous ?? null),
      })),

    rotateServerSeed: async (_, __, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        // revealing the seed would show the cards of an open blackjack round: stand it first
        await hooks.beforeSeedRotation(ctx, viewer.userId);
        const revealed = await rotateSeeds(
          ctx.db,
          viewer.userId,
          undefined,
          hooks.openRoundUnderSeed,
        );
        return {
          __typename: 'RotateSeedSuccess' as const,
          revealed,
          seeds: await getSeeds(ctx.db, viewer.userId),
        };
      });
    },

    setClientSeed: async (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        if (isValidClientSeed(args.clientSeed)) await hooks.beforeSeedRotation(ctx, viewer.userId);
        const revealed = await rotateSeeds(
          ctx.db,
          viewer.userId,
          args.clientSeed,
          hooks.openRoundUnderSeed,
        );
        return {
          __typename: 'RotateSeedSuccess' as const,
          revealed,
          seeds: await getSeeds(ctx.db, viewer.userId),
        };
      });
    },

    playSlots: (_, args, ctx) =>
      play(ctx, args.input, (currency) => ({
        amount: minorOf(args.input.amount, currency),
        params: { kind: 'SLOTS' },
      })),

    playRoulette: (_, args, ctx) =>
      play(ctx, args.input, (currency) => ({
        amount: 0n,
        params: {
          kind: 'ROULETTE',
          bets: args.input.bets.map((b) => ({
            type: b.type,
            numbers: b.numbers,
            amount: minorOf(b.amount, currency),
          })),
        },
      })),

    playBaccarat: (_, args, ctx) =>
      play(ctx, args.input, (currency) => ({
        amount: 0n,
        params: {
          kind: 'BACCARAT',
          bets: args.input.bets.map((b) => ({ type: b.type, amount: minorOf(b.amount, currency) })),
        },
      })),

    playDice: (_, args, ctx) =>
      play(ctx, args.input, (currency) => ({
        amount: minorOf(args.input.amount, currency),
        params: {
          kind: 'DICE',
          target: hundredthsOf(args.input.target),
          direction: args.input.direction,
        },
      })),
  },

  BetRound: {
    // The bet history fills it for a whole page at once; a single round looks its game up.
    game: async (round, _, ctx) =>
      round.game !== undefined
        ? round.game
        : ((await findGamesBySlugs(ctx.db, ctx.lang, [round.gameSlug])).get(round.gameSlug) ??
          null),
  },
});
