// Blackjack's GraphQL resolvers (blackjack.graphql extends play's schema: the engine kind, the
// outcome in bet history, the replay in verifyBet, the rules in gameEngine).
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { validationError } from '../../errors';
import { requireViewer } from '../../graphql/viewer';
import { getUserAccountCurrency } from '../identity';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { actBlackjack, openBlackjackRound, startBlackjack, type BlackjackResult } from './round';
import { BLACKJACK_CONFIG, blackjackRoundView, major } from './views';
import { orFailure } from '../../graphql/failure';
import { playableGame } from '../play';

function successView(result: BlackjackResult) {
  const b = result.balance;
  return {
    __typename: 'BlackjackSuccess' as const,
    round: blackjackRoundView(result.round),
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

export const resolvers: ModuleResolvers = {
  Query: {
    blackjackRound: (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const { game } = await playableGame(ctx.db, viewer.userId, args.gameSlug);
        const row = await openBlackjackRound(ctx, viewer.userId, game.slug);
        return {
          __typename: 'BlackjackOpenRound' as const,
          round: row ? blackjackRoundView(row) : null,
        };
      });
    },
  },
  Mutation: {
    blackjackStart: (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const currency = (await getUserAccountCurrency(ctx.db, viewer.userId)) ?? 'USD';
        const text = args.input.amount;
        const amount =
          typeof text === 'string'
            ? parseMajorToMinor(text.trim(), currencyDecimals(currency))
            : null;
        if (amount === null || amount <= 0n) {
          throw validationError('Amounts are positive decimal strings.');
        }
        const result = await startBlackjack(depsOf(ctx), {
          userId: viewer.userId,
          gameSlug: args.input.gameSlug,
          amount,
          demo: args.input.demo ?? false,
          roundId: args.input.roundId ?? null,
        });
        return successView(result);
      });
    },
    blackjackAction: (_, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () =>
        successView(
          await actBlackjack(depsOf(ctx), {
            userId: viewer.userId,
            roundId: args.input.roundId,
            action: args.input.action,
            step: args.input.step ?? null,
          }),
        ),
      );
    },
  },
  GameEngineConfig: {
    blackjack: (parent) => (parent.engine === 'BLACKJACK' ? BLACKJACK_CONFIG : null),
  },
};

/** The round's dependencies with the app clock (responsible gaming's windows and session). */
function depsOf(ctx: GraphQLContext) {
  return { db: ctx.db, pubsub: ctx.pubsub, now: () => ctx.clock.now() };
}
