// Shared crash rounds (play.graphql): crashGame, the crashRound subscription, placeCrashBet and
// cashOutCrash. Amounts are decimal strings in major units; multipliers decimal strings ("2.35").
import type {
  CrashBetFieldsFragment,
  CrashBetResultFieldsFragment,
  CrashGameQuery,
  CrashRoundFieldsFragment,
  CrashRoundSubscription,
} from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';

const ROUND = graphql(`
  fragment CrashRoundFields on CrashRound {
    id
    gameSlug
    number
    phase
    bettingEndsAt
    startedAt
    crashedAt
    crashPoint
    gameHash
    chainId
    gameIndex
    terminalHash
    salt
    rtp
    growthRate
  }
`);
const BET = graphql(`
  fragment CrashBetFields on CrashBet {
    id
    roundId
    player
    mine
    demo
    currency
    amount
    win
    status
    cashedOutAt
    autoCashOut
  }
`);

export type CrashRound = CrashRoundFieldsFragment;
export type CrashPhase = CrashRound['phase'];
export type CrashBet = CrashBetFieldsFragment;
export type CrashBetStatus = CrashBet['status'];
export type CrashGame = Extract<CrashGameQuery['crashGame'], { __typename: 'CrashGame' }>;
export type CrashHistoryPoint = CrashGame['history'][number];
export type CrashRoundEvent = CrashRoundSubscription['crashRound'];
export type CrashBetResult = CrashBetResultFieldsFragment;
export type CrashBetSuccess = Extract<CrashBetResult, { __typename: 'CrashBetSuccess' }>;

export const CRASH_GAME_QUERY = withFragments(
  graphql(`
    query CrashGame($slug: String!) {
      crashGame(slug: $slug) {
        __typename
        ... on CrashGame {
          slug
          round {
            ...CrashRoundFields
          }
          bets {
            ...CrashBetFields
          }
          myBet {
            ...CrashBetFields
          }
          history {
            roundId
            number
            crashPoint
            gameHash
            gameIndex
            chainId
            terminalHash
            salt
          }
          bettingMs
          growthRate
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

export const CRASH_ROUND_SUBSCRIPTION = withFragments(
  graphql(`
    subscription CrashRound($slug: String!) {
      crashRound(slug: $slug) {
        kind
        serverTime
        round {
          ...CrashRoundFields
        }
        bet {
          ...CrashBetFields
        }
      }
    }
  `),
  [ROUND, BET],
);

const RESULT = withFragments(
  graphql(`
    fragment CrashBetResultFields on CrashBetResult {
      __typename
      ... on CrashBetSuccess {
        replayed
        bet {
          ...CrashBetFields
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
  [BET, RG_REFUSAL_FIELDS],
);

export const PLACE_CRASH_BET_MUTATION = withFragments(
  graphql(`
    mutation PlaceCrashBet($input: PlaceCrashBetInput!) {
      placeCrashBet(input: $input) {
        ...CrashBetResultFields
      }
    }
  `),
  [RESULT],
);

export const CASH_OUT_CRASH_MUTATION = withFragments(
  graphql(`
    mutation CashOutCrash($roundId: ID!) {
      cashOutCrash(roundId: $roundId) {
        ...CrashBetResultFields
      }
    }
  `),
  [RESULT],
);
