/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** One baccarat bet. */
export type BaccaratBetInput = {
  /** Stake of this bet, major units. */
  amount: string;
  /** The bet type. */
  type: BaccaratBetType;
};

/** Baccarat bet types. */
export type BaccaratBetType =
  /** The banker's hand wins; pays 0.95 to 1, returned on a tie. */
  | 'BANKER'
  /** The player's hand wins; pays 1 to 1, returned on a tie. */
  | 'PLAYER'
  /** A tie; pays 8 to 1. */
  | 'TIE';

/** Filters and page of the bet history. */
export type BetHistoryInput = {
  /** Only demo (true) or only real (false) rounds. */
  demo?: boolean | null | undefined;
  /** From this instant (inclusive). */
  from?: string | null | undefined;
  /** Only games whose title or studio contains this text (a game search, as in the catalogue). */
  game?: string | null | undefined;
  /** Only this game. */
  gameSlug?: string | null | undefined;
  /** Page (from 1) and page size (1–100, default 20). */
  pagination?: BetHistoryPagination | null | undefined;
  /** Until this instant (exclusive). */
  to?: string | null | undefined;
};

/** A page of the bet history. */
export type BetHistoryPagination = {
  /** Items per page, 1–100. */
  count?: number | null | undefined;
  /** Page number from 1. */
  page?: number | null | undefined;
};

/** A player's action on the hand in play. */
export type BlackjackAction =
  /** Double the hand's stake and take exactly one card (any first two cards, also after a split). */
  | 'DOUBLE'
  /** Take a card. */
  | 'HIT'
  /** Split two cards of equal value into two hands, one more initial bet (up to 3 hands). */
  | 'SPLIT'
  /** Keep the hand as it is. */
  | 'STAND';

/** One action on a blackjack round. */
export type BlackjackActionInput = {
  /** The action. */
  action: BlackjackAction;
  /** The round id. */
  roundId: string | number;
  /** The number of actions played before this one (the round's `step`): a retry with the same step and action changes nothing. */
  step?: number | null | undefined;
};

/** The result of one hand. */
export type BlackjackHandResult =
  /** A two-card 21 on the initial hand; pays 3 to 2. */
  | 'BLACKJACK'
  /** Bust, or beaten by the dealer. */
  | 'LOSE'
  /** Ties the dealer; the stake is returned. */
  | 'PUSH'
  /** Beats the dealer; pays 1 to 1. */
  | 'WIN';

/** Deal a blackjack round. */
export type BlackjackStartInput = {
  /** The initial bet, major units of the account currency (e.g. "5.00"). */
  amount: string;
  /** Play without money (nothing touches the ledger); still provably fair and stored. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** Client-chosen round id (UUID) for safe retries: the same id never deals or pays twice. */
  roundId?: string | number | null | undefined;
};

/** Where a blackjack round stands. */
export type BlackjackStatus =
  /** The player still has a hand to play. */
  | 'ACTIVE'
  /** Every hand has its result and the round is paid. */
  | 'SETTLED';

/** Page request; pages count from 1. */
export type BonusPaginationInput = {
  /** Items per page (default 100, at most 100). */
  count?: number | null | undefined;
  /** Page number from 1 (default 1). */
  page?: number | null | undefined;
};

/** cancelWithdrawRequest input. */
export type CancelWithdrawRequestInput = {
  /** The request's display id. */
  id: number;
  /**
   * The client's request key (a UUID per submission, reused on the client's own retries): a retry
   * with the same key answers the first request and moves nothing again; the key with another
   * request is refused with IDEMPOTENCY_KEY_REUSED.
   */
  requestKey?: string | null | undefined;
};

/** A page of a catalogue list. Pages are numbered from 1. */
export type CataloguePagination = {
  /** Items per page, 1 to 100 (values outside are clamped). Default 20 for games, 12 for providers. */
  count?: number | null | undefined;
  /** Page number, from 1 (values below 1 count as 1). Default 1. */
  page?: number | null | undefined;
};

/** Personal data to save; absent fields stay, null or blank clears. */
export type ChangeUserProfileDetailsInput = {
  /** Street address. */
  address?: string | null | undefined;
  /** Birth date, YYYY-MM-DD (at least 18 years ago). */
  birthDate?: string | null | undefined;
  /** City. */
  city?: string | null | undefined;
  /** Country of residence (ISO 3166-1 alpha-2). */
  country?: string | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Gender. */
  gender?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Display name. */
  name?: string | null | undefined;
  /** Postal code. */
  postal?: string | null | undefined;
  /** State or region. */
  state?: string | null | undefined;
};

/** Close the account. */
export type CloseAccountInput = {
  /** Free text, up to 500 characters. */
  comment?: string | null | undefined;
  /** Why. */
  reason: RgClosureReason;
};

/** A confirmation link's code. */
export type ConfirmUserEmailInput = {
  /** The `emailConfirmationCode` of the link. */
  code: string;
};

/** What to convert. */
export type ConvertCurrencyRequest = {
  /** Amount in major units of `from`, a decimal string (e.g. `"12.34"`). */
  amount: string;
  /** Source currency code. */
  from: string;
  /** Target currency code. */
  to: string;
};

/** State of a crash bet. */
export type CrashBetStatus =
  /** In the round, not cashed out yet. */
  | 'ACTIVE'
  /** Cashed out (by hand or automatically) before the crash. */
  | 'CASHED_OUT'
  /** The round crashed first. */
  | 'LOST';

/** What a crashRound event reports. */
export type CrashEventKind =
  /** A player placed a bet (the event's bet). */
  | 'BET'
  /** A player cashed out (the event's bet). */
  | 'CASH_OUT'
  /** The round changed phase (or a new round opened). */
  | 'PHASE';

/** Phases of a shared crash round. */
export type CrashPhase =
  /** Bets are accepted until bettingEndsAt. */
  | 'BETTING'
  /** The round crashed at crashPoint; the game hash is revealed. */
  | 'CRASHED'
  /** The multiplier grows from startedAt; players cash out. */
  | 'RUNNING';

/** CreateFiatDepositPayment input (spec §7.2). */
export type CreateFiatDepositPaymentInput = {
  /** Amount in major units, a number with at most the currency's decimals (e.g. 25.5). */
  amount: number;
  /** The account currency code. */
  currency: string;
  /** A fiat method id from GetPaymentMethods. */
  methodId: string;
  /** Provider fields: names upper-cased, values trimmed. */
  predefinedFields?: Array<PredefinedFieldValue> | null | undefined;
  /**
   * The client's request key (a UUID per submission, reused on the client's own retries): a retry
   * with the same key answers the first request and moves nothing again; the key with another
   * request is refused with IDEMPOTENCY_KEY_REUSED.
   */
  requestKey?: string | null | undefined;
  /** Where the payer comes back to (this site's address; anything else returns to the home page). */
  returnUrl?: string | null | undefined;
  /** The browser's user agent. */
  userAgent?: string | null | undefined;
};

/** createWithdrawRequest input (spec §3 Withdraw request payload). */
export type CreateWithdrawRequestInput = {
  /** Amount in major units, a decimal string (e.g. `"25.50"`). */
  amount: string;
  /** The account currency code. */
  currency: string;
  /** Choices of the form's dropdowns. */
  dropdowns?: Array<WithdrawDropdownValue> | null | undefined;
  /** Values of the form's inputs. */
  inputs?: Array<WithdrawInputValue> | null | undefined;
  /** Method id from withdrawMethods. */
  methodId: string;
  /**
   * The client's request key (a UUID per submission, reused on the client's own retries): a retry
   * with the same key answers the first request and moves nothing again; the key with another
   * request is refused with IDEMPOTENCY_KEY_REUSED.
   */
  requestKey?: string | null | undefined;
};

/** Which coin and network to deposit on. */
export type DepositAddressMethod = {
  /** `COIN:NETWORK`, e.g. `USDT:TRC20` or `BTC:BTC`. */
  currency: string;
};

/** Roll over or under the target. */
export type DiceDirection =
  /** Wins when the roll is above the target. */
  | 'OVER'
  /** Wins when the roll is below the target. */
  | 'UNDER';

/** A page of the favourites or last played lists. Pages are numbered from 0. */
export type FavoritesPagination = {
  /** Items per page, 1 to 100 (values outside are clamped). Default 9. */
  count?: number | null | undefined;
  /** Page number, from 0 (values below 0 count as 0). Default 0. */
  page?: number | null | undefined;
};

/** The engines that play the catalogue's games. */
export type GameEngineKind =
  /** Punto banco baccarat (live-baccarat) */
  | 'BACCARAT'
  /** Blackjack, 6 decks, dealer stands on soft 17, blackjack pays 3:2 (live-blackjack) */
  | 'BLACKJACK'
  /** Crash: shared rounds with cash-out and auto cash-out (crash); see crashGame */
  | 'CRASH'
  /** Dice, roll over or under (live-casino, live-game-show, other) */
  | 'DICE'
  /** Keno: 40 numbers, pick 1–10, 10 drawn (other: … Keno) */
  | 'KENO'
  /** Mines: a 5×5 field with 1–24 mines, cash out after any safe tile (other: … Mines) */
  | 'MINES'
  /** Plinko: 8–16 rows of pegs, low/medium/high risk (other: … Plinko) */
  | 'PLINKO'
  /** European roulette, 37 pockets (roulette, live-roulette) */
  | 'ROULETTE'
  /** 5×3 video slot with 10 lines, wilds, scatters and free spins (slots, fruit-game) */
  | 'SLOTS'
  /** Wheel: 10–50 segments, low/medium/high risk (live-game-show) */
  | 'WHEEL';

/** Fields the game list can be sorted by. */
export type GameSortField =
  /** When the game was added to the catalogue. */
  | 'createdAt'
  /** Number of likes. */
  | 'likes'
  /** Name, alphabetically. */
  | 'name'
  /** Theoretical return to player. */
  | 'payout'
  /** Rating (the default). */
  | 'rating';

/** The game list filter (spec §3). Parts combine with AND. */
export type GamesListFilter = {
  /**
   * Category names (GameCategory.name). `all-games` or an empty list means every category. An
   * unknown name is a VALIDATION_ERROR.
   */
  categories?: Array<string> | null | undefined;
  /** Devices the game must run on: `mobile`, `desktop` (all listed). Other values are a VALIDATION_ERROR. */
  devices?: Array<string> | null | undefined;
  /**
   * Leave out games blocked for the viewer: by the signed-in player's registration country and
   * account currency, or for a guest by the country of the request's IP (unknown or private
   * addresses count as US) and that country's currency. Default true.
   */
  onlyAvailable?: boolean | null | undefined;
  /** Only games taking part in bonus offers. Default false. */
  onlyWithBonus?: boolean | null | undefined;
  /**
   * Provider slugs or names (case-insensitive). Empty or omitted means all providers (spec §4.10);
   * the client sends an empty list when every provider is selected.
   */
  providers?: Array<string> | null | undefined;
  /**
   * Search in game names: case-, accent- and typo-insensitive ('pharaoh' finds 'Pharaöh',
   * 'rulette' finds roulettes). Names containing the term come first, then the closest names.
   * Blank means no search.
   */
  search?: string | null | undefined;
};

/** What `gamesList` returns. */
export type GamesListInput = {
  /** Which games; every part is optional. */
  filter?: GamesListFilter | null | undefined;
  /** Which page; default page 1 of 20. */
  pagination?: CataloguePagination | null | undefined;
  /** Order; default rating descending. */
  sort?: GamesListSort | null | undefined;
};

/** Order of the game list. Ties are broken by game id, so pages never overlap. */
export type GamesListSort = {
  /** Direction; default desc. */
  direction?: SortDirection | null | undefined;
  /** Field to sort by; default rating. */
  field?: GameSortField | null | undefined;
};

/** Request of getBonusList. */
export type GetBonusListRequest = {
  /** Currency of the amounts. */
  currencyCode?: string | null | undefined;
  /** Language of the texts (en ru az kk tr ar); defaults to the request language. */
  lang?: string | null | undefined;
  /** Paging (default page 1, 10 per page). */
  pagination?: BonusPaginationInput | null | undefined;
};

/** Request of getUserBonusHistory. */
export type GetUserBonusHistoryRequest = {
  /** Language of the texts. */
  lang?: string | null | undefined;
  /** Paging (default page 1, 100 per page). */
  pagination?: BonusPaginationInput | null | undefined;
};

/** Request of getUserBonusesList. */
export type GetUserBonusesListRequest = {
  /** Currency (the account currency; others are ignored). */
  currencyCode?: string | null | undefined;
  /** Language of the texts. */
  lang?: string | null | undefined;
  /** Paging (default page 1, 100 per page). */
  pagination?: BonusPaginationInput | null | undefined;
};

/** Request of getUserDepositBonusesList. */
export type GetUserDepositBonusesListRequest = {
  /** Currency of the first balance (the account currency). */
  currencyCode: string;
  /** Language of the texts. */
  lang?: string | null | undefined;
};

/** Know-your-customer status: NOT_STARTED → PENDING (documents uploaded) → VERIFIED or REJECTED. */
export type KycStatus =
  /** No document uploaded yet. */
  | 'NOT_STARTED'
  /** Documents are under review. */
  | 'PENDING'
  /** Verification was unsuccessful; see kycReason and upload again. */
  | 'REJECTED'
  /** Identity verified. */
  | 'VERIFIED';

/** Email and password sign-in. */
export type LoginInput = {
  /** The password. */
  password: string;
  /** The email address. */
  username: string;
};

/** Cashes out. */
export type MinesCashOutInput = {
  /** The round. */
  roundId: string | number;
};

/** Opens one tile. */
export type MinesRevealInput = {
  /** The round. */
  roundId: string | number;
  /** Tiles opened before this one (idempotency); omitted: the current step. */
  step?: number | null | undefined;
  /** The tile, 0–24 (row by row from the top left). */
  tile: number;
};

/** Starts a Mines round. */
export type MinesStartInput = {
  /** Stake, major units. */
  amount: string;
  /** Play without money. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** Mines on the field, 1–24. */
  mines: number;
  /** Client-chosen round id (UUID) for safe retries. */
  roundId?: string | number | null | undefined;
};

/** Whose notification it is. */
export type NotificationType =
  /** For the viewer alone. */
  | 'PERSONAL'
  /** For every player (an announcement). */
  | 'SYSTEM';

/** Narrows `userNotifications`. */
export type NotificationsFilter = {
  /** Only notifications of this action (one of `NotificationList.actions`). */
  action?: string | null | undefined;
  /** Only read (true) or only unread (false) notifications. */
  isViewed?: boolean | null | undefined;
  /** PERSONAL or SYSTEM. */
  type?: NotificationType | null | undefined;
};

/** A page of notifications. */
export type NotificationsPagination = {
  /** Items per page, 1–100. Default 20. */
  count?: number | null | undefined;
  /** Page number from 1 (values below 1 count as 1). Default 1. */
  page?: number | null | undefined;
};

/** Risk level of a Plinko, Keno or Wheel table. */
export type OriginalsRisk =
  /** Rare large pays. */
  | 'HIGH'
  /** Frequent small pays. */
  | 'LOW'
  /** Between the two. */
  | 'MEDIUM';

/** Page of a payment list. */
export type PaymentPagination = {
  /** Items per page, 1..100 (default 20 for deposits, 50 for withdrawals). */
  count?: number | null | undefined;
  /** 1-based page, default 1. */
  page?: number | null | undefined;
};

/** A bet in a crash round. */
export type PlaceCrashBetInput = {
  /** Stake, major units of the account currency (e.g. "1.00"). */
  amount: string;
  /** Automatic cash-out multiplier, 1.01 to 1000000.00, up to 2 decimals (e.g. "2.00"); omit to cash out by hand. */
  autoCashOut?: string | null | undefined;
  /** Client-chosen bet id (UUID) for safe retries: the same id never bets twice. */
  betId?: string | number | null | undefined;
  /** Play without money (nothing touches the ledger); the bet rides the same shared round. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
};

/** One baccarat coup. */
export type PlayBaccaratInput = {
  /** One to three bets, at most one per type; the stake is their sum. */
  bets: Array<BaccaratBetInput>;
  /** Play without money. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** Client-chosen round id (UUID). */
  roundId?: string | number | null | undefined;
};

/** One dice roll. */
export type PlayDiceInput = {
  /** Stake, major units. */
  amount: string;
  /** Play without money. */
  demo?: boolean | null | undefined;
  /** Roll under or over the target. */
  direction: DiceDirection;
  /** The game's slug. */
  gameSlug: string;
  /** Client-chosen round id (UUID). */
  roundId?: string | number | null | undefined;
  /** Target 0.00–99.99 as a decimal string with up to 2 decimals (e.g. "49.50"). */
  target: string;
};

/** One free spin (playFreeSpin). */
export type PlayFreeSpinInput = {
  /** The game the spin is played on: the bonus's free-spins game. */
  gameSlug: string;
  /** Client-chosen round id (UUID) for safe retries: the same id never settles or uses a spin twice. */
  roundId?: string | number | null | undefined;
  /** The user bonus whose spin is played (UserBonus.id). */
  userBonusId: number;
};

/** One Keno draw. */
export type PlayKenoInput = {
  /** Stake, major units. */
  amount: string;
  /** Play without money. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** 1–10 distinct numbers from 1 to 40. */
  picks: Array<number>;
  /** Risk level. */
  risk: OriginalsRisk;
  /** Client-chosen round id (UUID). */
  roundId?: string | number | null | undefined;
};

/** One Plinko drop. */
export type PlayPlinkoInput = {
  /** Stake, major units. */
  amount: string;
  /** Play without money. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** Risk level. */
  risk: OriginalsRisk;
  /** Client-chosen round id (UUID). */
  roundId?: string | number | null | undefined;
  /** Rows of pegs, 8–16. */
  rows: number;
};

/** One roulette spin. */
export type PlayRouletteInput = {
  /** The bets; the stake is their sum. */
  bets: Array<RouletteBetInput>;
  /** Play without money. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** Client-chosen round id (UUID). */
  roundId?: string | number | null | undefined;
};

/** A paid spin of a slot. */
export type PlaySlotsInput = {
  /** Stake, major units of the account currency (e.g. "1.00"). */
  amount: string;
  /** Play without money (nothing touches the ledger); the round is still provably fair and stored. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** Client-chosen round id (UUID) for safe retries: the same id never settles twice. */
  roundId?: string | number | null | undefined;
};

/** One spin of the wheel. */
export type PlayWheelInput = {
  /** Stake, major units. */
  amount: string;
  /** Play without money. */
  demo?: boolean | null | undefined;
  /** The game's slug. */
  gameSlug: string;
  /** Risk level. */
  risk: OriginalsRisk;
  /** Client-chosen round id (UUID). */
  roundId?: string | number | null | undefined;
  /** Segments: 10, 20, 30, 40 or 50. */
  segments: number;
};

/** A provider field's value. */
export type PredefinedFieldValue = {
  /** Field name (upper case). */
  name: string;
  /** Value. */
  value: string;
};

/** The providers filter. */
export type ProvidersFilter = {
  /** Only providers with at least one enabled game in one of these categories (`all-games` = any). */
  categories?: Array<string> | null | undefined;
  /** Search in provider names: case-, accent- and typo-insensitive. Blank means no search. */
  search?: string | null | undefined;
};

/** What `providers` returns. */
export type ProvidersInput = {
  /** Which providers. */
  filter?: ProvidersFilter | null | undefined;
  /** Which page; default page 1 of 12. */
  pagination?: CataloguePagination | null | undefined;
};

/** The player's answer to a reality check. */
export type RealityCheckAnswer = 'CONTINUE' | 'STOP';

/** The account currency of a registration. */
export type RegistrationCurrencyInput = {
  /** ISO 4217 code of a fiat currency from currenciesSupportedOnThePlatformByDefault. */
  fiat: string;
};

/** Onboarding answers of a registration. */
export type RegistrationOnboardingInput = {
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
};

/** Forgot-password request. */
export type ResetPasswordByEmailInput = {
  /** The account's email. */
  email: string;
};

/** What blocks the account. */
export type RgBlockKind = 'CLOSED' | 'SELF_EXCLUSION' | 'TIME_OUT';

/** Why the player closes the account. */
export type RgClosureReason =
  'NOT_INTERESTED' | 'OTHER' | 'TOO_MUCH_MONEY' | 'TOO_MUCH_TIME' | 'UNHAPPY_WITH_SERVICE';

/** A self-exclusion's length. */
export type RgExclusionDuration = 'INDEFINITE' | 'MONTHS_6' | 'YEARS_1' | 'YEARS_2' | 'YEARS_5';

/** The rolling window of a limit. */
export type RgLimitPeriod =
  /** The last 24 hours. */
  | 'DAY'
  /** The last 30 days. */
  | 'MONTH'
  /** Only for type SESSION: one signed-in session. */
  | 'SESSION'
  /** The last 7 days. */
  | 'WEEK';

/** Which limit. */
export type RgLimitType =
  /** Deposits credited in the window. */
  | 'DEPOSIT'
  /** Stakes minus wins (and refunds) in the window. */
  | 'LOSS'
  /** The session time limit (minutes; period SESSION). */
  | 'SESSION'
  /** Stakes in the window (refunded stakes do not count). */
  | 'WAGER';

/** Bucket of the activity statement. */
export type RgStatementPeriod = 'DAY' | 'MONTH' | 'WEEK';

/** A time-out's length. */
export type RgTimeOutDuration = 'DAYS_7' | 'HOURS_24' | 'WEEKS_6';

/** One roulette bet. */
export type RouletteBetInput = {
  /** Stake of this bet, major units. */
  amount: string;
  /** Covered numbers (inside bets), the dozen/column index 1–3, or [] for even-money bets. */
  numbers: Array<number>;
  /** The bet type. */
  type: RouletteBetType;
};

/** European roulette bet types. */
export type RouletteBetType =
  /** Black numbers; pays 1 to 1. */
  | 'BLACK'
  /** A column: numbers [1], [2] or [3] (column 1 holds 1, 4, 7 …); pays 2 to 1. */
  | 'COLUMN'
  /** Four numbers meeting at a corner, or [0,1,2,3]; pays 8 to 1. */
  | 'CORNER'
  /** A dozen: numbers [1], [2] or [3]; pays 2 to 1. */
  | 'DOZEN'
  /** Even numbers (not 0); pays 1 to 1. */
  | 'EVEN'
  /** 19–36; pays 1 to 1. */
  | 'HIGH'
  /** Two adjacent rows, six numbers; pays 5 to 1. */
  | 'LINE'
  /** 1–18; pays 1 to 1. */
  | 'LOW'
  /** Odd numbers; pays 1 to 1. */
  | 'ODD'
  /** Red numbers (numbers: []); pays 1 to 1. */
  | 'RED'
  /** Two adjacent numbers, or 0 with 1, 2 or 3; pays 17 to 1. */
  | 'SPLIT'
  /** One number (numbers: [n]); pays 35 to 1. */
  | 'STRAIGHT'
  /** A row of three (e.g. [4,5,6]) or the trios [0,1,2], [0,2,3]; pays 11 to 1. */
  | 'STREET';

/** Set or remove a limit. */
export type SetRgLimitInput = {
  /** The new limit in minor units of the account currency (> 0); null removes the limit. */
  amountMinor?: string | number | null | undefined;
  /** DAY, WEEK or MONTH. */
  period: RgLimitPeriod;
  /** Client key (1..100 characters) for a safe retry. */
  requestKey?: string | null | undefined;
  /** DEPOSIT, LOSS or WAGER (SESSION through setRgSessionLimit). */
  type: RgLimitType;
};

/** Sort direction. */
export type SortDirection =
  /** Ascending. */
  | 'asc'
  /** Descending. */
  | 'desc';

/** A request to join the VIP club. */
export type SubmitVipApplicationInput = {
  /** How the account manager should get in touch: EMAIL, PHONE, TELEGRAM or WHATSAPP. */
  contactPreference: string;
  /** A few words about the player's play and expectations, 10 to 1000 characters. */
  message: string;
};

/** GetUserDepositPayments input. */
export type UserDepositPaymentsInput = {
  /** Which page. */
  pagination?: PaymentPagination | null | undefined;
};

/** Arguments of `userNotifications`. */
export type UserNotificationsInput = {
  /** Optional filter; parts combine with AND. */
  filter?: NotificationsFilter | null | undefined;
  /** Page and page size; default page 1, 20 per page. */
  pagination?: NotificationsPagination | null | undefined;
};

/** Registration input (spec §3). */
export type UserRegisterByEmailInput = {
  /** Affiliate click id. */
  cid?: string | null | undefined;
  /** The account currency. */
  currency: RegistrationCurrencyInput;
  /** Email address (spaces are removed). */
  email: string;
  /** Interface language, 2-letter lowercase (unsupported ones fall back to en). */
  language?: string | null | undefined;
  /** Onboarding answers. */
  onboarding: RegistrationOnboardingInput;
  /** Password, 6 to 52 characters. */
  password: string;
  /** IANA time zone of the browser (ignored when unknown). */
  tz?: string | null | undefined;
};

/** Engine parameters for verifyBet. */
export type VerifyBetParams = {
  /** Blackjack: the player's actions in order, one letter each (H hit, S stand, D double, P split). */
  actions?: string | null | undefined;
  /** Dice direction. */
  direction?: DiceDirection | null | undefined;
  /** Mines: the number of mines. */
  mines?: number | null | undefined;
  /** Keno: the picked numbers. */
  picks?: Array<number> | null | undefined;
  /** Plinko, Keno, Wheel: the risk level. */
  risk?: OriginalsRisk | null | undefined;
  /** Plinko: rows 8–16. */
  rows?: number | null | undefined;
  /** Crash: the game's RTP in percent (e.g. "97.50"; default 99.00). */
  rtp?: string | null | undefined;
  /** Wheel: segments. */
  segments?: number | null | undefined;
  /** Dice target (e.g. "49.50"); it does not change the roll, only whether it wins. */
  target?: string | null | undefined;
  /** Crash: the chain's published terminal hash, to check the game hash belongs to it. */
  terminalHash?: string | null | undefined;
};

/** A dropdown's choice. */
export type WithdrawDropdownValue = {
  /** Dropdown id. */
  dropdownId: string;
  /** Chosen option id. */
  optionId: string;
};

/** An input's value. */
export type WithdrawInputValue = {
  /** Input id. */
  inputId: string;
  /** Value. */
  value: string;
};

/** withdrawMethods request. */
export type WithdrawMethodsRequest = {
  /** Currency code (the account currency). */
  currency: string;
};

/** Status of a withdrawal request. */
export type WithdrawStatus =
  /** Approved; being paid out. */
  | 'APPROVED'
  /** Cancelled by the player; money returned. */
  | 'CANCELLED'
  /** The payout failed; money returned. */
  | 'FAILED'
  /** Paid out. */
  | 'PAID'
  /** Waiting for review; the player may cancel. */
  | 'PENDING'
  /** Refused by the operator; money returned. */
  | 'REJECTED';

type FavoriteGameResultFields_FavoriteGameSuccess_Fragment = {
  __typename: 'FavoriteGameSuccess';
  ok: boolean;
  code: string;
  gameId: string;
  isFavorite: boolean;
};

type FavoriteGameResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
};

export type FavoriteGameResultFieldsFragment =
  | FavoriteGameResultFields_FavoriteGameSuccess_Fragment
  | FavoriteGameResultFields_GeneralAppError_Fragment;

export type AddGameToFavoritesMutationVariables = Exact<{
  identifier?: string | number | null | undefined;
}>;

export type AddGameToFavoritesMutation = {
  addGameToFavorites:
    | {
        __typename: 'FavoriteGameSuccess';
        ok: boolean;
        code: string;
        gameId: string;
        isFavorite: boolean;
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type RemoveGameFromFavoritesMutationVariables = Exact<{
  identifier?: string | number | null | undefined;
}>;

export type RemoveGameFromFavoritesMutation = {
  removeGameFromFavorites:
    | {
        __typename: 'FavoriteGameSuccess';
        ok: boolean;
        code: string;
        gameId: string;
        isFavorite: boolean;
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type CurrentUserQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentUserQuery = {
  currentUser: {
    id: string;
    uuid: string;
    email: string;
    emailConfirmed: boolean;
    name: string | null;
    phone: string | null;
    phoneConfirmed: boolean;
    gameBalanceId: string | null;
    mainCountry: string;
    firstRegisteredCurrency: string;
    kyc: KycStatus;
    kycReason: string | null;
    isVIP: boolean;
    depositBonusClaimShown: boolean;
    referralQuestsCompleted: boolean;
    oneClickRequisitesShown: boolean;
    level: number;
    language: string;
    hideZeroBalances: boolean;
    hideLevelUp: boolean;
    totalWager: string;
    tz: string | null;
    twoFactorEnabled: boolean;
    createdAt: string;
    onboarding: { country: string | null };
    balance: Array<{
      id: string;
      bonus: string;
      real: string;
      total: string;
      depositWagered: string;
      currency: { code: string };
    }>;
  };
};

export type ConfirmUserEmailMutationVariables = Exact<{
  input: ConfirmUserEmailInput;
}>;

export type ConfirmUserEmailMutation = {
  confirmUserEmail:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type VerifyEmailConfirmationOtpMutationVariables = Exact<{
  code: string;
}>;

export type VerifyEmailConfirmationOtpMutation = {
  verifyEmailConfirmationOtp:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

type LoginResultFields_LoginError_Fragment = {
  __typename: 'LoginError';
  code: string;
  description: string;
  retryAfterSeconds: number | null;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

type LoginResultFields_LoginSuccess_Fragment = { __typename: 'LoginSuccess'; token: string };

type LoginResultFields_LoginTwoFactorRequired_Fragment = {
  __typename: 'LoginTwoFactorRequired';
  type: string;
  challenge: string;
};

export type LoginResultFieldsFragment =
  | LoginResultFields_LoginError_Fragment
  | LoginResultFields_LoginSuccess_Fragment
  | LoginResultFields_LoginTwoFactorRequired_Fragment;

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;

export type LoginMutation = {
  login:
    | {
        __typename: 'LoginError';
        code: string;
        description: string;
        retryAfterSeconds: number | null;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | { __typename: 'LoginSuccess'; token: string }
    | { __typename: 'LoginTwoFactorRequired'; type: string; challenge: string };
};

export type LoginWithTwoFactorMutationVariables = Exact<{
  challenge: string;
  code: string;
}>;

export type LoginWithTwoFactorMutation = {
  loginWithTwoFactor:
    | {
        __typename: 'LoginError';
        code: string;
        description: string;
        retryAfterSeconds: number | null;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | { __typename: 'LoginSuccess'; token: string }
    | { __typename: 'LoginTwoFactorRequired'; type: string; challenge: string };
};

export type LogoutMutationVariables = Exact<{ [key: string]: never }>;

export type LogoutMutation = { logout: boolean };

export type ResetPasswordByEmailMutationVariables = Exact<{
  input: ResetPasswordByEmailInput;
  captcha?: string | null | undefined;
}>;

export type ResetPasswordByEmailMutation = {
  resetPasswordByEmail:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type ResetPasswordWithTokenMutationVariables = Exact<{
  password: string;
  token: string;
}>;

export type ResetPasswordWithTokenMutation = { resetPasswordWithToken: boolean };

export type UserRegisterByEmailMutationVariables = Exact<{
  input: UserRegisterByEmailInput;
  captcha?: string | null | undefined;
}>;

export type UserRegisterByEmailMutation = {
  userRegisterByEmail:
    | { __typename: 'IdentityError'; code: string; message: string; field: string | null }
    | { __typename: 'RegisterSuccess'; token: string };
};

export type CurrenciesSupportedOnThePlatformByDefaultQueryVariables = Exact<{
  [key: string]: never;
}>;

export type CurrenciesSupportedOnThePlatformByDefaultQuery = {
  currenciesSupportedOnThePlatformByDefault:
    | { __typename: 'GeneralAppError'; code: string }
    | {
        __typename: 'SupportedCurrencies';
        currencies: Array<{ id: number; code: string; name: string }>;
      };
};

export type RegistrationCountriesQueryVariables = Exact<{ [key: string]: never }>;

export type RegistrationCountriesQuery = {
  countries: Array<{ code: string; name: string; flag: string; currency: string }>;
};

export type RegistrationGeoDefaultsQueryVariables = Exact<{ [key: string]: never }>;

export type RegistrationGeoDefaultsQuery = {
  getGeoInstructionByIp: { currency: string; name: string; country: string; lang: Array<string> };
};

export type RequestRgReturnMutationVariables = Exact<{
  email: string;
  password: string;
}>;

export type RequestRgReturnMutation = {
  requestRgReturn:
    | {
        __typename: 'GeneralAppError';
        code: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | { __typename: 'RgReturnSuccess'; availableAt: string };
};

export type BonusInfoFieldsFragment = {
  currencyCode: string;
  coverImageUrl: string;
  title: string;
  name: string;
  condition: string;
  terms: string;
  depositPaymentType: string | null;
  availableCurrencies: Array<string>;
  availableForGame: string | null;
  availableForGameSlug: string | null;
  gameCategoryMultipliers: Array<{ category: string; multiplier: number }>;
  depositRequirements: { minDepositAmount: string | null; maxDepositAmount: string | null } | null;
  wagerRequirements: {
    wagerMultiplier: number;
    wageringTime: number;
    minWagerBet: string | null;
    maxWagerBet: string | null;
  };
  freespinsInfo: {
    freeSpinsCount: number;
    freespinsGame: string | null;
    freespinsGameSlug: string | null;
    freespinsExpireTime: number | null;
  } | null;
  rewardInfo: {
    rewardAmount: string | null;
    maxRewardLimit: string | null;
    maxRewardLimitMultiplier: number | null;
    rewardDepositMultiplier: number | null;
    rewardFreeSpins: number | null;
  };
};

export type UserBonusFieldsFragment = {
  id: number;
  expireAt: string | null;
  status: string;
  isCurrent: boolean;
  activatedCurrencyCode: string;
  createdAt: string;
  activatedAt: string | null;
  claimedAt: string | null;
  discardedAt: string | null;
  discardReason: string | null;
  calculatedReward: string | null;
  calculatedMaxRewardLimit: string | null;
  freeSpinsLeft: number;
  wagerProgress: { wageredAmount: string; wagerGoal: string; currencyCode: string };
  bonusInfo: {
    currencyCode: string;
    coverImageUrl: string;
    title: string;
    name: string;
    condition: string;
    terms: string;
    depositPaymentType: string | null;
    availableCurrencies: Array<string>;
    availableForGame: string | null;
    availableForGameSlug: string | null;
    gameCategoryMultipliers: Array<{ category: string; multiplier: number }>;
    depositRequirements: {
      minDepositAmount: string | null;
      maxDepositAmount: string | null;
    } | null;
    wagerRequirements: {
      wagerMultiplier: number;
      wageringTime: number;
      minWagerBet: string | null;
      maxWagerBet: string | null;
    };
    freespinsInfo: {
      freeSpinsCount: number;
      freespinsGame: string | null;
      freespinsGameSlug: string | null;
      freespinsExpireTime: number | null;
    } | null;
    rewardInfo: {
      rewardAmount: string | null;
      maxRewardLimit: string | null;
      maxRewardLimitMultiplier: number | null;
      rewardDepositMultiplier: number | null;
      rewardFreeSpins: number | null;
    };
  };
};

export type GetBonusListQueryVariables = Exact<{
  request?: GetBonusListRequest | null | undefined;
}>;

export type GetBonusListQuery = {
  getBonusList:
    | {
        __typename: 'BonusList';
        count: number;
        bonusList: Array<{
          id: number;
          name: string;
          bonusInfo: {
            currencyCode: string;
            coverImageUrl: string;
            title: string;
            name: string;
            condition: string;
            terms: string;
            depositPaymentType: string | null;
            availableCurrencies: Array<string>;
            availableForGame: string | null;
            availableForGameSlug: string | null;
            gameCategoryMultipliers: Array<{ category: string; multiplier: number }>;
            depositRequirements: {
              minDepositAmount: string | null;
              maxDepositAmount: string | null;
            } | null;
            wagerRequirements: {
              wagerMultiplier: number;
              wageringTime: number;
              minWagerBet: string | null;
              maxWagerBet: string | null;
            };
            freespinsInfo: {
              freeSpinsCount: number;
              freespinsGame: string | null;
              freespinsGameSlug: string | null;
              freespinsExpireTime: number | null;
            } | null;
            rewardInfo: {
              rewardAmount: string | null;
              maxRewardLimit: string | null;
              maxRewardLimitMultiplier: number | null;
              rewardDepositMultiplier: number | null;
              rewardFreeSpins: number | null;
            };
          };
        }>;
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type GetUserBonusesListQueryVariables = Exact<{
  request?: GetUserBonusesListRequest | null | undefined;
}>;

export type GetUserBonusesListQuery = {
  getUserBonusesList:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'UserBonusList';
        count: number;
        bonusList: Array<{
          id: number;
          expireAt: string | null;
          status: string;
          isCurrent: boolean;
          activatedCurrencyCode: string;
          createdAt: string;
          activatedAt: string | null;
          claimedAt: string | null;
          discardedAt: string | null;
          discardReason: string | null;
          calculatedReward: string | null;
          calculatedMaxRewardLimit: string | null;
          freeSpinsLeft: number;
          wagerProgress: { wageredAmount: string; wagerGoal: string; currencyCode: string };
          bonusInfo: {
            currencyCode: string;
            coverImageUrl: string;
            title: string;
            name: string;
            condition: string;
            terms: string;
            depositPaymentType: string | null;
            availableCurrencies: Array<string>;
            availableForGame: string | null;
            availableForGameSlug: string | null;
            gameCategoryMultipliers: Array<{ category: string; multiplier: number }>;
            depositRequirements: {
              minDepositAmount: string | null;
              maxDepositAmount: string | null;
            } | null;
            wagerRequirements: {
              wagerMultiplier: number;
              wageringTime: number;
              minWagerBet: string | null;
              maxWagerBet: string | null;
            };
            freespinsInfo: {
              freeSpinsCount: number;
              freespinsGame: string | null;
              freespinsGameSlug: string | null;
              freespinsExpireTime: number | null;
            } | null;
            rewardInfo: {
              rewardAmount: string | null;
              maxRewardLimit: string | null;
              maxRewardLimitMultiplier: number | null;
              rewardDepositMultiplier: number | null;
              rewardFreeSpins: number | null;
            };
          };
        }>;
      };
};

export type GetUserBonusHistoryQueryVariables = Exact<{
  request?: GetUserBonusHistoryRequest | null | undefined;
}>;

export type GetUserBonusHistoryQuery = {
  getUserBonusHistory:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'UserBonusList';
        count: number;
        bonusList: Array<{
          id: number;
          expireAt: string | null;
          status: string;
          isCurrent: boolean;
          activatedCurrencyCode: string;
          createdAt: string;
          activatedAt: string | null;
          claimedAt: string | null;
          discardedAt: string | null;
          discardReason: string | null;
          calculatedReward: string | null;
          calculatedMaxRewardLimit: string | null;
          freeSpinsLeft: number;
          wagerProgress: { wageredAmount: string; wagerGoal: string; currencyCode: string };
          bonusInfo: {
            currencyCode: string;
            coverImageUrl: string;
            title: string;
            name: string;
            condition: string;
            terms: string;
            depositPaymentType: string | null;
            availableCurrencies: Array<string>;
            availableForGame: string | null;
            availableForGameSlug: string | null;
            gameCategoryMultipliers: Array<{ category: string; multiplier: number }>;
            depositRequirements: {
              minDepositAmount: string | null;
              maxDepositAmount: string | null;
            } | null;
            wagerRequirements: {
              wagerMultiplier: number;
              wageringTime: number;
              minWagerBet: string | null;
              maxWagerBet: string | null;
            };
            freespinsInfo: {
              freeSpinsCount: number;
              freespinsGame: string | null;
              freespinsGameSlug: string | null;
              freespinsExpireTime: number | null;
            } | null;
            rewardInfo: {
              rewardAmount: string | null;
              maxRewardLimit: string | null;
              maxRewardLimitMultiplier: number | null;
              rewardDepositMultiplier: number | null;
              rewardFreeSpins: number | null;
            };
          };
        }>;
      };
};

export type ActivateBonusMutationVariables = Exact<{
  bonusId: number;
}>;

export type ActivateBonusMutation = {
  activateBonus:
    | { __typename: 'ActivateBonusError'; error: string }
    | { __typename: 'ActivateBonusSuccess'; activatedBonusId: number }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type CancelBonusMutationVariables = Exact<{
  bonusId: number;
}>;

export type CancelBonusMutation = {
  cancelBonus:
    | { __typename: 'CancelBonusFailed'; error: string }
    | { __typename: 'CancelBonusSuccess'; canceledBonusId: number }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type ClaimBonusRewardMutationVariables = Exact<{
  bonusId: number;
}>;

export type ClaimBonusRewardMutation = {
  claimBonusReward:
    | { __typename: 'ClaimBonusRewardError'; error: string }
    | {
        __typename: 'ClaimBonusRewardSuccess';
        claimedBonusId: number;
        rewards: {
          freeSpins: number;
          realMoney: { amount: string; currency: string };
          bonusMoney: { amount: string; currency: string };
        };
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type UserBonusUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserBonusUpdatedSubscription = {
  userBonusUpdated: {
    id: number;
    status: string;
    isCurrent: boolean;
    expireAt: string | null;
    wagerProgress: { wageredAmount: string; wagerGoal: string; currencyCode: string };
  };
};

export type ChatMessageAddedSubscriptionVariables = Exact<{
  room: string;
}>;

export type ChatMessageAddedSubscription = {
  chatMessageAdded: {
    id: string;
    room: string;
    text: string;
    mine: boolean;
    createdAt: string;
    author: { name: string | null; tag: string; level: number };
  };
};

export type ChatMessageRemovedSubscriptionVariables = Exact<{
  room: string;
}>;

export type ChatMessageRemovedSubscription = { chatMessageRemoved: { id: string; room: string } };

export type ChatMessageFieldsFragment = {
  id: string;
  room: string;
  text: string;
  mine: boolean;
  createdAt: string;
  author: { name: string | null; tag: string; level: number };
};

export type ChatMessagesQueryVariables = Exact<{
  room: string;
  before?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;

export type ChatMessagesQuery = {
  chatMessages: {
    room: string;
    hasMore: boolean;
    items: Array<{
      id: string;
      room: string;
      text: string;
      mine: boolean;
      createdAt: string;
      author: { name: string | null; tag: string; level: number };
    }>;
  };
};

export type SendChatMessageMutationVariables = Exact<{
  room: string;
  text: string;
}>;

export type SendChatMessageMutation = {
  sendChatMessage:
    | { __typename: 'ChatError'; code: string; message: string; retryAfterSeconds: number | null }
    | {
        __typename: 'SendChatMessageSuccess';
        chatMessage: {
          id: string;
          room: string;
          text: string;
          mine: boolean;
          createdAt: string;
          author: { name: string | null; tag: string; level: number };
        };
      };
};

export type FavoriteGamesQueryVariables = Exact<{
  pagination?: FavoritesPagination | null | undefined;
}>;

export type FavoriteGamesQuery = {
  favoriteGames: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
};

export type FilterProvidersQueryVariables = Exact<{
  input?: ProvidersInput | null | undefined;
}>;

export type FilterProvidersQuery = {
  providers: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      games: number;
      images: Array<{ src: string; tags: Array<string> }>;
    }>;
  };
};

export type GameBySlugQueryVariables = Exact<{
  slug: string;
}>;

export type GameBySlugQuery = {
  gameBySlug:
    | {
        __typename: 'GameBySlugSuccess';
        game: {
          recalled: boolean;
          likes: number;
          rating: number;
          hasBonus: boolean;
          id: string;
          name: string;
          slug: string;
          title: string;
          category: string;
          providerName: string;
          providerSlug: string;
          isFavorite: boolean;
          info: { payout: number; description: string; devices: Array<string> };
          image: { src: string; width: number; height: number };
          restrictions: Array<{
            country: string | null;
            currency: string | null;
            disabled: boolean;
          }>;
        };
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type GamesListQueryVariables = Exact<{
  input?: GamesListInput | null | undefined;
}>;

export type GamesListQuery = {
  gamesList: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
};

export type MarkGameOpenedMutationVariables = Exact<{
  identifier?: string | number | null | undefined;
}>;

export type MarkGameOpenedMutation = {
  markGameOpened: { __typename: 'GeneralAppError' } | { __typename: 'MarkGameOpenedSuccess' };
};

export type BannersQueryVariables = Exact<{
  position?: string | null | undefined;
}>;

export type BannersQuery = {
  banners: Array<{
    id: string;
    key: string;
    title: string;
    description: string;
    url: string;
    active: boolean;
    position: string;
    path: string;
    buttonText: string;
  }>;
};

export type GamesListByCategoryQueryVariables = Exact<{
  count?: number | null | undefined;
}>;

export type GamesListByCategoryQuery = {
  gamesListByCategory: {
    topSlots: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
    topLiveCasino: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
    topAll: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
};

export type HomeProvidersQueryVariables = Exact<{
  input?: ProvidersInput | null | undefined;
}>;

export type HomeProvidersQuery = {
  providers: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      images: Array<{ src: string; tags: Array<string> }>;
    }>;
  };
};

export type HomePaymentLogosQueryVariables = Exact<{
  target: string;
}>;

export type HomePaymentLogosQuery = {
  getPaymentMethods: {
    fiat: Array<{ id: string; name: string; icon: string; enabled: boolean }>;
    crypto: Array<{ code: string; name: string; payinEnabled: boolean }>;
  };
};

export type HomePlayerRowsQueryVariables = Exact<{
  pagination?: FavoritesPagination | null | undefined;
}>;

export type HomePlayerRowsQuery = {
  lastPlayedGames: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
  favoriteGames: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
};

export type ChangeUserLanguageMutationVariables = Exact<{
  language: string;
}>;

export type ChangeUserLanguageMutation = {
  changeUserLanguage:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | { __typename: 'IdentityError'; code: string; message: string };
};

export type GetGeoInstructionByIpQueryVariables = Exact<{ [key: string]: never }>;

export type GetGeoInstructionByIpQuery = {
  getGeoInstructionByIp: { currency: string; name: string; lang: Array<string> };
};

export type ReplenishmentMethodsQueryVariables = Exact<{
  target: string;
}>;

export type ReplenishmentMethodsQuery = {
  getPaymentMethods: {
    fiat: Array<{
      id: string;
      icon: string;
      name: string;
      enabled: boolean;
      isInstant: boolean;
      isRecommended: boolean;
      kycRequired: boolean;
      enrollmentTime: { from: number; to: number; fromUnit: string; toUnit: string };
      limitation: { min: string; max: string };
    }>;
    crypto: Array<{
      code: string;
      name: string;
      minimumPayinAmount: string;
      payinEnabled: boolean;
      networks: Array<{ code: string; name: string }>;
    }>;
  };
};

export type MyVipApplicationQueryVariables = Exact<{ [key: string]: never }>;

export type MyVipApplicationQuery = {
  myVipApplication: {
    id: string;
    message: string;
    contactPreference: string;
    status: string;
    createdAt: string;
  } | null;
};

export type SubmitVipApplicationMutationVariables = Exact<{
  input: SubmitVipApplicationInput;
}>;

export type SubmitVipApplicationMutation = {
  submitVipApplication:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | { __typename: 'SubmitVipApplicationSuccess'; ok: boolean };
};

export type MarkAllNotificationsAsReadMutationVariables = Exact<{ [key: string]: never }>;

export type MarkAllNotificationsAsReadMutation = { markAllNotificationsAsRead: { ok: boolean } };

export type UpdateUserOnlineStatusSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UpdateUserOnlineStatusSubscription = {
  updateUserOnlineStatus: { userId: string; online: boolean; lastSeenAt: string };
};

export type UserNotificationCreatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserNotificationCreatedSubscription = {
  userNotificationCreated: {
    id: string;
    type: NotificationType;
    action: string;
    content: string;
    initiator: string;
    isViewed: boolean;
    createdAt: string;
    data: {
      amount: string | null;
      currency: string | null;
      message: string | null;
      domain: string | null;
    } | null;
  };
};

export type UserNotificationsUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserNotificationsUpdatedSubscription = {
  userNotificationsUpdated: { reason: string; userUnread: number; systemUnread: number };
};

export type UserNotificationsQueryVariables = Exact<{
  input?: UserNotificationsInput | null | undefined;
}>;

export type UserNotificationsQuery = {
  userNotifications: {
    actions: Array<string>;
    count: number;
    userUnread: number;
    systemUnread: number;
    items: Array<{
      id: string;
      type: NotificationType;
      action: string;
      content: string;
      initiator: string;
      isViewed: boolean;
      createdAt: string;
      data: {
        amount: string | null;
        currency: string | null;
        message: string | null;
        domain: string | null;
      } | null;
    }>;
    recent: Array<{ id: string }>;
  };
};

export type UserWithdrawRequestStatusChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserWithdrawRequestStatusChangedSubscription = {
  userWithdrawRequestStatusChanged: {
    id: number;
    uuid: string;
    status: WithdrawStatus;
    amount: string;
    currency: string;
    comment: string | null;
  };
};

export type UserWithdrawRequestsQueryVariables = Exact<{
  pagination?: PaymentPagination | null | undefined;
}>;

export type UserWithdrawRequestsQuery = {
  userWithdrawRequests: Array<{
    id: number;
    uuid: string;
    currency: string;
    amount: string;
    fee: string;
    comment: string | null;
    date: string;
    status: WithdrawStatus;
    method: { title: string };
  }>;
};

export type BlackjackRoundFieldsFragment = {
  id: string;
  gameSlug: string;
  demo: boolean;
  currency: string;
  status: BlackjackStatus;
  stake: string;
  amount: string;
  win: string;
  dealerCards: Array<number>;
  dealerHidden: number;
  dealerTotal: number;
  dealerSoft: boolean;
  peeked: boolean;
  activeHand: number | null;
  legalActions: Array<BlackjackAction>;
  actions: string;
  step: number;
  timedOut: boolean;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  hands: Array<{
    cards: Array<number>;
    total: number;
    soft: boolean;
    amount: string;
    doubled: boolean;
    split: boolean;
    result: BlackjackHandResult | null;
    win: string | null;
  }>;
};

type BlackjackResultFields_BlackjackSuccess_Fragment = {
  __typename: 'BlackjackSuccess';
  replayed: boolean;
  resumed: boolean;
  round: {
    id: string;
    gameSlug: string;
    demo: boolean;
    currency: string;
    status: BlackjackStatus;
    stake: string;
    amount: string;
    win: string;
    dealerCards: Array<number>;
    dealerHidden: number;
    dealerTotal: number;
    dealerSoft: boolean;
    peeked: boolean;
    activeHand: number | null;
    legalActions: Array<BlackjackAction>;
    actions: string;
    step: number;
    timedOut: boolean;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    hands: Array<{
      cards: Array<number>;
      total: number;
      soft: boolean;
      amount: string;
      doubled: boolean;
      split: boolean;
      result: BlackjackHandResult | null;
      win: string | null;
    }>;
  };
  balance: { currency: string; real: string; bonus: string; total: string };
};

type BlackjackResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

export type BlackjackResultFieldsFragment =
  BlackjackResultFields_BlackjackSuccess_Fragment | BlackjackResultFields_GeneralAppError_Fragment;

export type BlackjackRoundQueryVariables = Exact<{
  gameSlug: string;
}>;

export type BlackjackRoundQuery = {
  blackjackRound:
    | {
        __typename: 'BlackjackOpenRound';
        round: {
          id: string;
          gameSlug: string;
          demo: boolean;
          currency: string;
          status: BlackjackStatus;
          stake: string;
          amount: string;
          win: string;
          dealerCards: Array<number>;
          dealerHidden: number;
          dealerTotal: number;
          dealerSoft: boolean;
          peeked: boolean;
          activeHand: number | null;
          legalActions: Array<BlackjackAction>;
          actions: string;
          step: number;
          timedOut: boolean;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          hands: Array<{
            cards: Array<number>;
            total: number;
            soft: boolean;
            amount: string;
            doubled: boolean;
            split: boolean;
            result: BlackjackHandResult | null;
            win: string | null;
          }>;
        } | null;
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type BlackjackStartMutationVariables = Exact<{
  input: BlackjackStartInput;
}>;

export type BlackjackStartMutation = {
  blackjackStart:
    | {
        __typename: 'BlackjackSuccess';
        replayed: boolean;
        resumed: boolean;
        round: {
          id: string;
          gameSlug: string;
          demo: boolean;
          currency: string;
          status: BlackjackStatus;
          stake: string;
          amount: string;
          win: string;
          dealerCards: Array<number>;
          dealerHidden: number;
          dealerTotal: number;
          dealerSoft: boolean;
          peeked: boolean;
          activeHand: number | null;
          legalActions: Array<BlackjackAction>;
          actions: string;
          step: number;
          timedOut: boolean;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          hands: Array<{
            cards: Array<number>;
            total: number;
            soft: boolean;
            amount: string;
            doubled: boolean;
            split: boolean;
            result: BlackjackHandResult | null;
            win: string | null;
          }>;
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      }
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      };
};

export type BlackjackActionMutationVariables = Exact<{
  input: BlackjackActionInput;
}>;

export type BlackjackActionMutation = {
  blackjackAction:
    | {
        __typename: 'BlackjackSuccess';
        replayed: boolean;
        resumed: boolean;
        round: {
          id: string;
          gameSlug: string;
          demo: boolean;
          currency: string;
          status: BlackjackStatus;
          stake: string;
          amount: string;
          win: string;
          dealerCards: Array<number>;
          dealerHidden: number;
          dealerTotal: number;
          dealerSoft: boolean;
          peeked: boolean;
          activeHand: number | null;
          legalActions: Array<BlackjackAction>;
          actions: string;
          step: number;
          timedOut: boolean;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          hands: Array<{
            cards: Array<number>;
            total: number;
            soft: boolean;
            amount: string;
            doubled: boolean;
            split: boolean;
            result: BlackjackHandResult | null;
            win: string | null;
          }>;
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      }
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      };
};

export type CrashRoundFieldsFragment = {
  id: string;
  gameSlug: string;
  number: number;
  phase: CrashPhase;
  bettingEndsAt: string;
  startedAt: string | null;
  crashedAt: string | null;
  crashPoint: string | null;
  gameHash: string | null;
  chainId: number;
  gameIndex: number;
  terminalHash: string;
  salt: string;
  rtp: string;
  growthRate: number;
};

export type CrashBetFieldsFragment = {
  id: string;
  roundId: string;
  player: string;
  mine: boolean;
  demo: boolean;
  currency: string;
  amount: string;
  win: string;
  status: CrashBetStatus;
  cashedOutAt: string | null;
  autoCashOut: string | null;
};

export type CrashGameQueryVariables = Exact<{
  slug: string;
}>;

export type CrashGameQuery = {
  crashGame:
    | {
        __typename: 'CrashGame';
        slug: string;
        bettingMs: number;
        growthRate: number;
        serverTime: string;
        round: {
          id: string;
          gameSlug: string;
          number: number;
          phase: CrashPhase;
          bettingEndsAt: string;
          startedAt: string | null;
          crashedAt: string | null;
          crashPoint: string | null;
          gameHash: string | null;
          chainId: number;
          gameIndex: number;
          terminalHash: string;
          salt: string;
          rtp: string;
          growthRate: number;
        } | null;
        bets: Array<{
          id: string;
          roundId: string;
          player: string;
          mine: boolean;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          status: CrashBetStatus;
          cashedOutAt: string | null;
          autoCashOut: string | null;
        }>;
        myBet: {
          id: string;
          roundId: string;
          player: string;
          mine: boolean;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          status: CrashBetStatus;
          cashedOutAt: string | null;
          autoCashOut: string | null;
        } | null;
        history: Array<{
          roundId: string;
          number: number;
          crashPoint: string;
          gameHash: string;
          gameIndex: number;
          chainId: number;
          terminalHash: string;
          salt: string;
        }>;
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type CrashRoundSubscriptionVariables = Exact<{
  slug: string;
}>;

export type CrashRoundSubscription = {
  crashRound: {
    kind: CrashEventKind;
    serverTime: string;
    round: {
      id: string;
      gameSlug: string;
      number: number;
      phase: CrashPhase;
      bettingEndsAt: string;
      startedAt: string | null;
      crashedAt: string | null;
      crashPoint: string | null;
      gameHash: string | null;
      chainId: number;
      gameIndex: number;
      terminalHash: string;
      salt: string;
      rtp: string;
      growthRate: number;
    };
    bet: {
      id: string;
      roundId: string;
      player: string;
      mine: boolean;
      demo: boolean;
      currency: string;
      amount: string;
      win: string;
      status: CrashBetStatus;
      cashedOutAt: string | null;
      autoCashOut: string | null;
    } | null;
  };
};

type CrashBetResultFields_CrashBetSuccess_Fragment = {
  __typename: 'CrashBetSuccess';
  replayed: boolean;
  bet: {
    id: string;
    roundId: string;
    player: string;
    mine: boolean;
    demo: boolean;
    currency: string;
    amount: string;
    win: string;
    status: CrashBetStatus;
    cashedOutAt: string | null;
    autoCashOut: string | null;
  };
  balance: { currency: string; real: string; bonus: string; total: string };
};

type CrashBetResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

export type CrashBetResultFieldsFragment =
  CrashBetResultFields_CrashBetSuccess_Fragment | CrashBetResultFields_GeneralAppError_Fragment;

export type PlaceCrashBetMutationVariables = Exact<{
  input: PlaceCrashBetInput;
}>;

export type PlaceCrashBetMutation = {
  placeCrashBet:
    | {
        __typename: 'CrashBetSuccess';
        replayed: boolean;
        bet: {
          id: string;
          roundId: string;
          player: string;
          mine: boolean;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          status: CrashBetStatus;
          cashedOutAt: string | null;
          autoCashOut: string | null;
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      }
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      };
};

export type CashOutCrashMutationVariables = Exact<{
  roundId: string | number;
}>;

export type CashOutCrashMutation = {
  cashOutCrash:
    | {
        __typename: 'CrashBetSuccess';
        replayed: boolean;
        bet: {
          id: string;
          roundId: string;
          player: string;
          mine: boolean;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          status: CrashBetStatus;
          cashedOutAt: string | null;
          autoCashOut: string | null;
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      }
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      };
};

export type FreeSpinsOfferQueryVariables = Exact<{ [key: string]: never }>;

export type FreeSpinsOfferQuery = {
  getUserBonusesList:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'UserBonusList';
        bonusList: Array<{
          id: number;
          status: string;
          isCurrent: boolean;
          freeSpinsLeft: number;
          freeSpinValue: string | null;
          activatedCurrencyCode: string;
          bonusInfo: { freespinsInfo: { freespinsGameSlug: string | null } | null };
        }>;
      };
};

export type PlayFreeSpinMutationVariables = Exact<{
  input: PlayFreeSpinInput;
}>;

export type PlayFreeSpinMutation = {
  playFreeSpin:
    | {
        __typename: 'FreeSpinSuccess';
        freeSpinsLeft: number;
        status: string;
        play: {
          __typename: 'PlaySuccess';
          replayed: boolean;
          round: {
            id: string;
            gameSlug: string;
            engine: GameEngineKind;
            demo: boolean;
            currency: string;
            amount: string;
            win: string;
            multiplier: string;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            createdAt: string;
            outcome:
              | {
                  __typename: 'BaccaratOutcome';
                  playerCards: Array<number>;
                  bankerCards: Array<number>;
                  playerTotal: number;
                  bankerTotal: number;
                  result: string;
                }
              | {
                  __typename: 'BlackjackOutcome';
                  dealerCards: Array<number>;
                  dealerTotal: number;
                  actions: string;
                  timedOut: boolean;
                  hands: Array<{
                    cards: Array<number>;
                    total: number;
                    doubled: boolean;
                    result: BlackjackHandResult | null;
                  }>;
                }
              | {
                  __typename: 'CrashOutcome';
                  crashPoint: string | null;
                  target: string;
                  autoCashOut: string | null;
                  cashedOutAt: string | null;
                  won: boolean;
                  gameIndex: number;
                  gameHash: string | null;
                  terminalHash: string;
                  roundNumber: number | null;
                }
              | {
                  __typename: 'DiceOutcome';
                  roll: string;
                  target: string;
                  direction: DiceDirection;
                  chance: string;
                  won: boolean;
                }
              | { __typename: 'KenoOutcome' }
              | { __typename: 'MinesOutcome' }
              | { __typename: 'PlinkoOutcome' }
              | { __typename: 'RouletteOutcome'; pocket: number; color: string }
              | {
                  __typename: 'SlotsOutcome';
                  freeSpinMultiplier: number;
                  base: {
                    grid: Array<Array<number>>;
                    scatters: number;
                    lineWins: Array<{ line: number; symbol: number; count: number }>;
                  };
                  freeSpins: Array<{
                    grid: Array<Array<number>>;
                    scatters: number;
                    lineWins: Array<{ line: number; symbol: number; count: number }>;
                  }>;
                }
              | { __typename: 'WheelOutcome' };
          };
          balance: { currency: string; real: string; bonus: string; total: string };
        };
      }
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      };
};

export type OriginalsConfigQueryVariables = Exact<{
  slug: string;
}>;

export type OriginalsConfigQuery = {
  gameEngine:
    | {
        __typename: 'GameEngineConfig';
        slug: string;
        plinko: {
          minRows: number;
          maxRows: number;
          tables: Array<{ rows: number; risk: OriginalsRisk; multipliers: Array<string> }>;
        } | null;
        keno: {
          numbers: number;
          drawn: number;
          maxPicks: number;
          tables: Array<{ picks: number; risk: OriginalsRisk; multipliers: Array<string> }>;
        } | null;
        wheel: {
          segments: Array<number>;
          layouts: Array<{ segments: number; risk: OriginalsRisk; multipliers: Array<string> }>;
        } | null;
        mines: { tiles: number; minMines: number; maxMines: number } | null;
      }
    | { __typename: 'GeneralAppError' };
};

type OriginalPlayFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

type OriginalPlayFields_PlaySuccess_Fragment = {
  __typename: 'PlaySuccess';
  replayed: boolean;
  round: {
    id: string;
    demo: boolean;
    currency: string;
    amount: string;
    win: string;
    multiplier: string;
    nonce: number;
    outcome:
      | { __typename: 'BaccaratOutcome' }
      | { __typename: 'BlackjackOutcome' }
      | { __typename: 'CrashOutcome' }
      | { __typename: 'DiceOutcome' }
      | {
          __typename: 'KenoOutcome';
          picks: Array<number>;
          drawn: Array<number>;
          hits: Array<number>;
          multiplier: string;
        }
      | { __typename: 'MinesOutcome' }
      | {
          __typename: 'PlinkoOutcome';
          rows: number;
          risk: OriginalsRisk;
          path: Array<number>;
          slot: number;
          multiplier: string;
        }
      | { __typename: 'RouletteOutcome' }
      | { __typename: 'SlotsOutcome' }
      | {
          __typename: 'WheelOutcome';
          segments: number;
          risk: OriginalsRisk;
          segment: number;
          multiplier: string;
        };
  };
  balance: { currency: string; total: string };
};

export type OriginalPlayFieldsFragment =
  OriginalPlayFields_GeneralAppError_Fragment | OriginalPlayFields_PlaySuccess_Fragment;

export type PlayPlinkoMutationVariables = Exact<{
  input: PlayPlinkoInput;
}>;

export type PlayPlinkoMutation = {
  playPlinko:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'PlaySuccess';
        replayed: boolean;
        round: {
          id: string;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          multiplier: string;
          nonce: number;
          outcome:
            | { __typename: 'BaccaratOutcome' }
            | { __typename: 'BlackjackOutcome' }
            | { __typename: 'CrashOutcome' }
            | { __typename: 'DiceOutcome' }
            | {
                __typename: 'KenoOutcome';
                picks: Array<number>;
                drawn: Array<number>;
                hits: Array<number>;
                multiplier: string;
              }
            | { __typename: 'MinesOutcome' }
            | {
                __typename: 'PlinkoOutcome';
                rows: number;
                risk: OriginalsRisk;
                path: Array<number>;
                slot: number;
                multiplier: string;
              }
            | { __typename: 'RouletteOutcome' }
            | { __typename: 'SlotsOutcome' }
            | {
                __typename: 'WheelOutcome';
                segments: number;
                risk: OriginalsRisk;
                segment: number;
                multiplier: string;
              };
        };
        balance: { currency: string; total: string };
      };
};

export type PlayKenoMutationVariables = Exact<{
  input: PlayKenoInput;
}>;

export type PlayKenoMutation = {
  playKeno:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'PlaySuccess';
        replayed: boolean;
        round: {
          id: string;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          multiplier: string;
          nonce: number;
          outcome:
            | { __typename: 'BaccaratOutcome' }
            | { __typename: 'BlackjackOutcome' }
            | { __typename: 'CrashOutcome' }
            | { __typename: 'DiceOutcome' }
            | {
                __typename: 'KenoOutcome';
                picks: Array<number>;
                drawn: Array<number>;
                hits: Array<number>;
                multiplier: string;
              }
            | { __typename: 'MinesOutcome' }
            | {
                __typename: 'PlinkoOutcome';
                rows: number;
                risk: OriginalsRisk;
                path: Array<number>;
                slot: number;
                multiplier: string;
              }
            | { __typename: 'RouletteOutcome' }
            | { __typename: 'SlotsOutcome' }
            | {
                __typename: 'WheelOutcome';
                segments: number;
                risk: OriginalsRisk;
                segment: number;
                multiplier: string;
              };
        };
        balance: { currency: string; total: string };
      };
};

export type PlayWheelMutationVariables = Exact<{
  input: PlayWheelInput;
}>;

export type PlayWheelMutation = {
  playWheel:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'PlaySuccess';
        replayed: boolean;
        round: {
          id: string;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          multiplier: string;
          nonce: number;
          outcome:
            | { __typename: 'BaccaratOutcome' }
            | { __typename: 'BlackjackOutcome' }
            | { __typename: 'CrashOutcome' }
            | { __typename: 'DiceOutcome' }
            | {
                __typename: 'KenoOutcome';
                picks: Array<number>;
                drawn: Array<number>;
                hits: Array<number>;
                multiplier: string;
              }
            | { __typename: 'MinesOutcome' }
            | {
                __typename: 'PlinkoOutcome';
                rows: number;
                risk: OriginalsRisk;
                path: Array<number>;
                slot: number;
                multiplier: string;
              }
            | { __typename: 'RouletteOutcome' }
            | { __typename: 'SlotsOutcome' }
            | {
                __typename: 'WheelOutcome';
                segments: number;
                risk: OriginalsRisk;
                segment: number;
                multiplier: string;
              };
        };
        balance: { currency: string; total: string };
      };
};

export type MinesRoundFieldsFragment = {
  id: string;
  gameSlug: string;
  demo: boolean;
  currency: string;
  amount: string;
  mines: number;
  revealed: Array<number>;
  safe: number;
  status: string;
  multiplier: string;
  nextMultiplier: string | null;
  win: string;
  mineTiles: Array<number> | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

type MinesResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

type MinesResultFields_MinesSuccess_Fragment = {
  __typename: 'MinesSuccess';
  replayed: boolean;
  resumed: boolean;
  round: {
    id: string;
    gameSlug: string;
    demo: boolean;
    currency: string;
    amount: string;
    mines: number;
    revealed: Array<number>;
    safe: number;
    status: string;
    multiplier: string;
    nextMultiplier: string | null;
    win: string;
    mineTiles: Array<number> | null;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
  };
  balance: { currency: string; total: string };
};

export type MinesResultFieldsFragment =
  MinesResultFields_GeneralAppError_Fragment | MinesResultFields_MinesSuccess_Fragment;

export type MinesRoundQueryVariables = Exact<{
  gameSlug: string;
}>;

export type MinesRoundQuery = {
  minesRound:
    | { __typename: 'GeneralAppError' }
    | {
        __typename: 'MinesOpenRound';
        round: {
          id: string;
          gameSlug: string;
          demo: boolean;
          currency: string;
          amount: string;
          mines: number;
          revealed: Array<number>;
          safe: number;
          status: string;
          multiplier: string;
          nextMultiplier: string | null;
          win: string;
          mineTiles: Array<number> | null;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
        } | null;
      };
};

export type MinesStartMutationVariables = Exact<{
  input: MinesStartInput;
}>;

export type MinesStartMutation = {
  minesStart:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'MinesSuccess';
        replayed: boolean;
        resumed: boolean;
        round: {
          id: string;
          gameSlug: string;
          demo: boolean;
          currency: string;
          amount: string;
          mines: number;
          revealed: Array<number>;
          safe: number;
          status: string;
          multiplier: string;
          nextMultiplier: string | null;
          win: string;
          mineTiles: Array<number> | null;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
        };
        balance: { currency: string; total: string };
      };
};

export type MinesRevealMutationVariables = Exact<{
  input: MinesRevealInput;
}>;

export type MinesRevealMutation = {
  minesReveal:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'MinesSuccess';
        replayed: boolean;
        resumed: boolean;
        round: {
          id: string;
          gameSlug: string;
          demo: boolean;
          currency: string;
          amount: string;
          mines: number;
          revealed: Array<number>;
          safe: number;
          status: string;
          multiplier: string;
          nextMultiplier: string | null;
          win: string;
          mineTiles: Array<number> | null;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
        };
        balance: { currency: string; total: string };
      };
};

export type MinesCashOutMutationVariables = Exact<{
  input: MinesCashOutInput;
}>;

export type MinesCashOutMutation = {
  minesCashOut:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'MinesSuccess';
        replayed: boolean;
        resumed: boolean;
        round: {
          id: string;
          gameSlug: string;
          demo: boolean;
          currency: string;
          amount: string;
          mines: number;
          revealed: Array<number>;
          safe: number;
          status: string;
          multiplier: string;
          nextMultiplier: string | null;
          win: string;
          mineTiles: Array<number> | null;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
        };
        balance: { currency: string; total: string };
      };
};

export type GameEngineQueryVariables = Exact<{
  slug: string;
}>;

export type GameEngineQuery = {
  gameEngine:
    | {
        __typename: 'GameEngineConfig';
        slug: string;
        engine: GameEngineKind;
        rtp: string;
        currency: string;
        minBet: string;
        maxBet: string;
        slots: {
          theme: string;
          lines: Array<Array<number>>;
          strips: Array<Array<number>>;
          scatterPays: Array<string>;
          freeSpins: number;
          freeSpinMultiplier: number;
          symbols: Array<{ id: number; name: string; kind: string; pays: Array<string> }>;
        } | null;
        roulette: { redNumbers: Array<number> } | null;
        dice: { minChance: string; maxChance: string } | null;
        crash: { minTarget: string; maxTarget: string; terminalHash: string } | null;
      }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type SpinFragment = {
  grid: Array<Array<number>>;
  scatters: number;
  lineWins: Array<{ line: number; symbol: number; count: number }>;
};

export type BetRoundFieldsFragment = {
  id: string;
  gameSlug: string;
  engine: GameEngineKind;
  demo: boolean;
  currency: string;
  amount: string;
  win: string;
  multiplier: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  createdAt: string;
  outcome:
    | {
        __typename: 'BaccaratOutcome';
        playerCards: Array<number>;
        bankerCards: Array<number>;
        playerTotal: number;
        bankerTotal: number;
        result: string;
      }
    | {
        __typename: 'BlackjackOutcome';
        dealerCards: Array<number>;
        dealerTotal: number;
        actions: string;
        timedOut: boolean;
        hands: Array<{
          cards: Array<number>;
          total: number;
          doubled: boolean;
          result: BlackjackHandResult | null;
        }>;
      }
    | {
        __typename: 'CrashOutcome';
        crashPoint: string | null;
        target: string;
        autoCashOut: string | null;
        cashedOutAt: string | null;
        won: boolean;
        gameIndex: number;
        gameHash: string | null;
        terminalHash: string;
        roundNumber: number | null;
      }
    | {
        __typename: 'DiceOutcome';
        roll: string;
        target: string;
        direction: DiceDirection;
        chance: string;
        won: boolean;
      }
    | { __typename: 'KenoOutcome' }
    | { __typename: 'MinesOutcome' }
    | { __typename: 'PlinkoOutcome' }
    | { __typename: 'RouletteOutcome'; pocket: number; color: string }
    | {
        __typename: 'SlotsOutcome';
        freeSpinMultiplier: number;
        base: {
          grid: Array<Array<number>>;
          scatters: number;
          lineWins: Array<{ line: number; symbol: number; count: number }>;
        };
        freeSpins: Array<{
          grid: Array<Array<number>>;
          scatters: number;
          lineWins: Array<{ line: number; symbol: number; count: number }>;
        }>;
      }
    | { __typename: 'WheelOutcome' };
};

type PlayResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

type PlayResultFields_PlaySuccess_Fragment = {
  __typename: 'PlaySuccess';
  replayed: boolean;
  round: {
    id: string;
    gameSlug: string;
    engine: GameEngineKind;
    demo: boolean;
    currency: string;
    amount: string;
    win: string;
    multiplier: string;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    createdAt: string;
    outcome:
      | {
          __typename: 'BaccaratOutcome';
          playerCards: Array<number>;
          bankerCards: Array<number>;
          playerTotal: number;
          bankerTotal: number;
          result: string;
        }
      | {
          __typename: 'BlackjackOutcome';
          dealerCards: Array<number>;
          dealerTotal: number;
          actions: string;
          timedOut: boolean;
          hands: Array<{
            cards: Array<number>;
            total: number;
            doubled: boolean;
            result: BlackjackHandResult | null;
          }>;
        }
      | {
          __typename: 'CrashOutcome';
          crashPoint: string | null;
          target: string;
          autoCashOut: string | null;
          cashedOutAt: string | null;
          won: boolean;
          gameIndex: number;
          gameHash: string | null;
          terminalHash: string;
          roundNumber: number | null;
        }
      | {
          __typename: 'DiceOutcome';
          roll: string;
          target: string;
          direction: DiceDirection;
          chance: string;
          won: boolean;
        }
      | { __typename: 'KenoOutcome' }
      | { __typename: 'MinesOutcome' }
      | { __typename: 'PlinkoOutcome' }
      | { __typename: 'RouletteOutcome'; pocket: number; color: string }
      | {
          __typename: 'SlotsOutcome';
          freeSpinMultiplier: number;
          base: {
            grid: Array<Array<number>>;
            scatters: number;
            lineWins: Array<{ line: number; symbol: number; count: number }>;
          };
          freeSpins: Array<{
            grid: Array<Array<number>>;
            scatters: number;
            lineWins: Array<{ line: number; symbol: number; count: number }>;
          }>;
        }
      | { __typename: 'WheelOutcome' };
  };
  balance: { currency: string; real: string; bonus: string; total: string };
};

export type PlayResultFieldsFragment =
  PlayResultFields_GeneralAppError_Fragment | PlayResultFields_PlaySuccess_Fragment;

export type PlaySlotsMutationVariables = Exact<{
  input: PlaySlotsInput;
}>;

export type PlaySlotsMutation = {
  playSlots:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'PlaySuccess';
        replayed: boolean;
        round: {
          id: string;
          gameSlug: string;
          engine: GameEngineKind;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          multiplier: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          createdAt: string;
          outcome:
            | {
                __typename: 'BaccaratOutcome';
                playerCards: Array<number>;
                bankerCards: Array<number>;
                playerTotal: number;
                bankerTotal: number;
                result: string;
              }
            | {
                __typename: 'BlackjackOutcome';
                dealerCards: Array<number>;
                dealerTotal: number;
                actions: string;
                timedOut: boolean;
                hands: Array<{
                  cards: Array<number>;
                  total: number;
                  doubled: boolean;
                  result: BlackjackHandResult | null;
                }>;
              }
            | {
                __typename: 'CrashOutcome';
                crashPoint: string | null;
                target: string;
                autoCashOut: string | null;
                cashedOutAt: string | null;
                won: boolean;
                gameIndex: number;
                gameHash: string | null;
                terminalHash: string;
                roundNumber: number | null;
              }
            | {
                __typename: 'DiceOutcome';
                roll: string;
                target: string;
                direction: DiceDirection;
                chance: string;
                won: boolean;
              }
            | { __typename: 'KenoOutcome' }
            | { __typename: 'MinesOutcome' }
            | { __typename: 'PlinkoOutcome' }
            | { __typename: 'RouletteOutcome'; pocket: number; color: string }
            | {
                __typename: 'SlotsOutcome';
                freeSpinMultiplier: number;
                base: {
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                };
                freeSpins: Array<{
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                }>;
              }
            | { __typename: 'WheelOutcome' };
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      };
};

export type PlayRouletteMutationVariables = Exact<{
  input: PlayRouletteInput;
}>;

export type PlayRouletteMutation = {
  playRoulette:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'PlaySuccess';
        replayed: boolean;
        round: {
          id: string;
          gameSlug: string;
          engine: GameEngineKind;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          multiplier: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          createdAt: string;
          outcome:
            | {
                __typename: 'BaccaratOutcome';
                playerCards: Array<number>;
                bankerCards: Array<number>;
                playerTotal: number;
                bankerTotal: number;
                result: string;
              }
            | {
                __typename: 'BlackjackOutcome';
                dealerCards: Array<number>;
                dealerTotal: number;
                actions: string;
                timedOut: boolean;
                hands: Array<{
                  cards: Array<number>;
                  total: number;
                  doubled: boolean;
                  result: BlackjackHandResult | null;
                }>;
              }
            | {
                __typename: 'CrashOutcome';
                crashPoint: string | null;
                target: string;
                autoCashOut: string | null;
                cashedOutAt: string | null;
                won: boolean;
                gameIndex: number;
                gameHash: string | null;
                terminalHash: string;
                roundNumber: number | null;
              }
            | {
                __typename: 'DiceOutcome';
                roll: string;
                target: string;
                direction: DiceDirection;
                chance: string;
                won: boolean;
              }
            | { __typename: 'KenoOutcome' }
            | { __typename: 'MinesOutcome' }
            | { __typename: 'PlinkoOutcome' }
            | { __typename: 'RouletteOutcome'; pocket: number; color: string }
            | {
                __typename: 'SlotsOutcome';
                freeSpinMultiplier: number;
                base: {
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                };
                freeSpins: Array<{
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                }>;
              }
            | { __typename: 'WheelOutcome' };
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      };
};

export type PlayDiceMutationVariables = Exact<{
  input: PlayDiceInput;
}>;

export type PlayDiceMutation = {
  playDice:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'PlaySuccess';
        replayed: boolean;
        round: {
          id: string;
          gameSlug: string;
          engine: GameEngineKind;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          multiplier: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          createdAt: string;
          outcome:
            | {
                __typename: 'BaccaratOutcome';
                playerCards: Array<number>;
                bankerCards: Array<number>;
                playerTotal: number;
                bankerTotal: number;
                result: string;
              }
            | {
                __typename: 'BlackjackOutcome';
                dealerCards: Array<number>;
                dealerTotal: number;
                actions: string;
                timedOut: boolean;
                hands: Array<{
                  cards: Array<number>;
                  total: number;
                  doubled: boolean;
                  result: BlackjackHandResult | null;
                }>;
              }
            | {
                __typename: 'CrashOutcome';
                crashPoint: string | null;
                target: string;
                autoCashOut: string | null;
                cashedOutAt: string | null;
                won: boolean;
                gameIndex: number;
                gameHash: string | null;
                terminalHash: string;
                roundNumber: number | null;
              }
            | {
                __typename: 'DiceOutcome';
                roll: string;
                target: string;
                direction: DiceDirection;
                chance: string;
                won: boolean;
              }
            | { __typename: 'KenoOutcome' }
            | { __typename: 'MinesOutcome' }
            | { __typename: 'PlinkoOutcome' }
            | { __typename: 'RouletteOutcome'; pocket: number; color: string }
            | {
                __typename: 'SlotsOutcome';
                freeSpinMultiplier: number;
                base: {
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                };
                freeSpins: Array<{
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                }>;
              }
            | { __typename: 'WheelOutcome' };
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      };
};

export type PlayBaccaratMutationVariables = Exact<{
  input: PlayBaccaratInput;
}>;

export type PlayBaccaratMutation = {
  playBaccarat:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'PlaySuccess';
        replayed: boolean;
        round: {
          id: string;
          gameSlug: string;
          engine: GameEngineKind;
          demo: boolean;
          currency: string;
          amount: string;
          win: string;
          multiplier: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          createdAt: string;
          outcome:
            | {
                __typename: 'BaccaratOutcome';
                playerCards: Array<number>;
                bankerCards: Array<number>;
                playerTotal: number;
                bankerTotal: number;
                result: string;
              }
            | {
                __typename: 'BlackjackOutcome';
                dealerCards: Array<number>;
                dealerTotal: number;
                actions: string;
                timedOut: boolean;
                hands: Array<{
                  cards: Array<number>;
                  total: number;
                  doubled: boolean;
                  result: BlackjackHandResult | null;
                }>;
              }
            | {
                __typename: 'CrashOutcome';
                crashPoint: string | null;
                target: string;
                autoCashOut: string | null;
                cashedOutAt: string | null;
                won: boolean;
                gameIndex: number;
                gameHash: string | null;
                terminalHash: string;
                roundNumber: number | null;
              }
            | {
                __typename: 'DiceOutcome';
                roll: string;
                target: string;
                direction: DiceDirection;
                chance: string;
                won: boolean;
              }
            | { __typename: 'KenoOutcome' }
            | { __typename: 'MinesOutcome' }
            | { __typename: 'PlinkoOutcome' }
            | { __typename: 'RouletteOutcome'; pocket: number; color: string }
            | {
                __typename: 'SlotsOutcome';
                freeSpinMultiplier: number;
                base: {
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                };
                freeSpins: Array<{
                  grid: Array<Array<number>>;
                  scatters: number;
                  lineWins: Array<{ line: number; symbol: number; count: number }>;
                }>;
              }
            | { __typename: 'WheelOutcome' };
        };
        balance: { currency: string; real: string; bonus: string; total: string };
      };
};

export type BetHistoryQueryVariables = Exact<{
  input?: BetHistoryInput | null | undefined;
}>;

export type BetHistoryQuery = {
  betHistory: {
    count: number;
    items: Array<{
      id: string;
      gameSlug: string;
      engine: GameEngineKind;
      demo: boolean;
      currency: string;
      amount: string;
      win: string;
      multiplier: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      createdAt: string;
      game: { id: string; title: string; image: { src: string } } | null;
      outcome:
        | {
            __typename: 'BaccaratOutcome';
            playerCards: Array<number>;
            bankerCards: Array<number>;
            playerTotal: number;
            bankerTotal: number;
            result: string;
          }
        | {
            __typename: 'BlackjackOutcome';
            dealerCards: Array<number>;
            dealerTotal: number;
            actions: string;
            timedOut: boolean;
            hands: Array<{
              cards: Array<number>;
              total: number;
              doubled: boolean;
              result: BlackjackHandResult | null;
            }>;
          }
        | {
            __typename: 'CrashOutcome';
            crashPoint: string | null;
            target: string;
            autoCashOut: string | null;
            cashedOutAt: string | null;
            won: boolean;
            gameIndex: number;
            gameHash: string | null;
            terminalHash: string;
            roundNumber: number | null;
          }
        | {
            __typename: 'DiceOutcome';
            roll: string;
            target: string;
            direction: DiceDirection;
            chance: string;
            won: boolean;
          }
        | { __typename: 'KenoOutcome' }
        | { __typename: 'MinesOutcome' }
        | { __typename: 'PlinkoOutcome' }
        | { __typename: 'RouletteOutcome'; pocket: number; color: string }
        | {
            __typename: 'SlotsOutcome';
            freeSpinMultiplier: number;
            base: {
              grid: Array<Array<number>>;
              scatters: number;
              lineWins: Array<{ line: number; symbol: number; count: number }>;
            };
            freeSpins: Array<{
              grid: Array<Array<number>>;
              scatters: number;
              lineWins: Array<{ line: number; symbol: number; count: number }>;
            }>;
          }
        | { __typename: 'WheelOutcome' };
    }>;
  };
};

export type FairnessSeedsFieldsFragment = {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous: Array<{
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    revealedAt: string;
  }>;
};

export type FairnessSeedsQueryVariables = Exact<{ [key: string]: never }>;

export type FairnessSeedsQuery = {
  fairnessSeeds: {
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    previous: Array<{
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      revealedAt: string;
    }>;
  };
};

type RotateSeedResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
};

type RotateSeedResultFields_RotateSeedSuccess_Fragment = {
  __typename: 'RotateSeedSuccess';
  revealed: {
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    revealedAt: string;
  };
  seeds: {
    serverSeedHash: string;
    clientSeed: string;
    nonce: number;
    previous: Array<{
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      revealedAt: string;
    }>;
  };
};

export type RotateSeedResultFieldsFragment =
  | RotateSeedResultFields_GeneralAppError_Fragment
  | RotateSeedResultFields_RotateSeedSuccess_Fragment;

export type RotateServerSeedMutationVariables = Exact<{ [key: string]: never }>;

export type RotateServerSeedMutation = {
  rotateServerSeed:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'RotateSeedSuccess';
        revealed: {
          serverSeed: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          revealedAt: string;
        };
        seeds: {
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          previous: Array<{
            serverSeed: string;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            revealedAt: string;
          }>;
        };
      };
};

export type SetClientSeedMutationVariables = Exact<{
  clientSeed: string;
}>;

export type SetClientSeedMutation = {
  setClientSeed:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'RotateSeedSuccess';
        revealed: {
          serverSeed: string;
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          revealedAt: string;
        };
        seeds: {
          serverSeedHash: string;
          clientSeed: string;
          nonce: number;
          previous: Array<{
            serverSeed: string;
            serverSeedHash: string;
            clientSeed: string;
            nonce: number;
            revealedAt: string;
          }>;
        };
      };
};

export type VerifyBetQueryVariables = Exact<{
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  engine: GameEngineKind;
  params?: VerifyBetParams | null | undefined;
}>;

export type VerifyBetQuery = {
  verifyBet:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'VerifiedBet';
        serverSeedHash: string;
        floats: Array<number>;
        pocket: number | null;
        roll: string | null;
        crashPoint: string | null;
        chainValid: boolean | null;
        mineTiles: Array<number> | null;
        baccarat: { playerTotal: number; bankerTotal: number; result: string } | null;
        blackjack: {
          shoe: Array<number>;
          dealerCards: Array<number>;
          finished: boolean;
          hands: Array<{
            cards: Array<number>;
            doubled: boolean;
            result: BlackjackHandResult | null;
          }>;
        } | null;
        plinko: { slot: number } | null;
        keno: { drawn: Array<number> } | null;
        wheel: { segment: number } | null;
      };
};

export type SlotRulesQueryVariables = Exact<{ [key: string]: never }>;

export type SlotRulesQuery = {
  jurisdictionProfile: {
    id: string;
    minSpinMillis: number;
    noCelebrationAtOrBelowStake: boolean;
    autoplayAllowed: boolean;
  };
};

export type ChangeUserPasswordMutationVariables = Exact<{
  password: string;
  oldPassword?: string | null | undefined;
}>;

export type ChangeUserPasswordMutation = {
  changeUserPassword:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type ChangeUserPhoneMutationVariables = Exact<{
  phone: string;
}>;

export type ChangeUserPhoneMutation = {
  changeUserPhone:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type ChangeUserProfileDetailsMutationVariables = Exact<{
  input: ChangeUserProfileDetailsInput;
}>;

export type ChangeUserProfileDetailsMutation = {
  changeUserProfileDetails:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type ProfileCountriesQueryVariables = Exact<{ [key: string]: never }>;

export type ProfileCountriesQuery = {
  countries: Array<{ code: string; name: string; flag: string }>;
};

export type TwoFactorSetupMutationVariables = Exact<{ [key: string]: never }>;

export type TwoFactorSetupMutation = {
  twoFactorSetup:
    | { __typename: 'IdentityError'; code: string; message: string }
    | { __typename: 'TwoFactorSetup'; secret: string; otpauthUri: string };
};

export type TwoFactorEnableMutationVariables = Exact<{
  code: string;
}>;

export type TwoFactorEnableMutation = {
  twoFactorEnable:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type TwoFactorDisableMutationVariables = Exact<{
  code: string;
}>;

export type TwoFactorDisableMutation = {
  twoFactorDisable:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type UserProfileDetailsQueryVariables = Exact<{ [key: string]: never }>;

export type UserProfileDetailsQuery = {
  userProfileDetails: {
    address: string | null;
    birthDate: string | null;
    firstName: string | null;
    lastName: string | null;
    city: string | null;
    country: string | null;
    gender: string | null;
    postal: string | null;
    state: string | null;
    banner: string | null;
    avatar: string | null;
    name: string | null;
    phone: string | null;
  };
};

export type ProviderGamesQueryVariables = Exact<{
  input?: GamesListInput | null | undefined;
}>;

export type ProviderGamesQuery = {
  gamesList: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
};

export type ProvidersQueryVariables = Exact<{
  input?: ProvidersInput | null | undefined;
}>;

export type ProvidersQuery = {
  providers: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      description: string;
      likes: number;
      rating: number;
      games: number;
      images: Array<{ src: string; tags: Array<string> }>;
    }>;
  };
};

export type RgFailureFieldsFragment = {
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

export type RgLimitFieldsFragment = {
  type: RgLimitType;
  period: RgLimitPeriod;
  amount: string | null;
  used: string;
  remaining: string | null;
  updatedAt: string | null;
  pending: {
    amount: string | null;
    requestedAt: string;
    effectiveAt: string;
    confirmable: boolean;
  } | null;
};

export type RgBlockFieldsFragment = {
  kind: RgBlockKind;
  since: string;
  until: string | null;
  reason: RgClosureReason | null;
  returnAvailableAt: string | null;
};

export type RgOverviewFieldsFragment = {
  currency: string;
  decimals: number;
  realityCheckMinutes: number | null;
  limitPromptDue: boolean;
  lastPgsiScore: number | null;
  limits: Array<{
    type: RgLimitType;
    period: RgLimitPeriod;
    amount: string | null;
    used: string;
    remaining: string | null;
    updatedAt: string | null;
    pending: {
      amount: string | null;
      requestedAt: string;
      effectiveAt: string;
      confirmable: boolean;
    } | null;
  }>;
  sessionLimit: {
    type: RgLimitType;
    period: RgLimitPeriod;
    amount: string | null;
    used: string;
    remaining: string | null;
    updatedAt: string | null;
    pending: {
      amount: string | null;
      requestedAt: string;
      effectiveAt: string;
      confirmable: boolean;
    } | null;
  };
  block: {
    kind: RgBlockKind;
    since: string;
    until: string | null;
    reason: RgClosureReason | null;
    returnAvailableAt: string | null;
  } | null;
  jurisdiction: {
    id: string;
    limitPrompt: string;
    realityCheckDefaultMinutes: number | null;
    realityCheckMandatory: boolean;
    realityCheckOptions: Array<number>;
  };
};

export type RgSessionStatsFieldsFragment = {
  sessionStart: string;
  durationSeconds: number;
  wageredMinor: string;
  netMinor: string;
  currency: string;
  decimals: number;
  realityCheckMinutes: number | null;
  nextRealityCheckAt: string | null;
  realityCheckDue: boolean;
  sessionEndsAt: string | null;
};

export type RgHelpFieldsFragment = { name: string; url: string; phone: string | null };

export type MyResponsibleGamingQueryVariables = Exact<{ [key: string]: never }>;

export type MyResponsibleGamingQuery = {
  myResponsibleGaming: {
    currency: string;
    decimals: number;
    realityCheckMinutes: number | null;
    limitPromptDue: boolean;
    lastPgsiScore: number | null;
    limits: Array<{
      type: RgLimitType;
      period: RgLimitPeriod;
      amount: string | null;
      used: string;
      remaining: string | null;
      updatedAt: string | null;
      pending: {
        amount: string | null;
        requestedAt: string;
        effectiveAt: string;
        confirmable: boolean;
      } | null;
    }>;
    sessionLimit: {
      type: RgLimitType;
      period: RgLimitPeriod;
      amount: string | null;
      used: string;
      remaining: string | null;
      updatedAt: string | null;
      pending: {
        amount: string | null;
        requestedAt: string;
        effectiveAt: string;
        confirmable: boolean;
      } | null;
    };
    block: {
      kind: RgBlockKind;
      since: string;
      until: string | null;
      reason: RgClosureReason | null;
      returnAvailableAt: string | null;
    } | null;
    jurisdiction: {
      id: string;
      limitPrompt: string;
      realityCheckDefaultMinutes: number | null;
      realityCheckMandatory: boolean;
      realityCheckOptions: Array<number>;
    };
  };
};

export type RgSessionStatsQueryVariables = Exact<{ [key: string]: never }>;

export type RgSessionStatsQuery = {
  rgSessionStats: {
    sessionStart: string;
    durationSeconds: number;
    wageredMinor: string;
    netMinor: string;
    currency: string;
    decimals: number;
    realityCheckMinutes: number | null;
    nextRealityCheckAt: string | null;
    realityCheckDue: boolean;
    sessionEndsAt: string | null;
  };
};

type RgLimitResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

type RgLimitResultFields_RgLimitChange_Fragment = {
  __typename: 'RgLimitChange';
  applied: boolean;
  limit: {
    type: RgLimitType;
    period: RgLimitPeriod;
    amount: string | null;
    used: string;
    remaining: string | null;
    updatedAt: string | null;
    pending: {
      amount: string | null;
      requestedAt: string;
      effectiveAt: string;
      confirmable: boolean;
    } | null;
  };
};

export type RgLimitResultFieldsFragment =
  RgLimitResultFields_GeneralAppError_Fragment | RgLimitResultFields_RgLimitChange_Fragment;

export type SetRgLimitMutationVariables = Exact<{
  input: SetRgLimitInput;
}>;

export type SetRgLimitMutation = {
  setRgLimit:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgLimitChange';
        applied: boolean;
        limit: {
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        };
      };
};

export type ConfirmRgLimitChangeMutationVariables = Exact<{
  type: RgLimitType;
  period: RgLimitPeriod;
}>;

export type ConfirmRgLimitChangeMutation = {
  confirmRgLimitChange:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgLimitChange';
        applied: boolean;
        limit: {
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        };
      };
};

export type CancelRgLimitChangeMutationVariables = Exact<{
  type: RgLimitType;
  period: RgLimitPeriod;
}>;

export type CancelRgLimitChangeMutation = {
  cancelRgLimitChange:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgLimitChange';
        applied: boolean;
        limit: {
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        };
      };
};

export type SetRgSessionLimitMutationVariables = Exact<{
  minutes?: number | null | undefined;
}>;

export type SetRgSessionLimitMutation = {
  setRgSessionLimit:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgLimitChange';
        applied: boolean;
        limit: {
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        };
      };
};

export type SetRealityCheckIntervalMutationVariables = Exact<{
  minutes?: number | null | undefined;
}>;

export type SetRealityCheckIntervalMutation = {
  setRealityCheckInterval:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgOverview';
        currency: string;
        decimals: number;
        realityCheckMinutes: number | null;
        limitPromptDue: boolean;
        lastPgsiScore: number | null;
        limits: Array<{
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        }>;
        sessionLimit: {
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        };
        block: {
          kind: RgBlockKind;
          since: string;
          until: string | null;
          reason: RgClosureReason | null;
          returnAvailableAt: string | null;
        } | null;
        jurisdiction: {
          id: string;
          limitPrompt: string;
          realityCheckDefaultMinutes: number | null;
          realityCheckMandatory: boolean;
          realityCheckOptions: Array<number>;
        };
      };
};

export type AnswerRgLimitPromptMutationVariables = Exact<{
  declined: boolean;
}>;

export type AnswerRgLimitPromptMutation = {
  answerRgLimitPrompt:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgOverview';
        currency: string;
        decimals: number;
        realityCheckMinutes: number | null;
        limitPromptDue: boolean;
        lastPgsiScore: number | null;
        limits: Array<{
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        }>;
        sessionLimit: {
          type: RgLimitType;
          period: RgLimitPeriod;
          amount: string | null;
          used: string;
          remaining: string | null;
          updatedAt: string | null;
          pending: {
            amount: string | null;
            requestedAt: string;
            effectiveAt: string;
            confirmable: boolean;
          } | null;
        };
        block: {
          kind: RgBlockKind;
          since: string;
          until: string | null;
          reason: RgClosureReason | null;
          returnAvailableAt: string | null;
        } | null;
        jurisdiction: {
          id: string;
          limitPrompt: string;
          realityCheckDefaultMinutes: number | null;
          realityCheckMandatory: boolean;
          realityCheckOptions: Array<number>;
        };
      };
};

export type AnswerRealityCheckMutationVariables = Exact<{
  answer: RealityCheckAnswer;
}>;

export type AnswerRealityCheckMutation = {
  answerRealityCheck:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgSessionStats';
        sessionStart: string;
        durationSeconds: number;
        wageredMinor: string;
        netMinor: string;
        currency: string;
        decimals: number;
        realityCheckMinutes: number | null;
        nextRealityCheckAt: string | null;
        realityCheckDue: boolean;
        sessionEndsAt: string | null;
      };
};

type RgExclusionResultFields_GeneralAppError_Fragment = {
  __typename: 'GeneralAppError';
  code: string;
  message: string;
  rg: {
    code: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    limitMinor: string | null;
    remainingMinor: string | null;
    currency: string | null;
    decimals: number | null;
    maxStakeMinor: string | null;
    until: string | null;
    indefinite: boolean;
  } | null;
};

type RgExclusionResultFields_RgExclusionSuccess_Fragment = {
  __typename: 'RgExclusionSuccess';
  block: {
    kind: RgBlockKind;
    since: string;
    until: string | null;
    reason: RgClosureReason | null;
    returnAvailableAt: string | null;
  };
};

export type RgExclusionResultFieldsFragment =
  | RgExclusionResultFields_GeneralAppError_Fragment
  | RgExclusionResultFields_RgExclusionSuccess_Fragment;

export type TakeRgTimeOutMutationVariables = Exact<{
  duration: RgTimeOutDuration;
  password: string;
}>;

export type TakeRgTimeOutMutation = {
  takeRgTimeOut:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgExclusionSuccess';
        block: {
          kind: RgBlockKind;
          since: string;
          until: string | null;
          reason: RgClosureReason | null;
          returnAvailableAt: string | null;
        };
      };
};

export type SelfExcludeMutationVariables = Exact<{
  duration: RgExclusionDuration;
  password: string;
}>;

export type SelfExcludeMutation = {
  selfExclude:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgExclusionSuccess';
        block: {
          kind: RgBlockKind;
          since: string;
          until: string | null;
          reason: RgClosureReason | null;
          returnAvailableAt: string | null;
        };
      };
};

export type CloseAccountMutationVariables = Exact<{
  input: CloseAccountInput;
  password: string;
}>;

export type CloseAccountMutation = {
  closeAccount:
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      }
    | {
        __typename: 'RgExclusionSuccess';
        block: {
          kind: RgBlockKind;
          since: string;
          until: string | null;
          reason: RgClosureReason | null;
          returnAvailableAt: string | null;
        };
      };
};

export type RgActivityStatementQueryVariables = Exact<{
  period: RgStatementPeriod;
}>;

export type RgActivityStatementQuery = {
  rgActivityStatement: {
    period: RgStatementPeriod;
    currency: string;
    decimals: number;
    rows: Array<{
      start: string;
      depositsMinor: string;
      withdrawalsMinor: string;
      wageredMinor: string;
      wonMinor: string;
      netMinor: string;
    }>;
    totals: {
      depositsMinor: string;
      withdrawalsMinor: string;
      wageredMinor: string;
      wonMinor: string;
      netMinor: string;
    };
  };
};

export type PgsiQuestionnaireQueryVariables = Exact<{ [key: string]: never }>;

export type PgsiQuestionnaireQuery = {
  pgsiQuestionnaire: {
    questions: Array<{ index: number; key: string }>;
    options: Array<{ score: number; key: string }>;
  };
};

export type SubmitPgsiMutationVariables = Exact<{
  answers: Array<number> | number;
}>;

export type SubmitPgsiMutation = {
  submitPgsi: {
    score: number;
    category: string;
    help: Array<{ name: string; url: string; phone: string | null }>;
  };
};

export type RgHelpOrganisationsQueryVariables = Exact<{ [key: string]: never }>;

export type RgHelpOrganisationsQuery = {
  rgHelpOrganisations: Array<{ name: string; url: string; phone: string | null }>;
};

export type RgHistoryQueryVariables = Exact<{
  first?: number | null | undefined;
}>;

export type RgHistoryQuery = {
  rgHistory: Array<{
    id: string;
    at: string;
    actor: string;
    action: string;
    limitType: RgLimitType | null;
    period: RgLimitPeriod | null;
    oldValue: string | null;
    newValue: string | null;
  }>;
};

export type LastPlayedGamesQueryVariables = Exact<{
  pagination?: FavoritesPagination | null | undefined;
}>;

export type LastPlayedGamesQuery = {
  lastPlayedGames: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
};

export type SearchGamesQueryVariables = Exact<{
  input?: GamesListInput | null | undefined;
}>;

export type SearchGamesQuery = {
  gamesList: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      title: string;
      category: string;
      providerName: string;
      providerSlug: string;
      isFavorite: boolean;
      image: { src: string; width: number; height: number };
      restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
    }>;
  };
};

export type SearchProvidersQueryVariables = Exact<{
  input?: ProvidersInput | null | undefined;
}>;

export type SearchProvidersQuery = {
  providers: {
    count: number;
    items: Array<{
      id: string;
      name: string;
      slug: string;
      games: number;
      images: Array<{ src: string; tags: Array<string> }>;
    }>;
  };
};

export type SupportMessageFieldsFragment = {
  id: string;
  conversationId: string;
  fromStaff: boolean;
  mine: boolean;
  text: string;
  createdAt: string;
};

export type SupportConversationQueryVariables = Exact<{
  before?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;

export type SupportConversationQuery = {
  supportConversation: {
    id: string | null;
    status: string | null;
    hasMore: boolean;
    items: Array<{
      id: string;
      conversationId: string;
      fromStaff: boolean;
      mine: boolean;
      text: string;
      createdAt: string;
    }>;
  };
};

export type SendSupportMessageMutationVariables = Exact<{
  text: string;
}>;

export type SendSupportMessageMutation = {
  sendSupportMessage:
    | {
        __typename: 'SendSupportMessageSuccess';
        supportMessage: {
          id: string;
          conversationId: string;
          fromStaff: boolean;
          mine: boolean;
          text: string;
          createdAt: string;
        };
      }
    | {
        __typename: 'SupportError';
        code: string;
        message: string;
        retryAfterSeconds: number | null;
      };
};

export type SupportMessageAddedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type SupportMessageAddedSubscription = {
  supportMessageAdded: {
    id: string;
    conversationId: string;
    fromStaff: boolean;
    mine: boolean;
    text: string;
    createdAt: string;
  };
};

export type CancelWithdrawRequestMutationVariables = Exact<{
  input: CancelWithdrawRequestInput;
}>;

export type CancelWithdrawRequestMutation = {
  cancelWithdrawRequest:
    | { __typename: 'CancelWithdrawRequestSuccess'; id: number }
    | { __typename: 'GeneralAppError'; code: string; message: string };
};

export type ConvertCurrencyQueryVariables = Exact<{
  request: ConvertCurrencyRequest;
}>;

export type ConvertCurrencyQuery = { convertCurrency: { amount: string; currency: string } };

export type CreateFiatDepositPaymentMutationVariables = Exact<{
  input: CreateFiatDepositPaymentInput;
}>;

export type CreateFiatDepositPaymentMutation = {
  createFiatDepositPayment: {
    status: string;
    paymentLink: string | null;
    errorMessage: string | null;
    paymentId: string | null;
    rg: {
      code: string;
      limitType: RgLimitType | null;
      period: RgLimitPeriod | null;
      limitMinor: string | null;
      remainingMinor: string | null;
      currency: string | null;
      decimals: number | null;
      maxStakeMinor: string | null;
      until: string | null;
      indefinite: boolean;
    } | null;
  };
};

export type CreateWithdrawRequestMutationVariables = Exact<{
  input: CreateWithdrawRequestInput;
}>;

export type CreateWithdrawRequestMutation = {
  createWithdrawRequest:
    | { __typename: 'CreateWithdrawRequestRefused'; reason: string; remaining: string | null }
    | { __typename: 'CreateWithdrawRequestSuccess'; uuid: string; id: number }
    | {
        __typename: 'GeneralAppError';
        code: string;
        message: string;
        rg: {
          code: string;
          limitType: RgLimitType | null;
          period: RgLimitPeriod | null;
          limitMinor: string | null;
          remainingMinor: string | null;
          currency: string | null;
          decimals: number | null;
          maxStakeMinor: string | null;
          until: string | null;
          indefinite: boolean;
        } | null;
      };
};

export type CurrentBonusQueryVariables = Exact<{
  request?: GetUserBonusesListRequest | null | undefined;
}>;

export type CurrentBonusQuery = {
  getUserBonusesList:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'UserBonusList';
        bonusList: Array<{
          id: number;
          status: string;
          isCurrent: boolean;
          bonusInfo: { title: string; name: string };
        }>;
      };
};

export type CurrentUserBalanceQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentUserBalanceQuery = {
  currentUser: {
    id: string;
    name: string | null;
    phone: string | null;
    kyc: KycStatus;
    balance: Array<{
      id: string;
      bonus: string;
      real: string;
      total: string;
      depositWagered: string;
      currency: { code: string };
    }>;
  };
};

export type DepositProfileQueryVariables = Exact<{ [key: string]: never }>;

export type DepositProfileQuery = {
  userProfileDetails: {
    firstName: string | null;
    lastName: string | null;
    name: string | null;
    phone: string | null;
    country: string | null;
  };
  countries: Array<{ code: string; name: string; flag: string }>;
};

export type GetDepositAddressQueryVariables = Exact<{
  balanceId: string | number;
  method: DepositAddressMethod;
}>;

export type GetDepositAddressQuery = {
  getDepositAddress: {
    cryptoDepositAddress: {
      address: string;
      currency: string;
      network: string;
      minimumPayinAmount: string;
      precision: number;
    };
  };
};

export type GetPaymentMethodsQueryVariables = Exact<{
  target: string;
}>;

export type GetPaymentMethodsQuery = {
  getPaymentMethods: {
    crypto: Array<{
      code: string;
      name: string;
      minimumPayinAmount: string;
      precision: number;
      payinEnabled: boolean;
      swappableTo: Array<string>;
      networks: Array<{
        name: string;
        code: string;
        minimumPayinAmount: string;
        precision: number;
      }>;
    }>;
    fiat: Array<{
      id: string;
      icon: string;
      crypto: boolean;
      name: string;
      currency: string;
      enabled: boolean;
      isInstant: boolean;
      isRecommended: boolean;
      kycRequired: boolean;
      onboardingRequired: boolean;
      enrollmentTime: { from: number; to: number; fromUnit: string; toUnit: string };
      limitation: { min: string; max: string; predefinedAmounts: Array<string> };
      exchange: { currency: string; rate: string } | null;
    }>;
  };
};

export type GetProviderPredefinedFieldsQueryVariables = Exact<{
  methodId: string;
}>;

export type GetProviderPredefinedFieldsQuery = {
  getProviderPredefinedFields: {
    fields: Array<{
      type: string;
      name: string;
      required: boolean;
      pattern: string | null;
      minLength: number | null;
      maxLength: number | null;
      width: number;
    }>;
  };
};

export type WithdrawInputFieldsFragment = {
  id: string;
  title: string;
  placeholder: string;
  maxLength: number | null;
  required: boolean;
  validation: string | null;
};

export type WithdrawMethodsQueryVariables = Exact<{
  request: WithdrawMethodsRequest;
}>;

export type WithdrawMethodsQuery = {
  withdrawMethods: {
    methods: Array<{
      id: string;
      title: string;
      name: string;
      logo: string;
      fee: string;
      feeDescription: string;
      kycRequired: boolean;
      kyc: boolean;
      instant: boolean;
      recommended: boolean;
      maintenance: boolean;
      payoutCurrency: string | null;
      minWaitTime: { quantity: number; unit: string };
      maxWaitTime: { quantity: number; unit: string };
      currencySettings: Array<{
        currency: string;
        maxWithdrawAmount: string;
        minWithdrawAmount: string;
        staticFee: string;
        conversationFee: string;
      }>;
      inputs: Array<{
        id: string;
        title: string;
        placeholder: string;
        maxLength: number | null;
        required: boolean;
        validation: string | null;
      }>;
      dropdowns: Array<{
        id: string;
        title: string;
        required: boolean;
        options: Array<{
          id: string;
          title: string;
          value: string;
          inputs: Array<{
            id: string;
            title: string;
            placeholder: string;
            maxLength: number | null;
            required: boolean;
            validation: string | null;
          }>;
        }>;
      }>;
    }>;
  };
};

export type WithdrawalStatusQueryVariables = Exact<{ [key: string]: never }>;

export type WithdrawalStatusQuery = {
  withdrawalStatus: {
    currency: string;
    realBalance: string;
    withdrawable: string;
    blockedBy: string | null;
    wagerRemaining: string | null;
  };
};

export type GetUserDepositBonusesListQueryVariables = Exact<{
  request: GetUserDepositBonusesListRequest;
}>;

export type GetUserDepositBonusesListQuery = {
  getUserDepositBonusesList:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | {
        __typename: 'UserDepositBonuses';
        bonusList: Array<{
          id: number;
          status: string;
          isCurrent: boolean;
          expireAt: string | null;
          activatedCurrencyCode: string;
          bonusInfo: {
            currencyCode: string;
            coverImageUrl: string;
            title: string;
            name: string;
            condition: string;
            depositPaymentType: string | null;
            depositRequirements: {
              minDepositAmount: string | null;
              maxDepositAmount: string | null;
            } | null;
            wagerRequirements: {
              wagerMultiplier: number;
              wageringTime: number;
              minWagerBet: string | null;
              maxWagerBet: string | null;
            };
            freespinsInfo: {
              freeSpinsCount: number;
              freespinsGame: string | null;
              freespinsGameSlug: string | null;
            } | null;
            rewardInfo: {
              rewardAmount: string | null;
              maxRewardLimit: string | null;
              maxRewardLimitMultiplier: number | null;
              rewardDepositMultiplier: number | null;
              rewardFreeSpins: number | null;
            };
          };
        }>;
      };
};

export type SelectDepositBonusMutationVariables = Exact<{
  bonusId: number;
  currencyCode: string;
}>;

export type SelectDepositBonusMutation = {
  selectDepositBonus:
    | { __typename: 'GeneralAppError'; code: string; message: string }
    | { __typename: 'SelectDepositBonusError'; error: string }
    | { __typename: 'SelectDepositBonusSuccess'; selectedBonusId: number };
};

export type UserBonusListUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserBonusListUpdatedSubscription = {
  userBonusListUpdated: { bonusId: number; status: string };
};

export type GameCategoryListQueryVariables = Exact<{ [key: string]: never }>;

export type GameCategoryListQuery = {
  gamesCount: number;
  gameCategoryList: Array<{ name: string; description: string; rollover: number; _count: number }>;
};

export type GameCardFieldsFragment = {
  id: string;
  name: string;
  slug: string;
  title: string;
  category: string;
  providerName: string;
  providerSlug: string;
  isFavorite: boolean;
  image: { src: string; width: number; height: number };
  restrictions: Array<{ country: string | null; currency: string | null; disabled: boolean }>;
};

export type GetUserDepositPaymentsQueryVariables = Exact<{
  input?: UserDepositPaymentsInput | null | undefined;
}>;

export type GetUserDepositPaymentsQuery = {
  getUserDepositPayments: {
    count: number;
    items: Array<{
      id: string;
      timestamp: number;
      status: string;
      amount: string;
      currency: string;
      method: string;
      network: string | null;
      exchange: { currency: string; amount: string } | null;
    }>;
  };
};

type IdentityResult_ActionSuccess_Fragment = { __typename: 'ActionSuccess'; ok: boolean };

type IdentityResult_IdentityError_Fragment = {
  __typename: 'IdentityError';
  code: string;
  message: string;
  field: string | null;
  retryAfterSeconds: number | null;
};

export type IdentityResultFragment =
  IdentityResult_ActionSuccess_Fragment | IdentityResult_IdentityError_Fragment;

export type ResendEmailConfirmationOtpMutationVariables = Exact<{ [key: string]: never }>;

export type ResendEmailConfirmationOtpMutation = {
  resendEmailConfirmationOtp:
    | { __typename: 'ActionSuccess'; ok: boolean }
    | {
        __typename: 'IdentityError';
        code: string;
        message: string;
        field: string | null;
        retryAfterSeconds: number | null;
      };
};

export type RgRefusalFieldsFragment = {
  code: string;
  limitType: RgLimitType | null;
  period: RgLimitPeriod | null;
  limitMinor: string | null;
  remainingMinor: string | null;
  currency: string | null;
  decimals: number | null;
  maxStakeMinor: string | null;
  until: string | null;
  indefinite: boolean;
};

export type UserBalanceUpdatedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UserBalanceUpdatedSubscription = {
  userBalanceUpdated: { source: string; amount: string; currency: string; balanceType: string };
};

export type ViewerGeoRegionQueryVariables = Exact<{ [key: string]: never }>;

export type ViewerGeoRegionQuery = { getGeoInstructionByIp: { country: string; currency: string } };

export const FavoriteGameResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FavoriteGameResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FavoriteGameResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'FavoriteGameSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gameId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FavoriteGameResultFieldsFragment, unknown>;
export const RgRefusalFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgRefusalFieldsFragment, unknown>;
export const LoginResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LoginResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'LoginTwoFactorRequired' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'challenge' } },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginResultFieldsFragment, unknown>;
export const BonusInfoFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BonusInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BonusInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositPaymentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableCurrencies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGameSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameCategoryMultipliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'depositRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'minDepositAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxDepositAmount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wagerMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wageringTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minWagerBet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxWagerBet' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freespinsInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGame' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGameSlug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsExpireTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewardInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimitMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardDepositMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardFreeSpins' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BonusInfoFieldsFragment, unknown>;
export const UserBonusFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBonusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBonus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expireAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activatedCurrencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'claimedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discardedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discardReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculatedReward' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculatedMaxRewardLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsLeft' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wageredAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wagerGoal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bonusInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BonusInfoFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BonusInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BonusInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositPaymentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableCurrencies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGameSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameCategoryMultipliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'depositRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'minDepositAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxDepositAmount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wagerMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wageringTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minWagerBet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxWagerBet' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freespinsInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGame' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGameSlug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsExpireTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewardInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimitMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardDepositMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardFreeSpins' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserBonusFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'room' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
export const BlackjackRoundFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stake' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerHidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerSoft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'peeked' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'split' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'win' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'activeHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlackjackRoundFieldsFragment, unknown>;
export const BlackjackResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resumed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'BlackjackRoundFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stake' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerHidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerSoft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'peeked' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'split' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'win' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'activeHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlackjackResultFieldsFragment, unknown>;
export const CrashRoundFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bettingEndsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crashedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rtp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growthRate' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CrashRoundFieldsFragment, unknown>;
export const CrashBetFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'player' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CrashBetFieldsFragment, unknown>;
export const CrashBetResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBetResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBetSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bet' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CrashBetFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'player' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CrashBetResultFieldsFragment, unknown>;
export const OriginalPlayFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OriginalPlayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'win' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'outcome' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'PlinkoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'rows' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'slot' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'KenoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'picks' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'drawn' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'hits' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'WheelOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'segments' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'segment' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OriginalPlayFieldsFragment, unknown>;
export const MinesRoundFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mines' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revealed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextMultiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mineTiles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MinesRoundFieldsFragment, unknown>;
export const MinesResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resumed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MinesRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mines' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revealed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextMultiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mineTiles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MinesResultFieldsFragment, unknown>;
export const SpinFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SpinFragment, unknown>;
export const BetRoundFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BetRoundFieldsFragment, unknown>;
export const PlayResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlayResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BetRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayResultFieldsFragment, unknown>;
export const FairnessSeedsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FairnessSeedsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FairnessSeeds' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previous' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FairnessSeedsFieldsFragment, unknown>;
export const RotateSeedResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RotateSeedResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RotateSeedResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RotateSeedSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'revealed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'seeds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'FairnessSeedsFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FairnessSeedsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FairnessSeeds' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previous' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateSeedResultFieldsFragment, unknown>;
export const RgLimitFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgLimitFieldsFragment, unknown>;
export const RgBlockFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgBlockFieldsFragment, unknown>;
export const RgOverviewFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgOverviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgOverview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'limits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionLimit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitPromptDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPgsiScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'block' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jurisdiction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limitPrompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckDefaultMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMandatory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckOptions' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgOverviewFieldsFragment, unknown>;
export const RgSessionStatsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgSessionStatsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgSessionStats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'sessionStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wageredMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRealityCheckAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionEndsAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgSessionStatsFieldsFragment, unknown>;
export const RgHelpFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgHelpFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgHelpOrganisation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgHelpFieldsFragment, unknown>;
export const RgFailureFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgFailureFieldsFragment, unknown>;
export const RgLimitResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitChange' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'limit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgLimitResultFieldsFragment, unknown>;
export const RgExclusionResultFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgExclusionResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgExclusionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RgExclusionSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'block' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgExclusionResultFieldsFragment, unknown>;
export const SupportMessageFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupportMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SupportMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupportMessageFieldsFragment, unknown>;
export const WithdrawInputFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WithdrawInputFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WithdrawInput' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placeholder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLength' } },
          { kind: 'Field', name: { kind: 'Name', value: 'required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validation' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WithdrawInputFieldsFragment, unknown>;
export const GameCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GameCardFieldsFragment, unknown>;
export const IdentityResultFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<IdentityResultFragment, unknown>;
export const AddGameToFavoritesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddGameToFavorites' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addGameToFavorites' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'FavoriteGameResultFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FavoriteGameResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FavoriteGameResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'FavoriteGameSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gameId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddGameToFavoritesMutation, AddGameToFavoritesMutationVariables>;
export const RemoveGameFromFavoritesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveGameFromFavorites' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeGameFromFavorites' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'FavoriteGameResultFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FavoriteGameResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FavoriteGameResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'FavoriteGameSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gameId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  RemoveGameFromFavoritesMutation,
  RemoveGameFromFavoritesMutationVariables
>;
export const CurrentUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentUser' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uuid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'emailConfirmed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phoneConfirmed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gameBalanceId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mainCountry' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstRegisteredCurrency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kyc' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kycReason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isVIP' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'onboarding' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'country' } }],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'depositBonusClaimShown' } },
                { kind: 'Field', name: { kind: 'Name', value: 'referralQuestsCompleted' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oneClickRequisitesShown' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hideZeroBalances' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hideLevelUp' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalWager' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tz' } },
                { kind: 'Field', name: { kind: 'Name', value: 'twoFactorEnabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'depositWagered' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'currency' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const ConfirmUserEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmUserEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfirmUserEmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmUserEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmUserEmailMutation, ConfirmUserEmailMutationVariables>;
export const VerifyEmailConfirmationOtpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmailConfirmationOtp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmailConfirmationOtp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  VerifyEmailConfirmationOtpMutation,
  VerifyEmailConfirmationOtpMutationVariables
>;
export const LoginDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Login' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'login' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LoginResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LoginResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'LoginTwoFactorRequired' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'challenge' } },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LoginWithTwoFactorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LoginWithTwoFactor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'challenge' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'loginWithTwoFactor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'challenge' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'challenge' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LoginResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LoginResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'LoginTwoFactorRequired' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'challenge' } },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LoginError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LoginWithTwoFactorMutation, LoginWithTwoFactorMutationVariables>;
export const LogoutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Logout' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'logout' } }],
      },
    },
  ],
} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ResetPasswordByEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPasswordByEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResetPasswordByEmailInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'captcha' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPasswordByEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'captcha' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'captcha' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordByEmailMutation, ResetPasswordByEmailMutationVariables>;
export const ResetPasswordWithTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPasswordWithToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPasswordWithToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ResetPasswordWithTokenMutation,
  ResetPasswordWithTokenMutationVariables
>;
export const UserRegisterByEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UserRegisterByEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRegisterByEmailInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'captcha' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userRegisterByEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'captcha' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'captcha' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RegisterSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'token' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'IdentityError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserRegisterByEmailMutation, UserRegisterByEmailMutationVariables>;
export const CurrenciesSupportedOnThePlatformByDefaultDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrenciesSupportedOnThePlatformByDefault' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currenciesSupportedOnThePlatformByDefault' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SupportedCurrencies' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'currencies' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CurrenciesSupportedOnThePlatformByDefaultQuery,
  CurrenciesSupportedOnThePlatformByDefaultQueryVariables
>;
export const RegistrationCountriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RegistrationCountries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegistrationCountriesQuery, RegistrationCountriesQueryVariables>;
export const RegistrationGeoDefaultsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RegistrationGeoDefaults' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getGeoInstructionByIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lang' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegistrationGeoDefaultsQuery, RegistrationGeoDefaultsQueryVariables>;
export const RequestRgReturnDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RequestRgReturn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requestRgReturn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'email' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RgReturnSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'availableAt' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rg' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RgRefusalFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequestRgReturnMutation, RequestRgReturnMutationVariables>;
export const GetBonusListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetBonusList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GetBonusListRequest' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getBonusList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BonusList' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bonusList' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'bonusInfo' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'BonusInfoFields' },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BonusInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BonusInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositPaymentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableCurrencies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGameSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameCategoryMultipliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'depositRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'minDepositAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxDepositAmount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wagerMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wageringTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minWagerBet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxWagerBet' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freespinsInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGame' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGameSlug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsExpireTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewardInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimitMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardDepositMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardFreeSpins' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetBonusListQuery, GetBonusListQueryVariables>;
export const GetUserBonusesListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetUserBonusesList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GetUserBonusesListRequest' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUserBonusesList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'UserBonusList' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bonusList' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'UserBonusFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BonusInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BonusInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositPaymentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableCurrencies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGameSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameCategoryMultipliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'depositRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'minDepositAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxDepositAmount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wagerMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wageringTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minWagerBet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxWagerBet' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freespinsInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGame' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGameSlug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsExpireTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewardInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimitMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardDepositMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardFreeSpins' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBonusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBonus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expireAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activatedCurrencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'claimedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discardedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discardReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculatedReward' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculatedMaxRewardLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsLeft' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wageredAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wagerGoal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bonusInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BonusInfoFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetUserBonusesListQuery, GetUserBonusesListQueryVariables>;
export const GetUserBonusHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetUserBonusHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GetUserBonusHistoryRequest' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUserBonusHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'UserBonusList' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bonusList' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'UserBonusFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BonusInfoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BonusInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depositPaymentType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableCurrencies' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGame' } },
          { kind: 'Field', name: { kind: 'Name', value: 'availableForGameSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameCategoryMultipliers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'depositRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'minDepositAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxDepositAmount' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerRequirements' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wagerMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wageringTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minWagerBet' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxWagerBet' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'freespinsInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGame' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsGameSlug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'freespinsExpireTime' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rewardInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rewardAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxRewardLimitMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardDepositMultiplier' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rewardFreeSpins' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserBonusFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserBonus' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expireAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activatedCurrencyCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'activatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'claimedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discardedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'discardReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculatedReward' } },
          { kind: 'Field', name: { kind: 'Name', value: 'calculatedMaxRewardLimit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsLeft' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'wagerProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'wageredAmount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wagerGoal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bonusInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BonusInfoFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetUserBonusHistoryQuery, GetUserBonusHistoryQueryVariables>;
export const ActivateBonusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ActivateBonus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activateBonus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bonusId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ActivateBonusSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'activatedBonusId' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ActivateBonusError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'error' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActivateBonusMutation, ActivateBonusMutationVariables>;
export const CancelBonusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelBonus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelBonus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bonusId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CancelBonusSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'canceledBonusId' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CancelBonusFailed' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'error' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelBonusMutation, CancelBonusMutationVariables>;
export const ClaimBonusRewardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ClaimBonusReward' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'claimBonusReward' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bonusId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ClaimBonusRewardSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'claimedBonusId' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rewards' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'realMoney' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'bonusMoney' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'freeSpins' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ClaimBonusRewardError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'error' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClaimBonusRewardMutation, ClaimBonusRewardMutationVariables>;
export const UserBonusUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserBonusUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userBonusUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expireAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'wagerProgress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'wageredAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wagerGoal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserBonusUpdatedSubscription, UserBonusUpdatedSubscriptionVariables>;
export const ChatMessageAddedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ChatMessageAdded' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatMessageAdded' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'room' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ChatMessageFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'room' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatMessageAddedSubscription, ChatMessageAddedSubscriptionVariables>;
export const ChatMessageRemovedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'ChatMessageRemoved' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatMessageRemoved' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'room' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'room' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ChatMessageRemovedSubscription,
  ChatMessageRemovedSubscriptionVariables
>;
export const ChatMessagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ChatMessages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'chatMessages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'room' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'before' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'room' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ChatMessageFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'room' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const SendChatMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendChatMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendChatMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'room' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'room' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SendChatMessageSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chatMessage' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'ChatMessageFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatError' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'room' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const FavoriteGamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FavoriteGames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'FavoritesPagination' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteGames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pagination' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FavoriteGamesQuery, FavoriteGamesQueryVariables>;
export const FilterProvidersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FilterProviders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProvidersInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'games' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'images' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FilterProvidersQuery, FilterProvidersQueryVariables>;
export const GameBySlugDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GameBySlug' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameBySlug' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GameBySlugSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'game' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'GameCardFields' },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'recalled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hasBonus' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'info' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'payout' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'devices' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GameBySlugQuery, GameBySlugQueryVariables>;
export const GamesListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GamesList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GamesListInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gamesList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GamesListQuery, GamesListQueryVariables>;
export const MarkGameOpenedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkGameOpened' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markGameOpened' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: '__typename' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkGameOpenedMutation, MarkGameOpenedMutationVariables>;
export const BannersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Banners' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banners' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'position' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'position' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'buttonText' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BannersQuery, BannersQueryVariables>;
export const GamesListByCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GamesListByCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'count' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gamesListByCategory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'count' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'count' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topSlots' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topLiveCasino' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topAll' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GamesListByCategoryQuery, GamesListByCategoryQueryVariables>;
export const HomeProvidersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomeProviders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProvidersInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'images' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomeProvidersQuery, HomeProvidersQueryVariables>;
export const HomePaymentLogosDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomePaymentLogos' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getPaymentMethods' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'target' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fiat' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'crypto' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payinEnabled' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomePaymentLogosQuery, HomePaymentLogosQueryVariables>;
export const HomePlayerRowsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HomePlayerRows' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'FavoritesPagination' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastPlayedGames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pagination' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'favoriteGames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pagination' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HomePlayerRowsQuery, HomePlayerRowsQueryVariables>;
export const ChangeUserLanguageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeUserLanguage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeUserLanguage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'language' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'language' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ActionSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'IdentityError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeUserLanguageMutation, ChangeUserLanguageMutationVariables>;
export const GetGeoInstructionByIpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetGeoInstructionByIp' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getGeoInstructionByIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lang' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetGeoInstructionByIpQuery, GetGeoInstructionByIpQueryVariables>;
export const ReplenishmentMethodsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReplenishmentMethods' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getPaymentMethods' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'target' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fiat' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isInstant' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isRecommended' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kycRequired' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'enrollmentTime' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'fromUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'toUnit' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'limitation' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'crypto' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minimumPayinAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payinEnabled' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'networks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReplenishmentMethodsQuery, ReplenishmentMethodsQueryVariables>;
export const MyVipApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyVipApplication' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myVipApplication' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'contactPreference' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyVipApplicationQuery, MyVipApplicationQueryVariables>;
export const SubmitVipApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitVipApplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubmitVipApplicationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitVipApplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SubmitVipApplicationSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitVipApplicationMutation, SubmitVipApplicationMutationVariables>;
export const MarkAllNotificationsAsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkAllNotificationsAsRead' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markAllNotificationsAsRead' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  MarkAllNotificationsAsReadMutation,
  MarkAllNotificationsAsReadMutationVariables
>;
export const UpdateUserOnlineStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UpdateUserOnlineStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUserOnlineStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'userId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'online' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateUserOnlineStatusSubscription,
  UpdateUserOnlineStatusSubscriptionVariables
>;
export const UserNotificationCreatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserNotificationCreated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userNotificationCreated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'initiator' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isViewed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserNotificationCreatedSubscription,
  UserNotificationCreatedSubscriptionVariables
>;
export const UserNotificationsUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserNotificationsUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userNotificationsUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userUnread' } },
                { kind: 'Field', name: { kind: 'Name', value: 'systemUnread' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserNotificationsUpdatedSubscription,
  UserNotificationsUpdatedSubscriptionVariables
>;
export const UserNotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserNotifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotificationsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userNotifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'initiator' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isViewed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'data' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userUnread' } },
                { kind: 'Field', name: { kind: 'Name', value: 'systemUnread' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recent' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserNotificationsQuery, UserNotificationsQueryVariables>;
export const UserWithdrawRequestStatusChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserWithdrawRequestStatusChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userWithdrawRequestStatusChanged' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uuid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserWithdrawRequestStatusChangedSubscription,
  UserWithdrawRequestStatusChangedSubscriptionVariables
>;
export const UserWithdrawRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'userWithdrawRequests' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PaymentPagination' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userWithdrawRequests' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pagination' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'uuid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'title' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserWithdrawRequestsQuery, UserWithdrawRequestsQueryVariables>;
export const BlackjackRoundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'blackjackRound' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gameSlug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blackjackRound' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gameSlug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gameSlug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOpenRound' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'round' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'BlackjackRoundFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stake' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerHidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerSoft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'peeked' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'split' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'win' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'activeHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlackjackRoundQuery, BlackjackRoundQueryVariables>;
export const BlackjackStartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'blackjackStart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackStartInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blackjackStart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlackjackResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stake' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerHidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerSoft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'peeked' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'split' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'win' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'activeHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resumed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'BlackjackRoundFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlackjackStartMutation, BlackjackStartMutationVariables>;
export const BlackjackActionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'blackjackAction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackActionInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'blackjackAction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BlackjackResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stake' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerHidden' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dealerSoft' } },
          { kind: 'Field', name: { kind: 'Name', value: 'peeked' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'soft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'split' } },
                { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                { kind: 'Field', name: { kind: 'Name', value: 'win' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'activeHand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'legalActions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'step' } },
          { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BlackjackResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BlackjackSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resumed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'BlackjackRoundFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BlackjackActionMutation, BlackjackActionMutationVariables>;
export const CrashGameDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CrashGame' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'crashGame' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashGame' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'round' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CrashRoundFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bets' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CrashBetFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'myBet' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'CrashBetFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'history' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'roundId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'salt' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'bettingMs' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'growthRate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverTime' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bettingEndsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crashedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rtp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growthRate' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'player' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CrashGameQuery, CrashGameQueryVariables>;
export const CrashRoundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'CrashRound' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'crashRound' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverTime' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CrashRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bet' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CrashBetFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phase' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bettingEndsAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crashedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'chainId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
          { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'salt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rtp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'growthRate' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'player' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CrashRoundSubscription, CrashRoundSubscriptionVariables>;
export const PlaceCrashBetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PlaceCrashBet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaceCrashBetInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'placeCrashBet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CrashBetResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'player' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBetResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBetSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bet' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CrashBetFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaceCrashBetMutation, PlaceCrashBetMutationVariables>;
export const CashOutCrashDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CashOutCrash' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'roundId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cashOutCrash' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'roundId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'roundId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CrashBetResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBet' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'roundId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'player' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CrashBetResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBetResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CrashBetSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'bet' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CrashBetFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CashOutCrashMutation, CashOutCrashMutationVariables>;
export const FreeSpinsOfferDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FreeSpinsOffer' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUserBonusesList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'UserBonusList' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bonusList' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsLeft' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'freeSpinValue' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'activatedCurrencyCode' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'bonusInfo' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'freespinsInfo' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'freespinsGameSlug' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FreeSpinsOfferQuery, FreeSpinsOfferQueryVariables>;
export const PlayFreeSpinDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playFreeSpin' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayFreeSpinInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playFreeSpin' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'FreeSpinSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinsLeft' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'play' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'round' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'BetRoundFields' },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'balance' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rg' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RgRefusalFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayFreeSpinMutation, PlayFreeSpinMutationVariables>;
export const OriginalsConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OriginalsConfig' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameEngine' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GameEngineConfig' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'plinko' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'minRows' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxRows' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'tables' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'rows' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multipliers' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'keno' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'numbers' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'drawn' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxPicks' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'tables' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'picks' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multipliers' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'wheel' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'segments' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'layouts' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'segments' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multipliers' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'mines' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'tiles' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'minMines' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxMines' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OriginalsConfigQuery, OriginalsConfigQueryVariables>;
export const PlayPlinkoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playPlinko' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayPlinkoInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playPlinko' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OriginalPlayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OriginalPlayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'win' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'outcome' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'PlinkoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'rows' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'slot' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'KenoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'picks' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'drawn' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'hits' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'WheelOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'segments' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'segment' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayPlinkoMutation, PlayPlinkoMutationVariables>;
export const PlayKenoDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playKeno' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayKenoInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playKeno' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OriginalPlayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OriginalPlayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'win' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'outcome' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'PlinkoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'rows' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'slot' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'KenoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'picks' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'drawn' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'hits' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'WheelOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'segments' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'segment' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayKenoMutation, PlayKenoMutationVariables>;
export const PlayWheelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playWheel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayWheelInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playWheel' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OriginalPlayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OriginalPlayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'win' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'outcome' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'PlinkoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'rows' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'slot' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'KenoOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'picks' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'drawn' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'hits' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                            {
                              kind: 'InlineFragment',
                              typeCondition: {
                                kind: 'NamedType',
                                name: { kind: 'Name', value: 'WheelOutcome' },
                              },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'segments' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'risk' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'segment' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayWheelMutation, PlayWheelMutationVariables>;
export const MinesRoundDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'minesRound' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'gameSlug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'minesRound' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'gameSlug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'gameSlug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'MinesOpenRound' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'round' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'MinesRoundFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mines' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revealed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextMultiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mineTiles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MinesRoundQuery, MinesRoundQueryVariables>;
export const MinesStartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'minesStart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesStartInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'minesStart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MinesResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mines' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revealed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextMultiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mineTiles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resumed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MinesRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MinesStartMutation, MinesStartMutationVariables>;
export const MinesRevealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'minesReveal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesRevealInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'minesReveal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MinesResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mines' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revealed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextMultiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mineTiles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resumed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MinesRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MinesRevealMutation, MinesRevealMutationVariables>;
export const MinesCashOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'minesCashOut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesCashOutInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'minesCashOut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MinesResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mines' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revealed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'safe' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextMultiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mineTiles' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MinesResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MinesSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resumed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MinesRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MinesCashOutMutation, MinesCashOutMutationVariables>;
export const GameEngineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GameEngine' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameEngine' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GameEngineConfig' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rtp' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minBet' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxBet' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'slots' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lines' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'strips' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'scatterPays' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'symbols' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'pays' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'freeSpins' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'roulette' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'redNumbers' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'dice' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'minChance' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxChance' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'crash' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'minTarget' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxTarget' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GameEngineQuery, GameEngineQueryVariables>;
export const PlaySlotsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playSlots' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySlotsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playSlots' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlayResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlayResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BetRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlaySlotsMutation, PlaySlotsMutationVariables>;
export const PlayRouletteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playRoulette' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayRouletteInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playRoulette' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlayResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlayResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BetRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayRouletteMutation, PlayRouletteMutationVariables>;
export const PlayDiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playDice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayDiceInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playDice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlayResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlayResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BetRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayDiceMutation, PlayDiceMutationVariables>;
export const PlayBaccaratDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'playBaccarat' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayBaccaratInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'playBaccarat' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PlayResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PlayResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlayResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PlaySuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'replayed' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'round' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BetRoundFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlayBaccaratMutation, PlayBaccaratMutationVariables>;
export const BetHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'betHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BetHistoryInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'betHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BetRoundFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'game' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'image' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Spin' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SlotsSpin' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'grid' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lineWins' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                { kind: 'Field', name: { kind: 'Name', value: 'symbol' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scatters' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BetRoundFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BetRound' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gameSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'engine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'demo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'win' } },
          { kind: 'Field', name: { kind: 'Name', value: 'multiplier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'outcome' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SlotsOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'base' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'freeSpins' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Spin' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'freeSpinMultiplier' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RouletteOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'DiceOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'direction' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CrashOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'target' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'autoCashOut' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cashedOutAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'won' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameIndex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gameHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'terminalHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roundNumber' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BaccaratOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'playerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'BlackjackOutcome' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dealerTotal' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'hands' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timedOut' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BetHistoryQuery, BetHistoryQueryVariables>;
export const FairnessSeedsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'fairnessSeeds' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fairnessSeeds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'FairnessSeedsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FairnessSeedsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FairnessSeeds' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previous' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FairnessSeedsQuery, FairnessSeedsQueryVariables>;
export const RotateServerSeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'rotateServerSeed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateServerSeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RotateSeedResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FairnessSeedsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FairnessSeeds' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previous' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RotateSeedResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RotateSeedResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RotateSeedSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'revealed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'seeds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'FairnessSeedsFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateServerSeedMutation, RotateServerSeedMutationVariables>;
export const SetClientSeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'setClientSeed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientSeed' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setClientSeed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientSeed' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientSeed' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RotateSeedResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FairnessSeedsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FairnessSeeds' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
          { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previous' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RotateSeedResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RotateSeedResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RotateSeedSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'revealed' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'serverSeed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'clientSeed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'nonce' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'revealedAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'seeds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'FairnessSeedsFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetClientSeedMutation, SetClientSeedMutationVariables>;
export const VerifyBetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'verifyBet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'serverSeed' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'clientSeed' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'nonce' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'engine' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'GameEngineKind' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'params' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'VerifyBetParams' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyBet' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'serverSeed' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'serverSeed' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'clientSeed' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'clientSeed' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'nonce' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'nonce' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'engine' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'engine' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'params' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'params' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'VerifiedBet' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'serverSeedHash' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'floats' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pocket' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'roll' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'crashPoint' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chainValid' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'baccarat' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'playerTotal' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'bankerTotal' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'blackjack' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'shoe' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'dealerCards' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'finished' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'hands' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'cards' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'doubled' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'result' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'plinko' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'slot' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'keno' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'drawn' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'wheel' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'segment' } }],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'mineTiles' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyBetQuery, VerifyBetQueryVariables>;
export const SlotRulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SlotRules' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jurisdictionProfile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minSpinMillis' } },
                { kind: 'Field', name: { kind: 'Name', value: 'noCelebrationAtOrBelowStake' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autoplayAllowed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SlotRulesQuery, SlotRulesQueryVariables>;
export const ChangeUserPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeUserPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'oldPassword' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeUserPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'oldPassword' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'oldPassword' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeUserPasswordMutation, ChangeUserPasswordMutationVariables>;
export const ChangeUserPhoneDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeUserPhone' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phone' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeUserPhone' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'phone' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'phone' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeUserPhoneMutation, ChangeUserPhoneMutationVariables>;
export const ChangeUserProfileDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeUserProfileDetails' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'ChangeUserProfileDetailsInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeUserProfileDetails' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ChangeUserProfileDetailsMutation,
  ChangeUserProfileDetailsMutationVariables
>;
export const ProfileCountriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProfileCountries' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flag' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProfileCountriesQuery, ProfileCountriesQueryVariables>;
export const TwoFactorSetupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TwoFactorSetup' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'twoFactorSetup' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'TwoFactorSetup' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'otpauthUri' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'IdentityError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TwoFactorSetupMutation, TwoFactorSetupMutationVariables>;
export const TwoFactorEnableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TwoFactorEnable' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'twoFactorEnable' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TwoFactorEnableMutation, TwoFactorEnableMutationVariables>;
export const TwoFactorDisableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TwoFactorDisable' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'twoFactorDisable' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TwoFactorDisableMutation, TwoFactorDisableMutationVariables>;
export const UserProfileDetailsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserProfileDetails' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userProfileDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'birthDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserProfileDetailsQuery, UserProfileDetailsQueryVariables>;
export const ProviderGamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProviderGames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GamesListInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gamesList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProviderGamesQuery, ProviderGamesQueryVariables>;
export const ProvidersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Providers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProvidersInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'games' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'images' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProvidersQuery, ProvidersQueryVariables>;
export const MyResponsibleGamingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyResponsibleGaming' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myResponsibleGaming' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgOverviewFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgOverviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgOverview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'limits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionLimit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitPromptDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPgsiScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'block' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jurisdiction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limitPrompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckDefaultMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMandatory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckOptions' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyResponsibleGamingQuery, MyResponsibleGamingQueryVariables>;
export const RgSessionStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RgSessionStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rgSessionStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgSessionStatsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgSessionStatsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgSessionStats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'sessionStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wageredMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRealityCheckAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionEndsAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgSessionStatsQuery, RgSessionStatsQueryVariables>;
export const SetRgLimitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRgLimit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SetRgLimitInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRgLimit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitChange' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'limit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRgLimitMutation, SetRgLimitMutationVariables>;
export const ConfirmRgLimitChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmRgLimitChange' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitPeriod' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmRgLimitChange' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitChange' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'limit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmRgLimitChangeMutation, ConfirmRgLimitChangeMutationVariables>;
export const CancelRgLimitChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelRgLimitChange' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitType' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitPeriod' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelRgLimitChange' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitChange' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'limit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelRgLimitChangeMutation, CancelRgLimitChangeMutationVariables>;
export const SetRgSessionLimitDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRgSessionLimit' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'minutes' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRgSessionLimit' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'minutes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'minutes' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitResultFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimitChange' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'applied' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'limit' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetRgSessionLimitMutation, SetRgSessionLimitMutationVariables>;
export const SetRealityCheckIntervalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetRealityCheckInterval' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'minutes' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setRealityCheckInterval' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'minutes' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'minutes' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgOverview' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgOverviewFields' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgOverviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgOverview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'limits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionLimit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitPromptDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPgsiScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'block' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jurisdiction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limitPrompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckDefaultMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMandatory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckOptions' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SetRealityCheckIntervalMutation,
  SetRealityCheckIntervalMutationVariables
>;
export const AnswerRgLimitPromptDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerRgLimitPrompt' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'declined' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerRgLimitPrompt' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'declined' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'declined' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgOverview' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgOverviewFields' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgLimitFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgLimit' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'used' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pending' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'requestedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectiveAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmable' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgOverviewFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgOverview' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'limits' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessionLimit' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgLimitFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitPromptDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastPgsiScore' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'block' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jurisdiction' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limitPrompt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckDefaultMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMandatory' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realityCheckOptions' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerRgLimitPromptMutation, AnswerRgLimitPromptMutationVariables>;
export const AnswerRealityCheckDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerRealityCheck' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RealityCheckAnswer' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerRealityCheck' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'answer' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'answer' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'RgSessionStats' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RgSessionStatsFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgSessionStatsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgSessionStats' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'sessionStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'durationSeconds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wageredMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'netMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'nextRealityCheckAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'realityCheckDue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sessionEndsAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerRealityCheckMutation, AnswerRealityCheckMutationVariables>;
export const TakeRgTimeOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TakeRgTimeOut' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'duration' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RgTimeOutDuration' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'takeRgTimeOut' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'duration' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'duration' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RgExclusionResultFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgExclusionResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgExclusionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RgExclusionSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'block' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TakeRgTimeOutMutation, TakeRgTimeOutMutationVariables>;
export const SelfExcludeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelfExclude' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'duration' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RgExclusionDuration' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selfExclude' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'duration' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'duration' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RgExclusionResultFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgExclusionResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgExclusionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RgExclusionSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'block' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelfExcludeMutation, SelfExcludeMutationVariables>;
export const CloseAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CloseAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CloseAccountInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closeAccount' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'password' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RgExclusionResultFields' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgBlockFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgBlock' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'since' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'returnAvailableAt' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgFailureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rg' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgExclusionResultFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgExclusionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'RgExclusionSuccess' },
            },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'block' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgBlockFields' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneralAppError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgFailureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CloseAccountMutation, CloseAccountMutationVariables>;
export const RgActivityStatementDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RgActivityStatement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RgStatementPeriod' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rgActivityStatement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'period' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'period' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'depositsMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'withdrawalsMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wageredMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wonMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'netMinor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'depositsMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'withdrawalsMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wageredMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'wonMinor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'netMinor' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgActivityStatementQuery, RgActivityStatementQueryVariables>;
export const PgsiQuestionnaireDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PgsiQuestionnaire' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pgsiQuestionnaire' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'questions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'index' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PgsiQuestionnaireQuery, PgsiQuestionnaireQueryVariables>;
export const SubmitPgsiDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitPgsi' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'answers' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitPgsi' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'answers' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'answers' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'help' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgHelpFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgHelpFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgHelpOrganisation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitPgsiMutation, SubmitPgsiMutationVariables>;
export const RgHelpOrganisationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RgHelpOrganisations' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rgHelpOrganisations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgHelpFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgHelpFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgHelpOrganisation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgHelpOrganisationsQuery, RgHelpOrganisationsQueryVariables>;
export const RgHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RgHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rgHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'period' } },
                { kind: 'Field', name: { kind: 'Name', value: 'oldValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'newValue' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RgHistoryQuery, RgHistoryQueryVariables>;
export const LastPlayedGamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LastPlayedGames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'FavoritesPagination' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'lastPlayedGames' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pagination' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pagination' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LastPlayedGamesQuery, LastPlayedGamesQueryVariables>;
export const SearchGamesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchGames' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GamesListInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gamesList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GameCardFields' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GameCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Game' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'providerSlug' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'isFavorite' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restrictions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchGamesQuery, SearchGamesQueryVariables>;
export const SearchProvidersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchProviders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProvidersInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providers' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'games' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'images' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchProvidersQuery, SearchProvidersQueryVariables>;
export const SupportConversationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SupportConversation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supportConversation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'before' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'before' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hasMore' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'SupportMessageFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupportMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SupportMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SupportConversationQuery, SupportConversationQueryVariables>;
export const SendSupportMessageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SendSupportMessage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sendSupportMessage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SendSupportMessageSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'supportMessage' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'SupportMessageFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SupportError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupportMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SupportMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SendSupportMessageMutation, SendSupportMessageMutationVariables>;
export const SupportMessageAddedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'SupportMessageAdded' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'supportMessageAdded' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SupportMessageFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SupportMessageFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SupportMessage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conversationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromStaff' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mine' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  SupportMessageAddedSubscription,
  SupportMessageAddedSubscriptionVariables
>;
export const CancelWithdrawRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'cancelWithdrawRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'CancelWithdrawRequestInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelWithdrawRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CancelWithdrawRequestSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelWithdrawRequestMutation, CancelWithdrawRequestMutationVariables>;
export const ConvertCurrencyDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ConvertCurrency' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConvertCurrencyRequest' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'convertCurrency' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConvertCurrencyQuery, ConvertCurrencyQueryVariables>;
export const CreateFiatDepositPaymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateFiatDepositPayment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'CreateFiatDepositPaymentInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createFiatDepositPayment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentLink' } },
                { kind: 'Field', name: { kind: 'Name', value: 'errorMessage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paymentId' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rg' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RgRefusalFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  CreateFiatDepositPaymentMutation,
  CreateFiatDepositPaymentMutationVariables
>;
export const CreateWithdrawRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'createWithdrawRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'CreateWithdrawRequestInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createWithdrawRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CreateWithdrawRequestSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'uuid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CreateWithdrawRequestRefused' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'remaining' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'rg' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'RgRefusalFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RgRefusalFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RgRefusal' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period' } },
          { kind: 'Field', name: { kind: 'Name', value: 'limitMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remainingMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decimals' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxStakeMinor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'until' } },
          { kind: 'Field', name: { kind: 'Name', value: 'indefinite' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateWithdrawRequestMutation, CreateWithdrawRequestMutationVariables>;
export const CurrentBonusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentBonus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'GetUserBonusesListRequest' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUserBonusesList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'UserBonusList' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bonusList' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'bonusInfo' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentBonusQuery, CurrentBonusQueryVariables>;
export const CurrentUserBalanceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentUserBalance' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'kyc' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'balance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bonus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'real' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'depositWagered' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'currency' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'code' } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserBalanceQuery, CurrentUserBalanceQueryVariables>;
export const DepositProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DepositProfile' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userProfileDetails' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'countries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'flag' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DepositProfileQuery, DepositProfileQueryVariables>;
export const GetDepositAddressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetDepositAddress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'balanceId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DepositAddressMethod' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getDepositAddress' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'balanceId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'balanceId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'method' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'method' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'cryptoDepositAddress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'network' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minimumPayinAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'precision' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetDepositAddressQuery, GetDepositAddressQueryVariables>;
export const GetPaymentMethodsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetPaymentMethods' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getPaymentMethods' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'target' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'target' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'crypto' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minimumPayinAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'precision' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payinEnabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'swappableTo' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'networks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'minimumPayinAmount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'precision' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fiat' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'crypto' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'enabled' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isInstant' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'isRecommended' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kycRequired' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'onboardingRequired' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'enrollmentTime' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'fromUnit' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'toUnit' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'limitation' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'predefinedAmounts' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exchange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetPaymentMethodsQuery, GetPaymentMethodsQueryVariables>;
export const GetProviderPredefinedFieldsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetProviderPredefinedFields' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'methodId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getProviderPredefinedFields' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'methodId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'methodId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fields' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pattern' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minLength' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maxLength' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  GetProviderPredefinedFieldsQuery,
  GetProviderPredefinedFieldsQueryVariables
>;
export const WithdrawMethodsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WithdrawMethods' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'WithdrawMethodsRequest' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'withdrawMethods' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'methods' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'logo' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fee' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'feeDescription' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'minWaitTime' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'maxWaitTime' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'kycRequired' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kyc' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'instant' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'recommended' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'maintenance' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'payoutCurrency' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'currencySettings' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'maxWithdrawAmount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'minWithdrawAmount' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'staticFee' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'conversationFee' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'inputs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'WithdrawInputFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'dropdowns' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'options' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'inputs' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'FragmentSpread',
                                          name: { kind: 'Name', value: 'WithdrawInputFields' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'WithdrawInputFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'WithdrawInput' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'placeholder' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxLength' } },
          { kind: 'Field', name: { kind: 'Name', value: 'required' } },
          { kind: 'Field', name: { kind: 'Name', value: 'validation' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WithdrawMethodsQuery, WithdrawMethodsQueryVariables>;
export const WithdrawalStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'WithdrawalStatus' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'withdrawalStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'realBalance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'withdrawable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'blockedBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wagerRemaining' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WithdrawalStatusQuery, WithdrawalStatusQueryVariables>;
export const GetUserDepositBonusesListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetUserDepositBonusesList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'GetUserDepositBonusesListRequest' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUserDepositBonusesList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'UserDepositBonuses' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'bonusList' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'expireAt' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'activatedCurrencyCode' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'bonusInfo' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'currencyCode' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'coverImageUrl' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'depositPaymentType' },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'depositRequirements' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'minDepositAmount' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maxDepositAmount' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'wagerRequirements' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'wagerMultiplier' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'wageringTime' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'minWagerBet' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maxWagerBet' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'freespinsInfo' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'freeSpinsCount' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'freespinsGame' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'freespinsGameSlug' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'rewardInfo' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'rewardAmount' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maxRewardLimit' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'maxRewardLimitMultiplier' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'rewardDepositMultiplier' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'rewardFreeSpins' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  GetUserDepositBonusesListQuery,
  GetUserDepositBonusesListQueryVariables
>;
export const SelectDepositBonusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SelectDepositBonus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currencyCode' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'selectDepositBonus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'bonusId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'bonusId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currencyCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currencyCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SelectDepositBonusSuccess' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'selectedBonusId' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'SelectDepositBonusError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'error' } }],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'GeneralAppError' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SelectDepositBonusMutation, SelectDepositBonusMutationVariables>;
export const UserBonusListUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserBonusListUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userBonusListUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'bonusId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserBonusListUpdatedSubscription,
  UserBonusListUpdatedSubscriptionVariables
>;
export const GameCategoryListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GameCategoryList' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gameCategoryList' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rollover' } },
                { kind: 'Field', name: { kind: 'Name', value: '_count' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'gamesCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GameCategoryListQuery, GameCategoryListQueryVariables>;
export const GetUserDepositPaymentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetUserDepositPayments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserDepositPaymentsInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUserDepositPayments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timestamp' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'network' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exchange' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetUserDepositPaymentsQuery, GetUserDepositPaymentsQueryVariables>;
export const ResendEmailConfirmationOtpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendEmailConfirmationOtp' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendEmailConfirmationOtp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'IdentityResult' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'IdentityResult' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityActionResult' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ActionSuccess' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'ok' } }],
            },
          },
          {
            kind: 'InlineFragment',
            typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'IdentityError' } },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'retryAfterSeconds' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ResendEmailConfirmationOtpMutation,
  ResendEmailConfirmationOtpMutationVariables
>;
export const UserBalanceUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserBalanceUpdated' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userBalanceUpdated' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'balanceType' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UserBalanceUpdatedSubscription,
  UserBalanceUpdatedSubscriptionVariables
>;
export const ViewerGeoRegionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ViewerGeoRegion' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getGeoInstructionByIp' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ViewerGeoRegionQuery, ViewerGeoRegionQueryVariables>;
