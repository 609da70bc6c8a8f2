// Play operations (play.graphql): gameEngine, the five play mutations, seeds, bet history and
// verifyBet. Amounts are decimal strings in major units of the account currency.
import type {
  BaccaratBetType,
  BetRoundFieldsFragment,
  FairnessSeedsFieldsFragment,
  GameEngineKind,
  GameEngineQuery,
  PlayResultFieldsFragment,
  BetHistoryQuery,
  BetHistoryQueryVariables,
  SpinFragment,
  VerifyBetQuery,
} from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';
import type { RouletteBetType } from '@aurum/domain';

export type Engine = GameEngineKind;
export type BaccaratBet = BaccaratBetType;
export type { RouletteBetType };

export type BetHistoryVars = BetHistoryQueryVariables;

export type AppError = Extract<PlayResult, { __typename: 'GeneralAppError' }>;

export const GAME_ENGINE_QUERY = graphql(`
  query GameEngine($slug: String!) {
    gameEngine(slug: $slug) {
      __typename
      ... on GameEngineConfig {
        slug
        engine
        rtp
        currency
        minBet
        maxBet
        slots {
          theme
          lines
          strips
          scatterPays
          symbols {
            id
            name
            kind
            pays
          }
          freeSpins
          freeSpinMultiplier
        }
        roulette {
          redNumbers
        }
        dice {
          minChance
          maxChance
        }
        crash {
          minTarget
          maxTarget
          terminalHash
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

export type GameEngineConfig = Extract<
  GameEngineQuery['gameEngine'],
  { __typename: 'GameEngineConfig' }
>;
export type SlotSymbol = NonNullable<GameEngineConfig['slots']>['symbols'][number];

export const SPIN_FRAGMENT = graphql(`
  fragment Spin on SlotsSpin {
    grid
    lineWins {
      line
      symbol
      count
    }
    scatters
  }
`);

export const ROUND_FIELDS = withFragments(
  graphql(`
    fragment BetRoundFields on BetRound {
      id
      gameSlug
      engine
      demo
      currency
      amount
      win
      multiplier
      serverSeedHash
      clientSeed
      nonce
      createdAt
      outcome {
        __typename
        ... on SlotsOutcome {
          base {
            ...Spin
          }
          freeSpins {
            ...Spin
          }
          freeSpinMultiplier
        }
        ... on RouletteOutcome {
          pocket
          color
        }
        ... on DiceOutcome {
          roll
          target
          direction
          chance
          won
        }
        ... on CrashOutcome {
          crashPoint
          target
          autoCashOut
          cashedOutAt
          won
          gameIndex
          gameHash
          terminalHash
          roundNumber
        }
        ... on BaccaratOutcome {
          playerCards
          bankerCards
          playerTotal
          bankerTotal
          result
        }
        ... on BlackjackOutcome {
          dealerCards
          dealerTotal
          hands {
            cards
            total
            doubled
            result
          }
          actions
          timedOut
          sharedTable
        }
        ... on PlinkoOutcome {
          rows
          risk
        }
        ... on KenoOutcome {
          picks
          risk
        }
        ... on WheelOutcome {
          segments
          risk
        }
        ... on MinesOutcome {
          mines
        }
      }
    }
  `),
  [SPIN_FRAGMENT],
);

export type SlotsSpin = SpinFragment;
export type BetRound = BetRoundFieldsFragment;
export type BetOutcome = BetRound['outcome'];
/** A bet-history row: the round plus its catalogue game (title and art). */
export type BetHistoryRound = BetHistoryQuery['betHistory']['items'][number];
export type DiceDirection = Extract<BetOutcome, { __typename: 'DiceOutcome' }>['direction'];

export const PLAY_RESULT_FIELDS = withFragments(
  graphql(`
    fragment PlayResultFields on PlayResult {
      __typename
      ... on PlaySuccess {
        replayed
        round {
          ...BetRoundFields
        }
        balance {
          currency
          real
          bonus
          total
        }
      }
      ... on GeneralAppError {
        code
        message
        rg {
          ...RgRefusalFields
        }
      }
    }
  `),
  [ROUND_FIELDS, RG_REFUSAL_FIELDS],
);

export type PlayResult = PlayResultFieldsFragment;
export type PlaySuccess = Extract<PlayResult, { __typename: 'PlaySuccess' }>;

export const PLAY_SLOTS_MUTATION = withFragments(
  graphql(`
    mutation playSlots($input: PlaySlotsInput!) {
      playSlots(input: $input) {
        ...PlayResultFields
      }
    }
  `),
  [PLAY_RESULT_FIELDS],
);

export const PLAY_ROULETTE_MUTATION = withFragments(
  graphql(`
    mutation playRoulette($input: PlayRouletteInput!) {
      playRoulette(input: $input) {
        ...PlayResultFields
      }
    }
  `),
  [PLAY_RESULT_FIELDS],
);

export const PLAY_DICE_MUTATION = withFragments(
  graphql(`
    mutation playDice($input: PlayDiceInput!) {
      playDice(input: $input) {
        ...PlayResultFields
      }
    }
  `),
  [PLAY_RESULT_FIELDS],
);

export const PLAY_BACCARAT_MUTATION = withFragments(
  graphql(`
    mutation playBaccarat($input: PlayBaccaratInput!) {
      playBaccarat(input: $input) {
        ...PlayResultFields
      }
    }
  `),
  [PLAY_RESULT_FIELDS],
);

export const BET_HISTORY_QUERY = withFragments(
  graphql(`
    query betHistory($input: BetHistoryInput) {
      betHistory(input: $input) {
        count
        items {
          ...BetRoundFields
          game {
            id
            title
            image {
              src
            }
          }
        }
      }
    }
  `),
  [ROUND_FIELDS],
);

const SEEDS_FIELDS = graphql(`
  fragment FairnessSeedsFields on FairnessSeeds {
    serverSeedHash
    clientSeed
    nonce
    previous {
      serverSeed
      serverSeedHash
      clientSeed
      nonce
      revealedAt
    }
  }
`);

export type FairnessSeeds = FairnessSeedsFieldsFragment;
export type RevealedSeed = FairnessSeeds['previous'][number];

export const FAIRNESS_SEEDS_QUERY = withFragments(
  graphql(`
    query fairnessSeeds {
      fairnessSeeds {
        ...FairnessSeedsFields
      }
    }
  `),
  [SEEDS_FIELDS],
);

const ROTATE_FIELDS = withFragments(
  graphql(`
    fragment RotateSeedResultFields on RotateSeedResult {
      __typename
      ... on RotateSeedSuccess {
        revealed {
          serverSeed
          serverSeedHash
          clientSeed
          nonce
          revealedAt
        }
        seeds {
          ...FairnessSeedsFields
        }
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  `),
  [SEEDS_FIELDS],
);

export const ROTATE_SERVER_SEED_MUTATION = withFragments(
  graphql(`
    mutation rotateServerSeed {
      rotateServerSeed {
        ...RotateSeedResultFields
      }
    }
  `),
  [ROTATE_FIELDS],
);

export const SET_CLIENT_SEED_MUTATION = withFragments(
  graphql(`
    mutation setClientSeed($clientSeed: String!) {
      setClientSeed(clientSeed: $clientSeed) {
        ...RotateSeedResultFields
      }
    }
  `),
  [ROTATE_FIELDS],
);

export const VERIFY_BET_QUERY = graphql(`
  query verifyBet(
    $serverSeed: String!
    $clientSeed: String!
    $nonce: Int!
    $engine: GameEngineKind!
    $params: VerifyBetParams
  ) {
    verifyBet(
      serverSeed: $serverSeed
      clientSeed: $clientSeed
      nonce: $nonce
      engine: $engine
      params: $params
    ) {
      __typename
      ... on VerifiedBet {
        serverSeedHash
        floats
        pocket
        roll
        crashPoint
        chainValid
        baccarat {
          playerTotal
          bankerTotal
          result
        }
        blackjack {
          shoe
          dealerCards
          finished
          hands {
            cards
            doubled
            result
          }
        }
        plinko {
          slot
        }
        keno {
          drawn
        }
        wheel {
          segment
        }
        mineTiles
      }
      ... on GeneralAppError {
        code
        message
      }
    }
  }
`);

export type VerifiedBet = Extract<VerifyBetQuery['verifyBet'], { __typename: 'VerifiedBet' }>;
