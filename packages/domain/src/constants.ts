// Business constants and limits (spec §9) and the fixed vocabularies the spec names (§1, §2, §3).
// Pure data: shared by the web app and the server.

export const LANGUAGES = ['en', 'ru', 'az', 'kk', 'tr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Language options as the language modal lists them (spec §3 "Language option"). */
export const LANGUAGE_OPTIONS: readonly { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'ru', name: 'Русский' },
  { code: 'az', name: 'Azərbaycan' },
  { code: 'kk', name: 'Қазақ' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'ar', name: 'العربية' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks a supported language from a tag such as "ru-RU" or an Accept-Language header. */
export function pickLanguage(tag: string | null | undefined): Language {
  if (!tag) return DEFAULT_LANGUAGE;
  for (const part of tag.split(',')) {
    const code = part.trim().split(';')[0]?.split('-')[0]?.toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language in the address (`?lng=ar`) — an explicit choice that wins over the stored one —
 * and the cookie mirroring the stored choice so the server renders the visitor's language
 * (docs/architecture.md, "Language in the address").
 */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'lng';

/** The page language: an explicit `?lng=`, else the stored choice, else the browser's languages. */
export function choosePageLanguage(sources: {
  query: string | null | undefined;
  stored: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Language {
  for (const tag of [sources.query, sources.stored]) {
    const code = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(code)) return code;
  }
  return pickLanguage(sources.acceptLanguage);
}

/** Local storage keys (spec §3). */
export const STORAGE_KEYS = {
  token: 'token',
  selectedLanguage: 'selectedLanguage',
  registrationSuccess: 'registration_success',
  lastConfirmationEmailSentAt: 'last_confirmation_email_sent_at',
  /** the game page's sound toggle: '1' on; anything else (or nothing) muted */
  playSound: 'play_sound',
  /** the slot page's turbo setting: '1' on (shorter reel spins) */
  playTurbo: 'play_turbo',
} as const;

/** Click-tracking cookie (spec §9). */
export const CLICK_ID_COOKIE = { name: 'click_id', query: 'cid', maxAgeSeconds: 3600 } as const;

/** Game categories (spec §2.2, §2.5; Foundation issue). 'other' always sorts last. */
export const GAME_CATEGORIES = [
  'slots',
  'roulette',
  'live-casino',
  'live-baccarat',
  'live-blackjack',
  'live-game-show',
  'live-roulette',
  'fruit-game',
  'crash',
  'other',
] as const;
export type GameCategoryName = (typeof GAME_CATEGORIES)[number];

/** Categories that show the LIVE label on a game card (spec §2.5). */
export const LIVE_CATEGORIES: readonly GameCategoryName[] = [
  'live-baccarat',
  'live-blackjack',
  'live-casino',
  'live-game-show',
  'live-roulette',
];

export function isLiveCategory(category: string): boolean {
  return (LIVE_CATEGORIES as readonly string[]).includes(category);
}

/**
 * The devices every game list asks for (spec §9 "devices mobile"); the category counts use the
 * same filter, so a count beside a link is the number of games that link lists.
 */
export const GAME_LIST_DEVICES: readonly string[] = ['mobile'];

/**
 * What a category link lists: 'live-casino' (the lobby's "Live casino" tab, row and card) is every
 * live category; any other category is itself.
 */
export function categoriesListedBy(category: string): readonly string[] {
  return category === 'live-casino' ? LIVE_CATEGORIES : [category];
}

/** Values accepted by /games?category= (spec §2.2). */
export const GAME_LIST_CATEGORY_QUERY = [
  'all-games',
  'roulette',
  'slots',
  'live-casino',
  'other',
  'fruit-game',
  'crash',
] as const;

/** Home category browser cards (spec §2.4). */
export const HOME_CATEGORY_CARDS = [
  'all-games',
  'slots',
  'live-casino',
  'fruit-game',
  'crash',
  'roulette',
] as const;

/** Banner keys (spec §2.4). */
export const BANNER_KEYS = {
  top: ['vip', 'cashback', 'providers'],
  bottom: ['2x_deposit', 'high-rollers', 'cryptodeposit'],
} as const;

export const BANNER_CAROUSEL = { autoplayDelayMs: 3000, speedMs: 800, loop: true } as const;

export const PAGE_SIZES = {
  gameList: 20,
  gameListFilterAndSearch: 12,
  lastPlayed: 9,
  lastPlayedSearchModal: 10,
  favourites: 9,
  providers: 12,
  providersLoadMore: 9,
  providersHome: 20,
  bonusLists: 100,
  bonusListsSmall: 10,
  homeRowPlaceholders: 20,
} as const;

export const SEARCH_DEBOUNCE_MS = 500;

export const TOASTS = {
  limit: 3,
  autoCloseMs: 6000,
  position: 'top-center',
  theme: 'dark',
} as const;

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_COUNTRY = 'US';

export const WALLET_TYPES = ['REAL', 'BONUS'] as const;
export const PAYMENT_HISTORY_KINDS = ['deposit', 'withdraw'] as const;

export const CRYPTO_WHITELIST = ['ADA', 'LTC', 'TRX', 'XRP', 'ZEC', 'BTC', 'ETH', 'USDT'] as const;

export const PASSWORD_RULES = {
  shared: { min: 8, max: 20 },
  registration: { min: 6, max: 52 },
  specialCharacters: '!@#$%^&*',
} as const;

export const CARD_NUMBER_DIGITS = { min: 13, max: 19 } as const;
export const MINIMUM_AGE = 18;
export const RESEND_CONFIRMATION_COOLDOWN_MS = 60_000;
export const CHAT_LEVEL = 10;

export const QR_CODE = { size: 170, background: '#ffffff', level: 'L' } as const;

export const UI = {
  headerHeightPx: 56,
  inputHeightPx: 48,
  selectHeightPx: 52,
  tooltipMaxWidthPx: 300,
  paymentGridColumns: 3,
  cryptoSkeletons: 9,
} as const;

/** Modal names (spec §2.8), spelled as the spec spells them. */
export const MODAL_NAMES = [
  'forgotPassword',
  'payment',
  'language',
  'search',
  'deposit',
  'withdraw',
  'cancelBonus',
  'cancelWidrawRequest',
  'gamesFilter',
] as const;
export type ModalName = (typeof MODAL_NAMES)[number];

/**
 * GraphQL query limits of the server (graphql-armor): generous for the app's own documents, tight
 * for abuse. Shared so the web's document test proves every operation the app sends fits them.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxCost: 8000,
  maxAliases: 15,
  maxTokens: 2000,
  maxDirectives: 50,
} as const;
