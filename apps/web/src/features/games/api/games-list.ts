// gamesList (spec §3 Game list filter, §7.2): one page of games and the count of all matches.
import { gql } from 'urql';
import { GAME_CARD_FIELDS, type GameSummary } from '@/lib/api/games';

export interface GamesListFilterInput {
  onlyAvailable?: boolean;
  providers?: string[];
  onlyWithBonus?: boolean;
  search?: string;
  categories?: string[];
  devices?: string[];
}

export interface GamesListVariables {
  input: {
    filter: GamesListFilterInput;
    sort?: {
      field: 'rating' | 'name' | 'createdAt' | 'likes' | 'payout';
      direction: 'asc' | 'desc';
    };
    pagination: { page: number; count: number };
  };
}

export interface GamesListData {
  gamesList: { items: GameSummary[]; count: number };
}

export const GAMES_LIST_QUERY = gql<GamesListData, GamesListVariables>`
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
