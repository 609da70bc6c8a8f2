// addGameToFavorites / removeGameFromFavorites (spec §4.8, §7.2): the answer carries the toast code.
import type { FavoriteGameResultFieldsFragment } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';

const RESULT_FIELDS = graphql(`
  fragment FavoriteGameResultFields on FavoriteGameResult {
    __typename
    ... on FavoriteGameSuccess {
      ok
      code
      gameId
      isFavorite
    }
    ... on GeneralAppError {
      code
      message
    }
  }
`);

export type FavoriteGameResult = FavoriteGameResultFieldsFragment;

export const ADD_GAME_TO_FAVORITES = withFragments(
  graphql(`
    mutation AddGameToFavorites($identifier: ID) {
      addGameToFavorites(identifier: $identifier) {
        ...FavoriteGameResultFields
      }
    }
  `),
  [RESULT_FIELDS],
);

export const REMOVE_GAME_FROM_FAVORITES = withFragments(
  graphql(`
    mutation RemoveGameFromFavorites($identifier: ID) {
      removeGameFromFavorites(identifier: $identifier) {
        ...FavoriteGameResultFields
      }
    }
  `),
  [RESULT_FIELDS],
);
