// The content screens' staff API documents (bonuses, banners, games, payment methods,
// system notifications; apps/server/src/backoffice/schema/content.graphql).
import { graphql } from '@/gql';

export const CONTENT_OPTIONS = graphql(`
  query ContentOptions {
    contentOptions {
      languages
      categories
      engineThemes
      currencies
    }
  }
`);

export const CONTENT_BONUS_FIELDS = graphql(`
  fragment ContentBonusFields on ContentBonus {
    id
    name
    kind
    enabled
    repeatable
    position
    currencyCode
    coverImageUrl
    depositPaymentType
    availableCurrencies
    availableForGame
    availableForGameSlug
    gameCategoryMultipliers {
      category
      multiplier
    }
    minDepositAmount
    maxDepositAmount
    wagerMultiplier
    wageringTime
    minWagerBet
    maxWagerBet
    freeSpinsCount
    freespinsGame
    freespinsGameSlug
    freespinsExpireTime
    rewardAmount
    maxRewardLimit
    maxRewardLimitMultiplier
    rewardDepositMultiplier
    rewardFreeSpins
    texts {
      lang
      title
      condition
      terms
    }
  }
`);

export const CONTENT_BONUSES = graphql(`
  query ContentBonuses {
    contentBonuses {
      ...ContentBonusFields
    }
  }
`);

export const SAVE_CONTENT_BONUS = graphql(`
  mutation SaveContentBonus($input: ContentBonusInput!) {
    saveContentBonus(input: $input) {
      ...ContentBonusFields
    }
  }
`);

export const SET_BONUS_ENABLED = graphql(`
  mutation SetBonusEnabled($id: Int!, $enabled: Boolean!) {
    setBonusEnabled(id: $id, enabled: $enabled) {
      id
      enabled
    }
  }
`);

export const CONTENT_BANNER_FIELDS = graphql(`
  fragment ContentBannerFields on ContentBanner {
    id
    key
    position
    sortOrder
    url
    enabled
    imageUrl
    startsAt
    endsAt
    title {
      lang
      text
    }
    description {
      lang
      text
    }
    buttonText {
      lang
      text
    }
  }
`);

export const CONTENT_BANNERS = graphql(`
  query ContentBanners {
    contentBanners {
      ...ContentBannerFields
    }
  }
`);

export const SAVE_CONTENT_BANNER = graphql(`
  mutation SaveContentBanner($input: ContentBannerInput!) {
    saveContentBanner(input: $input) {
      ...ContentBannerFields
    }
  }
`);

export const SET_BANNER_ENABLED = graphql(`
  mutation SetBannerEnabled($id: Int!, $enabled: Boolean!) {
    setBannerEnabled(id: $id, enabled: $enabled) {
      id
      enabled
    }
  }
`);

export const CONTENT_GAME_FIELDS = graphql(`
  fragment ContentGameFields on ContentGame {
    id
    slug
    name
    provider
    category
    enabled
    recalled
    engineTheme
    featuredOrder
    restrictions {
      country
      currency
    }
  }
`);

export const CONTENT_GAMES = graphql(`
  query ContentGames($search: String, $after: String) {
    contentGames(search: $search, first: 25, after: $after) {
      nodes {
        ...ContentGameFields
      }
      pageInfo {
        nextCursor
      }
    }
  }
`);

export const FEATURED_GAMES = graphql(`
  query FeaturedGames {
    featuredGames {
      ...ContentGameFields
    }
  }
`);

export const SET_GAME_ENABLED = graphql(`
  mutation SetGameEnabled($slug: String!, $enabled: Boolean!) {
    setGameEnabled(slug: $slug, enabled: $enabled) {
      ...ContentGameFields
    }
  }
`);

export const SET_GAME_CATEGORY = graphql(`
  mutation SetGameCategory($slug: String!, $category: String!) {
    setGameCategory(slug: $slug, category: $category) {
      ...ContentGameFields
    }
  }
`);

export const SET_GAME_ENGINE_THEME = graphql(`
  mutation SetGameEngineTheme($slug: String!, $engineTheme: String) {
    setGameEngineTheme(slug: $slug, engineTheme: $engineTheme) {
      ...ContentGameFields
    }
  }
`);

export const SET_GAME_RESTRICTIONS = graphql(`
  mutation SetGameRestrictions($slug: String!, $restrictions: [GameRestrictionInput!]!) {
    setGameRestrictions(slug: $slug, restrictions: $restrictions) {
      ...ContentGameFields
    }
  }
`);

export const SET_FEATURED_GAMES = graphql(`
  mutation SetFeaturedGames($slugs: [String!]!) {
    setFeaturedGames(slugs: $slugs) {
      ...ContentGameFields
    }
  }
`);

export const CONTENT_PAYMENT_METHODS = graphql(`
  query ContentPaymentMethods {
    contentPaymentMethods {
      key
      direction
      name
      enabled
      kycRequired
      minUsd
      maxUsd
    }
  }
`);

export const UPDATE_PAYMENT_METHOD = graphql(`
  mutation UpdatePaymentMethod($key: String!, $input: PaymentMethodSettingsInput!) {
    updatePaymentMethod(key: $key, input: $input) {
      key
      enabled
      kycRequired
      minUsd
      maxUsd
    }
  }
`);

export const SEND_SYSTEM_NOTIFICATION = graphql(`
  mutation SendSystemNotification($input: SystemNotificationInput!) {
    sendSystemNotification(input: $input) {
      recipients
    }
  }
`);
