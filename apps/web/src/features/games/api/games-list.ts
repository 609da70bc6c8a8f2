// gamesList (spec §3 Game list filter, §7.2): one page of games and the count of all matches.
import type { GamesListFilter, GamesListQuery, GamesListQueryVariables } from '@/gql/graphql';
import { graphql, withFragments } from '@/lib/graphql';
import { GAME_CARD_FIELDS } from '@/lib/api/games';

export type GamesListFilterInput = GamesListFilter;

export type GamesListVariables = GamesListQueryVariables;

export type GamesListData = GamesListQuery;

export const GAMES_LIST_QUERY = withFragments(
  graphql(`
    query GamesList($input: GamesListInput) {
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
