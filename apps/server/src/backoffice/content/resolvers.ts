// The content screens' resolvers (bonuses, banners, games, payment methods, system
// notifications). Root fields are guarded like every staff field (content/operations.ts →
// guard.ts: permission, audit row per mutation incl. denied and failed attempts); each mutation
// fills ctx.note with its target and before/after.
import { GAME_CATEGORIES, LANGUAGES, SLOT_ENGINE_THEME_KEYS } from '@aurum/domain';
import { asc } from 'drizzle-orm';
import { currencies } from '../../modules/reference/tables';
import type { StaffContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import { contentBanners, saveContentBanner, setContentBannerEnabled } from './banners';
import { contentBonuses, saveContentBonus, setContentBonusEnabled } from './bonuses';
import {
  contentGames,
  featuredGames,
  setContentGameCategory,
  setContentGameEnabled,
  setContentGameEngineTheme,
  setContentGameRestrictions,
  setFeaturedGames,
} from './games';
import { sendSystemNotification } from './notifications';
import { contentPaymentMethods, updatePaymentMethod } from './payment-methods';

/** Who a module's own audit table names: the staff member (or automation actor). */
const actorName = (ctx: StaffContext) => `staff:${ctx.actor?.name ?? 'unknown'}`;

const first = (n: number | null | undefined) => Math.min(Math.max(Math.trunc(n ?? 50), 1), 200);

export const contentResolvers: Resolvers = {
  Query: {
    contentOptions: async (_p, _a, ctx) => ({
      languages: [...LANGUAGES],
      categories: [...GAME_CATEGORIES],
      engineThemes: [...SLOT_ENGINE_THEME_KEYS],
      currencies: (
        await ctx.db
          .select({ code: currencies.code })
          .from(currencies)
          .orderBy(asc(currencies.sortOrder), asc(currencies.code))
      ).map((c) => c.code),
    }),
    contentBonuses: (_p, _a, ctx) => contentBonuses(ctx.db),
    contentBanners: (_p, _a, ctx) => contentBanners(ctx.db),
    contentGames: (_p, args, ctx) =>
      contentGames(ctx.db, { search: args.search, first: first(args.first), after: args.after }),
    featuredGames: (_p, _a, ctx) => featuredGames(ctx.db),
    contentPaymentMethods: (_p, _a, ctx) => contentPaymentMethods(ctx.db),
  },
  Mutation: {
    saveContentBonus: async (_p, { input }, ctx) => {
      ctx.note = { targetType: 'bonus', targetId: input.id ? String(input.id) : input.name };
      const { before, after } = await saveContentBonus(ctx.db, actorName(ctx), input);
      ctx.note = { targetType: 'bonus', targetId: String(after.id), before, after };
      return after;
    },
    setBonusEnabled: async (_p, { id, enabled }, ctx) => {
      ctx.note = { targetType: 'bonus', targetId: String(id) };
      const { before, after } = await setContentBonusEnabled(ctx.db, actorName(ctx), id, enabled);
      ctx.note = {
        targetType: 'bonus',
        targetId: String(id),
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
      };
      return after;
    },
    saveContentBanner: async (_p, { input }, ctx) => {
      ctx.note = { targetType: 'banner', targetId: input.id ? String(input.id) : input.key };
      const { before, after } = await saveContentBanner(ctx.db, {
        ...input,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
      });
      ctx.note = { targetType: 'banner', targetId: String(after.id), before, after };
      return after;
    },
    setBannerEnabled: async (_p, { id, enabled }, ctx) => {
      ctx.note = { targetType: 'banner', targetId: String(id) };
      const { before, after } = await setContentBannerEnabled(ctx.db, id, enabled);
      ctx.note = {
        targetType: 'banner',
        targetId: String(id),
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
      };
      return after;
    },
    setGameEnabled: async (_p, { slug, enabled }, ctx) => {
      ctx.note = { targetType: 'game', targetId: slug };
      const { before, after } = await setContentGameEnabled(ctx.db, actorName(ctx), slug, enabled);
      ctx.note = {
        targetType: 'game',
        targetId: slug,
        before: { enabled: before.enabled },
        after: { enabled: after.enabled },
      };
      return after;
    },
    setGameCategory: async (_p, { slug, category }, ctx) => {
      ctx.note = { targetType: 'game', targetId: slug };
      const { before, after } = await setContentGameCategory(
        ctx.db,
        actorName(ctx),
        slug,
        category,
      );
      ctx.note = {
        targetType: 'game',
        targetId: slug,
        before: { category: before.category },
        after: { category: after.category },
      };
      return after;
    },
    setGameEngineTheme: async (_p, { slug, engineTheme }, ctx) => {
      ctx.note = { targetType: 'game', targetId: slug };
      const { before, after } = await setContentGameEngineTheme(
        ctx.db,
        actorName(ctx),
        slug,
        engineTheme ?? null,
      );
      ctx.note = {
        targetType: 'game',
        targetId: slug,
        before: { engineTheme: before.engineTheme },
        after: { engineTheme: after.engineTheme },
      };
      return after;
    },
    setGameRestrictions: async (_p, { slug, restrictions }, ctx) => {
      ctx.note = { targetType: 'game', targetId: slug };
      const { before, after } = await setContentGameRestrictions(
        ctx.db,
        actorName(ctx),
        slug,
        restrictions,
      );
      ctx.note = {
        targetType: 'game',
        targetId: slug,
        before: { restrictions: before.restrictions },
        after: { restrictions: after.restrictions },
      };
      return after;
    },
    setFeaturedGames: async (_p, { slugs }, ctx) => {
      ctx.note = { targetType: 'featured-games', targetId: 'home' };
      const { before, after } = await setFeaturedGames(ctx.db, actorName(ctx), slugs);
      ctx.note = {
        targetType: 'featured-games',
        targetId: 'home',
        before,
        after: after.map((g) => g.slug),
      };
      return after;
    },
    updatePaymentMethod: async (_p, { key, input }, ctx) => {
      ctx.note = { targetType: 'payment-method', targetId: key };
      const { before, after } = await updatePaymentMethod(ctx.db, key, input);
      ctx.note = { targetType: 'payment-method', targetId: key, before, after };
      return after;
    },
    sendSystemNotification: async (_p, { input }, ctx) => {
      ctx.note = { targetType: 'players', targetId: 'segment' };
      const result = await sendSystemNotification(
        { db: ctx.db, pubsub: ctx.pubsub },
        { segment: input.segment, messages: input.messages },
      );
      ctx.note = {
        targetType: 'players',
        targetId: 'segment',
        after: { segment: input.segment ?? 'all', messages: input.messages, ...result },
      };
      return result;
    },
  },
};
