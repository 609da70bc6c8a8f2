// markGameOpened: the game page records the visit (the game moves to the front of last played).
import { gql } from 'urql';

export const MARK_GAME_OPENED_MUTATION = gql<
  { markGameOpened: { __typename: string } },
  { identifier: string }
>`
  mutation MarkGameOpened($identifier: ID) {
    markGameOpened(identifier: $identifier) {
      __typename
    }
  }
`;
