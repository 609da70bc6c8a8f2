// Thin GraphQL resolvers of the bonus module; the lifecycle is one verb per file beside them.
import { requireViewer } from '../../graphql/viewer';
import { orFailure, toFailure, type FailureMember } from '../../graphql/failure';
import type { Published } from '../../graphql/published';
import type { GraphQLContext, ModuleResolvers } from '../types';
import { requireAccountCurrency, toMajor } from '../wallet';
import './events';
import { playSuccessView } from '../play';
import { playFreeSpin } from './free-spins';
import { activateBonus } from './activate-bonus';
import { cancelBonus } from './cancel-bonus';
import { claimBonusReward } from './claim-bonus-reward';
import { publishEffects } from './effects';
import { ensureOffers } from './ensure-offers';
import { listUserBonuses } from './list-user-bonuses';
import { selectDepositBonus } from './select-deposit-bonus';
import { CURRENT_STATUSES, FINAL_STATUSES } from './statuses';
import type { BonusRow, UserBonusRow } from './tables';
import { listCatalogue, offeredIn } from './terms';
import { bonusInfoView, inDisplayOrder, languageOf, TermsCache, userBonusView } from './views';

interface Pagination {
  page?: number | null;
  count?: number | null;
}

function page(p: Pagination | null | undefined, defaultCount: number) {
  const count = Math.min(Math.max(p?.count ?? defaultCount, 1), 100);
  const pageNo = Math.max(p?.page ?? 1, 1);
  return { offset: (pageNo - 1) * count, count };
}

async function catalogueById(ctx: GraphQLContext): Promise<Map<number, BonusRow>> {
  return new Map((await listCatalogue(ctx.db, { enabledOnly: false })).map((b) => [b.id, b]));
}

async function views(ctx: GraphQLContext, rows: UserBonusRow[], lang: string) {
  const catalogue = await catalogueById(ctx);
  const cache = new TermsCache(ctx.db);
  const out = [];
  for (const row of rows) {
    const bonus = catalogue.get(row.bonusId);
    if (bonus) out.push(await userBonusView(row, bonus, cache, lang));
  }
  return out;
}

/**
 * The business refusals of the lifecycle (AppErrors thrown by the transitions): each reaches the
 * client as the operation's own error member, whichever step refused; any other AppError
 * (INSUFFICIENT_FUNDS of a racing bet, …) is GeneralAppError.
 */
const BONUS_REFUSALS = [
  'BONUS_UNAVAILABLE',
  'BONUS_NOT_READY',
  'COMPLETE_BONUS_FIRST',
  'CURRENCY_MISMATCH',
] as const;

/** The operation's own error member for the bonus refusals. */
function refusal<N extends string>(
  typename: N,
): FailureMember<{ __typename: N; code: string; message: string; error: string }> {
  return {
    codes: BONUS_REFUSALS,
    build: (error) => ({
      __typename: typename,
      code: error.code,
      message: error.message,
      error: error.code,
    }),
  };
}

export const resolvers: ModuleResolvers = {
  Query: {
    getBonusList: async (_p, args, ctx) => {
      try {
        const lang = languageOf(args.request?.lang, ctx.lang);
        const requested = args.request?.currencyCode?.trim().toUpperCase();
        const account = ctx.viewer ? await requireAccountCurrency(ctx.db, ctx.viewer.userId) : null;
        const all = await listCatalogue(ctx.db, { enabledOnly: true });
        const { offset, count } = page(args.request?.pagination, 10);
        const cache = new TermsCache(ctx.db);
        const items = [];
        for (const bonus of all.slice(offset, offset + count)) {
          const currency =
            requested && offeredIn(bonus, requested)
              ? requested
              : account && offeredIn(bonus, account)
                ? account
                : bonus.currencyCode;
          items.push({
            id: bonus.id,
            name: bonus.name,
            bonusInfo: bonusInfoView(bonus, await cache.get(bonus, currency), lang),
          });
        }
        return { __typename: 'BonusList', bonusList: items, count: all.length };
      } catch (error) {
        return toFailure(error);
      }
    },

    getUserBonusesList: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      try {
        const currency = await requireAccountCurrency(ctx.db, viewer.userId);
        await ensureOffers(ctx.db, viewer.userId, currency);
        const rows = await listUserBonuses(ctx.db, viewer.userId, [
          'AVAILABLE',
          ...CURRENT_STATUSES,
        ]);
        const ordered = inDisplayOrder(
          await views(ctx, rows, languageOf(args.request?.lang, ctx.lang)),
        );
        const { offset, count } = page(args.request?.pagination, 100);
        return {
          __typename: 'UserBonusList',
          bonusList: ordered.slice(offset, offset + count),
          count: ordered.length,
        };
      } catch (error) {
        return toFailure(error);
      }
    },

    getUserDepositBonusesList: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      try {
        const currency = await requireAccountCurrency(ctx.db, viewer.userId);
        if (args.request.currencyCode.trim().toUpperCase() !== currency) {
          return { __typename: 'UserDepositBonuses', bonusList: [] };
        }
        await ensureOffers(ctx.db, viewer.userId, currency);
        const catalogue = await catalogueById(ctx);
        const rows = (
          await listUserBonuses(ctx.db, viewer.userId, ['AVAILABLE', 'PENDING'])
        ).filter((r) => {
          const bonus = catalogue.get(r.bonusId);
          return bonus?.kind === 'DEPOSIT' && bonus.enabled;
        });
        const list = inDisplayOrder(
          await views(ctx, rows, languageOf(args.request.lang, ctx.lang)),
        );
        return { __typename: 'UserDepositBonuses', bonusList: list };
      } catch (error) {
        return toFailure(error);
      }
    },

    getUserBonusHistory: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      try {
        const rows = (await listUserBonuses(ctx.db, viewer.userId, FINAL_STATUSES)).sort(
          (a, b) =>
            (b.claimedAt ?? b.discardedAt ?? b.updatedAt).getTime() -
              (a.claimedAt ?? a.discardedAt ?? a.updatedAt).getTime() || b.id - a.id,
        );
        const { offset, count } = page(args.request?.pagination, 100);
        return {
          __typename: 'UserBonusList',
          bonusList: await views(
            ctx,
            rows.slice(offset, offset + count),
            languageOf(args.request?.lang, ctx.lang),
          ),
          count: rows.length,
        };
      } catch (error) {
        return toFailure(error);
      }
    },
  },

  Mutation: {
    activateBonus: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const { row, fx } = await activateBonus(ctx.db, viewer.userId, args.bonusId);
        publishEffects(ctx.pubsub, fx);
        return { __typename: 'ActivateBonusSuccess', activatedBonusId: row.id };
      }, refusal('ActivateBonusError'));
    },

    cancelBonus: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const { row, fx } = await cancelBonus(ctx.db, viewer.userId, args.bonusId);
        publishEffects(ctx.pubsub, fx);
        return { __typename: 'CancelBonusSuccess', canceledBonusId: row.id };
      }, refusal('CancelBonusFailed'));
    },

    claimBonusReward: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const { row, realMoney, fx } = await claimBonusReward(ctx.db, viewer.userId, args.bonusId);
        publishEffects(ctx.pubsub, fx);
        const c = row.currencyCode;
        return {
          __typename: 'ClaimBonusRewardSuccess',
          claimedBonusId: row.id,
          rewards: {
            realMoney: { amount: toMajor(realMoney, c), currency: c },
            bonusMoney: { amount: toMajor(row.bonusAmount, c), currency: c },
            freeSpins: row.freeSpinsTotal,
          },
        };
      }, refusal('ClaimBonusRewardError'));
    },

    selectDepositBonus: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      return orFailure(async () => {
        const { selectedBonusId, fx } = await selectDepositBonus(
          ctx.db,
          viewer.userId,
          args.bonusId,
          args.currencyCode,
        );
        publishEffects(ctx.pubsub, fx);
        return { __typename: 'SelectDepositBonusSuccess', selectedBonusId };
      }, refusal('SelectDepositBonusError'));
    },

    playFreeSpin: async (_p, args, ctx) => {
      const viewer = requireViewer(ctx);
      try {
        const spin = await playFreeSpin(
          { db: ctx.db, pubsub: ctx.pubsub },
          { userId: viewer.userId, ...args.input },
        );
        return {
          __typename: 'FreeSpinSuccess',
          play: playSuccessView(spin.play),
          freeSpinsLeft: spin.freeSpinsLeft,
          status: spin.status,
        };
      } catch (error) {
        return toFailure(error);
      }
    },
  },

  Subscription: {
    userBonusUpdated: {
      subscribe: (_p, _a, ctx) => ctx.pubsub.subscribe('bonus.updated', requireViewer(ctx).userId),
      resolve: (event: Published<'bonus.updated'>) => event,
    },
    userBonusListUpdated: {
      subscribe: (_p, _a, ctx) =>
        ctx.pubsub.subscribe('bonus.list-updated', requireViewer(ctx).userId),
      resolve: (event: Published<'bonus.list-updated'>) => event,
    },
  },
};
