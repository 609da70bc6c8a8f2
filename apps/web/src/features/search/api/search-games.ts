// gamesList with a search term (spec §2.8 search modal): matching games, 12 per page.
import { gql } from 'urql';
import { GAME_CARD_FIELDS, type GameSummary } from '@/lib/api/games';

export interface SearchGamesVariables {
  input: {
    filter: { search?: string; devices: string[] };
    sort?: { field: 'rating'; direction: 'desc' };
    pagination: { page: number; count: number };
  };
}

export const SEARCH_GAMES_QUERY = gql<
  { gamesList: { items: GameSummary[]; count: number } },
  SearchGamesVariables
>`
  query GamesList($input: GamesListInput) {
    gamesList(input: $input) {
      items {
        ...GameCardFields
      }
      count
    }
  }
  ${GAME_CARD_FIELDS}
`;
