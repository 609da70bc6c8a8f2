// Blackjack operations (apps/server/src/modules/play/blackjack.graphql): the open round of a game,
// the deal and the actions. Amounts are decimal strings in major units of the account currency;
// cards are ids 0–311 (model/blackjack.ts names them).
import { gql } from 'urql';
import type { AppError } from './play';

export type BlackjackActionKind = 'HIT' | 'STAND' | 'DOUBLE' | 'SPLIT';
export type BlackjackHandResult = 'BLACKJACK' | 'WIN' | 'PUSH' | 'LOSE';

export interface BlackjackHandView {
  cards: number[];
  total: number;
  soft: boolean;
  amount: string;
  doubled: boolean;
  split: boolean;
  result: BlackjackHandResult | null;
  win: string | null;
}

export interface BlackjackRoundView {
  id: string;
  gameSlug: string;
  demo: boolean;
  currency: string;
  status: 'ACTIVE' | 'SETTLED';
  stake: string;
  amount: string;
  win: string;
  dealerCards: number[];
  dealerHidden: number;
  dealerTotal: number;
  dealerSoft: boolean;
  peeked: boolean;
  hands: BlackjackHandView[];
  activeHand: number | null;
  legalActions: BlackjackActionKind[];
  actions: string;
  step: number;
  timedOut: boolean;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface BlackjackSuccess {
  __typename: 'BlackjackSuccess';
  round: BlackjackRoundView;
  replayed: boolean;
  resumed: boolean;
  balance: { currency: string; real: string; bonus: string; total: string };
}
export type BlackjackResult = BlackjackSuccess | AppError;

const ROUND = `
  id gameSlug demo currency status stake amount win
  dealerCards dealerHidden dealerTotal dealerSoft peeked
  hands { cards total soft amount doubled split result win }
  activeHand legalActions actions step timedOut serverSeedHash clientSeed nonce
`;

const RESULT = `
  __typename
  ... on BlackjackSuccess { replayed resumed round { ${ROUND} } balance { currency real bonus total } }
  ... on GeneralAppError { code message }
`;

export const BLACKJACK_ROUND_QUERY = gql<
  {
    blackjackRound:
      { __typename: 'BlackjackOpenRound'; round: BlackjackRoundView | null } | AppError;
  },
  { gameSlug: string }
>(`
  query blackjackRound($gameSlug: String!) {
    blackjackRound(gameSlug: $gameSlug) {
      __typename
      ... on BlackjackOpenRound { round { ${ROUND} } }
      ... on GeneralAppError { code message }
    }
  }
`);

export const BLACKJACK_START_MUTATION = gql<
  { blackjackStart: BlackjackResult },
  { input: { gameSlug: string; amount: string; demo: boolean; roundId: string } }
>(`
  mutation blackjackStart($input: BlackjackStartInput!) { blackjackStart(input: $input) { ${RESULT} } }
`);

export const BLACKJACK_ACTION_MUTATION = gql<
  { blackjackAction: BlackjackResult },
  { input: { roundId: string; action: BlackjackActionKind; step: number } }
>(`
  mutation blackjackAction($input: BlackjackActionInput!) { blackjackAction(input: $input) { ${RESULT} } }
`);
