// gamesList with a search term (spec §2.8 search modal): matching games, 12 per page.
import type { SearchGamesQueryVariables } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';

export type SearchGamesVariables = SearchGamesQueryVariables;

export const SEARCH_GAMES_QUERY = withFragments(
  graphql(`
    query SearchGames($input: GamesListInput) {
      gamesList(input: $input) {
        items {
          ...GameCardFields
        }
        count
      }
    }
  `),
  [GAME_CARD_FIELDS],
);
