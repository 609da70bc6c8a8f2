// lastPlayedGames(pagination) (spec §2.8): the signed-in player's last played games (10 here).
import { gql } from 'urql';
import { GAME_CARD_FIELDS, type GameSummary } from '@/lib/api/games';

export const LAST_PLAYED_GAMES_QUERY = gql<
  { lastPlayedGames: { items: GameSummary[]; count: number } },
  { pagination: { page: number; count: number } }
>`
  query LastPlayedGames($pagination: FavoritesPagination) {
    lastPlayedGames(pagination: $pagination) {
      items {
        ...GameCardFields
      }
      count
    }
  }
  ${GAME_CARD_FIELDS}
`;
