// Blackjack's GraphQL (blackjack.graphql extends play's schema) and its timeout job, mounted as
// an app module of its own beside `playModule` (same folder, same tables).
import { currencyDecimals, parseMajorToMinor } from '@aurum/domain';
import { generalFailure, orFailure } from '../../graphql/failure';
import { readSdl } from '../../graphql/schema';
import { requireViewer } from '../../graphql/viewer';
import { getUserAccountCurrency } from '../identity';
import type { AppDeps, AppModule, ModuleResolvers } from '../types';
import {
  actBlackjack,
  openBlackjackRound,
  standStaleBlackjackRounds,
  startBlackjack,
  type BlackjackResult,
} from './blackjack-round';
import { BLACKJACK_CONFIG, blackjackRoundView, major } from './blackjack-views';
import { playableGame } from './place-bet';

/** How often each instance looks for rounds past the timeout. */
export const BLACKJACK_JOB_INTERVAL_MS = 5 * 60 * 1000;

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

const resolvers: ModuleResolvers = {
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
          return generalFailure('VALIDATION_ERROR', 'Amounts are positive decimal strings.');
        }
        const result = await startBlackjack(ctx, {
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
          await actBlackjack(ctx, {
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

interface Job {
  stop(): Promise<void>;
}
const jobs = new WeakMap<object, Job>();

/** Starts the timeout job on this app (once): every instance runs it; rows are claimed SKIP LOCKED. */
function startJob(deps: AppDeps): void {
  if (jobs.has(deps.pubsub)) return;
  const inFlight = new Set<Promise<unknown>>();
  const tick = () => {
    const run: Promise<unknown> = standStaleBlackjackRounds(deps)
      .catch((error: unknown) => deps.log.error({ err: error }, 'blackjack timeout job failed'))
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
  };
  tick();
  const timer = setInterval(tick, BLACKJACK_JOB_INTERVAL_MS);
  timer.unref();
  jobs.set(deps.pubsub, {
    stop: async () => {
      clearInterval(timer);
      jobs.delete(deps.pubsub);
      await Promise.allSettled([...inFlight]);
    },
  });
}

export const blackjackModule: AppModule = {
  name: 'play-blackjack',
  typeDefs: readSdl(import.meta.dirname, 'blackjack.graphql'),
  resolvers,
  start: (deps) => startJob(deps),
  stop: async (deps) => {
    await jobs.get(deps.pubsub)?.stop();
  },
};
