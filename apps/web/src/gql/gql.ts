/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  fragment FavoriteGameResultFields on FavoriteGameResult {\n    __typename\n    ... on FavoriteGameSuccess {\n      ok\n      code\n      gameId\n      isFavorite\n    }\n    ... on GeneralAppError {\n      code\n      message\n    }\n  }\n': typeof types.FavoriteGameResultFieldsFragmentDoc;
  '\n    mutation AddGameToFavorites($identifier: ID) {\n      addGameToFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  ': typeof types.AddGameToFavoritesDocument;
  '\n    mutation RemoveGameFromFavorites($identifier: ID) {\n      removeGameFromFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  ': typeof types.RemoveGameFromFavoritesDocument;
  '\n  query CurrentUser {\n    currentUser {\n      id\n      uuid\n      email\n      emailConfirmed\n      name\n      phone\n      phoneConfirmed\n      gameBalanceId\n      mainCountry\n      firstRegisteredCurrency\n      kyc\n      kycReason\n      isVIP\n      onboarding {\n        country\n      }\n      depositBonusClaimShown\n      referralQuestsCompleted\n      oneClickRequisitesShown\n      level\n      language\n      hideZeroBalances\n      hideLevelUp\n      totalWager\n      tz\n      twoFactorEnabled\n      createdAt\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n': typeof types.CurrentUserDocument;
  '\n    mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) {\n      confirmUserEmail(input: $input) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.ConfirmUserEmailDocument;
  '\n    mutation VerifyEmailConfirmationOtp($code: String!) {\n      verifyEmailConfirmationOtp(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.VerifyEmailConfirmationOtpDocument;
  '\n    fragment LoginResultFields on LoginResult {\n      __typename\n      ... on LoginSuccess {\n        token\n      }\n      ... on LoginTwoFactorRequired {\n        type\n        challenge\n      }\n      ... on LoginError {\n        code\n        description\n        retryAfterSeconds\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ': typeof types.LoginResultFieldsFragmentDoc;
  '\n    mutation Login($input: LoginInput!) {\n      login(input: $input) {\n        ...LoginResultFields\n      }\n    }\n  ': typeof types.LoginDocument;
  '\n    mutation LoginWithTwoFactor($challenge: String!, $code: String!) {\n      loginWithTwoFactor(challenge: $challenge, code: $code) {\n        ...LoginResultFields\n      }\n    }\n  ': typeof types.LoginWithTwoFactorDocument;
  '\n  mutation Logout {\n    logout\n  }\n': typeof types.LogoutDocument;
  '\n    mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!, $captcha: String) {\n      resetPasswordByEmail(input: $input, captcha: $captcha) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.ResetPasswordByEmailDocument;
  '\n  mutation ResetPasswordWithToken($password: String!, $token: String!) {\n    resetPasswordWithToken(password: $password, token: $token)\n  }\n': typeof types.ResetPasswordWithTokenDocument;
  '\n  mutation UserRegisterByEmail($input: UserRegisterByEmailInput!, $captcha: String) {\n    userRegisterByEmail(input: $input, captcha: $captcha) {\n      __typename\n      ... on RegisterSuccess {\n        token\n      }\n      ... on IdentityError {\n        code\n        message\n        field\n      }\n    }\n  }\n': typeof types.UserRegisterByEmailDocument;
  '\n  query CurrenciesSupportedOnThePlatformByDefault {\n    currenciesSupportedOnThePlatformByDefault {\n      __typename\n      ... on SupportedCurrencies {\n        currencies {\n          id\n          code\n          name\n        }\n      }\n      ... on GeneralAppError {\n        code\n      }\n    }\n  }\n': typeof types.CurrenciesSupportedOnThePlatformByDefaultDocument;
  '\n  query RegistrationCountries {\n    countries {\n      code\n      name\n      flag\n      currency\n    }\n  }\n': typeof types.RegistrationCountriesDocument;
  '\n  query RegistrationGeoDefaults {\n    getGeoInstructionByIp {\n      currency\n      name\n      country\n      lang\n    }\n  }\n': typeof types.RegistrationGeoDefaultsDocument;
  '\n    mutation RequestRgReturn($email: String!, $password: String!) {\n      requestRgReturn(email: $email, password: $password) {\n        __typename\n        ... on RgReturnSuccess {\n          availableAt\n        }\n        ... on GeneralAppError {\n          code\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ': typeof types.RequestRgReturnDocument;
  '\n  fragment BonusInfoFields on BonusInfo {\n    currencyCode\n    coverImageUrl\n    title\n    name\n    condition\n    terms\n    depositPaymentType\n    availableCurrencies\n    availableForGame\n    availableForGameSlug\n    gameCategoryMultipliers {\n      category\n      multiplier\n    }\n    depositRequirements {\n      minDepositAmount\n      maxDepositAmount\n    }\n    wagerRequirements {\n      wagerMultiplier\n      wageringTime\n      minWagerBet\n      maxWagerBet\n    }\n    freespinsInfo {\n      freeSpinsCount\n      freespinsGame\n      freespinsGameSlug\n      freespinsExpireTime\n    }\n    rewardInfo {\n      rewardAmount\n      maxRewardLimit\n      maxRewardLimitMultiplier\n      rewardDepositMultiplier\n      rewardFreeSpins\n    }\n  }\n': typeof types.BonusInfoFieldsFragmentDoc;
  '\n    fragment UserBonusFields on UserBonus {\n      id\n      expireAt\n      status\n      isCurrent\n      activatedCurrencyCode\n      createdAt\n      activatedAt\n      claimedAt\n      discardedAt\n      discardReason\n      calculatedReward\n      calculatedMaxRewardLimit\n      freeSpinsLeft\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n      bonusInfo {\n        ...BonusInfoFields\n      }\n    }\n  ': typeof types.UserBonusFieldsFragmentDoc;
  '\n    query GetBonusList($request: GetBonusListRequest) {\n      getBonusList(request: $request) {\n        __typename\n        ... on BonusList {\n          count\n          bonusList {\n            id\n            name\n            bonusInfo {\n              ...BonusInfoFields\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ': typeof types.GetBonusListDocument;
  '\n    query GetUserBonusesList($request: GetUserBonusesListRequest) {\n      getUserBonusesList(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ': typeof types.GetUserBonusesListDocument;
  '\n    query GetUserBonusHistory($request: GetUserBonusHistoryRequest) {\n      getUserBonusHistory(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ': typeof types.GetUserBonusHistoryDocument;
  '\n  mutation ActivateBonus($bonusId: Int!) {\n    activateBonus(bonusId: $bonusId) {\n      __typename\n      ... on ActivateBonusSuccess {\n        activatedBonusId\n      }\n      ... on ActivateBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.ActivateBonusDocument;
  '\n  mutation CancelBonus($bonusId: Int!) {\n    cancelBonus(bonusId: $bonusId) {\n      __typename\n      ... on CancelBonusSuccess {\n        canceledBonusId\n      }\n      ... on CancelBonusFailed {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.CancelBonusDocument;
  '\n  mutation ClaimBonusReward($bonusId: Int!) {\n    claimBonusReward(bonusId: $bonusId) {\n      __typename\n      ... on ClaimBonusRewardSuccess {\n        claimedBonusId\n        rewards {\n          realMoney {\n            amount\n            currency\n          }\n          bonusMoney {\n            amount\n            currency\n          }\n          freeSpins\n        }\n      }\n      ... on ClaimBonusRewardError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.ClaimBonusRewardDocument;
  '\n  subscription UserBonusUpdated {\n    userBonusUpdated {\n      id\n      status\n      isCurrent\n      expireAt\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n    }\n  }\n': typeof types.UserBonusUpdatedDocument;
  '\n    subscription ChatMessageAdded($room: String!) {\n      chatMessageAdded(room: $room) {\n        ...ChatMessageFields\n      }\n    }\n  ': typeof types.ChatMessageAddedDocument;
  '\n  subscription ChatMessageRemoved($room: String!) {\n    chatMessageRemoved(room: $room) {\n      id\n      room\n    }\n  }\n': typeof types.ChatMessageRemovedDocument;
  '\n  fragment ChatMessageFields on ChatMessage {\n    id\n    room\n    text\n    mine\n    createdAt\n    author {\n      name\n      tag\n      level\n    }\n  }\n': typeof types.ChatMessageFieldsFragmentDoc;
  '\n    query ChatMessages($room: String!, $before: ID, $limit: Int) {\n      chatMessages(room: $room, before: $before, limit: $limit) {\n        room\n        hasMore\n        items {\n          ...ChatMessageFields\n        }\n      }\n    }\n  ': typeof types.ChatMessagesDocument;
  '\n    mutation SendChatMessage($room: String!, $text: String!) {\n      sendChatMessage(room: $room, text: $text) {\n        __typename\n        ... on SendChatMessageSuccess {\n          chatMessage {\n            ...ChatMessageFields\n          }\n        }\n        ... on ChatError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  ': typeof types.SendChatMessageDocument;
  '\n    query FavoriteGames($pagination: FavoritesPagination) {\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ': typeof types.FavoriteGamesDocument;
  '\n  query FilterProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n': typeof types.FilterProvidersDocument;
  '\n    query GameBySlug($slug: String!) {\n      gameBySlug(slug: $slug) {\n        __typename\n        ... on GameBySlugSuccess {\n          game {\n            ...GameCardFields\n            recalled\n            likes\n            rating\n            hasBonus\n            info {\n              payout\n              description\n              devices\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ': typeof types.GameBySlugDocument;
  '\n    query GamesList($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ': typeof types.GamesListDocument;
  '\n  mutation MarkGameOpened($identifier: ID) {\n    markGameOpened(identifier: $identifier) {\n      __typename\n    }\n  }\n': typeof types.MarkGameOpenedDocument;
  '\n  query Banners($position: String) {\n    banners(position: $position) {\n      id\n      key\n      title\n      description\n      url\n      active\n      position\n      path\n      buttonText\n    }\n  }\n': typeof types.BannersDocument;
  '\n    query GamesListByCategory($count: Int) {\n      gamesListByCategory(count: $count) {\n        topSlots {\n          ...GameCardFields\n        }\n        topLiveCasino {\n          ...GameCardFields\n        }\n        topAll {\n          ...GameCardFields\n        }\n      }\n    }\n  ': typeof types.GamesListByCategoryDocument;
  '\n  query HomeProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n': typeof types.HomeProvidersDocument;
  '\n  query HomePaymentLogos($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        name\n        icon\n        enabled\n      }\n      crypto {\n        code\n        name\n        payinEnabled\n      }\n    }\n  }\n': typeof types.HomePaymentLogosDocument;
  '\n    query HomePlayerRows($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ': typeof types.HomePlayerRowsDocument;
  '\n  mutation ChangeUserLanguage($language: String!) {\n    changeUserLanguage(language: $language) {\n      __typename\n      ... on ActionSuccess {\n        ok\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.ChangeUserLanguageDocument;
  '\n  query GetGeoInstructionByIp {\n    getGeoInstructionByIp {\n      currency\n      name\n      lang\n    }\n  }\n': typeof types.GetGeoInstructionByIpDocument;
  '\n  query ReplenishmentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        icon\n        name\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n        }\n      }\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        payinEnabled\n        networks {\n          code\n          name\n        }\n      }\n    }\n  }\n': typeof types.ReplenishmentMethodsDocument;
  '\n  query MyVipApplication {\n    myVipApplication {\n      id\n      message\n      contactPreference\n      status\n      createdAt\n    }\n  }\n': typeof types.MyVipApplicationDocument;
  '\n  mutation SubmitVipApplication($input: SubmitVipApplicationInput!) {\n    submitVipApplication(input: $input) {\n      __typename\n      ... on SubmitVipApplicationSuccess {\n        ok\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.SubmitVipApplicationDocument;
  '\n  mutation MarkAllNotificationsAsRead {\n    markAllNotificationsAsRead {\n      ok\n    }\n  }\n': typeof types.MarkAllNotificationsAsReadDocument;
  '\n  subscription UpdateUserOnlineStatus {\n    updateUserOnlineStatus {\n      userId\n      online\n      lastSeenAt\n    }\n  }\n': typeof types.UpdateUserOnlineStatusDocument;
  '\n  subscription UserNotificationCreated {\n    userNotificationCreated {\n      id\n      type\n      action\n      content\n      initiator\n      isViewed\n      createdAt\n      data {\n        amount\n        currency\n        message\n        domain\n      }\n    }\n  }\n': typeof types.UserNotificationCreatedDocument;
  '\n  subscription UserNotificationsUpdated {\n    userNotificationsUpdated {\n      reason\n      userUnread\n      systemUnread\n    }\n  }\n': typeof types.UserNotificationsUpdatedDocument;
  '\n  query UserNotifications($input: UserNotificationsInput) {\n    userNotifications(input: $input) {\n      items {\n        id\n        type\n        action\n        content\n        initiator\n        isViewed\n        createdAt\n        data {\n          amount\n          currency\n          message\n          domain\n        }\n      }\n      actions\n      count\n      userUnread\n      systemUnread\n      recent {\n        id\n      }\n    }\n  }\n': typeof types.UserNotificationsDocument;
  '\n  subscription UserWithdrawRequestStatusChanged {\n    userWithdrawRequestStatusChanged {\n      id\n      uuid\n      status\n      amount\n      currency\n      comment\n    }\n  }\n': typeof types.UserWithdrawRequestStatusChangedDocument;
  '\n  query userWithdrawRequests($pagination: PaymentPagination) {\n    userWithdrawRequests(pagination: $pagination) {\n      id\n      uuid\n      currency\n      amount\n      fee\n      comment\n      date\n      status\n      method {\n        title\n      }\n    }\n  }\n': typeof types.UserWithdrawRequestsDocument;
  '\n  fragment BlackjackRoundFields on BlackjackRound {\n    id\n    gameSlug\n    demo\n    currency\n    status\n    stake\n    amount\n    win\n    dealerCards\n    dealerHidden\n    dealerTotal\n    dealerSoft\n    peeked\n    hands {\n      cards\n      total\n      soft\n      amount\n      doubled\n      split\n      result\n      win\n    }\n    activeHand\n    legalActions\n    actions\n    step\n    timedOut\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n': typeof types.BlackjackRoundFieldsFragmentDoc;
  '\n    fragment BlackjackResultFields on BlackjackResult {\n      __typename\n      ... on BlackjackSuccess {\n        replayed\n        resumed\n        round {\n          ...BlackjackRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ': typeof types.BlackjackResultFieldsFragmentDoc;
  '\n    query blackjackRound($gameSlug: String!) {\n      blackjackRound(gameSlug: $gameSlug) {\n        __typename\n        ... on BlackjackOpenRound {\n          round {\n            ...BlackjackRoundFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ': typeof types.BlackjackRoundDocument;
  '\n    mutation blackjackStart($input: BlackjackStartInput!) {\n      blackjackStart(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  ': typeof types.BlackjackStartDocument;
  '\n    mutation blackjackAction($input: BlackjackActionInput!) {\n      blackjackAction(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  ': typeof types.BlackjackActionDocument;
  '\n  fragment CrashRoundFields on CrashRound {\n    id\n    gameSlug\n    number\n    phase\n    bettingEndsAt\n    startedAt\n    crashedAt\n    crashPoint\n    gameHash\n    chainId\n    gameIndex\n    terminalHash\n    salt\n    rtp\n    growthRate\n  }\n': typeof types.CrashRoundFieldsFragmentDoc;
  '\n  fragment CrashBetFields on CrashBet {\n    id\n    roundId\n    player\n    mine\n    demo\n    currency\n    amount\n    win\n    status\n    cashedOutAt\n    autoCashOut\n  }\n': typeof types.CrashBetFieldsFragmentDoc;
  '\n    query CrashGame($slug: String!) {\n      crashGame(slug: $slug) {\n        __typename\n        ... on CrashGame {\n          slug\n          round {\n            ...CrashRoundFields\n          }\n          bets {\n            ...CrashBetFields\n          }\n          myBet {\n            ...CrashBetFields\n          }\n          history {\n            roundId\n            number\n            crashPoint\n            gameHash\n            gameIndex\n            chainId\n            terminalHash\n            salt\n          }\n          bettingMs\n          growthRate\n          serverTime\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ': typeof types.CrashGameDocument;
  '\n    subscription CrashRound($slug: String!) {\n      crashRound(slug: $slug) {\n        kind\n        serverTime\n        round {\n          ...CrashRoundFields\n        }\n        bet {\n          ...CrashBetFields\n        }\n      }\n    }\n  ': typeof types.CrashRoundDocument;
  '\n    fragment CrashBetResultFields on CrashBetResult {\n      __typename\n      ... on CrashBetSuccess {\n        replayed\n        bet {\n          ...CrashBetFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ': typeof types.CrashBetResultFieldsFragmentDoc;
  '\n    mutation PlaceCrashBet($input: PlaceCrashBetInput!) {\n      placeCrashBet(input: $input) {\n        ...CrashBetResultFields\n      }\n    }\n  ': typeof types.PlaceCrashBetDocument;
  '\n    mutation CashOutCrash($roundId: ID!) {\n      cashOutCrash(roundId: $roundId) {\n        ...CrashBetResultFields\n      }\n    }\n  ': typeof types.CashOutCrashDocument;
  '\n  query FreeSpinsOffer {\n    getUserBonusesList {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          freeSpinsLeft\n          freeSpinValue\n          activatedCurrencyCode\n          bonusInfo {\n            freespinsInfo {\n              freespinsGameSlug\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.FreeSpinsOfferDocument;
  '\n    mutation playFreeSpin($input: PlayFreeSpinInput!) {\n      playFreeSpin(input: $input) {\n        __typename\n        ... on FreeSpinSuccess {\n          freeSpinsLeft\n          status\n          play {\n            __typename\n            replayed\n            round {\n              ...BetRoundFields\n            }\n            balance {\n              currency\n              real\n              bonus\n              total\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ': typeof types.PlayFreeSpinDocument;
  '\n  query OriginalsConfig($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        plinko {\n          minRows\n          maxRows\n          tables {\n            rows\n            risk\n            multipliers\n          }\n        }\n        keno {\n          numbers\n          drawn\n          maxPicks\n          tables {\n            picks\n            risk\n            multipliers\n          }\n        }\n        wheel {\n          segments\n          layouts {\n            segments\n            risk\n            multipliers\n          }\n        }\n        mines {\n          tiles\n          minMines\n          maxMines\n        }\n      }\n    }\n  }\n': typeof types.OriginalsConfigDocument;
  '\n    fragment OriginalPlayFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          id\n          demo\n          currency\n          amount\n          win\n          multiplier\n          nonce\n          outcome {\n            __typename\n            ... on PlinkoOutcome {\n              rows\n              risk\n              path\n              slot\n              multiplier\n            }\n            ... on KenoOutcome {\n              picks\n              drawn\n              hits\n              multiplier\n            }\n            ... on WheelOutcome {\n              segments\n              risk\n              segment\n              multiplier\n            }\n          }\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ': typeof types.OriginalPlayFieldsFragmentDoc;
  '\n    mutation playPlinko($input: PlayPlinkoInput!) {\n      playPlinko(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ': typeof types.PlayPlinkoDocument;
  '\n    mutation playKeno($input: PlayKenoInput!) {\n      playKeno(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ': typeof types.PlayKenoDocument;
  '\n    mutation playWheel($input: PlayWheelInput!) {\n      playWheel(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ': typeof types.PlayWheelDocument;
  '\n  fragment MinesRoundFields on MinesRound {\n    id\n    gameSlug\n    demo\n    currency\n    amount\n    mines\n    revealed\n    safe\n    status\n    multiplier\n    nextMultiplier\n    win\n    mineTiles\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n': typeof types.MinesRoundFieldsFragmentDoc;
  '\n    fragment MinesResultFields on MinesResult {\n      __typename\n      ... on MinesSuccess {\n        replayed\n        resumed\n        round {\n          ...MinesRoundFields\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ': typeof types.MinesResultFieldsFragmentDoc;
  '\n    query minesRound($gameSlug: String!) {\n      minesRound(gameSlug: $gameSlug) {\n        __typename\n        ... on MinesOpenRound {\n          round {\n            ...MinesRoundFields\n          }\n        }\n      }\n    }\n  ': typeof types.MinesRoundDocument;
  '\n    mutation minesStart($input: MinesStartInput!) {\n      minesStart(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ': typeof types.MinesStartDocument;
  '\n    mutation minesReveal($input: MinesRevealInput!) {\n      minesReveal(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ': typeof types.MinesRevealDocument;
  '\n    mutation minesCashOut($input: MinesCashOutInput!) {\n      minesCashOut(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ': typeof types.MinesCashOutDocument;
  '\n  query GameEngine($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        engine\n        rtp\n        currency\n        minBet\n        maxBet\n        slots {\n          theme\n          lines\n          strips\n          scatterPays\n          symbols {\n            id\n            name\n            kind\n            pays\n          }\n          freeSpins\n          freeSpinMultiplier\n        }\n        roulette {\n          redNumbers\n        }\n        dice {\n          minChance\n          maxChance\n        }\n        crash {\n          minTarget\n          maxTarget\n          terminalHash\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.GameEngineDocument;
  '\n  fragment Spin on SlotsSpin {\n    grid\n    lineWins {\n      line\n      symbol\n      count\n    }\n    scatters\n  }\n': typeof types.SpinFragmentDoc;
  '\n    fragment BetRoundFields on BetRound {\n      id\n      gameSlug\n      engine\n      demo\n      currency\n      amount\n      win\n      multiplier\n      serverSeedHash\n      clientSeed\n      nonce\n      createdAt\n      outcome {\n        __typename\n        ... on SlotsOutcome {\n          base {\n            ...Spin\n          }\n          freeSpins {\n            ...Spin\n          }\n          freeSpinMultiplier\n        }\n        ... on RouletteOutcome {\n          pocket\n          color\n        }\n        ... on DiceOutcome {\n          roll\n          target\n          direction\n          chance\n          won\n        }\n        ... on CrashOutcome {\n          crashPoint\n          target\n          autoCashOut\n          cashedOutAt\n          won\n          gameIndex\n          gameHash\n          terminalHash\n          roundNumber\n        }\n        ... on BaccaratOutcome {\n          playerCards\n          bankerCards\n          playerTotal\n          bankerTotal\n          result\n        }\n        ... on BlackjackOutcome {\n          dealerCards\n          dealerTotal\n          hands {\n            cards\n            total\n            doubled\n            result\n          }\n          actions\n          timedOut\n        }\n      }\n    }\n  ': typeof types.BetRoundFieldsFragmentDoc;
  '\n    fragment PlayResultFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          ...BetRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ': typeof types.PlayResultFieldsFragmentDoc;
  '\n    mutation playSlots($input: PlaySlotsInput!) {\n      playSlots(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ': typeof types.PlaySlotsDocument;
  '\n    mutation playRoulette($input: PlayRouletteInput!) {\n      playRoulette(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ': typeof types.PlayRouletteDocument;
  '\n    mutation playDice($input: PlayDiceInput!) {\n      playDice(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ': typeof types.PlayDiceDocument;
  '\n    mutation playBaccarat($input: PlayBaccaratInput!) {\n      playBaccarat(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ': typeof types.PlayBaccaratDocument;
  '\n    query betHistory($input: BetHistoryInput) {\n      betHistory(input: $input) {\n        count\n        items {\n          ...BetRoundFields\n          game {\n            id\n            title\n            image {\n              src\n            }\n          }\n        }\n      }\n    }\n  ': typeof types.BetHistoryDocument;
  '\n  fragment FairnessSeedsFields on FairnessSeeds {\n    serverSeedHash\n    clientSeed\n    nonce\n    previous {\n      serverSeed\n      serverSeedHash\n      clientSeed\n      nonce\n      revealedAt\n    }\n  }\n': typeof types.FairnessSeedsFieldsFragmentDoc;
  '\n    query fairnessSeeds {\n      fairnessSeeds {\n        ...FairnessSeedsFields\n      }\n    }\n  ': typeof types.FairnessSeedsDocument;
  '\n    fragment RotateSeedResultFields on RotateSeedResult {\n      __typename\n      ... on RotateSeedSuccess {\n        revealed {\n          serverSeed\n          serverSeedHash\n          clientSeed\n          nonce\n          revealedAt\n        }\n        seeds {\n          ...FairnessSeedsFields\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  ': typeof types.RotateSeedResultFieldsFragmentDoc;
  '\n    mutation rotateServerSeed {\n      rotateServerSeed {\n        ...RotateSeedResultFields\n      }\n    }\n  ': typeof types.RotateServerSeedDocument;
  '\n    mutation setClientSeed($clientSeed: String!) {\n      setClientSeed(clientSeed: $clientSeed) {\n        ...RotateSeedResultFields\n      }\n    }\n  ': typeof types.SetClientSeedDocument;
  '\n  query verifyBet(\n    $serverSeed: String!\n    $clientSeed: String!\n    $nonce: Int!\n    $engine: GameEngineKind!\n    $params: VerifyBetParams\n  ) {\n    verifyBet(\n      serverSeed: $serverSeed\n      clientSeed: $clientSeed\n      nonce: $nonce\n      engine: $engine\n      params: $params\n    ) {\n      __typename\n      ... on VerifiedBet {\n        serverSeedHash\n        floats\n        pocket\n        roll\n        crashPoint\n        chainValid\n        baccarat {\n          playerTotal\n          bankerTotal\n          result\n        }\n        blackjack {\n          shoe\n          dealerCards\n          finished\n          hands {\n            cards\n            doubled\n            result\n          }\n        }\n        plinko {\n          slot\n        }\n        keno {\n          drawn\n        }\n        wheel {\n          segment\n        }\n        mineTiles\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.VerifyBetDocument;
  '\n  query SlotRules {\n    jurisdictionProfile {\n      id\n      minSpinMillis\n      noCelebrationAtOrBelowStake\n      autoplayAllowed\n    }\n  }\n': typeof types.SlotRulesDocument;
  '\n    mutation ChangeUserPassword($password: String!, $oldPassword: String) {\n      changeUserPassword(password: $password, oldPassword: $oldPassword) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.ChangeUserPasswordDocument;
  '\n    mutation ChangeUserPhone($phone: String!) {\n      changeUserPhone(phone: $phone) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.ChangeUserPhoneDocument;
  '\n    mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {\n      changeUserProfileDetails(input: $input) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.ChangeUserProfileDetailsDocument;
  '\n  query ProfileCountries {\n    countries {\n      code\n      name\n      flag\n    }\n  }\n': typeof types.ProfileCountriesDocument;
  '\n  mutation TwoFactorSetup {\n    twoFactorSetup {\n      __typename\n      ... on TwoFactorSetup {\n        secret\n        otpauthUri\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.TwoFactorSetupDocument;
  '\n    mutation TwoFactorEnable($code: String!) {\n      twoFactorEnable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.TwoFactorEnableDocument;
  '\n    mutation TwoFactorDisable($code: String!) {\n      twoFactorDisable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.TwoFactorDisableDocument;
  '\n  query UserProfileDetails {\n    userProfileDetails {\n      address\n      birthDate\n      firstName\n      lastName\n      city\n      country\n      gender\n      postal\n      state\n      banner\n      avatar\n      name\n      phone\n    }\n  }\n': typeof types.UserProfileDetailsDocument;
  '\n    query ProviderGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ': typeof types.ProviderGamesDocument;
  '\n  query Providers($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        description\n        likes\n        rating\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n': typeof types.ProvidersDocument;
  '\n    fragment RgFailureFields on GeneralAppError {\n      code\n      message\n      rg {\n        ...RgRefusalFields\n      }\n    }\n  ': typeof types.RgFailureFieldsFragmentDoc;
  '\n  fragment RgLimitFields on RgLimit {\n    type\n    period\n    amount\n    used\n    remaining\n    updatedAt\n    pending {\n      amount\n      requestedAt\n      effectiveAt\n      confirmable\n    }\n  }\n': typeof types.RgLimitFieldsFragmentDoc;
  '\n  fragment RgBlockFields on RgBlock {\n    kind\n    since\n    until\n    reason\n    returnAvailableAt\n  }\n': typeof types.RgBlockFieldsFragmentDoc;
  '\n    fragment RgOverviewFields on RgOverview {\n      currency\n      decimals\n      limits {\n        ...RgLimitFields\n      }\n      sessionLimit {\n        ...RgLimitFields\n      }\n      realityCheckMinutes\n      limitPromptDue\n      lastPgsiScore\n      block {\n        ...RgBlockFields\n      }\n      jurisdiction {\n        id\n        limitPrompt\n        realityCheckDefaultMinutes\n        realityCheckMandatory\n        realityCheckOptions\n      }\n    }\n  ': typeof types.RgOverviewFieldsFragmentDoc;
  '\n  fragment RgSessionStatsFields on RgSessionStats {\n    sessionStart\n    durationSeconds\n    wageredMinor\n    netMinor\n    currency\n    decimals\n    realityCheckMinutes\n    nextRealityCheckAt\n    realityCheckDue\n    sessionEndsAt\n  }\n': typeof types.RgSessionStatsFieldsFragmentDoc;
  '\n  fragment RgHelpFields on RgHelpOrganisation {\n    name\n    url\n    phone\n  }\n': typeof types.RgHelpFieldsFragmentDoc;
  '\n    query MyResponsibleGaming {\n      myResponsibleGaming {\n        ...RgOverviewFields\n      }\n    }\n  ': typeof types.MyResponsibleGamingDocument;
  '\n    query RgSessionStats {\n      rgSessionStats {\n        ...RgSessionStatsFields\n      }\n    }\n  ': typeof types.RgSessionStatsDocument;
  '\n    fragment RgLimitResultFields on RgLimitResult {\n      __typename\n      ... on RgLimitChange {\n        applied\n        limit {\n          ...RgLimitFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  ': typeof types.RgLimitResultFieldsFragmentDoc;
  '\n    mutation SetRgLimit($input: SetRgLimitInput!) {\n      setRgLimit(input: $input) {\n        ...RgLimitResultFields\n      }\n    }\n  ': typeof types.SetRgLimitDocument;
  '\n    mutation ConfirmRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      confirmRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  ': typeof types.ConfirmRgLimitChangeDocument;
  '\n    mutation CancelRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      cancelRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  ': typeof types.CancelRgLimitChangeDocument;
  '\n    mutation SetRgSessionLimit($minutes: Int) {\n      setRgSessionLimit(minutes: $minutes) {\n        ...RgLimitResultFields\n      }\n    }\n  ': typeof types.SetRgSessionLimitDocument;
  '\n    mutation SetRealityCheckInterval($minutes: Int) {\n      setRealityCheckInterval(minutes: $minutes) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ': typeof types.SetRealityCheckIntervalDocument;
  '\n    mutation AnswerRgLimitPrompt($declined: Boolean!) {\n      answerRgLimitPrompt(declined: $declined) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ': typeof types.AnswerRgLimitPromptDocument;
  '\n    mutation AnswerRealityCheck($answer: RealityCheckAnswer!) {\n      answerRealityCheck(answer: $answer) {\n        __typename\n        ... on RgSessionStats {\n          ...RgSessionStatsFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ': typeof types.AnswerRealityCheckDocument;
  '\n    fragment RgExclusionResultFields on RgExclusionResult {\n      __typename\n      ... on RgExclusionSuccess {\n        block {\n          ...RgBlockFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  ': typeof types.RgExclusionResultFieldsFragmentDoc;
  '\n    mutation TakeRgTimeOut($duration: RgTimeOutDuration!, $password: String!) {\n      takeRgTimeOut(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ': typeof types.TakeRgTimeOutDocument;
  '\n    mutation SelfExclude($duration: RgExclusionDuration!, $password: String!) {\n      selfExclude(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ': typeof types.SelfExcludeDocument;
  '\n    mutation CloseAccount($input: CloseAccountInput!, $password: String!) {\n      closeAccount(input: $input, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ': typeof types.CloseAccountDocument;
  '\n  query RgActivityStatement($period: RgStatementPeriod!) {\n    rgActivityStatement(period: $period) {\n      period\n      currency\n      decimals\n      rows {\n        start\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n      totals {\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n    }\n  }\n': typeof types.RgActivityStatementDocument;
  '\n  query PgsiQuestionnaire {\n    pgsiQuestionnaire {\n      questions {\n        index\n        key\n      }\n      options {\n        score\n        key\n      }\n    }\n  }\n': typeof types.PgsiQuestionnaireDocument;
  '\n    mutation SubmitPgsi($answers: [Int!]!) {\n      submitPgsi(answers: $answers) {\n        score\n        category\n        help {\n          ...RgHelpFields\n        }\n      }\n    }\n  ': typeof types.SubmitPgsiDocument;
  '\n    query RgHelpOrganisations {\n      rgHelpOrganisations {\n        ...RgHelpFields\n      }\n    }\n  ': typeof types.RgHelpOrganisationsDocument;
  '\n  query RgHistory($first: Int) {\n    rgHistory(first: $first) {\n      id\n      at\n      actor\n      action\n      limitType\n      period\n      oldValue\n      newValue\n    }\n  }\n': typeof types.RgHistoryDocument;
  '\n    query LastPlayedGames($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ': typeof types.LastPlayedGamesDocument;
  '\n    query SearchGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ': typeof types.SearchGamesDocument;
  '\n  query SearchProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n': typeof types.SearchProvidersDocument;
  '\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    fromStaff\n    mine\n    text\n    createdAt\n  }\n': typeof types.SupportMessageFieldsFragmentDoc;
  '\n    query SupportConversation($before: ID, $limit: Int) {\n      supportConversation(before: $before, limit: $limit) {\n        id\n        status\n        hasMore\n        items {\n          ...SupportMessageFields\n        }\n      }\n    }\n  ': typeof types.SupportConversationDocument;
  '\n    mutation SendSupportMessage($text: String!) {\n      sendSupportMessage(text: $text) {\n        __typename\n        ... on SendSupportMessageSuccess {\n          supportMessage {\n            ...SupportMessageFields\n          }\n        }\n        ... on SupportError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  ': typeof types.SendSupportMessageDocument;
  '\n    subscription SupportMessageAdded {\n      supportMessageAdded {\n        ...SupportMessageFields\n      }\n    }\n  ': typeof types.SupportMessageAddedDocument;
  '\n  mutation cancelWithdrawRequest($input: CancelWithdrawRequestInput!) {\n    cancelWithdrawRequest(input: $input) {\n      __typename\n      ... on CancelWithdrawRequestSuccess {\n        id\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.CancelWithdrawRequestDocument;
  '\n  query ConvertCurrency($request: ConvertCurrencyRequest!) {\n    convertCurrency(request: $request) {\n      amount\n      currency\n    }\n  }\n': typeof types.ConvertCurrencyDocument;
  '\n    mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {\n      createFiatDepositPayment(input: $input) {\n        status\n        paymentLink\n        errorMessage\n        paymentId\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ': typeof types.CreateFiatDepositPaymentDocument;
  '\n    mutation createWithdrawRequest($input: CreateWithdrawRequestInput!) {\n      createWithdrawRequest(input: $input) {\n        __typename\n        ... on CreateWithdrawRequestSuccess {\n          uuid\n          id\n        }\n        ... on CreateWithdrawRequestRefused {\n          reason\n          remaining\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ': typeof types.CreateWithdrawRequestDocument;
  '\n  query CurrentBonus($request: GetUserBonusesListRequest) {\n    getUserBonusesList(request: $request) {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          bonusInfo {\n            title\n            name\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.CurrentBonusDocument;
  '\n  query CurrentUserBalance {\n    currentUser {\n      id\n      name\n      phone\n      kyc\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n': typeof types.CurrentUserBalanceDocument;
  '\n  query DepositProfile {\n    userProfileDetails {\n      firstName\n      lastName\n      name\n      phone\n      country\n    }\n    countries {\n      code\n      name\n      flag\n    }\n  }\n': typeof types.DepositProfileDocument;
  '\n  query GetDepositAddress($balanceId: ID!, $method: DepositAddressMethod!) {\n    getDepositAddress(balanceId: $balanceId, method: $method) {\n      cryptoDepositAddress {\n        address\n        currency\n        network\n        minimumPayinAmount\n        precision\n      }\n    }\n  }\n': typeof types.GetDepositAddressDocument;
  '\n  query GetPaymentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        precision\n        payinEnabled\n        swappableTo\n        networks {\n          name\n          code\n          minimumPayinAmount\n          precision\n        }\n      }\n      fiat {\n        id\n        icon\n        crypto\n        name\n        currency\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        onboardingRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n          predefinedAmounts\n        }\n        exchange {\n          currency\n          rate\n        }\n      }\n    }\n  }\n': typeof types.GetPaymentMethodsDocument;
  '\n  query GetProviderPredefinedFields($methodId: String!) {\n    getProviderPredefinedFields(methodId: $methodId) {\n      fields {\n        type\n        name\n        required\n        pattern\n        minLength\n        maxLength\n        width\n      }\n    }\n  }\n': typeof types.GetProviderPredefinedFieldsDocument;
  '\n  fragment WithdrawInputFields on WithdrawInput {\n    id\n    title\n    placeholder\n    maxLength\n    required\n    validation\n  }\n': typeof types.WithdrawInputFieldsFragmentDoc;
  '\n    query WithdrawMethods($request: WithdrawMethodsRequest!) {\n      withdrawMethods(request: $request) {\n        methods {\n          id\n          title\n          name\n          logo\n          fee\n          feeDescription\n          minWaitTime {\n            quantity\n            unit\n          }\n          maxWaitTime {\n            quantity\n            unit\n          }\n          kycRequired\n          kyc\n          instant\n          recommended\n          maintenance\n          payoutCurrency\n          currencySettings {\n            currency\n            maxWithdrawAmount\n            minWithdrawAmount\n            staticFee\n            conversationFee\n          }\n          inputs {\n            ...WithdrawInputFields\n          }\n          dropdowns {\n            id\n            title\n            required\n            options {\n              id\n              title\n              value\n              inputs {\n                ...WithdrawInputFields\n              }\n            }\n          }\n        }\n      }\n    }\n  ': typeof types.WithdrawMethodsDocument;
  '\n  query WithdrawalStatus {\n    withdrawalStatus {\n      currency\n      realBalance\n      withdrawable\n      blockedBy\n      wagerRemaining\n    }\n  }\n': typeof types.WithdrawalStatusDocument;
  '\n  query GetUserDepositBonusesList($request: GetUserDepositBonusesListRequest!) {\n    getUserDepositBonusesList(request: $request) {\n      __typename\n      ... on UserDepositBonuses {\n        bonusList {\n          id\n          status\n          isCurrent\n          expireAt\n          activatedCurrencyCode\n          bonusInfo {\n            currencyCode\n            coverImageUrl\n            title\n            name\n            condition\n            depositPaymentType\n            depositRequirements {\n              minDepositAmount\n              maxDepositAmount\n            }\n            wagerRequirements {\n              wagerMultiplier\n              wageringTime\n              minWagerBet\n              maxWagerBet\n            }\n            freespinsInfo {\n              freeSpinsCount\n              freespinsGame\n              freespinsGameSlug\n            }\n            rewardInfo {\n              rewardAmount\n              maxRewardLimit\n              maxRewardLimitMultiplier\n              rewardDepositMultiplier\n              rewardFreeSpins\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.GetUserDepositBonusesListDocument;
  '\n  mutation SelectDepositBonus($bonusId: Int!, $currencyCode: String!) {\n    selectDepositBonus(bonusId: $bonusId, currencyCode: $currencyCode) {\n      __typename\n      ... on SelectDepositBonusSuccess {\n        selectedBonusId\n      }\n      ... on SelectDepositBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n': typeof types.SelectDepositBonusDocument;
  '\n  subscription UserBonusListUpdated {\n    userBonusListUpdated {\n      bonusId\n      status\n    }\n  }\n': typeof types.UserBonusListUpdatedDocument;
  '\n  query GameCategoryList {\n    gameCategoryList {\n      name\n      description\n      rollover\n      _count\n    }\n    gamesCount\n  }\n': typeof types.GameCategoryListDocument;
  '\n  fragment GameCardFields on Game {\n    id\n    name\n    slug\n    title\n    category\n    providerName\n    providerSlug\n    image {\n      src\n      width\n      height\n    }\n    isFavorite\n    restrictions {\n      country\n      currency\n      disabled\n    }\n  }\n': typeof types.GameCardFieldsFragmentDoc;
  '\n  query GetUserDepositPayments($input: UserDepositPaymentsInput) {\n    getUserDepositPayments(input: $input) {\n      items {\n        id\n        timestamp\n        status\n        amount\n        currency\n        method\n        network\n        exchange {\n          currency\n          amount\n        }\n      }\n      count\n    }\n  }\n': typeof types.GetUserDepositPaymentsDocument;
  '\n  fragment IdentityResult on IdentityActionResult {\n    __typename\n    ... on ActionSuccess {\n      ok\n    }\n    ... on IdentityError {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n': typeof types.IdentityResultFragmentDoc;
  '\n    mutation ResendEmailConfirmationOtp {\n      resendEmailConfirmationOtp {\n        ...IdentityResult\n      }\n    }\n  ': typeof types.ResendEmailConfirmationOtpDocument;
  '\n  fragment RgRefusalFields on RgRefusal {\n    code\n    limitType\n    period\n    limitMinor\n    remainingMinor\n    currency\n    decimals\n    maxStakeMinor\n    until\n    indefinite\n  }\n': typeof types.RgRefusalFieldsFragmentDoc;
  '\n  subscription UserBalanceUpdated {\n    userBalanceUpdated {\n      source\n      amount\n      currency\n      balanceType\n    }\n  }\n': typeof types.UserBalanceUpdatedDocument;
  '\n  query ViewerGeoRegion {\n    getGeoInstructionByIp {\n      country\n      currency\n    }\n  }\n': typeof types.ViewerGeoRegionDocument;
};
const documents: Documents = {
  '\n  fragment FavoriteGameResultFields on FavoriteGameResult {\n    __typename\n    ... on FavoriteGameSuccess {\n      ok\n      code\n      gameId\n      isFavorite\n    }\n    ... on GeneralAppError {\n      code\n      message\n    }\n  }\n':
    types.FavoriteGameResultFieldsFragmentDoc,
  '\n    mutation AddGameToFavorites($identifier: ID) {\n      addGameToFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  ':
    types.AddGameToFavoritesDocument,
  '\n    mutation RemoveGameFromFavorites($identifier: ID) {\n      removeGameFromFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  ':
    types.RemoveGameFromFavoritesDocument,
  '\n  query CurrentUser {\n    currentUser {\n      id\n      uuid\n      email\n      emailConfirmed\n      name\n      phone\n      phoneConfirmed\n      gameBalanceId\n      mainCountry\n      firstRegisteredCurrency\n      kyc\n      kycReason\n      isVIP\n      onboarding {\n        country\n      }\n      depositBonusClaimShown\n      referralQuestsCompleted\n      oneClickRequisitesShown\n      level\n      language\n      hideZeroBalances\n      hideLevelUp\n      totalWager\n      tz\n      twoFactorEnabled\n      createdAt\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n':
    types.CurrentUserDocument,
  '\n    mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) {\n      confirmUserEmail(input: $input) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.ConfirmUserEmailDocument,
  '\n    mutation VerifyEmailConfirmationOtp($code: String!) {\n      verifyEmailConfirmationOtp(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.VerifyEmailConfirmationOtpDocument,
  '\n    fragment LoginResultFields on LoginResult {\n      __typename\n      ... on LoginSuccess {\n        token\n      }\n      ... on LoginTwoFactorRequired {\n        type\n        challenge\n      }\n      ... on LoginError {\n        code\n        description\n        retryAfterSeconds\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ':
    types.LoginResultFieldsFragmentDoc,
  '\n    mutation Login($input: LoginInput!) {\n      login(input: $input) {\n        ...LoginResultFields\n      }\n    }\n  ':
    types.LoginDocument,
  '\n    mutation LoginWithTwoFactor($challenge: String!, $code: String!) {\n      loginWithTwoFactor(challenge: $challenge, code: $code) {\n        ...LoginResultFields\n      }\n    }\n  ':
    types.LoginWithTwoFactorDocument,
  '\n  mutation Logout {\n    logout\n  }\n': types.LogoutDocument,
  '\n    mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!, $captcha: String) {\n      resetPasswordByEmail(input: $input, captcha: $captcha) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.ResetPasswordByEmailDocument,
  '\n  mutation ResetPasswordWithToken($password: String!, $token: String!) {\n    resetPasswordWithToken(password: $password, token: $token)\n  }\n':
    types.ResetPasswordWithTokenDocument,
  '\n  mutation UserRegisterByEmail($input: UserRegisterByEmailInput!, $captcha: String) {\n    userRegisterByEmail(input: $input, captcha: $captcha) {\n      __typename\n      ... on RegisterSuccess {\n        token\n      }\n      ... on IdentityError {\n        code\n        message\n        field\n      }\n    }\n  }\n':
    types.UserRegisterByEmailDocument,
  '\n  query CurrenciesSupportedOnThePlatformByDefault {\n    currenciesSupportedOnThePlatformByDefault {\n      __typename\n      ... on SupportedCurrencies {\n        currencies {\n          id\n          code\n          name\n        }\n      }\n      ... on GeneralAppError {\n        code\n      }\n    }\n  }\n':
    types.CurrenciesSupportedOnThePlatformByDefaultDocument,
  '\n  query RegistrationCountries {\n    countries {\n      code\n      name\n      flag\n      currency\n    }\n  }\n':
    types.RegistrationCountriesDocument,
  '\n  query RegistrationGeoDefaults {\n    getGeoInstructionByIp {\n      currency\n      name\n      country\n      lang\n    }\n  }\n':
    types.RegistrationGeoDefaultsDocument,
  '\n    mutation RequestRgReturn($email: String!, $password: String!) {\n      requestRgReturn(email: $email, password: $password) {\n        __typename\n        ... on RgReturnSuccess {\n          availableAt\n        }\n        ... on GeneralAppError {\n          code\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ':
    types.RequestRgReturnDocument,
  '\n  fragment BonusInfoFields on BonusInfo {\n    currencyCode\n    coverImageUrl\n    title\n    name\n    condition\n    terms\n    depositPaymentType\n    availableCurrencies\n    availableForGame\n    availableForGameSlug\n    gameCategoryMultipliers {\n      category\n      multiplier\n    }\n    depositRequirements {\n      minDepositAmount\n      maxDepositAmount\n    }\n    wagerRequirements {\n      wagerMultiplier\n      wageringTime\n      minWagerBet\n      maxWagerBet\n    }\n    freespinsInfo {\n      freeSpinsCount\n      freespinsGame\n      freespinsGameSlug\n      freespinsExpireTime\n    }\n    rewardInfo {\n      rewardAmount\n      maxRewardLimit\n      maxRewardLimitMultiplier\n      rewardDepositMultiplier\n      rewardFreeSpins\n    }\n  }\n':
    types.BonusInfoFieldsFragmentDoc,
  '\n    fragment UserBonusFields on UserBonus {\n      id\n      expireAt\n      status\n      isCurrent\n      activatedCurrencyCode\n      createdAt\n      activatedAt\n      claimedAt\n      discardedAt\n      discardReason\n      calculatedReward\n      calculatedMaxRewardLimit\n      freeSpinsLeft\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n      bonusInfo {\n        ...BonusInfoFields\n      }\n    }\n  ':
    types.UserBonusFieldsFragmentDoc,
  '\n    query GetBonusList($request: GetBonusListRequest) {\n      getBonusList(request: $request) {\n        __typename\n        ... on BonusList {\n          count\n          bonusList {\n            id\n            name\n            bonusInfo {\n              ...BonusInfoFields\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ':
    types.GetBonusListDocument,
  '\n    query GetUserBonusesList($request: GetUserBonusesListRequest) {\n      getUserBonusesList(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ':
    types.GetUserBonusesListDocument,
  '\n    query GetUserBonusHistory($request: GetUserBonusHistoryRequest) {\n      getUserBonusHistory(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ':
    types.GetUserBonusHistoryDocument,
  '\n  mutation ActivateBonus($bonusId: Int!) {\n    activateBonus(bonusId: $bonusId) {\n      __typename\n      ... on ActivateBonusSuccess {\n        activatedBonusId\n      }\n      ... on ActivateBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.ActivateBonusDocument,
  '\n  mutation CancelBonus($bonusId: Int!) {\n    cancelBonus(bonusId: $bonusId) {\n      __typename\n      ... on CancelBonusSuccess {\n        canceledBonusId\n      }\n      ... on CancelBonusFailed {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.CancelBonusDocument,
  '\n  mutation ClaimBonusReward($bonusId: Int!) {\n    claimBonusReward(bonusId: $bonusId) {\n      __typename\n      ... on ClaimBonusRewardSuccess {\n        claimedBonusId\n        rewards {\n          realMoney {\n            amount\n            currency\n          }\n          bonusMoney {\n            amount\n            currency\n          }\n          freeSpins\n        }\n      }\n      ... on ClaimBonusRewardError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.ClaimBonusRewardDocument,
  '\n  subscription UserBonusUpdated {\n    userBonusUpdated {\n      id\n      status\n      isCurrent\n      expireAt\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n    }\n  }\n':
    types.UserBonusUpdatedDocument,
  '\n    subscription ChatMessageAdded($room: String!) {\n      chatMessageAdded(room: $room) {\n        ...ChatMessageFields\n      }\n    }\n  ':
    types.ChatMessageAddedDocument,
  '\n  subscription ChatMessageRemoved($room: String!) {\n    chatMessageRemoved(room: $room) {\n      id\n      room\n    }\n  }\n':
    types.ChatMessageRemovedDocument,
  '\n  fragment ChatMessageFields on ChatMessage {\n    id\n    room\n    text\n    mine\n    createdAt\n    author {\n      name\n      tag\n      level\n    }\n  }\n':
    types.ChatMessageFieldsFragmentDoc,
  '\n    query ChatMessages($room: String!, $before: ID, $limit: Int) {\n      chatMessages(room: $room, before: $before, limit: $limit) {\n        room\n        hasMore\n        items {\n          ...ChatMessageFields\n        }\n      }\n    }\n  ':
    types.ChatMessagesDocument,
  '\n    mutation SendChatMessage($room: String!, $text: String!) {\n      sendChatMessage(room: $room, text: $text) {\n        __typename\n        ... on SendChatMessageSuccess {\n          chatMessage {\n            ...ChatMessageFields\n          }\n        }\n        ... on ChatError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  ':
    types.SendChatMessageDocument,
  '\n    query FavoriteGames($pagination: FavoritesPagination) {\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ':
    types.FavoriteGamesDocument,
  '\n  query FilterProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n':
    types.FilterProvidersDocument,
  '\n    query GameBySlug($slug: String!) {\n      gameBySlug(slug: $slug) {\n        __typename\n        ... on GameBySlugSuccess {\n          game {\n            ...GameCardFields\n            recalled\n            likes\n            rating\n            hasBonus\n            info {\n              payout\n              description\n              devices\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ':
    types.GameBySlugDocument,
  '\n    query GamesList($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ':
    types.GamesListDocument,
  '\n  mutation MarkGameOpened($identifier: ID) {\n    markGameOpened(identifier: $identifier) {\n      __typename\n    }\n  }\n':
    types.MarkGameOpenedDocument,
  '\n  query Banners($position: String) {\n    banners(position: $position) {\n      id\n      key\n      title\n      description\n      url\n      active\n      position\n      path\n      buttonText\n    }\n  }\n':
    types.BannersDocument,
  '\n    query GamesListByCategory($count: Int) {\n      gamesListByCategory(count: $count) {\n        topSlots {\n          ...GameCardFields\n        }\n        topLiveCasino {\n          ...GameCardFields\n        }\n        topAll {\n          ...GameCardFields\n        }\n      }\n    }\n  ':
    types.GamesListByCategoryDocument,
  '\n  query HomeProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n':
    types.HomeProvidersDocument,
  '\n  query HomePaymentLogos($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        name\n        icon\n        enabled\n      }\n      crypto {\n        code\n        name\n        payinEnabled\n      }\n    }\n  }\n':
    types.HomePaymentLogosDocument,
  '\n    query HomePlayerRows($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ':
    types.HomePlayerRowsDocument,
  '\n  mutation ChangeUserLanguage($language: String!) {\n    changeUserLanguage(language: $language) {\n      __typename\n      ... on ActionSuccess {\n        ok\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n':
    types.ChangeUserLanguageDocument,
  '\n  query GetGeoInstructionByIp {\n    getGeoInstructionByIp {\n      currency\n      name\n      lang\n    }\n  }\n':
    types.GetGeoInstructionByIpDocument,
  '\n  query ReplenishmentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        icon\n        name\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n        }\n      }\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        payinEnabled\n        networks {\n          code\n          name\n        }\n      }\n    }\n  }\n':
    types.ReplenishmentMethodsDocument,
  '\n  query MyVipApplication {\n    myVipApplication {\n      id\n      message\n      contactPreference\n      status\n      createdAt\n    }\n  }\n':
    types.MyVipApplicationDocument,
  '\n  mutation SubmitVipApplication($input: SubmitVipApplicationInput!) {\n    submitVipApplication(input: $input) {\n      __typename\n      ... on SubmitVipApplicationSuccess {\n        ok\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.SubmitVipApplicationDocument,
  '\n  mutation MarkAllNotificationsAsRead {\n    markAllNotificationsAsRead {\n      ok\n    }\n  }\n':
    types.MarkAllNotificationsAsReadDocument,
  '\n  subscription UpdateUserOnlineStatus {\n    updateUserOnlineStatus {\n      userId\n      online\n      lastSeenAt\n    }\n  }\n':
    types.UpdateUserOnlineStatusDocument,
  '\n  subscription UserNotificationCreated {\n    userNotificationCreated {\n      id\n      type\n      action\n      content\n      initiator\n      isViewed\n      createdAt\n      data {\n        amount\n        currency\n        message\n        domain\n      }\n    }\n  }\n':
    types.UserNotificationCreatedDocument,
  '\n  subscription UserNotificationsUpdated {\n    userNotificationsUpdated {\n      reason\n      userUnread\n      systemUnread\n    }\n  }\n':
    types.UserNotificationsUpdatedDocument,
  '\n  query UserNotifications($input: UserNotificationsInput) {\n    userNotifications(input: $input) {\n      items {\n        id\n        type\n        action\n        content\n        initiator\n        isViewed\n        createdAt\n        data {\n          amount\n          currency\n          message\n          domain\n        }\n      }\n      actions\n      count\n      userUnread\n      systemUnread\n      recent {\n        id\n      }\n    }\n  }\n':
    types.UserNotificationsDocument,
  '\n  subscription UserWithdrawRequestStatusChanged {\n    userWithdrawRequestStatusChanged {\n      id\n      uuid\n      status\n      amount\n      currency\n      comment\n    }\n  }\n':
    types.UserWithdrawRequestStatusChangedDocument,
  '\n  query userWithdrawRequests($pagination: PaymentPagination) {\n    userWithdrawRequests(pagination: $pagination) {\n      id\n      uuid\n      currency\n      amount\n      fee\n      comment\n      date\n      status\n      method {\n        title\n      }\n    }\n  }\n':
    types.UserWithdrawRequestsDocument,
  '\n  fragment BlackjackRoundFields on BlackjackRound {\n    id\n    gameSlug\n    demo\n    currency\n    status\n    stake\n    amount\n    win\n    dealerCards\n    dealerHidden\n    dealerTotal\n    dealerSoft\n    peeked\n    hands {\n      cards\n      total\n      soft\n      amount\n      doubled\n      split\n      result\n      win\n    }\n    activeHand\n    legalActions\n    actions\n    step\n    timedOut\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n':
    types.BlackjackRoundFieldsFragmentDoc,
  '\n    fragment BlackjackResultFields on BlackjackResult {\n      __typename\n      ... on BlackjackSuccess {\n        replayed\n        resumed\n        round {\n          ...BlackjackRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ':
    types.BlackjackResultFieldsFragmentDoc,
  '\n    query blackjackRound($gameSlug: String!) {\n      blackjackRound(gameSlug: $gameSlug) {\n        __typename\n        ... on BlackjackOpenRound {\n          round {\n            ...BlackjackRoundFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ':
    types.BlackjackRoundDocument,
  '\n    mutation blackjackStart($input: BlackjackStartInput!) {\n      blackjackStart(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  ':
    types.BlackjackStartDocument,
  '\n    mutation blackjackAction($input: BlackjackActionInput!) {\n      blackjackAction(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  ':
    types.BlackjackActionDocument,
  '\n  fragment CrashRoundFields on CrashRound {\n    id\n    gameSlug\n    number\n    phase\n    bettingEndsAt\n    startedAt\n    crashedAt\n    crashPoint\n    gameHash\n    chainId\n    gameIndex\n    terminalHash\n    salt\n    rtp\n    growthRate\n  }\n':
    types.CrashRoundFieldsFragmentDoc,
  '\n  fragment CrashBetFields on CrashBet {\n    id\n    roundId\n    player\n    mine\n    demo\n    currency\n    amount\n    win\n    status\n    cashedOutAt\n    autoCashOut\n  }\n':
    types.CrashBetFieldsFragmentDoc,
  '\n    query CrashGame($slug: String!) {\n      crashGame(slug: $slug) {\n        __typename\n        ... on CrashGame {\n          slug\n          round {\n            ...CrashRoundFields\n          }\n          bets {\n            ...CrashBetFields\n          }\n          myBet {\n            ...CrashBetFields\n          }\n          history {\n            roundId\n            number\n            crashPoint\n            gameHash\n            gameIndex\n            chainId\n            terminalHash\n            salt\n          }\n          bettingMs\n          growthRate\n          serverTime\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ':
    types.CrashGameDocument,
  '\n    subscription CrashRound($slug: String!) {\n      crashRound(slug: $slug) {\n        kind\n        serverTime\n        round {\n          ...CrashRoundFields\n        }\n        bet {\n          ...CrashBetFields\n        }\n      }\n    }\n  ':
    types.CrashRoundDocument,
  '\n    fragment CrashBetResultFields on CrashBetResult {\n      __typename\n      ... on CrashBetSuccess {\n        replayed\n        bet {\n          ...CrashBetFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ':
    types.CrashBetResultFieldsFragmentDoc,
  '\n    mutation PlaceCrashBet($input: PlaceCrashBetInput!) {\n      placeCrashBet(input: $input) {\n        ...CrashBetResultFields\n      }\n    }\n  ':
    types.PlaceCrashBetDocument,
  '\n    mutation CashOutCrash($roundId: ID!) {\n      cashOutCrash(roundId: $roundId) {\n        ...CrashBetResultFields\n      }\n    }\n  ':
    types.CashOutCrashDocument,
  '\n  query FreeSpinsOffer {\n    getUserBonusesList {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          freeSpinsLeft\n          freeSpinValue\n          activatedCurrencyCode\n          bonusInfo {\n            freespinsInfo {\n              freespinsGameSlug\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.FreeSpinsOfferDocument,
  '\n    mutation playFreeSpin($input: PlayFreeSpinInput!) {\n      playFreeSpin(input: $input) {\n        __typename\n        ... on FreeSpinSuccess {\n          freeSpinsLeft\n          status\n          play {\n            __typename\n            replayed\n            round {\n              ...BetRoundFields\n            }\n            balance {\n              currency\n              real\n              bonus\n              total\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ':
    types.PlayFreeSpinDocument,
  '\n  query OriginalsConfig($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        plinko {\n          minRows\n          maxRows\n          tables {\n            rows\n            risk\n            multipliers\n          }\n        }\n        keno {\n          numbers\n          drawn\n          maxPicks\n          tables {\n            picks\n            risk\n            multipliers\n          }\n        }\n        wheel {\n          segments\n          layouts {\n            segments\n            risk\n            multipliers\n          }\n        }\n        mines {\n          tiles\n          minMines\n          maxMines\n        }\n      }\n    }\n  }\n':
    types.OriginalsConfigDocument,
  '\n    fragment OriginalPlayFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          id\n          demo\n          currency\n          amount\n          win\n          multiplier\n          nonce\n          outcome {\n            __typename\n            ... on PlinkoOutcome {\n              rows\n              risk\n              path\n              slot\n              multiplier\n            }\n            ... on KenoOutcome {\n              picks\n              drawn\n              hits\n              multiplier\n            }\n            ... on WheelOutcome {\n              segments\n              risk\n              segment\n              multiplier\n            }\n          }\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ':
    types.OriginalPlayFieldsFragmentDoc,
  '\n    mutation playPlinko($input: PlayPlinkoInput!) {\n      playPlinko(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ':
    types.PlayPlinkoDocument,
  '\n    mutation playKeno($input: PlayKenoInput!) {\n      playKeno(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ':
    types.PlayKenoDocument,
  '\n    mutation playWheel($input: PlayWheelInput!) {\n      playWheel(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ':
    types.PlayWheelDocument,
  '\n  fragment MinesRoundFields on MinesRound {\n    id\n    gameSlug\n    demo\n    currency\n    amount\n    mines\n    revealed\n    safe\n    status\n    multiplier\n    nextMultiplier\n    win\n    mineTiles\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n':
    types.MinesRoundFieldsFragmentDoc,
  '\n    fragment MinesResultFields on MinesResult {\n      __typename\n      ... on MinesSuccess {\n        replayed\n        resumed\n        round {\n          ...MinesRoundFields\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ':
    types.MinesResultFieldsFragmentDoc,
  '\n    query minesRound($gameSlug: String!) {\n      minesRound(gameSlug: $gameSlug) {\n        __typename\n        ... on MinesOpenRound {\n          round {\n            ...MinesRoundFields\n          }\n        }\n      }\n    }\n  ':
    types.MinesRoundDocument,
  '\n    mutation minesStart($input: MinesStartInput!) {\n      minesStart(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ':
    types.MinesStartDocument,
  '\n    mutation minesReveal($input: MinesRevealInput!) {\n      minesReveal(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ':
    types.MinesRevealDocument,
  '\n    mutation minesCashOut($input: MinesCashOutInput!) {\n      minesCashOut(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ':
    types.MinesCashOutDocument,
  '\n  query GameEngine($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        engine\n        rtp\n        currency\n        minBet\n        maxBet\n        slots {\n          theme\n          lines\n          strips\n          scatterPays\n          symbols {\n            id\n            name\n            kind\n            pays\n          }\n          freeSpins\n          freeSpinMultiplier\n        }\n        roulette {\n          redNumbers\n        }\n        dice {\n          minChance\n          maxChance\n        }\n        crash {\n          minTarget\n          maxTarget\n          terminalHash\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.GameEngineDocument,
  '\n  fragment Spin on SlotsSpin {\n    grid\n    lineWins {\n      line\n      symbol\n      count\n    }\n    scatters\n  }\n':
    types.SpinFragmentDoc,
  '\n    fragment BetRoundFields on BetRound {\n      id\n      gameSlug\n      engine\n      demo\n      currency\n      amount\n      win\n      multiplier\n      serverSeedHash\n      clientSeed\n      nonce\n      createdAt\n      outcome {\n        __typename\n        ... on SlotsOutcome {\n          base {\n            ...Spin\n          }\n          freeSpins {\n            ...Spin\n          }\n          freeSpinMultiplier\n        }\n        ... on RouletteOutcome {\n          pocket\n          color\n        }\n        ... on DiceOutcome {\n          roll\n          target\n          direction\n          chance\n          won\n        }\n        ... on CrashOutcome {\n          crashPoint\n          target\n          autoCashOut\n          cashedOutAt\n          won\n          gameIndex\n          gameHash\n          terminalHash\n          roundNumber\n        }\n        ... on BaccaratOutcome {\n          playerCards\n          bankerCards\n          playerTotal\n          bankerTotal\n          result\n        }\n        ... on BlackjackOutcome {\n          dealerCards\n          dealerTotal\n          hands {\n            cards\n            total\n            doubled\n            result\n          }\n          actions\n          timedOut\n        }\n      }\n    }\n  ':
    types.BetRoundFieldsFragmentDoc,
  '\n    fragment PlayResultFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          ...BetRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ':
    types.PlayResultFieldsFragmentDoc,
  '\n    mutation playSlots($input: PlaySlotsInput!) {\n      playSlots(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ':
    types.PlaySlotsDocument,
  '\n    mutation playRoulette($input: PlayRouletteInput!) {\n      playRoulette(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ':
    types.PlayRouletteDocument,
  '\n    mutation playDice($input: PlayDiceInput!) {\n      playDice(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ':
    types.PlayDiceDocument,
  '\n    mutation playBaccarat($input: PlayBaccaratInput!) {\n      playBaccarat(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ':
    types.PlayBaccaratDocument,
  '\n    query betHistory($input: BetHistoryInput) {\n      betHistory(input: $input) {\n        count\n        items {\n          ...BetRoundFields\n          game {\n            id\n            title\n            image {\n              src\n            }\n          }\n        }\n      }\n    }\n  ':
    types.BetHistoryDocument,
  '\n  fragment FairnessSeedsFields on FairnessSeeds {\n    serverSeedHash\n    clientSeed\n    nonce\n    previous {\n      serverSeed\n      serverSeedHash\n      clientSeed\n      nonce\n      revealedAt\n    }\n  }\n':
    types.FairnessSeedsFieldsFragmentDoc,
  '\n    query fairnessSeeds {\n      fairnessSeeds {\n        ...FairnessSeedsFields\n      }\n    }\n  ':
    types.FairnessSeedsDocument,
  '\n    fragment RotateSeedResultFields on RotateSeedResult {\n      __typename\n      ... on RotateSeedSuccess {\n        revealed {\n          serverSeed\n          serverSeedHash\n          clientSeed\n          nonce\n          revealedAt\n        }\n        seeds {\n          ...FairnessSeedsFields\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  ':
    types.RotateSeedResultFieldsFragmentDoc,
  '\n    mutation rotateServerSeed {\n      rotateServerSeed {\n        ...RotateSeedResultFields\n      }\n    }\n  ':
    types.RotateServerSeedDocument,
  '\n    mutation setClientSeed($clientSeed: String!) {\n      setClientSeed(clientSeed: $clientSeed) {\n        ...RotateSeedResultFields\n      }\n    }\n  ':
    types.SetClientSeedDocument,
  '\n  query verifyBet(\n    $serverSeed: String!\n    $clientSeed: String!\n    $nonce: Int!\n    $engine: GameEngineKind!\n    $params: VerifyBetParams\n  ) {\n    verifyBet(\n      serverSeed: $serverSeed\n      clientSeed: $clientSeed\n      nonce: $nonce\n      engine: $engine\n      params: $params\n    ) {\n      __typename\n      ... on VerifiedBet {\n        serverSeedHash\n        floats\n        pocket\n        roll\n        crashPoint\n        chainValid\n        baccarat {\n          playerTotal\n          bankerTotal\n          result\n        }\n        blackjack {\n          shoe\n          dealerCards\n          finished\n          hands {\n            cards\n            doubled\n            result\n          }\n        }\n        plinko {\n          slot\n        }\n        keno {\n          drawn\n        }\n        wheel {\n          segment\n        }\n        mineTiles\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.VerifyBetDocument,
  '\n  query SlotRules {\n    jurisdictionProfile {\n      id\n      minSpinMillis\n      noCelebrationAtOrBelowStake\n      autoplayAllowed\n    }\n  }\n':
    types.SlotRulesDocument,
  '\n    mutation ChangeUserPassword($password: String!, $oldPassword: String) {\n      changeUserPassword(password: $password, oldPassword: $oldPassword) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.ChangeUserPasswordDocument,
  '\n    mutation ChangeUserPhone($phone: String!) {\n      changeUserPhone(phone: $phone) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.ChangeUserPhoneDocument,
  '\n    mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {\n      changeUserProfileDetails(input: $input) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.ChangeUserProfileDetailsDocument,
  '\n  query ProfileCountries {\n    countries {\n      code\n      name\n      flag\n    }\n  }\n':
    types.ProfileCountriesDocument,
  '\n  mutation TwoFactorSetup {\n    twoFactorSetup {\n      __typename\n      ... on TwoFactorSetup {\n        secret\n        otpauthUri\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n':
    types.TwoFactorSetupDocument,
  '\n    mutation TwoFactorEnable($code: String!) {\n      twoFactorEnable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.TwoFactorEnableDocument,
  '\n    mutation TwoFactorDisable($code: String!) {\n      twoFactorDisable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ':
    types.TwoFactorDisableDocument,
  '\n  query UserProfileDetails {\n    userProfileDetails {\n      address\n      birthDate\n      firstName\n      lastName\n      city\n      country\n      gender\n      postal\n      state\n      banner\n      avatar\n      name\n      phone\n    }\n  }\n':
    types.UserProfileDetailsDocument,
  '\n    query ProviderGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ':
    types.ProviderGamesDocument,
  '\n  query Providers($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        description\n        likes\n        rating\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n':
    types.ProvidersDocument,
  '\n    fragment RgFailureFields on GeneralAppError {\n      code\n      message\n      rg {\n        ...RgRefusalFields\n      }\n    }\n  ':
    types.RgFailureFieldsFragmentDoc,
  '\n  fragment RgLimitFields on RgLimit {\n    type\n    period\n    amount\n    used\n    remaining\n    updatedAt\n    pending {\n      amount\n      requestedAt\n      effectiveAt\n      confirmable\n    }\n  }\n':
    types.RgLimitFieldsFragmentDoc,
  '\n  fragment RgBlockFields on RgBlock {\n    kind\n    since\n    until\n    reason\n    returnAvailableAt\n  }\n':
    types.RgBlockFieldsFragmentDoc,
  '\n    fragment RgOverviewFields on RgOverview {\n      currency\n      decimals\n      limits {\n        ...RgLimitFields\n      }\n      sessionLimit {\n        ...RgLimitFields\n      }\n      realityCheckMinutes\n      limitPromptDue\n      lastPgsiScore\n      block {\n        ...RgBlockFields\n      }\n      jurisdiction {\n        id\n        limitPrompt\n        realityCheckDefaultMinutes\n        realityCheckMandatory\n        realityCheckOptions\n      }\n    }\n  ':
    types.RgOverviewFieldsFragmentDoc,
  '\n  fragment RgSessionStatsFields on RgSessionStats {\n    sessionStart\n    durationSeconds\n    wageredMinor\n    netMinor\n    currency\n    decimals\n    realityCheckMinutes\n    nextRealityCheckAt\n    realityCheckDue\n    sessionEndsAt\n  }\n':
    types.RgSessionStatsFieldsFragmentDoc,
  '\n  fragment RgHelpFields on RgHelpOrganisation {\n    name\n    url\n    phone\n  }\n':
    types.RgHelpFieldsFragmentDoc,
  '\n    query MyResponsibleGaming {\n      myResponsibleGaming {\n        ...RgOverviewFields\n      }\n    }\n  ':
    types.MyResponsibleGamingDocument,
  '\n    query RgSessionStats {\n      rgSessionStats {\n        ...RgSessionStatsFields\n      }\n    }\n  ':
    types.RgSessionStatsDocument,
  '\n    fragment RgLimitResultFields on RgLimitResult {\n      __typename\n      ... on RgLimitChange {\n        applied\n        limit {\n          ...RgLimitFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  ':
    types.RgLimitResultFieldsFragmentDoc,
  '\n    mutation SetRgLimit($input: SetRgLimitInput!) {\n      setRgLimit(input: $input) {\n        ...RgLimitResultFields\n      }\n    }\n  ':
    types.SetRgLimitDocument,
  '\n    mutation ConfirmRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      confirmRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  ':
    types.ConfirmRgLimitChangeDocument,
  '\n    mutation CancelRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      cancelRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  ':
    types.CancelRgLimitChangeDocument,
  '\n    mutation SetRgSessionLimit($minutes: Int) {\n      setRgSessionLimit(minutes: $minutes) {\n        ...RgLimitResultFields\n      }\n    }\n  ':
    types.SetRgSessionLimitDocument,
  '\n    mutation SetRealityCheckInterval($minutes: Int) {\n      setRealityCheckInterval(minutes: $minutes) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ':
    types.SetRealityCheckIntervalDocument,
  '\n    mutation AnswerRgLimitPrompt($declined: Boolean!) {\n      answerRgLimitPrompt(declined: $declined) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ':
    types.AnswerRgLimitPromptDocument,
  '\n    mutation AnswerRealityCheck($answer: RealityCheckAnswer!) {\n      answerRealityCheck(answer: $answer) {\n        __typename\n        ... on RgSessionStats {\n          ...RgSessionStatsFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ':
    types.AnswerRealityCheckDocument,
  '\n    fragment RgExclusionResultFields on RgExclusionResult {\n      __typename\n      ... on RgExclusionSuccess {\n        block {\n          ...RgBlockFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  ':
    types.RgExclusionResultFieldsFragmentDoc,
  '\n    mutation TakeRgTimeOut($duration: RgTimeOutDuration!, $password: String!) {\n      takeRgTimeOut(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ':
    types.TakeRgTimeOutDocument,
  '\n    mutation SelfExclude($duration: RgExclusionDuration!, $password: String!) {\n      selfExclude(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ':
    types.SelfExcludeDocument,
  '\n    mutation CloseAccount($input: CloseAccountInput!, $password: String!) {\n      closeAccount(input: $input, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ':
    types.CloseAccountDocument,
  '\n  query RgActivityStatement($period: RgStatementPeriod!) {\n    rgActivityStatement(period: $period) {\n      period\n      currency\n      decimals\n      rows {\n        start\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n      totals {\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n    }\n  }\n':
    types.RgActivityStatementDocument,
  '\n  query PgsiQuestionnaire {\n    pgsiQuestionnaire {\n      questions {\n        index\n        key\n      }\n      options {\n        score\n        key\n      }\n    }\n  }\n':
    types.PgsiQuestionnaireDocument,
  '\n    mutation SubmitPgsi($answers: [Int!]!) {\n      submitPgsi(answers: $answers) {\n        score\n        category\n        help {\n          ...RgHelpFields\n        }\n      }\n    }\n  ':
    types.SubmitPgsiDocument,
  '\n    query RgHelpOrganisations {\n      rgHelpOrganisations {\n        ...RgHelpFields\n      }\n    }\n  ':
    types.RgHelpOrganisationsDocument,
  '\n  query RgHistory($first: Int) {\n    rgHistory(first: $first) {\n      id\n      at\n      actor\n      action\n      limitType\n      period\n      oldValue\n      newValue\n    }\n  }\n':
    types.RgHistoryDocument,
  '\n    query LastPlayedGames($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ':
    types.LastPlayedGamesDocument,
  '\n    query SearchGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ':
    types.SearchGamesDocument,
  '\n  query SearchProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n':
    types.SearchProvidersDocument,
  '\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    fromStaff\n    mine\n    text\n    createdAt\n  }\n':
    types.SupportMessageFieldsFragmentDoc,
  '\n    query SupportConversation($before: ID, $limit: Int) {\n      supportConversation(before: $before, limit: $limit) {\n        id\n        status\n        hasMore\n        items {\n          ...SupportMessageFields\n        }\n      }\n    }\n  ':
    types.SupportConversationDocument,
  '\n    mutation SendSupportMessage($text: String!) {\n      sendSupportMessage(text: $text) {\n        __typename\n        ... on SendSupportMessageSuccess {\n          supportMessage {\n            ...SupportMessageFields\n          }\n        }\n        ... on SupportError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  ':
    types.SendSupportMessageDocument,
  '\n    subscription SupportMessageAdded {\n      supportMessageAdded {\n        ...SupportMessageFields\n      }\n    }\n  ':
    types.SupportMessageAddedDocument,
  '\n  mutation cancelWithdrawRequest($input: CancelWithdrawRequestInput!) {\n    cancelWithdrawRequest(input: $input) {\n      __typename\n      ... on CancelWithdrawRequestSuccess {\n        id\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.CancelWithdrawRequestDocument,
  '\n  query ConvertCurrency($request: ConvertCurrencyRequest!) {\n    convertCurrency(request: $request) {\n      amount\n      currency\n    }\n  }\n':
    types.ConvertCurrencyDocument,
  '\n    mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {\n      createFiatDepositPayment(input: $input) {\n        status\n        paymentLink\n        errorMessage\n        paymentId\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ':
    types.CreateFiatDepositPaymentDocument,
  '\n    mutation createWithdrawRequest($input: CreateWithdrawRequestInput!) {\n      createWithdrawRequest(input: $input) {\n        __typename\n        ... on CreateWithdrawRequestSuccess {\n          uuid\n          id\n        }\n        ... on CreateWithdrawRequestRefused {\n          reason\n          remaining\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ':
    types.CreateWithdrawRequestDocument,
  '\n  query CurrentBonus($request: GetUserBonusesListRequest) {\n    getUserBonusesList(request: $request) {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          bonusInfo {\n            title\n            name\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.CurrentBonusDocument,
  '\n  query CurrentUserBalance {\n    currentUser {\n      id\n      name\n      phone\n      kyc\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n':
    types.CurrentUserBalanceDocument,
  '\n  query DepositProfile {\n    userProfileDetails {\n      firstName\n      lastName\n      name\n      phone\n      country\n    }\n    countries {\n      code\n      name\n      flag\n    }\n  }\n':
    types.DepositProfileDocument,
  '\n  query GetDepositAddress($balanceId: ID!, $method: DepositAddressMethod!) {\n    getDepositAddress(balanceId: $balanceId, method: $method) {\n      cryptoDepositAddress {\n        address\n        currency\n        network\n        minimumPayinAmount\n        precision\n      }\n    }\n  }\n':
    types.GetDepositAddressDocument,
  '\n  query GetPaymentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        precision\n        payinEnabled\n        swappableTo\n        networks {\n          name\n          code\n          minimumPayinAmount\n          precision\n        }\n      }\n      fiat {\n        id\n        icon\n        crypto\n        name\n        currency\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        onboardingRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n          predefinedAmounts\n        }\n        exchange {\n          currency\n          rate\n        }\n      }\n    }\n  }\n':
    types.GetPaymentMethodsDocument,
  '\n  query GetProviderPredefinedFields($methodId: String!) {\n    getProviderPredefinedFields(methodId: $methodId) {\n      fields {\n        type\n        name\n        required\n        pattern\n        minLength\n        maxLength\n        width\n      }\n    }\n  }\n':
    types.GetProviderPredefinedFieldsDocument,
  '\n  fragment WithdrawInputFields on WithdrawInput {\n    id\n    title\n    placeholder\n    maxLength\n    required\n    validation\n  }\n':
    types.WithdrawInputFieldsFragmentDoc,
  '\n    query WithdrawMethods($request: WithdrawMethodsRequest!) {\n      withdrawMethods(request: $request) {\n        methods {\n          id\n          title\n          name\n          logo\n          fee\n          feeDescription\n          minWaitTime {\n            quantity\n            unit\n          }\n          maxWaitTime {\n            quantity\n            unit\n          }\n          kycRequired\n          kyc\n          instant\n          recommended\n          maintenance\n          payoutCurrency\n          currencySettings {\n            currency\n            maxWithdrawAmount\n            minWithdrawAmount\n            staticFee\n            conversationFee\n          }\n          inputs {\n            ...WithdrawInputFields\n          }\n          dropdowns {\n            id\n            title\n            required\n            options {\n              id\n              title\n              value\n              inputs {\n                ...WithdrawInputFields\n              }\n            }\n          }\n        }\n      }\n    }\n  ':
    types.WithdrawMethodsDocument,
  '\n  query WithdrawalStatus {\n    withdrawalStatus {\n      currency\n      realBalance\n      withdrawable\n      blockedBy\n      wagerRemaining\n    }\n  }\n':
    types.WithdrawalStatusDocument,
  '\n  query GetUserDepositBonusesList($request: GetUserDepositBonusesListRequest!) {\n    getUserDepositBonusesList(request: $request) {\n      __typename\n      ... on UserDepositBonuses {\n        bonusList {\n          id\n          status\n          isCurrent\n          expireAt\n          activatedCurrencyCode\n          bonusInfo {\n            currencyCode\n            coverImageUrl\n            title\n            name\n            condition\n            depositPaymentType\n            depositRequirements {\n              minDepositAmount\n              maxDepositAmount\n            }\n            wagerRequirements {\n              wagerMultiplier\n              wageringTime\n              minWagerBet\n              maxWagerBet\n            }\n            freespinsInfo {\n              freeSpinsCount\n              freespinsGame\n              freespinsGameSlug\n            }\n            rewardInfo {\n              rewardAmount\n              maxRewardLimit\n              maxRewardLimitMultiplier\n              rewardDepositMultiplier\n              rewardFreeSpins\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.GetUserDepositBonusesListDocument,
  '\n  mutation SelectDepositBonus($bonusId: Int!, $currencyCode: String!) {\n    selectDepositBonus(bonusId: $bonusId, currencyCode: $currencyCode) {\n      __typename\n      ... on SelectDepositBonusSuccess {\n        selectedBonusId\n      }\n      ... on SelectDepositBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n':
    types.SelectDepositBonusDocument,
  '\n  subscription UserBonusListUpdated {\n    userBonusListUpdated {\n      bonusId\n      status\n    }\n  }\n':
    types.UserBonusListUpdatedDocument,
  '\n  query GameCategoryList {\n    gameCategoryList {\n      name\n      description\n      rollover\n      _count\n    }\n    gamesCount\n  }\n':
    types.GameCategoryListDocument,
  '\n  fragment GameCardFields on Game {\n    id\n    name\n    slug\n    title\n    category\n    providerName\n    providerSlug\n    image {\n      src\n      width\n      height\n    }\n    isFavorite\n    restrictions {\n      country\n      currency\n      disabled\n    }\n  }\n':
    types.GameCardFieldsFragmentDoc,
  '\n  query GetUserDepositPayments($input: UserDepositPaymentsInput) {\n    getUserDepositPayments(input: $input) {\n      items {\n        id\n        timestamp\n        status\n        amount\n        currency\n        method\n        network\n        exchange {\n          currency\n          amount\n        }\n      }\n      count\n    }\n  }\n':
    types.GetUserDepositPaymentsDocument,
  '\n  fragment IdentityResult on IdentityActionResult {\n    __typename\n    ... on ActionSuccess {\n      ok\n    }\n    ... on IdentityError {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n':
    types.IdentityResultFragmentDoc,
  '\n    mutation ResendEmailConfirmationOtp {\n      resendEmailConfirmationOtp {\n        ...IdentityResult\n      }\n    }\n  ':
    types.ResendEmailConfirmationOtpDocument,
  '\n  fragment RgRefusalFields on RgRefusal {\n    code\n    limitType\n    period\n    limitMinor\n    remainingMinor\n    currency\n    decimals\n    maxStakeMinor\n    until\n    indefinite\n  }\n':
    types.RgRefusalFieldsFragmentDoc,
  '\n  subscription UserBalanceUpdated {\n    userBalanceUpdated {\n      source\n      amount\n      currency\n      balanceType\n    }\n  }\n':
    types.UserBalanceUpdatedDocument,
  '\n  query ViewerGeoRegion {\n    getGeoInstructionByIp {\n      country\n      currency\n    }\n  }\n':
    types.ViewerGeoRegionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FavoriteGameResultFields on FavoriteGameResult {\n    __typename\n    ... on FavoriteGameSuccess {\n      ok\n      code\n      gameId\n      isFavorite\n    }\n    ... on GeneralAppError {\n      code\n      message\n    }\n  }\n',
): (typeof documents)['\n  fragment FavoriteGameResultFields on FavoriteGameResult {\n    __typename\n    ... on FavoriteGameSuccess {\n      ok\n      code\n      gameId\n      isFavorite\n    }\n    ... on GeneralAppError {\n      code\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation AddGameToFavorites($identifier: ID) {\n      addGameToFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation AddGameToFavorites($identifier: ID) {\n      addGameToFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RemoveGameFromFavorites($identifier: ID) {\n      removeGameFromFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation RemoveGameFromFavorites($identifier: ID) {\n      removeGameFromFavorites(identifier: $identifier) {\n        ...FavoriteGameResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentUser {\n    currentUser {\n      id\n      uuid\n      email\n      emailConfirmed\n      name\n      phone\n      phoneConfirmed\n      gameBalanceId\n      mainCountry\n      firstRegisteredCurrency\n      kyc\n      kycReason\n      isVIP\n      onboarding {\n        country\n      }\n      depositBonusClaimShown\n      referralQuestsCompleted\n      oneClickRequisitesShown\n      level\n      language\n      hideZeroBalances\n      hideLevelUp\n      totalWager\n      tz\n      twoFactorEnabled\n      createdAt\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentUser {\n    currentUser {\n      id\n      uuid\n      email\n      emailConfirmed\n      name\n      phone\n      phoneConfirmed\n      gameBalanceId\n      mainCountry\n      firstRegisteredCurrency\n      kyc\n      kycReason\n      isVIP\n      onboarding {\n        country\n      }\n      depositBonusClaimShown\n      referralQuestsCompleted\n      oneClickRequisitesShown\n      level\n      language\n      hideZeroBalances\n      hideLevelUp\n      totalWager\n      tz\n      twoFactorEnabled\n      createdAt\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) {\n      confirmUserEmail(input: $input) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation ConfirmUserEmail($input: ConfirmUserEmailInput!) {\n      confirmUserEmail(input: $input) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation VerifyEmailConfirmationOtp($code: String!) {\n      verifyEmailConfirmationOtp(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation VerifyEmailConfirmationOtp($code: String!) {\n      verifyEmailConfirmationOtp(code: $code) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment LoginResultFields on LoginResult {\n      __typename\n      ... on LoginSuccess {\n        token\n      }\n      ... on LoginTwoFactorRequired {\n        type\n        challenge\n      }\n      ... on LoginError {\n        code\n        description\n        retryAfterSeconds\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    fragment LoginResultFields on LoginResult {\n      __typename\n      ... on LoginSuccess {\n        token\n      }\n      ... on LoginTwoFactorRequired {\n        type\n        challenge\n      }\n      ... on LoginError {\n        code\n        description\n        retryAfterSeconds\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation Login($input: LoginInput!) {\n      login(input: $input) {\n        ...LoginResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation Login($input: LoginInput!) {\n      login(input: $input) {\n        ...LoginResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation LoginWithTwoFactor($challenge: String!, $code: String!) {\n      loginWithTwoFactor(challenge: $challenge, code: $code) {\n        ...LoginResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation LoginWithTwoFactor($challenge: String!, $code: String!) {\n      loginWithTwoFactor(challenge: $challenge, code: $code) {\n        ...LoginResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Logout {\n    logout\n  }\n',
): (typeof documents)['\n  mutation Logout {\n    logout\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!, $captcha: String) {\n      resetPasswordByEmail(input: $input, captcha: $captcha) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation ResetPasswordByEmail($input: ResetPasswordByEmailInput!, $captcha: String) {\n      resetPasswordByEmail(input: $input, captcha: $captcha) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResetPasswordWithToken($password: String!, $token: String!) {\n    resetPasswordWithToken(password: $password, token: $token)\n  }\n',
): (typeof documents)['\n  mutation ResetPasswordWithToken($password: String!, $token: String!) {\n    resetPasswordWithToken(password: $password, token: $token)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UserRegisterByEmail($input: UserRegisterByEmailInput!, $captcha: String) {\n    userRegisterByEmail(input: $input, captcha: $captcha) {\n      __typename\n      ... on RegisterSuccess {\n        token\n      }\n      ... on IdentityError {\n        code\n        message\n        field\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation UserRegisterByEmail($input: UserRegisterByEmailInput!, $captcha: String) {\n    userRegisterByEmail(input: $input, captcha: $captcha) {\n      __typename\n      ... on RegisterSuccess {\n        token\n      }\n      ... on IdentityError {\n        code\n        message\n        field\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrenciesSupportedOnThePlatformByDefault {\n    currenciesSupportedOnThePlatformByDefault {\n      __typename\n      ... on SupportedCurrencies {\n        currencies {\n          id\n          code\n          name\n        }\n      }\n      ... on GeneralAppError {\n        code\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrenciesSupportedOnThePlatformByDefault {\n    currenciesSupportedOnThePlatformByDefault {\n      __typename\n      ... on SupportedCurrencies {\n        currencies {\n          id\n          code\n          name\n        }\n      }\n      ... on GeneralAppError {\n        code\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrationCountries {\n    countries {\n      code\n      name\n      flag\n      currency\n    }\n  }\n',
): (typeof documents)['\n  query RegistrationCountries {\n    countries {\n      code\n      name\n      flag\n      currency\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RegistrationGeoDefaults {\n    getGeoInstructionByIp {\n      currency\n      name\n      country\n      lang\n    }\n  }\n',
): (typeof documents)['\n  query RegistrationGeoDefaults {\n    getGeoInstructionByIp {\n      currency\n      name\n      country\n      lang\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation RequestRgReturn($email: String!, $password: String!) {\n      requestRgReturn(email: $email, password: $password) {\n        __typename\n        ... on RgReturnSuccess {\n          availableAt\n        }\n        ... on GeneralAppError {\n          code\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation RequestRgReturn($email: String!, $password: String!) {\n      requestRgReturn(email: $email, password: $password) {\n        __typename\n        ... on RgReturnSuccess {\n          availableAt\n        }\n        ... on GeneralAppError {\n          code\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BonusInfoFields on BonusInfo {\n    currencyCode\n    coverImageUrl\n    title\n    name\n    condition\n    terms\n    depositPaymentType\n    availableCurrencies\n    availableForGame\n    availableForGameSlug\n    gameCategoryMultipliers {\n      category\n      multiplier\n    }\n    depositRequirements {\n      minDepositAmount\n      maxDepositAmount\n    }\n    wagerRequirements {\n      wagerMultiplier\n      wageringTime\n      minWagerBet\n      maxWagerBet\n    }\n    freespinsInfo {\n      freeSpinsCount\n      freespinsGame\n      freespinsGameSlug\n      freespinsExpireTime\n    }\n    rewardInfo {\n      rewardAmount\n      maxRewardLimit\n      maxRewardLimitMultiplier\n      rewardDepositMultiplier\n      rewardFreeSpins\n    }\n  }\n',
): (typeof documents)['\n  fragment BonusInfoFields on BonusInfo {\n    currencyCode\n    coverImageUrl\n    title\n    name\n    condition\n    terms\n    depositPaymentType\n    availableCurrencies\n    availableForGame\n    availableForGameSlug\n    gameCategoryMultipliers {\n      category\n      multiplier\n    }\n    depositRequirements {\n      minDepositAmount\n      maxDepositAmount\n    }\n    wagerRequirements {\n      wagerMultiplier\n      wageringTime\n      minWagerBet\n      maxWagerBet\n    }\n    freespinsInfo {\n      freeSpinsCount\n      freespinsGame\n      freespinsGameSlug\n      freespinsExpireTime\n    }\n    rewardInfo {\n      rewardAmount\n      maxRewardLimit\n      maxRewardLimitMultiplier\n      rewardDepositMultiplier\n      rewardFreeSpins\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment UserBonusFields on UserBonus {\n      id\n      expireAt\n      status\n      isCurrent\n      activatedCurrencyCode\n      createdAt\n      activatedAt\n      claimedAt\n      discardedAt\n      discardReason\n      calculatedReward\n      calculatedMaxRewardLimit\n      freeSpinsLeft\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n      bonusInfo {\n        ...BonusInfoFields\n      }\n    }\n  ',
): (typeof documents)['\n    fragment UserBonusFields on UserBonus {\n      id\n      expireAt\n      status\n      isCurrent\n      activatedCurrencyCode\n      createdAt\n      activatedAt\n      claimedAt\n      discardedAt\n      discardReason\n      calculatedReward\n      calculatedMaxRewardLimit\n      freeSpinsLeft\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n      bonusInfo {\n        ...BonusInfoFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query GetBonusList($request: GetBonusListRequest) {\n      getBonusList(request: $request) {\n        __typename\n        ... on BonusList {\n          count\n          bonusList {\n            id\n            name\n            bonusInfo {\n              ...BonusInfoFields\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query GetBonusList($request: GetBonusListRequest) {\n      getBonusList(request: $request) {\n        __typename\n        ... on BonusList {\n          count\n          bonusList {\n            id\n            name\n            bonusInfo {\n              ...BonusInfoFields\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query GetUserBonusesList($request: GetUserBonusesListRequest) {\n      getUserBonusesList(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query GetUserBonusesList($request: GetUserBonusesListRequest) {\n      getUserBonusesList(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query GetUserBonusHistory($request: GetUserBonusHistoryRequest) {\n      getUserBonusHistory(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query GetUserBonusHistory($request: GetUserBonusHistoryRequest) {\n      getUserBonusHistory(request: $request) {\n        __typename\n        ... on UserBonusList {\n          count\n          bonusList {\n            ...UserBonusFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ActivateBonus($bonusId: Int!) {\n    activateBonus(bonusId: $bonusId) {\n      __typename\n      ... on ActivateBonusSuccess {\n        activatedBonusId\n      }\n      ... on ActivateBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ActivateBonus($bonusId: Int!) {\n    activateBonus(bonusId: $bonusId) {\n      __typename\n      ... on ActivateBonusSuccess {\n        activatedBonusId\n      }\n      ... on ActivateBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelBonus($bonusId: Int!) {\n    cancelBonus(bonusId: $bonusId) {\n      __typename\n      ... on CancelBonusSuccess {\n        canceledBonusId\n      }\n      ... on CancelBonusFailed {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelBonus($bonusId: Int!) {\n    cancelBonus(bonusId: $bonusId) {\n      __typename\n      ... on CancelBonusSuccess {\n        canceledBonusId\n      }\n      ... on CancelBonusFailed {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ClaimBonusReward($bonusId: Int!) {\n    claimBonusReward(bonusId: $bonusId) {\n      __typename\n      ... on ClaimBonusRewardSuccess {\n        claimedBonusId\n        rewards {\n          realMoney {\n            amount\n            currency\n          }\n          bonusMoney {\n            amount\n            currency\n          }\n          freeSpins\n        }\n      }\n      ... on ClaimBonusRewardError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ClaimBonusReward($bonusId: Int!) {\n    claimBonusReward(bonusId: $bonusId) {\n      __typename\n      ... on ClaimBonusRewardSuccess {\n        claimedBonusId\n        rewards {\n          realMoney {\n            amount\n            currency\n          }\n          bonusMoney {\n            amount\n            currency\n          }\n          freeSpins\n        }\n      }\n      ... on ClaimBonusRewardError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UserBonusUpdated {\n    userBonusUpdated {\n      id\n      status\n      isCurrent\n      expireAt\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription UserBonusUpdated {\n    userBonusUpdated {\n      id\n      status\n      isCurrent\n      expireAt\n      wagerProgress {\n        wageredAmount\n        wagerGoal\n        currencyCode\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    subscription ChatMessageAdded($room: String!) {\n      chatMessageAdded(room: $room) {\n        ...ChatMessageFields\n      }\n    }\n  ',
): (typeof documents)['\n    subscription ChatMessageAdded($room: String!) {\n      chatMessageAdded(room: $room) {\n        ...ChatMessageFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription ChatMessageRemoved($room: String!) {\n    chatMessageRemoved(room: $room) {\n      id\n      room\n    }\n  }\n',
): (typeof documents)['\n  subscription ChatMessageRemoved($room: String!) {\n    chatMessageRemoved(room: $room) {\n      id\n      room\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ChatMessageFields on ChatMessage {\n    id\n    room\n    text\n    mine\n    createdAt\n    author {\n      name\n      tag\n      level\n    }\n  }\n',
): (typeof documents)['\n  fragment ChatMessageFields on ChatMessage {\n    id\n    room\n    text\n    mine\n    createdAt\n    author {\n      name\n      tag\n      level\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query ChatMessages($room: String!, $before: ID, $limit: Int) {\n      chatMessages(room: $room, before: $before, limit: $limit) {\n        room\n        hasMore\n        items {\n          ...ChatMessageFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query ChatMessages($room: String!, $before: ID, $limit: Int) {\n      chatMessages(room: $room, before: $before, limit: $limit) {\n        room\n        hasMore\n        items {\n          ...ChatMessageFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SendChatMessage($room: String!, $text: String!) {\n      sendChatMessage(room: $room, text: $text) {\n        __typename\n        ... on SendChatMessageSuccess {\n          chatMessage {\n            ...ChatMessageFields\n          }\n        }\n        ... on ChatError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation SendChatMessage($room: String!, $text: String!) {\n      sendChatMessage(room: $room, text: $text) {\n        __typename\n        ... on SendChatMessageSuccess {\n          chatMessage {\n            ...ChatMessageFields\n          }\n        }\n        ... on ChatError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query FavoriteGames($pagination: FavoritesPagination) {\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ',
): (typeof documents)['\n    query FavoriteGames($pagination: FavoritesPagination) {\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FilterProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n',
): (typeof documents)['\n  query FilterProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query GameBySlug($slug: String!) {\n      gameBySlug(slug: $slug) {\n        __typename\n        ... on GameBySlugSuccess {\n          game {\n            ...GameCardFields\n            recalled\n            likes\n            rating\n            hasBonus\n            info {\n              payout\n              description\n              devices\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query GameBySlug($slug: String!) {\n      gameBySlug(slug: $slug) {\n        __typename\n        ... on GameBySlugSuccess {\n          game {\n            ...GameCardFields\n            recalled\n            likes\n            rating\n            hasBonus\n            info {\n              payout\n              description\n              devices\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query GamesList($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ',
): (typeof documents)['\n    query GamesList($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkGameOpened($identifier: ID) {\n    markGameOpened(identifier: $identifier) {\n      __typename\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkGameOpened($identifier: ID) {\n    markGameOpened(identifier: $identifier) {\n      __typename\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Banners($position: String) {\n    banners(position: $position) {\n      id\n      key\n      title\n      description\n      url\n      active\n      position\n      path\n      buttonText\n    }\n  }\n',
): (typeof documents)['\n  query Banners($position: String) {\n    banners(position: $position) {\n      id\n      key\n      title\n      description\n      url\n      active\n      position\n      path\n      buttonText\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query GamesListByCategory($count: Int) {\n      gamesListByCategory(count: $count) {\n        topSlots {\n          ...GameCardFields\n        }\n        topLiveCasino {\n          ...GameCardFields\n        }\n        topAll {\n          ...GameCardFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query GamesListByCategory($count: Int) {\n      gamesListByCategory(count: $count) {\n        topSlots {\n          ...GameCardFields\n        }\n        topLiveCasino {\n          ...GameCardFields\n        }\n        topAll {\n          ...GameCardFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomeProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n',
): (typeof documents)['\n  query HomeProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query HomePaymentLogos($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        name\n        icon\n        enabled\n      }\n      crypto {\n        code\n        name\n        payinEnabled\n      }\n    }\n  }\n',
): (typeof documents)['\n  query HomePaymentLogos($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        name\n        icon\n        enabled\n      }\n      crypto {\n        code\n        name\n        payinEnabled\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query HomePlayerRows($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ',
): (typeof documents)['\n    query HomePlayerRows($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n      favoriteGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ChangeUserLanguage($language: String!) {\n    changeUserLanguage(language: $language) {\n      __typename\n      ... on ActionSuccess {\n        ok\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ChangeUserLanguage($language: String!) {\n    changeUserLanguage(language: $language) {\n      __typename\n      ... on ActionSuccess {\n        ok\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetGeoInstructionByIp {\n    getGeoInstructionByIp {\n      currency\n      name\n      lang\n    }\n  }\n',
): (typeof documents)['\n  query GetGeoInstructionByIp {\n    getGeoInstructionByIp {\n      currency\n      name\n      lang\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReplenishmentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        icon\n        name\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n        }\n      }\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        payinEnabled\n        networks {\n          code\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ReplenishmentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      fiat {\n        id\n        icon\n        name\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n        }\n      }\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        payinEnabled\n        networks {\n          code\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyVipApplication {\n    myVipApplication {\n      id\n      message\n      contactPreference\n      status\n      createdAt\n    }\n  }\n',
): (typeof documents)['\n  query MyVipApplication {\n    myVipApplication {\n      id\n      message\n      contactPreference\n      status\n      createdAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubmitVipApplication($input: SubmitVipApplicationInput!) {\n    submitVipApplication(input: $input) {\n      __typename\n      ... on SubmitVipApplicationSuccess {\n        ok\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SubmitVipApplication($input: SubmitVipApplicationInput!) {\n    submitVipApplication(input: $input) {\n      __typename\n      ... on SubmitVipApplicationSuccess {\n        ok\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MarkAllNotificationsAsRead {\n    markAllNotificationsAsRead {\n      ok\n    }\n  }\n',
): (typeof documents)['\n  mutation MarkAllNotificationsAsRead {\n    markAllNotificationsAsRead {\n      ok\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UpdateUserOnlineStatus {\n    updateUserOnlineStatus {\n      userId\n      online\n      lastSeenAt\n    }\n  }\n',
): (typeof documents)['\n  subscription UpdateUserOnlineStatus {\n    updateUserOnlineStatus {\n      userId\n      online\n      lastSeenAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UserNotificationCreated {\n    userNotificationCreated {\n      id\n      type\n      action\n      content\n      initiator\n      isViewed\n      createdAt\n      data {\n        amount\n        currency\n        message\n        domain\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription UserNotificationCreated {\n    userNotificationCreated {\n      id\n      type\n      action\n      content\n      initiator\n      isViewed\n      createdAt\n      data {\n        amount\n        currency\n        message\n        domain\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UserNotificationsUpdated {\n    userNotificationsUpdated {\n      reason\n      userUnread\n      systemUnread\n    }\n  }\n',
): (typeof documents)['\n  subscription UserNotificationsUpdated {\n    userNotificationsUpdated {\n      reason\n      userUnread\n      systemUnread\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserNotifications($input: UserNotificationsInput) {\n    userNotifications(input: $input) {\n      items {\n        id\n        type\n        action\n        content\n        initiator\n        isViewed\n        createdAt\n        data {\n          amount\n          currency\n          message\n          domain\n        }\n      }\n      actions\n      count\n      userUnread\n      systemUnread\n      recent {\n        id\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UserNotifications($input: UserNotificationsInput) {\n    userNotifications(input: $input) {\n      items {\n        id\n        type\n        action\n        content\n        initiator\n        isViewed\n        createdAt\n        data {\n          amount\n          currency\n          message\n          domain\n        }\n      }\n      actions\n      count\n      userUnread\n      systemUnread\n      recent {\n        id\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UserWithdrawRequestStatusChanged {\n    userWithdrawRequestStatusChanged {\n      id\n      uuid\n      status\n      amount\n      currency\n      comment\n    }\n  }\n',
): (typeof documents)['\n  subscription UserWithdrawRequestStatusChanged {\n    userWithdrawRequestStatusChanged {\n      id\n      uuid\n      status\n      amount\n      currency\n      comment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query userWithdrawRequests($pagination: PaymentPagination) {\n    userWithdrawRequests(pagination: $pagination) {\n      id\n      uuid\n      currency\n      amount\n      fee\n      comment\n      date\n      status\n      method {\n        title\n      }\n    }\n  }\n',
): (typeof documents)['\n  query userWithdrawRequests($pagination: PaymentPagination) {\n    userWithdrawRequests(pagination: $pagination) {\n      id\n      uuid\n      currency\n      amount\n      fee\n      comment\n      date\n      status\n      method {\n        title\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment BlackjackRoundFields on BlackjackRound {\n    id\n    gameSlug\n    demo\n    currency\n    status\n    stake\n    amount\n    win\n    dealerCards\n    dealerHidden\n    dealerTotal\n    dealerSoft\n    peeked\n    hands {\n      cards\n      total\n      soft\n      amount\n      doubled\n      split\n      result\n      win\n    }\n    activeHand\n    legalActions\n    actions\n    step\n    timedOut\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n',
): (typeof documents)['\n  fragment BlackjackRoundFields on BlackjackRound {\n    id\n    gameSlug\n    demo\n    currency\n    status\n    stake\n    amount\n    win\n    dealerCards\n    dealerHidden\n    dealerTotal\n    dealerSoft\n    peeked\n    hands {\n      cards\n      total\n      soft\n      amount\n      doubled\n      split\n      result\n      win\n    }\n    activeHand\n    legalActions\n    actions\n    step\n    timedOut\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment BlackjackResultFields on BlackjackResult {\n      __typename\n      ... on BlackjackSuccess {\n        replayed\n        resumed\n        round {\n          ...BlackjackRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    fragment BlackjackResultFields on BlackjackResult {\n      __typename\n      ... on BlackjackSuccess {\n        replayed\n        resumed\n        round {\n          ...BlackjackRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query blackjackRound($gameSlug: String!) {\n      blackjackRound(gameSlug: $gameSlug) {\n        __typename\n        ... on BlackjackOpenRound {\n          round {\n            ...BlackjackRoundFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query blackjackRound($gameSlug: String!) {\n      blackjackRound(gameSlug: $gameSlug) {\n        __typename\n        ... on BlackjackOpenRound {\n          round {\n            ...BlackjackRoundFields\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation blackjackStart($input: BlackjackStartInput!) {\n      blackjackStart(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation blackjackStart($input: BlackjackStartInput!) {\n      blackjackStart(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation blackjackAction($input: BlackjackActionInput!) {\n      blackjackAction(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation blackjackAction($input: BlackjackActionInput!) {\n      blackjackAction(input: $input) {\n        ...BlackjackResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CrashRoundFields on CrashRound {\n    id\n    gameSlug\n    number\n    phase\n    bettingEndsAt\n    startedAt\n    crashedAt\n    crashPoint\n    gameHash\n    chainId\n    gameIndex\n    terminalHash\n    salt\n    rtp\n    growthRate\n  }\n',
): (typeof documents)['\n  fragment CrashRoundFields on CrashRound {\n    id\n    gameSlug\n    number\n    phase\n    bettingEndsAt\n    startedAt\n    crashedAt\n    crashPoint\n    gameHash\n    chainId\n    gameIndex\n    terminalHash\n    salt\n    rtp\n    growthRate\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment CrashBetFields on CrashBet {\n    id\n    roundId\n    player\n    mine\n    demo\n    currency\n    amount\n    win\n    status\n    cashedOutAt\n    autoCashOut\n  }\n',
): (typeof documents)['\n  fragment CrashBetFields on CrashBet {\n    id\n    roundId\n    player\n    mine\n    demo\n    currency\n    amount\n    win\n    status\n    cashedOutAt\n    autoCashOut\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query CrashGame($slug: String!) {\n      crashGame(slug: $slug) {\n        __typename\n        ... on CrashGame {\n          slug\n          round {\n            ...CrashRoundFields\n          }\n          bets {\n            ...CrashBetFields\n          }\n          myBet {\n            ...CrashBetFields\n          }\n          history {\n            roundId\n            number\n            crashPoint\n            gameHash\n            gameIndex\n            chainId\n            terminalHash\n            salt\n          }\n          bettingMs\n          growthRate\n          serverTime\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query CrashGame($slug: String!) {\n      crashGame(slug: $slug) {\n        __typename\n        ... on CrashGame {\n          slug\n          round {\n            ...CrashRoundFields\n          }\n          bets {\n            ...CrashBetFields\n          }\n          myBet {\n            ...CrashBetFields\n          }\n          history {\n            roundId\n            number\n            crashPoint\n            gameHash\n            gameIndex\n            chainId\n            terminalHash\n            salt\n          }\n          bettingMs\n          growthRate\n          serverTime\n        }\n        ... on GeneralAppError {\n          code\n          message\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    subscription CrashRound($slug: String!) {\n      crashRound(slug: $slug) {\n        kind\n        serverTime\n        round {\n          ...CrashRoundFields\n        }\n        bet {\n          ...CrashBetFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    subscription CrashRound($slug: String!) {\n      crashRound(slug: $slug) {\n        kind\n        serverTime\n        round {\n          ...CrashRoundFields\n        }\n        bet {\n          ...CrashBetFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment CrashBetResultFields on CrashBetResult {\n      __typename\n      ... on CrashBetSuccess {\n        replayed\n        bet {\n          ...CrashBetFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    fragment CrashBetResultFields on CrashBetResult {\n      __typename\n      ... on CrashBetSuccess {\n        replayed\n        bet {\n          ...CrashBetFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation PlaceCrashBet($input: PlaceCrashBetInput!) {\n      placeCrashBet(input: $input) {\n        ...CrashBetResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation PlaceCrashBet($input: PlaceCrashBetInput!) {\n      placeCrashBet(input: $input) {\n        ...CrashBetResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation CashOutCrash($roundId: ID!) {\n      cashOutCrash(roundId: $roundId) {\n        ...CrashBetResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation CashOutCrash($roundId: ID!) {\n      cashOutCrash(roundId: $roundId) {\n        ...CrashBetResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FreeSpinsOffer {\n    getUserBonusesList {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          freeSpinsLeft\n          freeSpinValue\n          activatedCurrencyCode\n          bonusInfo {\n            freespinsInfo {\n              freespinsGameSlug\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  query FreeSpinsOffer {\n    getUserBonusesList {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          freeSpinsLeft\n          freeSpinValue\n          activatedCurrencyCode\n          bonusInfo {\n            freespinsInfo {\n              freespinsGameSlug\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playFreeSpin($input: PlayFreeSpinInput!) {\n      playFreeSpin(input: $input) {\n        __typename\n        ... on FreeSpinSuccess {\n          freeSpinsLeft\n          status\n          play {\n            __typename\n            replayed\n            round {\n              ...BetRoundFields\n            }\n            balance {\n              currency\n              real\n              bonus\n              total\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playFreeSpin($input: PlayFreeSpinInput!) {\n      playFreeSpin(input: $input) {\n        __typename\n        ... on FreeSpinSuccess {\n          freeSpinsLeft\n          status\n          play {\n            __typename\n            replayed\n            round {\n              ...BetRoundFields\n            }\n            balance {\n              currency\n              real\n              bonus\n              total\n            }\n          }\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OriginalsConfig($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        plinko {\n          minRows\n          maxRows\n          tables {\n            rows\n            risk\n            multipliers\n          }\n        }\n        keno {\n          numbers\n          drawn\n          maxPicks\n          tables {\n            picks\n            risk\n            multipliers\n          }\n        }\n        wheel {\n          segments\n          layouts {\n            segments\n            risk\n            multipliers\n          }\n        }\n        mines {\n          tiles\n          minMines\n          maxMines\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OriginalsConfig($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        plinko {\n          minRows\n          maxRows\n          tables {\n            rows\n            risk\n            multipliers\n          }\n        }\n        keno {\n          numbers\n          drawn\n          maxPicks\n          tables {\n            picks\n            risk\n            multipliers\n          }\n        }\n        wheel {\n          segments\n          layouts {\n            segments\n            risk\n            multipliers\n          }\n        }\n        mines {\n          tiles\n          minMines\n          maxMines\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment OriginalPlayFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          id\n          demo\n          currency\n          amount\n          win\n          multiplier\n          nonce\n          outcome {\n            __typename\n            ... on PlinkoOutcome {\n              rows\n              risk\n              path\n              slot\n              multiplier\n            }\n            ... on KenoOutcome {\n              picks\n              drawn\n              hits\n              multiplier\n            }\n            ... on WheelOutcome {\n              segments\n              risk\n              segment\n              multiplier\n            }\n          }\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    fragment OriginalPlayFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          id\n          demo\n          currency\n          amount\n          win\n          multiplier\n          nonce\n          outcome {\n            __typename\n            ... on PlinkoOutcome {\n              rows\n              risk\n              path\n              slot\n              multiplier\n            }\n            ... on KenoOutcome {\n              picks\n              drawn\n              hits\n              multiplier\n            }\n            ... on WheelOutcome {\n              segments\n              risk\n              segment\n              multiplier\n            }\n          }\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playPlinko($input: PlayPlinkoInput!) {\n      playPlinko(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playPlinko($input: PlayPlinkoInput!) {\n      playPlinko(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playKeno($input: PlayKenoInput!) {\n      playKeno(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playKeno($input: PlayKenoInput!) {\n      playKeno(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playWheel($input: PlayWheelInput!) {\n      playWheel(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playWheel($input: PlayWheelInput!) {\n      playWheel(input: $input) {\n        ...OriginalPlayFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MinesRoundFields on MinesRound {\n    id\n    gameSlug\n    demo\n    currency\n    amount\n    mines\n    revealed\n    safe\n    status\n    multiplier\n    nextMultiplier\n    win\n    mineTiles\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n',
): (typeof documents)['\n  fragment MinesRoundFields on MinesRound {\n    id\n    gameSlug\n    demo\n    currency\n    amount\n    mines\n    revealed\n    safe\n    status\n    multiplier\n    nextMultiplier\n    win\n    mineTiles\n    serverSeedHash\n    clientSeed\n    nonce\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment MinesResultFields on MinesResult {\n      __typename\n      ... on MinesSuccess {\n        replayed\n        resumed\n        round {\n          ...MinesRoundFields\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    fragment MinesResultFields on MinesResult {\n      __typename\n      ... on MinesSuccess {\n        replayed\n        resumed\n        round {\n          ...MinesRoundFields\n        }\n        balance {\n          currency\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query minesRound($gameSlug: String!) {\n      minesRound(gameSlug: $gameSlug) {\n        __typename\n        ... on MinesOpenRound {\n          round {\n            ...MinesRoundFields\n          }\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query minesRound($gameSlug: String!) {\n      minesRound(gameSlug: $gameSlug) {\n        __typename\n        ... on MinesOpenRound {\n          round {\n            ...MinesRoundFields\n          }\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation minesStart($input: MinesStartInput!) {\n      minesStart(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation minesStart($input: MinesStartInput!) {\n      minesStart(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation minesReveal($input: MinesRevealInput!) {\n      minesReveal(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation minesReveal($input: MinesRevealInput!) {\n      minesReveal(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation minesCashOut($input: MinesCashOutInput!) {\n      minesCashOut(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation minesCashOut($input: MinesCashOutInput!) {\n      minesCashOut(input: $input) {\n        ...MinesResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GameEngine($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        engine\n        rtp\n        currency\n        minBet\n        maxBet\n        slots {\n          theme\n          lines\n          strips\n          scatterPays\n          symbols {\n            id\n            name\n            kind\n            pays\n          }\n          freeSpins\n          freeSpinMultiplier\n        }\n        roulette {\n          redNumbers\n        }\n        dice {\n          minChance\n          maxChance\n        }\n        crash {\n          minTarget\n          maxTarget\n          terminalHash\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GameEngine($slug: String!) {\n    gameEngine(slug: $slug) {\n      __typename\n      ... on GameEngineConfig {\n        slug\n        engine\n        rtp\n        currency\n        minBet\n        maxBet\n        slots {\n          theme\n          lines\n          strips\n          scatterPays\n          symbols {\n            id\n            name\n            kind\n            pays\n          }\n          freeSpins\n          freeSpinMultiplier\n        }\n        roulette {\n          redNumbers\n        }\n        dice {\n          minChance\n          maxChance\n        }\n        crash {\n          minTarget\n          maxTarget\n          terminalHash\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment Spin on SlotsSpin {\n    grid\n    lineWins {\n      line\n      symbol\n      count\n    }\n    scatters\n  }\n',
): (typeof documents)['\n  fragment Spin on SlotsSpin {\n    grid\n    lineWins {\n      line\n      symbol\n      count\n    }\n    scatters\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment BetRoundFields on BetRound {\n      id\n      gameSlug\n      engine\n      demo\n      currency\n      amount\n      win\n      multiplier\n      serverSeedHash\n      clientSeed\n      nonce\n      createdAt\n      outcome {\n        __typename\n        ... on SlotsOutcome {\n          base {\n            ...Spin\n          }\n          freeSpins {\n            ...Spin\n          }\n          freeSpinMultiplier\n        }\n        ... on RouletteOutcome {\n          pocket\n          color\n        }\n        ... on DiceOutcome {\n          roll\n          target\n          direction\n          chance\n          won\n        }\n        ... on CrashOutcome {\n          crashPoint\n          target\n          autoCashOut\n          cashedOutAt\n          won\n          gameIndex\n          gameHash\n          terminalHash\n          roundNumber\n        }\n        ... on BaccaratOutcome {\n          playerCards\n          bankerCards\n          playerTotal\n          bankerTotal\n          result\n        }\n        ... on BlackjackOutcome {\n          dealerCards\n          dealerTotal\n          hands {\n            cards\n            total\n            doubled\n            result\n          }\n          actions\n          timedOut\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    fragment BetRoundFields on BetRound {\n      id\n      gameSlug\n      engine\n      demo\n      currency\n      amount\n      win\n      multiplier\n      serverSeedHash\n      clientSeed\n      nonce\n      createdAt\n      outcome {\n        __typename\n        ... on SlotsOutcome {\n          base {\n            ...Spin\n          }\n          freeSpins {\n            ...Spin\n          }\n          freeSpinMultiplier\n        }\n        ... on RouletteOutcome {\n          pocket\n          color\n        }\n        ... on DiceOutcome {\n          roll\n          target\n          direction\n          chance\n          won\n        }\n        ... on CrashOutcome {\n          crashPoint\n          target\n          autoCashOut\n          cashedOutAt\n          won\n          gameIndex\n          gameHash\n          terminalHash\n          roundNumber\n        }\n        ... on BaccaratOutcome {\n          playerCards\n          bankerCards\n          playerTotal\n          bankerTotal\n          result\n        }\n        ... on BlackjackOutcome {\n          dealerCards\n          dealerTotal\n          hands {\n            cards\n            total\n            doubled\n            result\n          }\n          actions\n          timedOut\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment PlayResultFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          ...BetRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    fragment PlayResultFields on PlayResult {\n      __typename\n      ... on PlaySuccess {\n        replayed\n        round {\n          ...BetRoundFields\n        }\n        balance {\n          currency\n          real\n          bonus\n          total\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playSlots($input: PlaySlotsInput!) {\n      playSlots(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playSlots($input: PlaySlotsInput!) {\n      playSlots(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playRoulette($input: PlayRouletteInput!) {\n      playRoulette(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playRoulette($input: PlayRouletteInput!) {\n      playRoulette(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playDice($input: PlayDiceInput!) {\n      playDice(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playDice($input: PlayDiceInput!) {\n      playDice(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation playBaccarat($input: PlayBaccaratInput!) {\n      playBaccarat(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation playBaccarat($input: PlayBaccaratInput!) {\n      playBaccarat(input: $input) {\n        ...PlayResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query betHistory($input: BetHistoryInput) {\n      betHistory(input: $input) {\n        count\n        items {\n          ...BetRoundFields\n          game {\n            id\n            title\n            image {\n              src\n            }\n          }\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query betHistory($input: BetHistoryInput) {\n      betHistory(input: $input) {\n        count\n        items {\n          ...BetRoundFields\n          game {\n            id\n            title\n            image {\n              src\n            }\n          }\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FairnessSeedsFields on FairnessSeeds {\n    serverSeedHash\n    clientSeed\n    nonce\n    previous {\n      serverSeed\n      serverSeedHash\n      clientSeed\n      nonce\n      revealedAt\n    }\n  }\n',
): (typeof documents)['\n  fragment FairnessSeedsFields on FairnessSeeds {\n    serverSeedHash\n    clientSeed\n    nonce\n    previous {\n      serverSeed\n      serverSeedHash\n      clientSeed\n      nonce\n      revealedAt\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query fairnessSeeds {\n      fairnessSeeds {\n        ...FairnessSeedsFields\n      }\n    }\n  ',
): (typeof documents)['\n    query fairnessSeeds {\n      fairnessSeeds {\n        ...FairnessSeedsFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment RotateSeedResultFields on RotateSeedResult {\n      __typename\n      ... on RotateSeedSuccess {\n        revealed {\n          serverSeed\n          serverSeedHash\n          clientSeed\n          nonce\n          revealedAt\n        }\n        seeds {\n          ...FairnessSeedsFields\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  ',
): (typeof documents)['\n    fragment RotateSeedResultFields on RotateSeedResult {\n      __typename\n      ... on RotateSeedSuccess {\n        revealed {\n          serverSeed\n          serverSeedHash\n          clientSeed\n          nonce\n          revealedAt\n        }\n        seeds {\n          ...FairnessSeedsFields\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation rotateServerSeed {\n      rotateServerSeed {\n        ...RotateSeedResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation rotateServerSeed {\n      rotateServerSeed {\n        ...RotateSeedResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation setClientSeed($clientSeed: String!) {\n      setClientSeed(clientSeed: $clientSeed) {\n        ...RotateSeedResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation setClientSeed($clientSeed: String!) {\n      setClientSeed(clientSeed: $clientSeed) {\n        ...RotateSeedResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query verifyBet(\n    $serverSeed: String!\n    $clientSeed: String!\n    $nonce: Int!\n    $engine: GameEngineKind!\n    $params: VerifyBetParams\n  ) {\n    verifyBet(\n      serverSeed: $serverSeed\n      clientSeed: $clientSeed\n      nonce: $nonce\n      engine: $engine\n      params: $params\n    ) {\n      __typename\n      ... on VerifiedBet {\n        serverSeedHash\n        floats\n        pocket\n        roll\n        crashPoint\n        chainValid\n        baccarat {\n          playerTotal\n          bankerTotal\n          result\n        }\n        blackjack {\n          shoe\n          dealerCards\n          finished\n          hands {\n            cards\n            doubled\n            result\n          }\n        }\n        plinko {\n          slot\n        }\n        keno {\n          drawn\n        }\n        wheel {\n          segment\n        }\n        mineTiles\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  query verifyBet(\n    $serverSeed: String!\n    $clientSeed: String!\n    $nonce: Int!\n    $engine: GameEngineKind!\n    $params: VerifyBetParams\n  ) {\n    verifyBet(\n      serverSeed: $serverSeed\n      clientSeed: $clientSeed\n      nonce: $nonce\n      engine: $engine\n      params: $params\n    ) {\n      __typename\n      ... on VerifiedBet {\n        serverSeedHash\n        floats\n        pocket\n        roll\n        crashPoint\n        chainValid\n        baccarat {\n          playerTotal\n          bankerTotal\n          result\n        }\n        blackjack {\n          shoe\n          dealerCards\n          finished\n          hands {\n            cards\n            doubled\n            result\n          }\n        }\n        plinko {\n          slot\n        }\n        keno {\n          drawn\n        }\n        wheel {\n          segment\n        }\n        mineTiles\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SlotRules {\n    jurisdictionProfile {\n      id\n      minSpinMillis\n      noCelebrationAtOrBelowStake\n      autoplayAllowed\n    }\n  }\n',
): (typeof documents)['\n  query SlotRules {\n    jurisdictionProfile {\n      id\n      minSpinMillis\n      noCelebrationAtOrBelowStake\n      autoplayAllowed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ChangeUserPassword($password: String!, $oldPassword: String) {\n      changeUserPassword(password: $password, oldPassword: $oldPassword) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation ChangeUserPassword($password: String!, $oldPassword: String) {\n      changeUserPassword(password: $password, oldPassword: $oldPassword) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ChangeUserPhone($phone: String!) {\n      changeUserPhone(phone: $phone) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation ChangeUserPhone($phone: String!) {\n      changeUserPhone(phone: $phone) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {\n      changeUserProfileDetails(input: $input) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation ChangeUserProfileDetails($input: ChangeUserProfileDetailsInput!) {\n      changeUserProfileDetails(input: $input) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProfileCountries {\n    countries {\n      code\n      name\n      flag\n    }\n  }\n',
): (typeof documents)['\n  query ProfileCountries {\n    countries {\n      code\n      name\n      flag\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TwoFactorSetup {\n    twoFactorSetup {\n      __typename\n      ... on TwoFactorSetup {\n        secret\n        otpauthUri\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TwoFactorSetup {\n    twoFactorSetup {\n      __typename\n      ... on TwoFactorSetup {\n        secret\n        otpauthUri\n      }\n      ... on IdentityError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation TwoFactorEnable($code: String!) {\n      twoFactorEnable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation TwoFactorEnable($code: String!) {\n      twoFactorEnable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation TwoFactorDisable($code: String!) {\n      twoFactorDisable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation TwoFactorDisable($code: String!) {\n      twoFactorDisable(code: $code) {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserProfileDetails {\n    userProfileDetails {\n      address\n      birthDate\n      firstName\n      lastName\n      city\n      country\n      gender\n      postal\n      state\n      banner\n      avatar\n      name\n      phone\n    }\n  }\n',
): (typeof documents)['\n  query UserProfileDetails {\n    userProfileDetails {\n      address\n      birthDate\n      firstName\n      lastName\n      city\n      country\n      gender\n      postal\n      state\n      banner\n      avatar\n      name\n      phone\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query ProviderGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ',
): (typeof documents)['\n    query ProviderGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Providers($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        description\n        likes\n        rating\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n',
): (typeof documents)['\n  query Providers($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        description\n        likes\n        rating\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment RgFailureFields on GeneralAppError {\n      code\n      message\n      rg {\n        ...RgRefusalFields\n      }\n    }\n  ',
): (typeof documents)['\n    fragment RgFailureFields on GeneralAppError {\n      code\n      message\n      rg {\n        ...RgRefusalFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RgLimitFields on RgLimit {\n    type\n    period\n    amount\n    used\n    remaining\n    updatedAt\n    pending {\n      amount\n      requestedAt\n      effectiveAt\n      confirmable\n    }\n  }\n',
): (typeof documents)['\n  fragment RgLimitFields on RgLimit {\n    type\n    period\n    amount\n    used\n    remaining\n    updatedAt\n    pending {\n      amount\n      requestedAt\n      effectiveAt\n      confirmable\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RgBlockFields on RgBlock {\n    kind\n    since\n    until\n    reason\n    returnAvailableAt\n  }\n',
): (typeof documents)['\n  fragment RgBlockFields on RgBlock {\n    kind\n    since\n    until\n    reason\n    returnAvailableAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment RgOverviewFields on RgOverview {\n      currency\n      decimals\n      limits {\n        ...RgLimitFields\n      }\n      sessionLimit {\n        ...RgLimitFields\n      }\n      realityCheckMinutes\n      limitPromptDue\n      lastPgsiScore\n      block {\n        ...RgBlockFields\n      }\n      jurisdiction {\n        id\n        limitPrompt\n        realityCheckDefaultMinutes\n        realityCheckMandatory\n        realityCheckOptions\n      }\n    }\n  ',
): (typeof documents)['\n    fragment RgOverviewFields on RgOverview {\n      currency\n      decimals\n      limits {\n        ...RgLimitFields\n      }\n      sessionLimit {\n        ...RgLimitFields\n      }\n      realityCheckMinutes\n      limitPromptDue\n      lastPgsiScore\n      block {\n        ...RgBlockFields\n      }\n      jurisdiction {\n        id\n        limitPrompt\n        realityCheckDefaultMinutes\n        realityCheckMandatory\n        realityCheckOptions\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RgSessionStatsFields on RgSessionStats {\n    sessionStart\n    durationSeconds\n    wageredMinor\n    netMinor\n    currency\n    decimals\n    realityCheckMinutes\n    nextRealityCheckAt\n    realityCheckDue\n    sessionEndsAt\n  }\n',
): (typeof documents)['\n  fragment RgSessionStatsFields on RgSessionStats {\n    sessionStart\n    durationSeconds\n    wageredMinor\n    netMinor\n    currency\n    decimals\n    realityCheckMinutes\n    nextRealityCheckAt\n    realityCheckDue\n    sessionEndsAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RgHelpFields on RgHelpOrganisation {\n    name\n    url\n    phone\n  }\n',
): (typeof documents)['\n  fragment RgHelpFields on RgHelpOrganisation {\n    name\n    url\n    phone\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query MyResponsibleGaming {\n      myResponsibleGaming {\n        ...RgOverviewFields\n      }\n    }\n  ',
): (typeof documents)['\n    query MyResponsibleGaming {\n      myResponsibleGaming {\n        ...RgOverviewFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query RgSessionStats {\n      rgSessionStats {\n        ...RgSessionStatsFields\n      }\n    }\n  ',
): (typeof documents)['\n    query RgSessionStats {\n      rgSessionStats {\n        ...RgSessionStatsFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment RgLimitResultFields on RgLimitResult {\n      __typename\n      ... on RgLimitChange {\n        applied\n        limit {\n          ...RgLimitFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  ',
): (typeof documents)['\n    fragment RgLimitResultFields on RgLimitResult {\n      __typename\n      ... on RgLimitChange {\n        applied\n        limit {\n          ...RgLimitFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SetRgLimit($input: SetRgLimitInput!) {\n      setRgLimit(input: $input) {\n        ...RgLimitResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation SetRgLimit($input: SetRgLimitInput!) {\n      setRgLimit(input: $input) {\n        ...RgLimitResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ConfirmRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      confirmRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation ConfirmRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      confirmRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation CancelRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      cancelRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation CancelRgLimitChange($type: RgLimitType!, $period: RgLimitPeriod!) {\n      cancelRgLimitChange(type: $type, period: $period) {\n        ...RgLimitResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SetRgSessionLimit($minutes: Int) {\n      setRgSessionLimit(minutes: $minutes) {\n        ...RgLimitResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation SetRgSessionLimit($minutes: Int) {\n      setRgSessionLimit(minutes: $minutes) {\n        ...RgLimitResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SetRealityCheckInterval($minutes: Int) {\n      setRealityCheckInterval(minutes: $minutes) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation SetRealityCheckInterval($minutes: Int) {\n      setRealityCheckInterval(minutes: $minutes) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation AnswerRgLimitPrompt($declined: Boolean!) {\n      answerRgLimitPrompt(declined: $declined) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation AnswerRgLimitPrompt($declined: Boolean!) {\n      answerRgLimitPrompt(declined: $declined) {\n        __typename\n        ... on RgOverview {\n          ...RgOverviewFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation AnswerRealityCheck($answer: RealityCheckAnswer!) {\n      answerRealityCheck(answer: $answer) {\n        __typename\n        ... on RgSessionStats {\n          ...RgSessionStatsFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation AnswerRealityCheck($answer: RealityCheckAnswer!) {\n      answerRealityCheck(answer: $answer) {\n        __typename\n        ... on RgSessionStats {\n          ...RgSessionStatsFields\n        }\n        ... on GeneralAppError {\n          ...RgFailureFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    fragment RgExclusionResultFields on RgExclusionResult {\n      __typename\n      ... on RgExclusionSuccess {\n        block {\n          ...RgBlockFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  ',
): (typeof documents)['\n    fragment RgExclusionResultFields on RgExclusionResult {\n      __typename\n      ... on RgExclusionSuccess {\n        block {\n          ...RgBlockFields\n        }\n      }\n      ... on GeneralAppError {\n        ...RgFailureFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation TakeRgTimeOut($duration: RgTimeOutDuration!, $password: String!) {\n      takeRgTimeOut(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation TakeRgTimeOut($duration: RgTimeOutDuration!, $password: String!) {\n      takeRgTimeOut(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SelfExclude($duration: RgExclusionDuration!, $password: String!) {\n      selfExclude(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation SelfExclude($duration: RgExclusionDuration!, $password: String!) {\n      selfExclude(duration: $duration, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation CloseAccount($input: CloseAccountInput!, $password: String!) {\n      closeAccount(input: $input, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  ',
): (typeof documents)['\n    mutation CloseAccount($input: CloseAccountInput!, $password: String!) {\n      closeAccount(input: $input, password: $password) {\n        ...RgExclusionResultFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RgActivityStatement($period: RgStatementPeriod!) {\n    rgActivityStatement(period: $period) {\n      period\n      currency\n      decimals\n      rows {\n        start\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n      totals {\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n    }\n  }\n',
): (typeof documents)['\n  query RgActivityStatement($period: RgStatementPeriod!) {\n    rgActivityStatement(period: $period) {\n      period\n      currency\n      decimals\n      rows {\n        start\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n      totals {\n        depositsMinor\n        withdrawalsMinor\n        wageredMinor\n        wonMinor\n        netMinor\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PgsiQuestionnaire {\n    pgsiQuestionnaire {\n      questions {\n        index\n        key\n      }\n      options {\n        score\n        key\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PgsiQuestionnaire {\n    pgsiQuestionnaire {\n      questions {\n        index\n        key\n      }\n      options {\n        score\n        key\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SubmitPgsi($answers: [Int!]!) {\n      submitPgsi(answers: $answers) {\n        score\n        category\n        help {\n          ...RgHelpFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation SubmitPgsi($answers: [Int!]!) {\n      submitPgsi(answers: $answers) {\n        score\n        category\n        help {\n          ...RgHelpFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query RgHelpOrganisations {\n      rgHelpOrganisations {\n        ...RgHelpFields\n      }\n    }\n  ',
): (typeof documents)['\n    query RgHelpOrganisations {\n      rgHelpOrganisations {\n        ...RgHelpFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query RgHistory($first: Int) {\n    rgHistory(first: $first) {\n      id\n      at\n      actor\n      action\n      limitType\n      period\n      oldValue\n      newValue\n    }\n  }\n',
): (typeof documents)['\n  query RgHistory($first: Int) {\n    rgHistory(first: $first) {\n      id\n      at\n      actor\n      action\n      limitType\n      period\n      oldValue\n      newValue\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query LastPlayedGames($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ',
): (typeof documents)['\n    query LastPlayedGames($pagination: FavoritesPagination) {\n      lastPlayedGames(pagination: $pagination) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query SearchGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  ',
): (typeof documents)['\n    query SearchGames($input: GamesListInput) {\n      gamesList(input: $input) {\n        items {\n          ...GameCardFields\n        }\n        count\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SearchProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n',
): (typeof documents)['\n  query SearchProviders($input: ProvidersInput) {\n    providers(input: $input) {\n      items {\n        id\n        name\n        slug\n        games\n        images {\n          src\n          tags\n        }\n      }\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    fromStaff\n    mine\n    text\n    createdAt\n  }\n',
): (typeof documents)['\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    fromStaff\n    mine\n    text\n    createdAt\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query SupportConversation($before: ID, $limit: Int) {\n      supportConversation(before: $before, limit: $limit) {\n        id\n        status\n        hasMore\n        items {\n          ...SupportMessageFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query SupportConversation($before: ID, $limit: Int) {\n      supportConversation(before: $before, limit: $limit) {\n        id\n        status\n        hasMore\n        items {\n          ...SupportMessageFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation SendSupportMessage($text: String!) {\n      sendSupportMessage(text: $text) {\n        __typename\n        ... on SendSupportMessageSuccess {\n          supportMessage {\n            ...SupportMessageFields\n          }\n        }\n        ... on SupportError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation SendSupportMessage($text: String!) {\n      sendSupportMessage(text: $text) {\n        __typename\n        ... on SendSupportMessageSuccess {\n          supportMessage {\n            ...SupportMessageFields\n          }\n        }\n        ... on SupportError {\n          code\n          message\n          retryAfterSeconds\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    subscription SupportMessageAdded {\n      supportMessageAdded {\n        ...SupportMessageFields\n      }\n    }\n  ',
): (typeof documents)['\n    subscription SupportMessageAdded {\n      supportMessageAdded {\n        ...SupportMessageFields\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation cancelWithdrawRequest($input: CancelWithdrawRequestInput!) {\n    cancelWithdrawRequest(input: $input) {\n      __typename\n      ... on CancelWithdrawRequestSuccess {\n        id\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation cancelWithdrawRequest($input: CancelWithdrawRequestInput!) {\n    cancelWithdrawRequest(input: $input) {\n      __typename\n      ... on CancelWithdrawRequestSuccess {\n        id\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ConvertCurrency($request: ConvertCurrencyRequest!) {\n    convertCurrency(request: $request) {\n      amount\n      currency\n    }\n  }\n',
): (typeof documents)['\n  query ConvertCurrency($request: ConvertCurrencyRequest!) {\n    convertCurrency(request: $request) {\n      amount\n      currency\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {\n      createFiatDepositPayment(input: $input) {\n        status\n        paymentLink\n        errorMessage\n        paymentId\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation CreateFiatDepositPayment($input: CreateFiatDepositPaymentInput!) {\n      createFiatDepositPayment(input: $input) {\n        status\n        paymentLink\n        errorMessage\n        paymentId\n        rg {\n          ...RgRefusalFields\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation createWithdrawRequest($input: CreateWithdrawRequestInput!) {\n      createWithdrawRequest(input: $input) {\n        __typename\n        ... on CreateWithdrawRequestSuccess {\n          uuid\n          id\n        }\n        ... on CreateWithdrawRequestRefused {\n          reason\n          remaining\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    mutation createWithdrawRequest($input: CreateWithdrawRequestInput!) {\n      createWithdrawRequest(input: $input) {\n        __typename\n        ... on CreateWithdrawRequestSuccess {\n          uuid\n          id\n        }\n        ... on CreateWithdrawRequestRefused {\n          reason\n          remaining\n        }\n        ... on GeneralAppError {\n          code\n          message\n          rg {\n            ...RgRefusalFields\n          }\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentBonus($request: GetUserBonusesListRequest) {\n    getUserBonusesList(request: $request) {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          bonusInfo {\n            title\n            name\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentBonus($request: GetUserBonusesListRequest) {\n    getUserBonusesList(request: $request) {\n      __typename\n      ... on UserBonusList {\n        bonusList {\n          id\n          status\n          isCurrent\n          bonusInfo {\n            title\n            name\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentUserBalance {\n    currentUser {\n      id\n      name\n      phone\n      kyc\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query CurrentUserBalance {\n    currentUser {\n      id\n      name\n      phone\n      kyc\n      balance {\n        id\n        bonus\n        real\n        total\n        depositWagered\n        currency {\n          code\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DepositProfile {\n    userProfileDetails {\n      firstName\n      lastName\n      name\n      phone\n      country\n    }\n    countries {\n      code\n      name\n      flag\n    }\n  }\n',
): (typeof documents)['\n  query DepositProfile {\n    userProfileDetails {\n      firstName\n      lastName\n      name\n      phone\n      country\n    }\n    countries {\n      code\n      name\n      flag\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetDepositAddress($balanceId: ID!, $method: DepositAddressMethod!) {\n    getDepositAddress(balanceId: $balanceId, method: $method) {\n      cryptoDepositAddress {\n        address\n        currency\n        network\n        minimumPayinAmount\n        precision\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GetDepositAddress($balanceId: ID!, $method: DepositAddressMethod!) {\n    getDepositAddress(balanceId: $balanceId, method: $method) {\n      cryptoDepositAddress {\n        address\n        currency\n        network\n        minimumPayinAmount\n        precision\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetPaymentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        precision\n        payinEnabled\n        swappableTo\n        networks {\n          name\n          code\n          minimumPayinAmount\n          precision\n        }\n      }\n      fiat {\n        id\n        icon\n        crypto\n        name\n        currency\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        onboardingRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n          predefinedAmounts\n        }\n        exchange {\n          currency\n          rate\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GetPaymentMethods($target: String!) {\n    getPaymentMethods(target: $target) {\n      crypto {\n        code\n        name\n        minimumPayinAmount\n        precision\n        payinEnabled\n        swappableTo\n        networks {\n          name\n          code\n          minimumPayinAmount\n          precision\n        }\n      }\n      fiat {\n        id\n        icon\n        crypto\n        name\n        currency\n        enabled\n        isInstant\n        isRecommended\n        kycRequired\n        onboardingRequired\n        enrollmentTime {\n          from\n          to\n          fromUnit\n          toUnit\n        }\n        limitation {\n          min\n          max\n          predefinedAmounts\n        }\n        exchange {\n          currency\n          rate\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetProviderPredefinedFields($methodId: String!) {\n    getProviderPredefinedFields(methodId: $methodId) {\n      fields {\n        type\n        name\n        required\n        pattern\n        minLength\n        maxLength\n        width\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GetProviderPredefinedFields($methodId: String!) {\n    getProviderPredefinedFields(methodId: $methodId) {\n      fields {\n        type\n        name\n        required\n        pattern\n        minLength\n        maxLength\n        width\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WithdrawInputFields on WithdrawInput {\n    id\n    title\n    placeholder\n    maxLength\n    required\n    validation\n  }\n',
): (typeof documents)['\n  fragment WithdrawInputFields on WithdrawInput {\n    id\n    title\n    placeholder\n    maxLength\n    required\n    validation\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    query WithdrawMethods($request: WithdrawMethodsRequest!) {\n      withdrawMethods(request: $request) {\n        methods {\n          id\n          title\n          name\n          logo\n          fee\n          feeDescription\n          minWaitTime {\n            quantity\n            unit\n          }\n          maxWaitTime {\n            quantity\n            unit\n          }\n          kycRequired\n          kyc\n          instant\n          recommended\n          maintenance\n          payoutCurrency\n          currencySettings {\n            currency\n            maxWithdrawAmount\n            minWithdrawAmount\n            staticFee\n            conversationFee\n          }\n          inputs {\n            ...WithdrawInputFields\n          }\n          dropdowns {\n            id\n            title\n            required\n            options {\n              id\n              title\n              value\n              inputs {\n                ...WithdrawInputFields\n              }\n            }\n          }\n        }\n      }\n    }\n  ',
): (typeof documents)['\n    query WithdrawMethods($request: WithdrawMethodsRequest!) {\n      withdrawMethods(request: $request) {\n        methods {\n          id\n          title\n          name\n          logo\n          fee\n          feeDescription\n          minWaitTime {\n            quantity\n            unit\n          }\n          maxWaitTime {\n            quantity\n            unit\n          }\n          kycRequired\n          kyc\n          instant\n          recommended\n          maintenance\n          payoutCurrency\n          currencySettings {\n            currency\n            maxWithdrawAmount\n            minWithdrawAmount\n            staticFee\n            conversationFee\n          }\n          inputs {\n            ...WithdrawInputFields\n          }\n          dropdowns {\n            id\n            title\n            required\n            options {\n              id\n              title\n              value\n              inputs {\n                ...WithdrawInputFields\n              }\n            }\n          }\n        }\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WithdrawalStatus {\n    withdrawalStatus {\n      currency\n      realBalance\n      withdrawable\n      blockedBy\n      wagerRemaining\n    }\n  }\n',
): (typeof documents)['\n  query WithdrawalStatus {\n    withdrawalStatus {\n      currency\n      realBalance\n      withdrawable\n      blockedBy\n      wagerRemaining\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetUserDepositBonusesList($request: GetUserDepositBonusesListRequest!) {\n    getUserDepositBonusesList(request: $request) {\n      __typename\n      ... on UserDepositBonuses {\n        bonusList {\n          id\n          status\n          isCurrent\n          expireAt\n          activatedCurrencyCode\n          bonusInfo {\n            currencyCode\n            coverImageUrl\n            title\n            name\n            condition\n            depositPaymentType\n            depositRequirements {\n              minDepositAmount\n              maxDepositAmount\n            }\n            wagerRequirements {\n              wagerMultiplier\n              wageringTime\n              minWagerBet\n              maxWagerBet\n            }\n            freespinsInfo {\n              freeSpinsCount\n              freespinsGame\n              freespinsGameSlug\n            }\n            rewardInfo {\n              rewardAmount\n              maxRewardLimit\n              maxRewardLimitMultiplier\n              rewardDepositMultiplier\n              rewardFreeSpins\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  query GetUserDepositBonusesList($request: GetUserDepositBonusesListRequest!) {\n    getUserDepositBonusesList(request: $request) {\n      __typename\n      ... on UserDepositBonuses {\n        bonusList {\n          id\n          status\n          isCurrent\n          expireAt\n          activatedCurrencyCode\n          bonusInfo {\n            currencyCode\n            coverImageUrl\n            title\n            name\n            condition\n            depositPaymentType\n            depositRequirements {\n              minDepositAmount\n              maxDepositAmount\n            }\n            wagerRequirements {\n              wagerMultiplier\n              wageringTime\n              minWagerBet\n              maxWagerBet\n            }\n            freespinsInfo {\n              freeSpinsCount\n              freespinsGame\n              freespinsGameSlug\n            }\n            rewardInfo {\n              rewardAmount\n              maxRewardLimit\n              maxRewardLimitMultiplier\n              rewardDepositMultiplier\n              rewardFreeSpins\n            }\n          }\n        }\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SelectDepositBonus($bonusId: Int!, $currencyCode: String!) {\n    selectDepositBonus(bonusId: $bonusId, currencyCode: $currencyCode) {\n      __typename\n      ... on SelectDepositBonusSuccess {\n        selectedBonusId\n      }\n      ... on SelectDepositBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SelectDepositBonus($bonusId: Int!, $currencyCode: String!) {\n    selectDepositBonus(bonusId: $bonusId, currencyCode: $currencyCode) {\n      __typename\n      ... on SelectDepositBonusSuccess {\n        selectedBonusId\n      }\n      ... on SelectDepositBonusError {\n        error\n      }\n      ... on GeneralAppError {\n        code\n        message\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UserBonusListUpdated {\n    userBonusListUpdated {\n      bonusId\n      status\n    }\n  }\n',
): (typeof documents)['\n  subscription UserBonusListUpdated {\n    userBonusListUpdated {\n      bonusId\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GameCategoryList {\n    gameCategoryList {\n      name\n      description\n      rollover\n      _count\n    }\n    gamesCount\n  }\n',
): (typeof documents)['\n  query GameCategoryList {\n    gameCategoryList {\n      name\n      description\n      rollover\n      _count\n    }\n    gamesCount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GameCardFields on Game {\n    id\n    name\n    slug\n    title\n    category\n    providerName\n    providerSlug\n    image {\n      src\n      width\n      height\n    }\n    isFavorite\n    restrictions {\n      country\n      currency\n      disabled\n    }\n  }\n',
): (typeof documents)['\n  fragment GameCardFields on Game {\n    id\n    name\n    slug\n    title\n    category\n    providerName\n    providerSlug\n    image {\n      src\n      width\n      height\n    }\n    isFavorite\n    restrictions {\n      country\n      currency\n      disabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetUserDepositPayments($input: UserDepositPaymentsInput) {\n    getUserDepositPayments(input: $input) {\n      items {\n        id\n        timestamp\n        status\n        amount\n        currency\n        method\n        network\n        exchange {\n          currency\n          amount\n        }\n      }\n      count\n    }\n  }\n',
): (typeof documents)['\n  query GetUserDepositPayments($input: UserDepositPaymentsInput) {\n    getUserDepositPayments(input: $input) {\n      items {\n        id\n        timestamp\n        status\n        amount\n        currency\n        method\n        network\n        exchange {\n          currency\n          amount\n        }\n      }\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment IdentityResult on IdentityActionResult {\n    __typename\n    ... on ActionSuccess {\n      ok\n    }\n    ... on IdentityError {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n',
): (typeof documents)['\n  fragment IdentityResult on IdentityActionResult {\n    __typename\n    ... on ActionSuccess {\n      ok\n    }\n    ... on IdentityError {\n      code\n      message\n      field\n      retryAfterSeconds\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n    mutation ResendEmailConfirmationOtp {\n      resendEmailConfirmationOtp {\n        ...IdentityResult\n      }\n    }\n  ',
): (typeof documents)['\n    mutation ResendEmailConfirmationOtp {\n      resendEmailConfirmationOtp {\n        ...IdentityResult\n      }\n    }\n  '];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment RgRefusalFields on RgRefusal {\n    code\n    limitType\n    period\n    limitMinor\n    remainingMinor\n    currency\n    decimals\n    maxStakeMinor\n    until\n    indefinite\n  }\n',
): (typeof documents)['\n  fragment RgRefusalFields on RgRefusal {\n    code\n    limitType\n    period\n    limitMinor\n    remainingMinor\n    currency\n    decimals\n    maxStakeMinor\n    until\n    indefinite\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UserBalanceUpdated {\n    userBalanceUpdated {\n      source\n      amount\n      currency\n      balanceType\n    }\n  }\n',
): (typeof documents)['\n  subscription UserBalanceUpdated {\n    userBalanceUpdated {\n      source\n      amount\n      currency\n      balanceType\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ViewerGeoRegion {\n    getGeoInstructionByIp {\n      country\n      currency\n    }\n  }\n',
): (typeof documents)['\n  query ViewerGeoRegion {\n    getGeoInstructionByIp {\n      country\n      currency\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
