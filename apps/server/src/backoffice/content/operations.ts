// The content screens' staff operations: permission and audit action of each root field
// (merged into OPERATIONS, operations.ts; the matrix test covers them like every other field).
import type { OperationSpec } from '../operations';

export const CONTENT_OPERATIONS: Record<string, OperationSpec> = {
  'Query.contentOptions': { permission: 'CONTENT_READ', action: 'content.options' },
  'Query.contentBonuses': { permission: 'CONTENT_READ', action: 'content.bonus-list' },
  'Query.contentBanners': { permission: 'CONTENT_READ', action: 'content.banner-list' },
  'Query.contentGames': { permission: 'CONTENT_READ', action: 'content.game-list' },
  'Query.featuredGames': { permission: 'CONTENT_READ', action: 'content.featured-list' },
  'Query.contentPaymentMethods': {
    permission: 'CONTENT_READ',
    action: 'content.payment-method-list',
  },
  'Mutation.saveContentBonus': { permission: 'BONUSES_MANAGE', action: 'content.bonus-save' },
  'Mutation.setBonusEnabled': { permission: 'BONUSES_MANAGE', action: 'content.bonus-enable' },
  'Mutation.saveContentBanner': { permission: 'BANNERS_MANAGE', action: 'content.banner-save' },
  'Mutation.setBannerEnabled': { permission: 'BANNERS_MANAGE', action: 'content.banner-enable' },
  'Mutation.setGameEnabled': { permission: 'CATALOGUE_MANAGE', action: 'content.game-enable' },
  'Mutation.setGameCategory': { permission: 'CATALOGUE_MANAGE', action: 'content.game-category' },
  'Mutation.setGameEngineTheme': { permission: 'CATALOGUE_MANAGE', action: 'content.game-theme' },
  'Mutation.setGameRestrictions': {
    permission: 'CATALOGUE_MANAGE',
    action: 'content.game-restrictions',
  },
  'Mutation.setFeaturedGames': { permission: 'CATALOGUE_MANAGE', action: 'content.featured-set' },
  'Mutation.updatePaymentMethod': {
    permission: 'PAYMENT_METHODS_MANAGE',
    action: 'content.payment-method-update',
  },
  'Mutation.sendSystemNotification': {
    permission: 'NOTIFICATIONS_SEND',
    action: 'content.notification-send',
  },
};
