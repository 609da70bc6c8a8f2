// markGameOpened: the game page records the visit (the game moves to the front of last played).
import { graphql } from '@/lib/graphql';

export const MARK_GAME_OPENED_MUTATION = graphql(`
  mutation MarkGameOpened($identifier: ID) {
    markGameOpened(identifier: $identifier) {
      __typename
    }
  }
`);
