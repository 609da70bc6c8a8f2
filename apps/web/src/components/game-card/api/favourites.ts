// addGameToFavorites / removeGameFromFavorites (spec §4.8, §7.2): the answer carries the toast code.
import { gql } from 'urql';

export type FavoriteGameResult =
  | {
      __typename: 'FavoriteGameSuccess';
      ok: boolean;
      code: string;
      gameId: string;
      isFavorite: boolean;
    }
  | { __typename: 'GeneralAppError'; code: string; message: string };

const RESULT_FIELDS = `
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
`;

export const ADD_GAME_TO_FAVORITES = gql<
  { addGameToFavorites: FavoriteGameResult },
  { identifier: string }
>`
  mutation AddGameToFavorites($identifier: ID) {
    addGameToFavorites(identifier: $identifier) {
      ${RESULT_FIELDS}
    }
  }
`;

export const REMOVE_GAME_FROM_FAVORITES = gql<
  { removeGameFromFavorites: FavoriteGameResult },
  { identifier: string }
>`
  mutation RemoveGameFromFavorites($identifier: ID) {
    removeGameFromFavorites(identifier: $identifier) {
      ${RESULT_FIELDS}
    }
  }
`;
