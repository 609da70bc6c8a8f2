// Blackjack operations (apps/server/src/modules/play/blackjack.graphql): the open round of a game,
// the deal and the actions. Amounts are decimal strings in major units of the account currency;
// cards are ids 0–311 (model/blackjack.ts names them).
import type {
  BlackjackAction,
  BlackjackResultFieldsFragment,
  BlackjackRoundFieldsFragment,
} from '@/gql/graphql';
import { RG_REFUSAL_FIELDS } from '@/lib/api/rg-refusal';
import { graphql, withFragments } from '@/lib/graphql';

export type BlackjackActionKind = BlackjackAction;
export type BlackjackRoundView = BlackjackRoundFieldsFragment;
export type BlackjackHandView = BlackjackRoundView['hands'][number];
export type BlackjackHandResult = NonNullable<BlackjackHandView['result']>;
export type BlackjackResult = BlackjackResultFieldsFragment;
export type BlackjackSuccess = Extract<BlackjackResult, { __typename: 'BlackjackSuccess' }>;

const ROUND = graphql(`
  fragment BlackjackRoundFields on BlackjackRound {
    id
    gameSlug
    demo
    currency
    status
    stake
    amount
    win
    dealerCards
    dealerHidden
    dealerTotal
    dealerSoft
    peeked
    hands {
      cards
      total
      soft
      amount
      doubled
      split
      result
      win
    }
    activeHand
    legalActions
    actions
    step
    timedOut
    serverSeedHash
    clientSeed
    nonce
  }
`);

const RESULT = withFragments(
  graphql(`
    fragment BlackjackResultFields on BlackjackResult {
      __typename
      ... on BlackjackSuccess {
        replayed
        resumed
        round {
          ...BlackjackRoundFields
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
  [ROUND, RG_REFUSAL_FIELDS],
);

export const BLACKJACK_ROUND_QUERY = withFragments(
  graphql(`
    query blackjackRound($gameSlug: String!) {
      blackjackRound(gameSlug: $gameSlug) {
        __typename
        ... on BlackjackOpenRound {
          round {
            ...BlackjackRoundFields
          }
        }
        ... on GeneralAppError {
          code
          message
        }
      }
    }
  `),
  [ROUND],
);

export const BLACKJACK_START_MUTATION = withFragments(
  graphql(`
    mutation blackjackStart($input: BlackjackStartInput!) {
      blackjackStart(input: $input) {
        ...BlackjackResultFields
      }
    }
  `),
  [RESULT],
);

export const BLACKJACK_ACTION_MUTATION = withFragments(
  graphql(`
    mutation blackjackAction($input: BlackjackActionInput!) {
      blackjackAction(input: $input) {
        ...BlackjackResultFields
      }
    }
  `),
  [RESULT],
);
