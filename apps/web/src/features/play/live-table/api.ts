// Live tables (live.graphql): liveTable, the liveTable subscription and placeLiveBet. Amounts are
// decimal strings in major units of the account currency.
import type {
  LiveBetFieldsFragment,
  LiveRoundFieldsFragment,
  LiveTableQuery,
  LiveTableEventsSubscription,
  PlaceLiveBetMutation,
} from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';

const ROUND = graphql(`
  fragment LiveRoundFields on LiveRound {
    id
    gameSlug
    engine
    number
    phase
    bettingEndsAt
    decidingEndsAt
    settledAt
    nextRoundAt
    serverSeedHash
    serverSeed
    clientSeed
    outcome {
      pocket
      color
      playerCards
      bankerCards
      playerTotal
      bankerTotal
      result
      roll
      segment
      segments
      cards
      dealerCards
      dealerTotal
    }
    segments
  }
`);
const BET = graphql(`
  fragment LiveBetFields on LiveBet {
    id
    roundId
    player
    mine
    demo
    currency
    amount
    win
    spots {
      type
      numbers
      amount
    }
    target
    direction
    risk
    actions
    cards
    total
    decided
    doubled
    result
  }
`);

export type LiveRound = LiveRoundFieldsFragment;
export type LiveBet = LiveBetFieldsFragment;
export type LiveTable = Extract<LiveTableQuery['liveTable'], { __typename: 'LiveTable' }>;
export type LiveTableEvent = LiveTableEventsSubscription['liveTable'];
export type LiveBetResult = PlaceLiveBetMutation['placeLiveBet'];

export const LIVE_TABLE_QUERY = withFragments(
  graphql(`
    query LiveTable($slug: String!) {
      liveTable(slug: $slug) {
        __typename
        ... on LiveTable {
          slug
          engine
          round {
            ...LiveRoundFields
          }
          bets {
            ...LiveBetFields
          }
          history {
            ...LiveRoundFields
          }
          bettingMs
          pauseMs
          serverTime
        }
        ... on GeneralAppError {
          code
          message
        }
      }
    }
  `),
  [ROUND, BET],
);

export const LIVE_TABLE_SUBSCRIPTION = withFragments(
  graphql(`
    subscription LiveTableEvents($slug: String!) {
      liveTable(slug: $slug) {
        kind
        serverTime
        round {
          ...LiveRoundFields
        }
        bets {
          ...LiveBetFields
        }
      }
    }
  `),
  [ROUND, BET],
);

export const PLACE_LIVE_BET_MUTATION = withFragments(
  graphql(`
    mutation PlaceLiveBet($input: PlaceLiveBetInput!) {
      placeLiveBet(input: $input) {
        __typename
        ... on LiveBetSuccess {
          replayed
          bet {
            ...LiveBetFields
          }
          round {
            ...LiveRoundFields
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
    }
  `),
  [ROUND, BET, RG_REFUSAL_FIELDS],
);

/** A decision on the viewer's hand at a shared blackjack table (step = decisions so far). */
export const LIVE_BLACKJACK_ACTION_MUTATION = withFragments(
  graphql(`
    mutation LiveBlackjackAction($input: LiveBlackjackActionInput!) {
      liveBlackjackAction(input: $input) {
        __typename
        ... on LiveBlackjackActionSuccess {
          replayed
          bet {
            ...LiveBetFields
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
    }
  `),
  [BET, RG_REFUSAL_FIELDS],
);

/** Whether a roulette, baccarat, dice or wheel game is a shared live table (GameEngineConfig.liveTable). */
export const LIVE_TABLE_FLAG_QUERY = graphql(`
  query LiveTableFlag($slug: String!) {
    gameEngine(slug: $slug) {
      __typename
      ... on GameEngineConfig {
        slug
        liveTable
      }
    }
  }
`);
