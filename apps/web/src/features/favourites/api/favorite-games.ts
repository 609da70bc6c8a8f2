// favoriteGames(pagination) (spec §7.2): the player's favourites, pages from 0, 9 per page.
import { gql } from 'urql';
import { GAME_CARD_FIELDS, type GameSummary } from '@/lib/api/games';

export const FAVORITE_GAMES_QUERY = gql<
  { favoriteGames: { items: GameSummary[]; count: number } },
  { pagination: { page: number; count: number } }
>`
  query FavoriteGames($pagination: FavoritesPagination) {
    favoriteGames(pagination: $pagination) {
      items {
        ...GameCardFields
      }
      count
    }
  }
  ${GAME_CARD_FIELDS}
`;
