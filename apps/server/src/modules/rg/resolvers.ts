// Thin GraphQL resolvers of responsible gaming.
import { validationError } from '../../errors';
import { orFailure } from '../../graphql/failure';
import { requireViewer } from '../../graphql/viewer';
import { findUserById } from '../identity';
import type { GraphQLContext, ModuleResolvers } from '../types';
import {
  CLOSURE_REASONS,
  TIME_OUT_MS,
  blockPlayer,
  checkPassword,
  exclusionEnd,
  requestReturn,
  stopPlaying,
} from './blocks';
import { helpFor } from './help';
import { listHistory, recordHistory } from './history';
import { cancelLimitChange, confirmLimitChange, setLimit, type LimitChange } from './limits';
import { PGSI_OPTIONS, PGSI_QUESTION_KEYS, scorePgsi } from './pgsi';
import { profileForCountry } from './profiles';
import { realityCheckMinutesOf } from './session-state';
import { activityStatement } from './statement';
import { lockPlayer, playerRow, type LimitPeriod, type LimitType } from './state';
import { rgPgsiResults, rgPlayers } from './tables';
import { blockView, overview, profileView, sessionStats } from './views';
import { eq } from 'drizzle-orm';

async function limitChangeView(ctx: GraphQLContext, userId: string, change: LimitChange) {
  const all = await overview(ctx.db, userId, ctx.clock.now());
  const { type, period } = change.row;
  const limit =
    type === 'SESSION'
      ? all.sessionLimit
      : all.limits.find((l) => l.type === type && l.period === period)!;
  return { __typename: 'RgLimitChange' as const, limit, applied: change.applied };
}

const historyView = (row: Awaited<ReturnType<typeof listHistory>>[number]) => ({
  id: String(row.id),
  at: row.at,
  actor: row.actor,
  action: row.action,
  limitType: row.limitType as LimitType | null,
  period: row.period as LimitPeriod | null,
  oldValue: row.oldValue,
  newValue: row.newValue,
});

async function countryOf(ctx: GraphQLContext, country: string | null | undefined) {
  if (country) return country;
  if (!ctx.viewer) return null;
  return (await findUserById(ctx.db, ctx.viewer.userId))?.mainCountry ?? null;
}

async function exclusionResult(ctx: GraphQLContext, run: () => ReturnType<typeof blockPlayer>) {
  const row = await run();
  await ctx.blockEffects?.afterBlock(row.userId);
  return { __typename: 'RgExclusionSuccess' as const, block: blockView(row)! };
}

export const resolvers: ModuleResolvers = {
  Query: {
    myResponsibleGaming: (_p, _a, ctx) =>
      overview(ctx.db, requireViewer(ctx).userId, ctx.clock.now()),
    rgSessionStats: (_p, _a, ctx) =>
      sessionStats(ctx.db, requireViewer(ctx).userId, ctx.clock.now()),
    rgHistory: async (_p, args, ctx) =>
      (await listHistory(ctx.db, requireViewer(ctx).userId, args.first ?? 50)).map(historyView),
    rgActivityStatement: (_p, args, ctx) =>
      activityStatement(ctx.db, {
        userId: requireViewer(ctx).userId,
        period: args.period,
        from: args.from ?? null,
        to: args.to ?? null,
        now: ctx.clock.now(),
      }),
    jurisdictionProfile: async (_p, args, ctx) => {
      const profile = profileForCountry(await countryOf(ctx, args.country));
      const currency = ctx.viewer
        ? ((await findUserById(ctx.db, ctx.viewer.userId))?.firstRegisteredCurrency ?? null)
        : null;
      return profileView(ctx.db, profile, currency);
    },
    pgsiQuestionnaire: () => ({
      questions: PGSI_QUESTION_KEYS.map((key, i) => ({ index: i + 1, key })),
      options: PGSI_OPTIONS.map((o) => ({ ...o })),
    }),
    rgHelpOrganisations: async (_p, args, ctx) =>
      helpFor(await countryOf(ctx, args.country)).map((o) => ({
        ...o,
        countries: [...o.countries],
      })),
  },
  Mutation: {
    setRgLimit: async (_p, { input }, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () => {
        if (input.type === 'SESSION') throw validationError('Use setRgSessionLimit.');
        const change = await setLimit(ctx.db, {
          userId,
          type: input.type,
          period: input.period,
          amount: input.amountMinor ?? null,
          now: ctx.clock.now(),
          requestKey: input.requestKey ?? null,
        });
        return limitChangeView(ctx, userId, change);
      });
    },
    confirmRgLimitChange: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () =>
        limitChangeView(
          ctx,
          userId,
          await confirmLimitChange(ctx.db, { userId, ...args, now: ctx.clock.now() }),
        ),
      );
    },
    cancelRgLimitChange: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () =>
        limitChangeView(
          ctx,
          userId,
          await cancelLimitChange(ctx.db, { userId, ...args, now: ctx.clock.now() }),
        ),
      );
    },
    setRgSessionLimit: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () => {
        const minutes = args.minutes ?? null;
        if (minutes !== null && !Number.isInteger(minutes)) throw validationError('Whole minutes.');
        const change = await setLimit(ctx.db, {
          userId,
          type: 'SESSION',
          period: 'SESSION',
          amount: minutes === null ? null : BigInt(minutes),
          now: ctx.clock.now(),
        });
        return limitChangeView(ctx, userId, change);
      });
    },
    setRealityCheckInterval: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () => {
        const now = ctx.clock.now();
        const user = await findUserById(ctx.db, userId);
        const profile = profileForCountry(user?.mainCountry);
        const minutes = args.minutes ?? null;
        if (minutes === null && profile.realityCheckMandatory) {
          throw validationError('The reality check cannot be turned off in your jurisdiction.');
        }
        if (minutes !== null && !profile.realityCheckOptions.includes(minutes)) {
          throw validationError('Choose 15, 30, 45 or 60 minutes.');
        }
        await ctx.db.transaction(async (tx) => {
          const player = await lockPlayer(tx, userId);
          await tx
            .update(rgPlayers)
            .set({
              realityCheckMinutes: minutes,
              realityCheckOff: minutes === null,
              realityCheckAnchor: now,
              updatedAt: now,
            })
            .where(eq(rgPlayers.userId, userId));
          await recordHistory(tx, {
            userId,
            at: now,
            actor: 'player',
            action: 'REALITY_CHECK_SET',
            oldValue: String(realityCheckMinutesOf(player, profile) ?? 'OFF'),
            newValue: String(minutes ?? 'OFF'),
          });
        });
        return { __typename: 'RgOverview' as const, ...(await overview(ctx.db, userId, now)) };
      });
    },
    answerRealityCheck: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const now = ctx.clock.now();
        if (args.answer === 'STOP') {
          await stopPlaying(ctx.db, viewer.userId, viewer.sessionId, now);
        } else {
          await playerRow(ctx.db, viewer.userId);
          await ctx.db
            .update(rgPlayers)
            .set({ realityCheckAnchor: now, updatedAt: now })
            .where(eq(rgPlayers.userId, viewer.userId));
          await recordHistory(ctx.db, {
            userId: viewer.userId,
            at: now,
            actor: 'player',
            action: 'REALITY_CHECK_ANSWERED',
            newValue: 'CONTINUE',
          });
        }
        return {
          __typename: 'RgSessionStats' as const,
          ...(await sessionStats(ctx.db, viewer.userId, now)),
        };
      });
    },
    answerRgLimitPrompt: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () => {
        const now = ctx.clock.now();
        await playerRow(ctx.db, userId);
        await ctx.db
          .update(rgPlayers)
          .set({ limitPromptAnsweredAt: now, updatedAt: now })
          .where(eq(rgPlayers.userId, userId));
        await recordHistory(ctx.db, {
          userId,
          at: now,
          actor: 'player',
          action: 'LIMIT_PROMPT_ANSWERED',
          newValue: args.declined ? 'DECLINED' : 'ACCEPTED',
        });
        return { __typename: 'RgOverview' as const, ...(await overview(ctx.db, userId, now)) };
      });
    },
    takeRgTimeOut: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () => {
        await checkPassword(ctx.db, userId, args.password);
        const now = ctx.clock.now();
        const ms = TIME_OUT_MS[args.duration];
        if (!ms) throw validationError('Unknown duration.');
        return exclusionResult(ctx, () =>
          blockPlayer(ctx, {
            userId,
            kind: 'TIME_OUT',
            until: new Date(now.getTime() + ms),
            reason: args.duration,
            now,
          }),
        );
      });
    },
    selfExclude: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () => {
        await checkPassword(ctx.db, userId, args.password);
        const now = ctx.clock.now();
        return exclusionResult(ctx, () =>
          blockPlayer(ctx, {
            userId,
            kind: 'SELF_EXCLUSION',
            until: exclusionEnd(args.duration, now),
            reason: args.duration,
            now,
          }),
        );
      });
    },
    closeAccount: async (_p, args, ctx) => {
      const userId = requireViewer(ctx).userId;
      return orFailure(async () => {
        const { reason, comment } = args.input;
        if (!CLOSURE_REASONS.includes(reason)) throw validationError('Unknown reason.');
        if (comment && comment.length > 500) throw validationError('At most 500 characters.');
        await checkPassword(ctx.db, userId, args.password);
        const now = ctx.clock.now();
        return exclusionResult(ctx, () =>
          blockPlayer(ctx, {
            userId,
            kind: 'CLOSED',
            until: null,
            reason,
            comment: comment?.trim() || null,
            now,
          }),
        );
      });
    },
    requestRgReturn: async (_p, args, ctx) =>
      orFailure(async () => ({
        __typename: 'RgReturnSuccess' as const,
        availableAt: await requestReturn(ctx.db, { ...args, now: ctx.clock.now() }),
      })),
    submitPgsi: async (_p, args, ctx) => {
      const scored = scorePgsi(args.answers);
      if (!scored) throw validationError('Nine answers, each 0 to 3.');
      const now = ctx.clock.now();
      if (ctx.viewer) {
        const userId = ctx.viewer.userId;
        await playerRow(ctx.db, userId);
        await ctx.db
          .insert(rgPgsiResults)
          .values({ userId, answers: args.answers, score: scored.score, at: now });
        await ctx.db
          .update(rgPlayers)
          .set({ pgsiScore: scored.score, pgsiAt: now, updatedAt: now })
          .where(eq(rgPlayers.userId, userId));
      }
      const help = helpFor(await countryOf(ctx, null)).map((o) => ({
        ...o,
        countries: [...o.countries],
      }));
      return { ...scored, help };
    },
  },
};
